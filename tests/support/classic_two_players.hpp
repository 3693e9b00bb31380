// What the `classic` tests on the two-player test map share (RULES.md §5): the shipped rulesets
// and the spot from which Alice attacks Bob.
#pragma once

#include "eden/core/game_state.hpp"
#include "eden/core/rules.hpp"
#include "eden/map/hex.hpp"

namespace eden::test {

// Next to Bob's portal at (-4,2) on the two-player test map.
inline constexpr Hex kAliceFrom{-3, 2};

Rules classic_rules();
Rules standard_rules();

// A territory of Bob's touching kAliceFrom that is not his portal.
Hex bobs_target(const GameState& s);

}  // namespace eden::test
