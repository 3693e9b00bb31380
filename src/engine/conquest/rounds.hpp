// A round's phases in the ruleset's order, and the next round.
// One part of the rules (conquest/rounds.cpp): functions of namespace detail::rounds over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::rounds {

void begin_round(GameState& g, Events& ev);
void end_phase(GameState& g, Events& ev);  // the next phase, or the next round

}  // namespace eden::detail::rounds
