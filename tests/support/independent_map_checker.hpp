// An independent reading of the map-creation constraints, used to cross-check the engine and
// the beginner maps. It deliberately shares no code with include/eden or src/: if the engine
// and this checker disagree about a map, one of them misreads the rules.
//
// Rulebook: 003 §Create the Map; RULES.md §2 "Distance" and "Map creation"; RULES.md §4 "Map".
// Maps are JSON in the format of DESIGN.md "Interchange formats".
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace eden_test {

struct MapCheckOptions {
    int portal_min_distance_heart = 4;   // path distance portal–Heart >= this
    int portal_min_distance_portal = 5;  // path distance portal–portal >= this
    int portal_max_ordinary_neighbours = 2;
    int richness_min_colours = 4;
    int expected_players = -1;  // if >= 0: portals must be exactly players 0..n-1
    // seat -> colour chosen by a crystal-shard civilization: tiles of that colour placed by
    // that seat (key "placed_by") may carry a token without the 4-colour condition.
    std::map<int, std::string> shard_colour_by_player;
};

// Constraints that must hold at ANY time during map creation (RULES.md §2): exactly one heart,
// at (0,0); no two tiles on one hex; valid kinds/colours; the map connected; every portal at
// path distance >= portal_min_distance_heart from the heart and >= portal_min_distance_portal
// from every other portal; every portal touching <= portal_max_ordinary_neighbours ordinary
// tiles; richness tokens only where allowed (an ordinary tile may have "energy_rich": true only
// if it touches ordinary non-black tiles of >= richness_min_colours distinct colours, or the
// shard rule). Returns human-readable violations; empty = legal.
std::vector<std::string> check_map_any_time(const nlohmann::json& map,
                                            const MapCheckOptions& options = {});

// Everything above plus what must hold when map creation is over: every ordinary tile that
// touches >= richness_min_colours distinct non-black ordinary colours HAS a token;
// expected_players portals.
std::vector<std::string> check_finished_map(const nlohmann::json& map,
                                            const MapCheckOptions& options = {});

// Path distance (frontiers crossed through placed tiles, BFS over hexes that hold a tile),
// -1 if unreachable or if either hex holds no tile.
int path_distance(const nlohmann::json& map, int q1, int r1, int q2, int r2);

}  // namespace eden_test
