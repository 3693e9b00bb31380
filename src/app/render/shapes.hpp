// Filled shapes drawn with SDL_RenderGeometry. SDL_Renderer does no anti-aliasing, so each
// shape gets a one-pixel fringe fading to transparent, the way Dear ImGui smooths its own
// shapes; without it the hex edges of a software-rendered screenshot look jagged.
#pragma once

#include <span>

#include <SDL.h>

#include "app/render/palette.hpp"
#include "app/session/hex_layout.hpp"

namespace eden::app {

// `polygon` must be convex; either winding works.
void fill_convex(SDL_Renderer* renderer, std::span<const Point> polygon, Rgba color);
void fill_hex(SDL_Renderer* renderer, Point centre, float radius, Rgba color);
void fill_circle(SDL_Renderer* renderer, Point centre, float radius, Rgba color);
void fill_diamond(SDL_Renderer* renderer, Point centre, float half_width, float half_height,
                  Rgba color);
void fill_rect(SDL_Renderer* renderer, Rect rect, Rgba color);
// A straight stroke `width` pixels thick from a to b.
void thick_line(SDL_Renderer* renderer, Point a, Point b, float width, Rgba color);
// A hexagon's outline, each side a thick_line (marks and motions on the board).
void hex_outline(SDL_Renderer* renderer, Point centre, float radius, float width, Rgba color);

}  // namespace eden::app
