// Whole King of Eden games for the dragon tests: the scenario's setup over the designed cards and
// the dragon deck of data/, and a game played by bots with a watcher on every action.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bots/simulation.hpp"
#include "eden/game_state.hpp"

namespace eden_test {

// King of Eden at `players` seats; `open_variant`: the dragons leave when the Heart falls and
// the game goes on as Supremacy.
eden::GameSetup king_of_eden_setup(int players, std::uint64_t seed, bool open_variant = false);

using Watcher = std::function<void(const eden::GameState&, const eden::Decision&,
                                   const eden::Action&, const std::vector<eden::Event>&)>;

// Plays `state` with one `bot` per seat (seeded from `seed`) until the game ends or
// `max_rounds` rounds were played.
eden::bots::GameRecord play(eden::GameState& state, const std::string& bot, std::uint64_t seed,
                            Watcher watch = nullptr, int max_rounds = 60);

}  // namespace eden_test
