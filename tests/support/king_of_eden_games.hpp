// Whole King of Eden games for the dragon tests: the scenario's setup over the designed cards and
// the dragon deck of data/, and a game played by bots with a watcher on every action.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "bots/simulation.hpp"
#include "eden/core/game_state.hpp"

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

// A 3-seat King of Eden game played by heuristic bots, seed after seed (1 to `seeds`), up to the
// first open decision `wanted` accepts: a real position for a test, reached by the rules.
std::optional<eden::GameState> king_of_eden_position(
    const std::function<bool(const eden::GameState&, const eden::Decision&)>& wanted,
    int seeds = 120);

// For king_of_eden_position: the attacker of a battle on the Heart is to add a unit while a
// dragon of cost at most `max_cost` (not the King of Eden) stands on that front.
bool attacker_adds_facing_a_dragon(const eden::GameState& s, const eden::Decision& d, int max_cost);

// The same position with the card `unit` of the attacker's hand turned into `card_id` and `mana`
// on his side of the front: the player holds that card now (the state's own JSON, edited).
eden::GameState holding(const eden::GameState& s, eden::CardId unit, const std::string& card_id,
                        int mana);

}  // namespace eden_test
