#include "app/render/palette.hpp"

#include <array>

namespace eden::app {

Rgba tile_fill(TileColor c) {
    // Saturated enough to name at a glance, muted enough that labels stay readable. Brown and
    // red differ in lightness as well as hue, so they stay apart for red-green colour blindness.
    switch (c) {
        case TileColor::white:
            return {232, 236, 240};
        case TileColor::green:
            return {86, 168, 84};
        case TileColor::red:
            return {206, 62, 58};
        case TileColor::grey:
            return {140, 148, 158};
        case TileColor::yellow:
            return {244, 206, 74};
        case TileColor::brown:
            return {128, 84, 50};
        case TileColor::pink:
            return {242, 150, 196};
        case TileColor::black:
            return {44, 46, 52};
    }
    return {255, 0, 255};
}

Rgba player_color(int player) {
    static constexpr std::array<Rgba, 6> kOkabeIto{{
        {0, 114, 178},    // blue
        {230, 159, 0},    // orange
        {0, 158, 115},    // bluish green
        {213, 94, 0},     // vermillion
        {86, 180, 233},   // sky blue
        {204, 121, 167},  // reddish purple
    }};
    const auto n = static_cast<int>(kOkabeIto.size());
    return kOkabeIto[static_cast<std::size_t>(((player % n) + n) % n)];
}

Rgba text_color_on(Rgba background) {
    // Rec. 601 luma is crude, but labels are bold and only need to pick one of two colours.
    const int luma = (299 * background.r + 587 * background.g + 114 * background.b) / 1000;
    return luma > 140 ? Rgba{16, 18, 24} : Rgba{250, 250, 250};
}

Rgba with_alpha(Rgba c, std::uint8_t a) {
    c.a = a;
    return c;
}

}  // namespace eden::app
