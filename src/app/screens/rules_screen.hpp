// The Rules window (F1, or from the menus): the scenario being played and every ruleset
// parameter with its value and description, the ones this game changes highlighted. Public
// information only, so it may open over the curtain too.
#pragma once

#include <SDL.h>

#include "app/shell/app_state.hpp"

namespace eden::app {

// Draws the window while app.show_rules is set; closing it clears the flag.
void draw_rules_window(AppState& app, SDL_Point size);

}  // namespace eden::app
