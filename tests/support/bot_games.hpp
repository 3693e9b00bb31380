// Whole games of heuristic bots, for the tests that need a real game's log (the replay timeline,
// the viewer): the map, the settling, rounds with battles.
#pragma once

#include <cstdint>

#include "eden/core/game_state.hpp"

namespace eden_test {

// `players` heuristic bots with the designed cards, each seat the World of its resource, from
// basic_setup(players, seed) to the scenario's end or `max_rounds`. The bots are seeded
// `first_bot_seed`, `first_bot_seed + 1`, … by seat.
eden::GameState heuristic_bot_game(int players, std::uint64_t seed, int max_rounds,
                                   std::uint64_t first_bot_seed);

}  // namespace eden_test
