// Draws the map of Eden into one rectangle of the window: territories by colour, pattern and
// resource symbol, the Heart, portals in their owner's colour with "P1".."P6", and richness
// tokens.
#pragma once

#include <span>
#include <string>
#include <vector>

#include <SDL.h>

#include "app/render/text_renderer.hpp"
#include "app/session/hex_layout.hpp"
#include "eden/map/map.hpp"

namespace eden::app {

// How seats are told apart in a game: each seat's chosen colour and the letter on its marks
// (colour is never the only cue).
struct SeatMarks {
    std::vector<Rgba> colours;
    std::vector<std::string> letters;
};

// Fits the map (and `also_fit`, e.g. the empty spots a tile may go to) into `area`, draws it,
// and returns the layout used so callers can map mouse positions back to hexes. Without
// `marks`, seats are the palette's colours and "P1".."P6". `view` zooms and pans the fit.
// Tiles are drawn with the art of assets/art/ when it loads, flat colours when not. The
// designer's overlay adds each hex's axial coordinates (F3 toggles it).
HexLayout draw_board(SDL_Renderer* renderer, TextRenderer& text, const Map& map, Rect area,
                     std::span<const Hex> also_fit = {}, const SeatMarks* marks = nullptr,
                     const BoardView& view = {}, bool designer_overlay = false);

}  // namespace eden::app
