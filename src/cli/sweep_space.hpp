// The search space of `eden-cli sweep` (README "eden-cli sweep"): each key holds a fixed value
// or a list of values to try, as in the Tabletop Games framework's JSON search spaces; the
// settings are every combination of the listed values.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace eden::cli {

struct SweepSetting {
    int players = 4;
    std::string scenario = "supremacy";
    std::string ruleset = "standard";
    std::string variant;
    std::string bots = "random";             // "KIND,..." as simulate --bots
    std::vector<std::string> matchup_kinds;  // non-empty: every ordered pair, alternating seats
    std::vector<std::string> assignments;    // "key=value" as simulate --set
    nlohmann::json values;                   // the varied dimensions' values: {name: value}
};

struct SweepSpace {
    int games = 20;  // per setting
    std::uint64_t seed = 1;
    int max_rounds = 100;
    bool checks = true;
    std::vector<std::string> dimensions;  // the names of the varied keys, in product order
    std::vector<SweepSetting> settings;
};

// Throws DataError(source, /pointer, problem) for an unknown key or a value of the wrong type.
SweepSpace read_sweep_space(const nlohmann::json& j, const std::string& source);

// The bot kinds per seat of a matchup setting: every ordered pair (a, b) of different kinds,
// seats alternating a, b, a, ... (both seat orders of every pairing).
std::vector<std::vector<std::string>> matchup_lineups(const std::vector<std::string>& kinds,
                                                      int players);

}  // namespace eden::cli
