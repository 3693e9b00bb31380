// Whether a game's dragons fit the game: read when a state is loaded (GameState::inconsistency)
// and after every action by the invariant checks, so no dragon card appears or vanishes except
// by a rule.
#pragma once

#include <optional>
#include <string>

#include "eden/conquest/conquest.hpp"
#include "eden/core/setup.hpp"

namespace eden::detail {

// Why the conquest's dragons (if any) cannot be those of a game set up with `setup` on `map`
// under `control`, or nullopt: dragons in a game without a dragon deck, or what
// dragon_inconsistency and dragon_territory_problem find.
std::optional<std::string> dragons_in_game_problem(const GameSetup& setup, const ConquestState& c,
                                                   const Map& map, const Control& control);

}  // namespace eden::detail
