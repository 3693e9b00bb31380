// Who plays when in a battle: simultaneous, alternating or sealed; refreshes (RULES.md §5 C5, §7
// H4). One part of the rules (battle/battle_order.cpp): functions of namespace detail::battle_order
// over the GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is
// what they share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::battle_order {

// battle.order, battle.defender_refresh; RULES.md §5 C5
bool alternating_turns(const GameState& g, const Battle& b);
bool defenders_refresh_after_battle(const GameState& g);
// The battle's players: the attacker, then the defenders in seat order after him.
std::vector<int> battle_seats(const GameState& g, const Battle& b);
// Who chooses after `p` in steps 8 and 9 (returning, rescuing); kNoPlayer: nobody.
int next_to_choose(const GameState& g, const Battle& b, int p);
bool plays_on(const Battle& b, const Front& f, int p, bool attacking);
// The fronts are open: the defenders' refresh (if due), then the fight in the rules' order.
void start_fighting(GameState& g);
// The battle is over: with after_battle, the defenders refresh (true: one is asked).
bool await_refresh_after_battle(GameState& g);
void apply_refresh(GameState& g, const Action& a, Events& ev);
Decision refresh_pending(const GameState& g);
// alternating: true while the player whose turn it is has a unit to add (his decision).
bool await_turn_in_battle(GameState& g, Events& ev);
void apply_turn_in_battle(GameState& g, const Action& a, Events& ev);
Decision turn_in_battle_pending(const GameState& g);
// sealed (RULES.md §7 H4): each side plays once in steps 4–6, the immediate abilities after.
bool sealed_turns(const GameState& g, const Battle& b);
// Steps 4–5: whether the side asked stays on the same front after adding a unit (sealed: he
// adds there until he stops) rather than passing to the next front.
bool adds_again_on_front(const GameState& g, const Battle& b);
// The step after the defenders' step 5 (the battle's fronts still active or not).
BattleStep after_defenders_add(GameState& g, bool active);
// sealed: a unit added in steps 4–5 has its abilities offered later; true if deferred.
bool defer_abilities(GameState& g, int p, CardId card, int front);
// sealed_abilities: offers the next deferred unit's abilities; false once none is left.
bool offer_next_sealed(GameState& g);

}  // namespace eden::detail::battle_order
