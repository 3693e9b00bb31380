// "Since your last turn" (issue 16 item 4): when the laptop comes back to a person, a section at
// the top of the side panel lists what happened while he was away; hovering a line lights its
// territories on the board. Dismissed with its button; replaced at the next handover. It never
// covers the board or the choices, so a person may play before reading it.
#pragma once

#include <SDL.h>

#include "app/session/hex_layout.hpp"
#include "app/shell/app_state.hpp"

namespace eden::app {

// Builds the news at a handover (once per handover) and, while it is open, draws it where the
// side panel's cursor is. Called every frame the game is on screen.
void draw_away_news(AppState& app);
// Outlines the territories of the hovered line (drawn with the board, under the panels).
void draw_away_highlight(SDL_Renderer* renderer, const HexLayout& layout, const AppState& app);

}  // namespace eden::app
