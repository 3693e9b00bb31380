// A map file that cannot seat a game, refused in the words a designer reads beside its JSON
// pointer: the loader of data/maps and `eden-cli simulate --map` check the same whole-map
// problems as the map editor (eden/map/placement_rules.hpp whole_map_problems), which words
// them through the catalogs instead.
#pragma once

#include <string>

#include "eden/map/map.hpp"

namespace eden::data {

// Throws DataError(source, "/tiles", reason) for the map's first whole-map problem.
void check_whole_map(const Map& map, const std::string& source);

}  // namespace eden::data
