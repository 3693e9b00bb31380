// The board's zoom and pan as a person works them, shared by every screen that shows a board
// (the game, the map editor): the wheel zooms about the cursor, a right- or middle-drag pans,
// corner buttons zoom and fit; and the hexes a click can reach, recorded for the UI driver.
// Call between ImGui::NewFrame and ImGui::Render.
#pragma once

#include <vector>

#include "app/session/hex_layout.hpp"
#include "eden/map/hex.hpp"

namespace eden::app {

bool point_in_rect(Rect r, Point p);

// Wheel and drag over `board` (when Dear ImGui does not want the mouse); `fit` (F or Home)
// fits the whole map again.
void board_view_input(BoardView& view, Rect board, bool fit);
// "+", "-" and "Fit" in the board's lower-left corner, with the zoom tip.
void board_view_buttons(BoardView& view, Rect board);
// Each hex inside the board recorded as "hex:q,r", a small box about its centre.
void probe_board_hexes(const HexLayout& layout, Rect board, const std::vector<Hex>& hexes);

}  // namespace eden::app
