// The map screen: the board on the left, the legend on the right. Everything it shows is in
// MapScreen; each frame draws it from scratch, as Dear ImGui code does.
#pragma once

#include <SDL.h>

#include "app/board/map_summary.hpp"
#include "app/render/text_renderer.hpp"
#include "app/shell/sdl_context.hpp"
#include "eden/map/json.hpp"

namespace eden::app {

struct MapScreen {
    NamedMap map;
    MapSummary summary;
};

MapScreen make_map_screen(NamedMap map);

// Draws one whole frame into the renderer without presenting it, so the caller may present
// it or read it back. `size` is the renderer's output size in pixels.
void draw_map_screen(const MapScreen& screen, SDL_Renderer* renderer, TextRenderer& text,
                     const UiFonts& fonts, SDL_Point size);

}  // namespace eden::app
