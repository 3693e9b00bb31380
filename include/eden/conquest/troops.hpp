// Troops (the `classic` ruleset, 002; RULES.md §5): what the app, the bots and the checks read.
// The rules that move them are the engine's (src/engine/conquest/troops.cpp).
#pragma once

#include <optional>
#include <string>

#include "eden/core/game_state.hpp"

namespace eden {

// The troops on a territory (0 when none, and always 0 in a game without troops).
int troops_on(const GameState& state, Hex at);

// The wild territory marker on a territory (004, troops.wild_markers), if it has one.
std::optional<int> wild_marker_on(const GameState& state, Hex at);

// Why the troops of `state` break a rule of troops: troops on a territory nobody controls, or,
// once the rounds have begun, a controlled territory without troops (002 §Basics: "Having at
// least 1 troop on a tile gives a player control of it"); nullopt when they keep them all.
std::optional<std::string> troops_inconsistency(const GameState& state);

}  // namespace eden
