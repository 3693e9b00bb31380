// Playing a game passively, or randomly, while checking every invariant after every action (the
// tests of 002's troops and stock: conservation of troops and resources, control by troops).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden_test {

// Applies passive_choice (conquest_fixture.hpp) until `stop` holds, REQUIRE-ing after each action
// that invariant_violation finds nothing, and that `stop` held within 20 000 actions. Returns
// every event on the way.
std::vector<eden::Event> pass_checking_invariants(
    eden::GameState& state, const std::function<bool(const eden::GameState&)>& stop);

// A game of random players (bots::RandomBot, seat i seeded bot_seed + i) from `setup`, up to
// `max_actions` or the end, REQUIRE-ing after each action that invariant_violation finds
// nothing, then that the action log replays to the same state. `avoid` removes options a random
// player should not take (never the last one).
struct RandomPlayout {
    eden::GameState state;
    std::vector<eden::Action> actions;
    std::vector<eden::Event> events;
};
RandomPlayout random_playout_checked(const eden::GameSetup& setup, std::uint64_t bot_seed,
                                     int max_actions,
                                     const std::function<bool(const eden::Action&)>& avoid = {});

}  // namespace eden_test
