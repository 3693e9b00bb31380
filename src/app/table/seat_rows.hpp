// The seats panel (issue 17): one line a seat, so six seats show at 1280x720 without scrolling.
// Each line: the seat's mark, name, a bot tag, the "to play" arrow, and its counters as icons
// (resources as the board's white diamond, pure energy, cards in hand; tiles while the map is
// built). The seat to play gets a second, dim line with his civilization and piles; every line
// says it all in words on hover. Each line is recorded in the UI probe as "seat:N".
#pragma once

#include "app/session/seat_view.hpp"
#include "app/shell/app_state.hpp"

namespace eden::app {

void draw_seat_rows(const AppState& app, const SeatView& view);

// The seat's mark as on the board: a square of `size` in its colour with its letter.
void draw_seat_swatch(const AppState& app, int seat, float size);

// The height draw_seat_rows takes, for the child window that holds it.
float seat_rows_height(const AppState& app, const SeatView& view);

}  // namespace eden::app
