// The app's keyboard shortcuts (README "Keys"), read from key events before Dear ImGui's frame:
// the ones that work on every screen (F1, G, Esc), the game's (Ctrl+S, Ctrl+L) and the keys the
// screens read in their frame (app.keys). A question on screen takes Enter and Esc first.
#pragma once

#include <SDL.h>

#include "app/shell/app_state.hpp"

namespace eden::app {

void handle_key(AppState& app, const SDL_Keysym& key);
// Space: the board's animations and the unit cards sliding onto their fronts end at once.
// Returns whether something was moving (else the key is left to the screen).
bool skip_animations(AppState& app);

}  // namespace eden::app
