// Where hexes land on screen: axial coordinates to pixels and back, and fitting a whole map
// into a rectangle. Pointy-top hexes, so rows of the map read left to right like a board.
#pragma once

#include <array>
#include <vector>

#include "eden/hex.hpp"

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

}  // namespace eden::app
