// Everything under data/, loaded and checked. Loading is all or nothing: the first bad file
// throws a DataError naming the file, the JSON pointer and the problem, and no game starts.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "eden/map_json.hpp"
#include "eden/rules.hpp"
#include "eden/setup.hpp"

namespace eden::data {

struct MapFile {
    std::filesystem::path path;
    NamedMap map;
    int players = 0;  // seats with a portal
};

struct GameData {
    std::filesystem::path dir;
    std::map<std::string, Ruleset> rulesets;
    std::map<std::string, Scenario> scenarios;
    std::vector<MapFile> maps;
};

// Loads rulesets, scenarios and maps, checking each beginner map against the map-creation
// constraints of the standard ruleset (and its scenario's, for a map naming one).
GameData load_game_data(const std::filesystem::path& dir);

// Rules for a game: ruleset + scenario (+ variant) + `--set key=value` assignments.
// Throws DataError for an unknown ruleset, scenario or variant, or a bad assignment.
Rules resolve_rules(const GameData& data, const std::string& ruleset_id,
                    const std::string& scenario_id, const std::string& variant_id,
                    const std::vector<std::string>& assignments);

}  // namespace eden::data
