// A battle's count as a reader of the rulebook writes it: each part of a side in English words
// with its amount ("base defense", 5), and the front's summary ("7 vs 5 (attacker: +1 territory
// with 5+ resources)"). The engine keeps the parts as messages (StrengthItem::label); the tests
// check what a player reads.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "eden/battle/forecast.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/catalog.hpp"

namespace eden_test {

using WordedItems = std::vector<std::pair<std::string, int>>;

// The names a game gives its seats and cards, as the log writes them.
eden::text::Names names_of(const eden::GameState& state);

WordedItems worded(const eden::SideForecast& side, const eden::text::Names& names = {});
std::string summary_of(const eden::FrontForecast& f, const eden::text::Names& names = {});
// The amount of the part worded `english` on a side, or `none` if it has no such part.
int amount_of(const eden::SideForecast& side, std::string_view english, int none = 0,
              const eden::text::Names& names = {});

}  // namespace eden_test
