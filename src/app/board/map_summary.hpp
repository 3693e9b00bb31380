// What the legend says about a map: its name and how many tiles of each sort it holds.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "eden/map/json.hpp"
#include "eden/map/tile.hpp"

namespace eden::app {

struct MapSummary {
    std::string name;
    int total = 0;
    std::array<int, kAllTileColors.size()> ordinary_by_color{};  // indexed by TileColor
    int hearts = 0;
    std::vector<int> portal_owners;  // seats with a portal on the map, ascending
    int richness_tokens = 0;
};

MapSummary summarize(const NamedMap& named);

}  // namespace eden::app
