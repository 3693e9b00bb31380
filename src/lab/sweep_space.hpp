// The search space of `eden-cli sweep` (README "eden-cli sweep"): each key holds a fixed value
// or a list of values to try, as in the Tabletop Games framework's JSON search spaces; the
// settings are every combination of the listed values.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "data/game_data.hpp"
#include "eden/text/message.hpp"
#include "lab/game_batch.hpp"

namespace eden::lab {

// The bounds a space is checked against before anything is built (issue 34 item 2): the games
// per setting as simulate --games allows them, and a whole sweep small enough that its
// settings fit in memory and its game indices in an int.
inline constexpr std::int64_t kMaxSweepGamesPerSetting = 10'000'000;
inline constexpr std::int64_t kMaxSweepSettings = 10'000;
inline constexpr std::int64_t kMaxSweepGames = 100'000'000;
inline constexpr std::int64_t kMaxSweepRounds = 100'000;  // as simulate --max-rounds
inline constexpr std::size_t kMaxMatchupKinds = 16;       // 240 ordered pairs

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

// Throws DataError(source, /pointer, problem) for an unknown key, a value of the wrong type or
// out of range, or a space too large (more than kMaxSweepSettings settings, or settings x games
// above kMaxSweepGames); the size is computed in 64 bits from the lists' lengths before any
// setting is built. `games` (eden-cli sweep --games) replaces the space's games per setting.
SweepSpace read_sweep_space(const nlohmann::json& j, const std::string& source,
                            std::optional<int> games = std::nullopt);

// The bot kinds per seat of a matchup setting: every ordered pair (a, b) of different kinds,
// seats alternating a, b, a, ... (both seat orders of every pairing).
// Why a "matchups" value cannot seat bot tiers against each other: not a list of 2 to
// kMaxMatchupKinds strings, or a kind listed twice. Sweep spaces and compare's settings share
// it.
struct MatchupsProblem {
    std::string pointer;   // below "matchups": "" or "/i"
    std::string problem;   // in English
    text::Message reason;  // the same as a message of the catalogs
};
std::optional<MatchupsProblem> matchups_problem(const nlohmann::json& v);

std::vector<std::vector<std::string>> matchup_lineups(const std::vector<std::string>& kinds,
                                                      int players);

// The batch of games of one setting: its rules resolved, its bots checked. Throws DataError
// pointing into the space (`source`): /ruleset, /scenario, /variant, /parameters/KEY, /bots or
// /matchups, whatever part of the data the problem was found in.
GameBatch sweep_batch(const data::GameData& data, const std::shared_ptr<const CardLibrary>& cards,
                      const SweepSpace& space, const SweepSetting& setting,
                      const std::string& source);

}  // namespace eden::lab
