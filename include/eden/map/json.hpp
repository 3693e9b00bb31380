// The map file format of DESIGN.md "Interchange formats": beginner maps under data/maps/ and
// the output of `eden-cli map --out`. Required keys are checked; extra keys are allowed.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "eden/map/map.hpp"

namespace eden {

struct NamedMap {
    std::string name;
    Map map;
};

nlohmann::json map_to_json(const Map& map, const std::string& name);
// Throws DataError("source", "/tiles/3/color", "...") on a malformed map.
NamedMap map_from_json(const nlohmann::json& j, const std::string& source);

}  // namespace eden
