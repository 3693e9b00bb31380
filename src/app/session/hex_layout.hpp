// Where hexes land on screen: axial coordinates to pixels and back, fitting a whole map into a
// rectangle, and the player's zoom and pan over that fit. Pointy-top hexes, so rows of the map
// read left to right like a board. No SDL: mouse picking is tested without a screen.
#pragma once

#include <array>
#include <vector>

#include "eden/map/hex.hpp"

namespace eden::app {

struct Point {
    float x = 0;
    float y = 0;
};

struct Rect {
    float x = 0;
    float y = 0;
    float w = 0;
    float h = 0;
};

struct HexLayout {
    float radius = 1;  // centre to corner, in pixels
    Point origin;      // pixel position of hex (0, 0)
};

Point hex_to_pixel(const HexLayout& layout, Hex h);
// The hex whose area contains the point (for mouse picking).
Hex pixel_to_hex(const HexLayout& layout, Point p);
// Corners clockwise from the top one.
std::array<Point, 6> hex_corners(Point centre, float radius);

// The largest layout that shows every hex inside `area` with `margin` pixels to spare,
// centred. An empty list centres hex (0, 0) at a nominal size.
HexLayout fit_layout(const std::vector<Hex>& hexes, Rect area, float margin);

// The player's view of the board over the fitted layout: a zoom about the centre of the board
// area and a pan, in pixels. The default (zoom 1, no pan) is the fit: the whole map.
struct BoardView {
    float zoom = 1.0f;
    Point pan;
};
inline constexpr float kMinZoom = 1.0f;  // the whole map; no further out
inline constexpr float kMaxZoom = 8.0f;

// The fitted layout as `view` shows it in `area`; pixel_to_hex on it picks what is drawn.
HexLayout viewed_layout(const HexLayout& fitted, Rect area, const BoardView& view);
// Zooms by `factor` (clamped to the zoom range) keeping the spot under `cursor` still.
void zoom_at(BoardView& view, Rect area, Point cursor, float factor);
// Moves the board by (dx, dy) pixels, as far as the map's edge reaching the area's edge: at
// zoom 1 the map stays where the fit put it.
void pan_by(BoardView& view, Rect area, float dx, float dy);

}  // namespace eden::app
