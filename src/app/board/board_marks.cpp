#include "app/board/board_marks.hpp"

#include <algorithm>
#include <cmath>

#include "app/render/palette.hpp"
#include "app/render/shapes.hpp"

namespace eden::app {

namespace {

// White and gold: unlike the yellow of a spot to choose and the red of a front.
constexpr Rgba kOuter{255, 255, 255, 255};
constexpr Rgba kInner{240, 160, 40, 255};

}  // namespace

void draw_changed_hands(SDL_Renderer* renderer, const HexLayout& layout,
                        const std::vector<Hex>& territories) {
    const float r = layout.radius;
    for (const Hex& h : territories) {
        const Point c = hex_to_pixel(layout, h);
        hex_outline(renderer, c, r * 0.99f, std::max(3.0f, r * 0.10f), kOuter);
        hex_outline(renderer, c, r * 0.88f, std::max(2.0f, r * 0.07f), kInner);
    }
}

}  // namespace eden::app
