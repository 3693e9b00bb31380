// What the game adds on top of the map: who controls each territory (a disc in the seat's
// colour with its letter), the resources lying there, the spots a choice may go to, and the
// fronts of the battle being fought.
#pragma once

#include <optional>
#include <vector>

#include <SDL.h>

#include "app/board/board_renderer.hpp"
#include "app/session/seat_view.hpp"

namespace eden::app {

struct BoardHighlights {
    std::vector<Hex> spots;  // legal for the decision on screen
    std::optional<Hex> selected;
    std::optional<Hex> hovered;
    std::vector<Hex> pointed;  // the hexes of the choice under the mouse in the choices panel
};

void draw_board_overlay(SDL_Renderer* renderer, TextRenderer& text, const HexLayout& layout,
                        const SeatView& view, const SeatMarks& marks,
                        const BoardHighlights& highlights);

}  // namespace eden::app
