// Playing a game passively while checking every invariant after every action (the tests of
// 002's troops and stock: conservation of troops and resources, control by troops).
#pragma once

#include <functional>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden_test {

// Applies passive_choice (conquest_fixture.hpp) until `stop` holds, REQUIRE-ing after each action
// that invariant_violation finds nothing, and that `stop` held within 20 000 actions. Returns
// every event on the way.
std::vector<eden::Event> pass_checking_invariants(
    eden::GameState& state, const std::function<bool(const eden::GameState&)>& stop);

}  // namespace eden_test
