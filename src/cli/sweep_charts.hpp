// The charts of a sweep (eden-cli sweep), drawn from its report (sweep.json) with our Svg
// writer: win rates with their 95 % intervals, and game-length distributions.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace eden::cli {

// "players=3, conquest.hand_size=5" from a setting's varied values (or "all games").
std::string setting_label(const nlohmann::json& setting);

// The setting's paired figure `id` against the baseline (sweep.json's "difference"), or nullptr.
const nlohmann::json* paired_figure(const nlohmann::json& setting, const std::string& id);

// "baseline", or "vs #1: first player +3.1 [-1.0, +7.2], rounds -2.10 [-3.02, -1.18] *" (the
// paired differences from the baseline setting, `*` when the interval leaves out 0; with bot
// tiers at one table, "heuristic wins -8.0 [...]" too), or "" when the setting has none (other
// players or bots than the baseline's).
std::string difference_label(const nlohmann::json& setting);

// Per setting: a bar per seat and one for the first player, each with its 95 % interval, and
// a dashed line at the even share (1 / players).
std::string win_rates_svg(const nlohmann::json& report);
// Per setting: a box plot of the round finished games ended on (min, quartiles, max) and the
// share of undecided games (those that hit the round cap).
std::string game_length_svg(const nlohmann::json& report);

// Per setting with several bot kinds, the matchup matrix: row a, column b is the share of
// games with both kinds seated that a seat of kind a won (does the stronger bot win more?).
// Empty when no setting mixes bot kinds.
std::string matchups_svg(const nlohmann::json& report);

}  // namespace eden::cli
