// Draws the map of Eden into one rectangle of the window: territories filled by colour, the
// Heart, portals in their owner's colour with "P1".."P6", and richness tokens.
#pragma once

#include <SDL.h>

#include "app/hex_layout.hpp"
#include "app/text_renderer.hpp"
#include "eden/map.hpp"

namespace eden::app {

// Fits the map into `area`, draws it, and returns the layout used so callers can map mouse
// positions back to hexes.
HexLayout draw_board(SDL_Renderer* renderer, TextRenderer& text, const Map& map, Rect area);

}  // namespace eden::app
