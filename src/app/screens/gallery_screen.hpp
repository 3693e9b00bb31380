// The Card gallery window (G, or from the menus): every World with its units drawn as in the
// hand, then the common and technology cards. Card text is generated from the card data.
#pragma once

#include <SDL.h>

#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// Draws the window while app.show_gallery is set; closing it clears the flag.
void draw_gallery_window(AppState& app, const UiFonts& fonts, SDL_Point size);

}  // namespace eden::app
