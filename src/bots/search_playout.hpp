// The search bot's playouts: a game played forward from a dealt state with the heuristic bot in
// every seat, and what the position it reaches is worth to one seat.
#pragma once

#include <cstdint>

#include "eden/core/game_state.hpp"

namespace eden::bots::search {

// How far a playout goes: to the end of the round after the one it starts in, or the game's
// end. A whole game is about 800 of the heuristic's decisions (about 20 ms), too long to play
// out a few hundred times per choice; the rest of the round and the next (about 100–200
// decisions) is where an attack, a unit added or a card bought shows its worth, and
// position_value judges what is left.
inline constexpr int kPlayoutRoundsAhead = 1;
inline constexpr int kPlayoutActions = 600;

// What the position is worth to `seat`, in [0, 1]: a game won 1 (shared by several winners),
// lost or eliminated 0; otherwise his standing against the strongest other player still in the
// game (territories above all, then the worth of the cards he owns and his resources), mapped
// through a logistic curve so that 0.5 is "even".
double position_value(const GameState& state, int seat);

// Plays `state` forward (kPlayoutRoundsAhead rounds after its own, or its end) with the
// heuristic bots seeded from `seed`, and returns position_value of where it stopped.
double playout_value(GameState state, int seat, std::uint64_t seed);

}  // namespace eden::bots::search
