// Territory control by position in Map::tiles(), for the loops that ask "who controls this
// neighbour?" for every tile: an index into a flat array instead of a search of Control
// (issue 19 "Speed": those searches were a tenth of a random playout).
#pragma once

#include <climits>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/map/map.hpp"

namespace eden::detail {

// No controller: below every seat, so it compares unequal to any player as nullopt does.
inline constexpr int kNoController = INT_MIN;

// The controller of each tile by its position in map.tiles(), kNoController where nobody
// controls it. Entries of `control` for hexes without a tile are left out: no neighbour search
// reaches them.
inline std::vector<int> controllers_by_index(const Map& map, const Control& control) {
    std::vector<int> out(map.size(), kNoController);
    for (const auto& [hex, seat] : control) {
        const int i = map.index_of(hex);
        if (i >= 0) out[static_cast<std::size_t>(i)] = seat;
    }
    return out;
}

// fully_controlled's answer by position in map.tiles() (1: fully controlled), for the callers
// that test tiles one by one: no std::set to build and search.
std::vector<char> fully_controlled_by_index(const Map& map, const Control& control, int player);

}  // namespace eden::detail
