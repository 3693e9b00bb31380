#include "app/board_marks.hpp"

#include <algorithm>
#include <cmath>

#include "app/palette.hpp"
#include "app/shapes.hpp"

namespace eden::app {

namespace {

// White and gold: unlike the yellow of a spot to choose and the red of a front.
constexpr Rgba kOuter{255, 255, 255, 255};
constexpr Rgba kInner{240, 160, 40, 255};

void outline(SDL_Renderer* renderer, Point c, float radius, float width, Rgba colour) {
    const auto corners = hex_corners(c, radius);
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Point a = corners[i];
        const Point b = corners[(i + 1) % corners.size()];
        const float dx = b.x - a.x;
        const float dy = b.y - a.y;
        const float len = std::max(1.0f, std::sqrt(dx * dx + dy * dy));
        const float nx = -dy / len * width * 0.5f;
        const float ny = dx / len * width * 0.5f;
        const Point quad[] = {
            {a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}};
        fill_convex(renderer, quad, colour);
    }
}

}  // namespace

void draw_changed_hands(SDL_Renderer* renderer, const HexLayout& layout,
                        const std::vector<Hex>& territories) {
    const float r = layout.radius;
    for (const Hex& h : territories) {
        const Point c = hex_to_pixel(layout, h);
        outline(renderer, c, r * 0.99f, std::max(3.0f, r * 0.10f), kOuter);
        outline(renderer, c, r * 0.88f, std::max(2.0f, r * 0.07f), kInner);
    }
}

}  // namespace eden::app
