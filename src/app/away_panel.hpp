// "Since your last turn" (issue 16 item 4): when the laptop comes back to a person, a small
// panel over the board's corner lists what happened while he was away; hovering a line lights
// its territories on the board. Dismissed with its button; replaced at the next handover.
#pragma once

#include <SDL.h>

#include "app/app_state.hpp"
#include "app/session/hex_layout.hpp"

namespace eden::app {

// Builds the news at a handover (once per handover) and draws the panel while it is open.
void draw_away_panel(AppState& app, Rect board);
// Outlines the territories of the hovered line (drawn with the board, under the panels).
void draw_away_highlight(SDL_Renderer* renderer, const HexLayout& layout, const AppState& app);

}  // namespace eden::app
