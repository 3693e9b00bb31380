// Every colour the app draws with, in one place, so the board and the legend always agree.
//
// Player colours follow Okabe & Ito's colour-blind-safe set; yellow is left out because it
// would read as a yellow (positronium) territory. Colour is never the only cue: portals also
// carry "P1".."P6", the Heart a label.
#pragma once

#include <cstdint>

#include "eden/map/tile.hpp"

namespace eden::app {

struct Rgba {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    std::uint8_t a = 255;

    friend bool operator==(const Rgba&, const Rgba&) = default;
};

namespace palette {

inline constexpr Rgba kBoardBackground{28, 32, 42};
inline constexpr Rgba kHexGap{12, 14, 19};
inline constexpr Rgba kBlackTileEdge{118, 124, 136};
inline constexpr Rgba kHeartFill{92, 52, 140};
inline constexpr Rgba kHeartRing{240, 192, 76};
inline constexpr Rgba kHeartText{255, 240, 200};
inline constexpr Rgba kPortalGate{20, 22, 30};
inline constexpr Rgba kPortalGateRing{250, 250, 250};
inline constexpr Rgba kPortalText{255, 255, 255};
inline constexpr Rgba kTokenFill{255, 255, 255};
inline constexpr Rgba kTokenEdge{20, 22, 30};
inline constexpr Rgba kTokenFacet{188, 222, 240};

}  // namespace palette

// Fill of an ordinary territory.
Rgba tile_fill(TileColor c);
// The colour of seat `player` (0-based); seats past the palette wrap around.
Rgba player_color(int player);
// Black or white, whichever reads better on `background`.
Rgba text_color_on(Rgba background);
Rgba with_alpha(Rgba c, std::uint8_t a);

}  // namespace eden::app
