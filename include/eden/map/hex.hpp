// Axial hex coordinates (q, r) for the map of Eden.
//
// Rulebook: 003 §Create the Map ("distance: number of frontiers one has to cross").
// The geometric distance below is the grid distance; the rules use the distance *through
// placed tiles* (see map/map.hpp), which is never shorter than this one.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>

namespace eden {

struct Hex {
    int q = 0;
    int r = 0;

    friend bool operator==(const Hex&, const Hex&) = default;
    friend auto operator<=>(const Hex&, const Hex&) = default;
};

inline constexpr std::array<Hex, 6> kHexDirections{
    {{+1, 0}, {+1, -1}, {0, -1}, {-1, 0}, {-1, +1}, {0, +1}}};

inline constexpr Hex operator+(Hex a, Hex b) {
    return {a.q + b.q, a.r + b.r};
}
inline constexpr Hex operator-(Hex a, Hex b) {
    return {a.q - b.q, a.r - b.r};
}

inline std::array<Hex, 6> neighbours(Hex h) {
    std::array<Hex, 6> out{};
    for (std::size_t i = 0; i < 6; ++i)
        out[i] = h + kHexDirections[i];
    return out;
}

// (|dq| + |dr| + |dq + dr|) / 2, as DESIGN.md's map format defines it.
inline int grid_distance(Hex a, Hex b) {
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

inline bool are_adjacent(Hex a, Hex b) {
    return grid_distance(a, b) == 1;
}

inline std::string to_string(Hex h) {
    return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")";
}

struct HexHash {
    std::size_t operator()(Hex h) const noexcept {
        return std::hash<std::uint64_t>{}(
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q)) << 32) |
            static_cast<std::uint32_t>(h.r));
    }
};

}  // namespace eden
