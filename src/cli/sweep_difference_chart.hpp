// Each sweep setting's difference from the baseline setting, drawn (issue 40 item 4): the paired
// differences of sweep.json's "difference" as points with their 95 % interval around a zero
// line, one row per setting and one panel per figure, the baseline's row marked, the values
// written beside each point; and the short marks the other charts put under each setting.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace eden::cli {

// differences.svg: panels for the first player's win rate and the undecided share (in points)
// and the rounds per game, a row per setting: "baseline" on the baseline's row, the reason on a
// row with no paired difference (other players or bots), else the difference with its interval,
// in red with "*" when the interval leaves out 0.
std::string differences_svg(const nlohmann::json& report);

// The mark under a setting in win_rates.svg and game_length.svg: "baseline", the paired
// difference of figure `id` ("+3.1*" with `scale` 100 for points, the `*` when flagged), or ""
// when the setting has none.
std::string difference_mark(const nlohmann::json& setting, const std::string& id, double scale,
                            int digits);

}  // namespace eden::cli
