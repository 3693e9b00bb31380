// Troops in a battle: sent, counted, lost, retreating, occupying (002; RULES.md §5 C4–C6).
// One part of the rules (battle/troops_battle.cpp): functions of namespace detail::troops_battle
// over the GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is
// what they share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::troops_battle {

// with troops, RULES.md §5 C4, C5
// A front opens only from a territory that keeps 1 troop and sends at least 1.
bool can_attack_from(const GameState& g, Hex allied);
void await_troops_for(GameState& g, int front);  // the attacker sends them next
bool troops_choice_pending(const Battle& b);
// The fronts are counted (attacker_won set), `taken` not yet changed hands: the losers'
// troops, and the defenders' survivors lifted off what they lost.
void count_troop_losses(GameState& g, const std::vector<Hex>& taken, Events& ev);
// Control changed: the attackers move in or go home; retreats and occupations are asked.
void move_troops_after_fronts(GameState& g, const std::vector<Hex>& taken, Events& ev);
// C6: a unit collapsed; with troops, one of cost 5 or more waits for its owner's troop.
void on_collapse_with_troops(GameState& g, CardId card);
// C6: collapsed units are discarded after the battle (not destroyed, as in 003).
bool collapsed_units_discarded(const GameState& g);
Decision troops_battle_pending(const GameState& g);
void apply_troops_in_battle(GameState& g, const Action& a, Events& ev);

}  // namespace eden::detail::troops_battle
