// Limits an SVG file must keep before SDL_image's rasteriser (nanosvg) draws it (issue 34
// item 4): a picture with a huge stroke and a tiny dash kept the rasteriser busy for over a
// minute, deaf to SIGTERM, since its work grows with the number of dashes times the area each
// covers. The art of assets/art is a few kilobytes of plain shapes; a file outside these limits
// is not drawn (the flat fallback is, svg_art.hpp) and the log says why.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace eden::app {

inline constexpr std::size_t kMaxSvgBytes = 256 * 1024;
inline constexpr std::size_t kMaxSvgElements = 4000;
inline constexpr std::size_t kMaxSvgNumbers = 40000;

// nanosvg passes over every pixel of the picture for each shape, and strokes cost more: a
// picture may ask for at most this many (elements x pixels) at the size it is drawn. The most
// costly art we ship, dragon.svg (20 elements) at the largest size (2048 x 2048), is 8.4e7.
inline constexpr double kMaxSvgRasterWork = 1.2e8;

// Why `svg` is too big or too costly to rasterise at any size, or nullopt if it is within the
// limits: its size, its number of elements and numbers, coordinates far outside the picture, a
// stroke wider than the picture, a dash pattern finer than a fiftieth of the picture or one
// that would make more than 20 000 dashes.
std::optional<std::string> svg_problem(std::string_view svg);
// Why `svg` (within svg_problem's limits) is too costly to rasterise at width x height pixels.
std::optional<std::string> svg_size_problem(std::string_view svg, int width, int height);

}  // namespace eden::app
