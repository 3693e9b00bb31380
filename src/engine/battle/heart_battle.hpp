// The dragons as a side of a battle: on the Heart, and attacking a player (RULES.md §4).
// One part of the rules (battle/heart_battle.cpp): functions of namespace detail::heart_battle over
// the GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what
// they share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::heart_battle {

// King of Eden: the dragons as a side of a battle, RULES.md §4
bool dragons_defend(const GameState& g, const Front& f);  // the Heart, theirs
bool dragons_attack(const Battle& b);                     // a dragon attack on a player's territory
// Whether the dragons fight on that side of the front.
bool dragons_fight_on(const GameState& g, const Front& f, bool attacking);
// 003 steps 4/5 for the dragons: one card of their hand on front `front`, its abilities
// resolved (until the player owes a choice); with an empty hand they stop on it.
void dragons_add_to_front(GameState& g, int front, Events& ev);
void continue_dragon_step(GameState& g, Events& ev);
void apply_dragon_step(GameState& g, const Action& a, Events& ev);
Decision dragon_step_pending(const GameState& g);
// The dragons' side of a front they fight on: every permanent effect counted.
int dragon_front_strength(const GameState& g, const Front& f);
// 003 step 7 in a dragon attack: the dragons' side against the player's (his units or the
// territory's base defense, his territory bonus, abilities and technology).
FrontForecast dragon_attack_forecast(const GameState& g, int front);
// The dragons of every front back to their discard pile, the King of Eden beside the Heart.
void clear_dragon_fronts(GameState& g);

}  // namespace eden::detail::heart_battle
