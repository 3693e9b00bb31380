// Troops: the starting ones, reinforcements and moves (002, 004; RULES.md §5 C2, C8; §6 F1, F8).
// One part of the rules (conquest/troops.cpp): functions of namespace detail::troops over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::troops {

// troops.*, RULES.md §5 C2, C8
bool troops_in_play(const GameState& g);
void begin_settle_troops(GameState& g, Events& ev);
void begin_reinforcements(GameState& g, Events& ev);  // the current player's new troops
// The current player has placed every troop of the step; the reinforcements go on to moves.
bool troops_placed(GameState& g);
void apply_troops(GameState& g, const Action& a, Events& ev);
Decision troops_pending(const GameState& g);
// A portal taken: the loser's troops become the captor's, and so his territories.
void troops_change_sides(GameState& g, int loser, int captor, Events& ev);

}  // namespace eden::detail::troops
