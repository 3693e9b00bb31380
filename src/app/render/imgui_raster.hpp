// Dear ImGui's draw data onto an SDL_Renderer, as imgui_impl_sdlrenderer's RenderDrawData does,
// but quick with SDL's software renderer (issue 17: median frame at most 8 ms at 1280x800).
//
// Why: SDL's software renderer fills a triangle by testing every pixel of its bounding box,
// and blends it through a temporary surface of that size. Dear ImGui fills a rounded rectangle
// (every window, child, button and card of our style) as a fan of triangles from one corner,
// so each triangle's box is nearly the whole rectangle: a 1280x800 window cost tens of
// millions of pixel tests, most of a frame. Here a fan of one colour is turned into the rows
// of pixels SDL would have filled (the same vertices truncated to whole pixels, the same
// pixel centres and top-left rule), drawn as rectangles, which SDL fills at memory speed. The
// rest (text, images, anti-aliased fringes, plain quads, which SDL already draws as
// rectangles) goes to SDL_RenderGeometryRaw unchanged, in the same order.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include <SDL.h>

struct ImDrawData;

namespace eden::app {

// Draws `draw_data` with `renderer`; fans become rectangles only on a software renderer (a GPU
// draws triangles faster than many rectangles). Returns how many fans were drawn as rows.
int render_imgui_draw_data(SDL_Renderer* renderer, ImDrawData* draw_data);
// The same with the choices made by the caller (the tests compare them on one renderer). With
// fans as rows, the glyphs and rectangles wholly inside a later window's opaque background
// are left out unless `leave_out_covered` is false: they would be painted over (issue 17: the
// Rules window and the Card gallery cover most of the game screen's text).
int render_imgui_draw_data(SDL_Renderer* renderer, ImDrawData* draw_data, bool fans_as_rows,
                           bool leave_out_covered = true);

// The pixels SDL's software renderer fills for these triangles (vertices in whole pixels, as
// SDL truncates them), as rectangles within `clip`, rows of equal extent merged; nullopt when
// two triangles would fill one pixel (blending it twice differs from filling it once).
using PixelTriangle = std::array<SDL_Point, 3>;
std::optional<std::vector<SDL_Rect>> triangle_rows(const std::vector<PixelTriangle>& triangles,
                                                   SDL_Rect clip);

}  // namespace eden::app
