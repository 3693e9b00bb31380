// Attacking again: additional subphases (003) or bonus turns (002; RULES.md §5 C7, C11).
// One part of the rules (conquest/extra_attacks.cpp): functions of namespace detail::extra_attacks
// over the GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is
// what they share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::extra_attacks {

// game.extra_attacks, RULES.md §5 C7
void record_taken_from_player(GameState& g, int from, Hex at);
bool plays_bonus_turns(const GameState& g);  // 002: turns, not subphases
bool bonus_turn_earned(const GameState& g);
// A bonus turn attacks only from the territories just taken, paying a troop per front.
bool may_attack_from_this_turn(const GameState& g, Hex allied);
void pay_bonus_troop(GameState& g, Hex allied, Events& ev);
// Whether the attacker replenishes his hand as a subphase ends (003: the first subphase, or
// one with a battle; 002: every turn, unless a bonus turn is on offer, C11).
bool attacker_replenishes_at_subphase_end(const GameState& g);
void decline_bonus_turn(GameState& g, Events& ev);  // the turn ends: a full hand
Decision bonus_offer_pending(const GameState& g);
void begin_bonus_turn(GameState& g, Events& ev);

}  // namespace eden::detail::extra_attacks
