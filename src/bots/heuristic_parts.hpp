// The heuristic bot's answers, one function per kind of decision, grouped by file:
//   heuristic_map.cpp        map creation (any legal tile; the portal far from the others)
//   heuristic_economy.cpp    settling, production, purchasing, paying, discarding
//   heuristic_attack.cpp     the attack subphase: hand management and which fronts to open
//   heuristic_battle.cpp     defending, adding units, returning and rescuing units
//   heuristic_abilities.cpp  triggering abilities and the choices they ask for
//   heuristic_dragons.cpp    the dragons' turn: support, dragon battles, dragon demands
//   heuristic_troops.cpp     troops (002): where new troops go, moves
// Each takes the state and its pending decision and returns one of the decision's options.
#pragma once

#include "eden/core/game_state.hpp"
#include "eden/core/rng.hpp"

namespace eden::bots::heuristic {

Action choose_map_creation(const GameState& s, const Decision& d, Rng& rng);

Action choose_starting_card(const GameState& s, const Decision& d);
Action choose_starting_crystals(const GameState& s, const Decision& d);
Action choose_placement(const GameState& s, const Decision& d);
Action choose_purchase(const GameState& s, const Decision& d);
Action choose_discard(const GameState& s, const Decision& d);

Action choose_attack_subphase(const GameState& s, const Decision& d);
Action choose_second_front(const GameState& s, const Decision& d);

Action choose_defender_refresh(const GameState& s, const Decision& d);
Action choose_defense(const GameState& s, const Decision& d);
Action choose_add_unit(const GameState& s, const Decision& d);
Action choose_turn_in_battle(const GameState& s, const Decision& d);
Action choose_return(const GameState& s, const Decision& d);
Action choose_rescue(const GameState& s, const Decision& d);

Action choose_trigger(const GameState& s, const Decision& d);

Action choose_troop_placement(const GameState& s, const Decision& d);
Action choose_troop_move(const GameState& s, const Decision& d);
Action choose_troops_to_send(const GameState& s, const Decision& d);
Action choose_occupation(const GameState& s, const Decision& d);
Action choose_bonus_turn(const GameState& s, const Decision& d);

// heuristic_dragons.cpp: every decision of the dragons' turn (King of Eden).
Action choose_dragon_decision(const GameState& s, const Decision& d);
// The strength a fresh dragon hand of `cards` cards brings on average (0 without dragons).
double expected_dragon_hand(const GameState& s, int cards);
Action choose_ability_choice(const GameState& s, const Decision& d);

// Shared by the battle files: whether `me`'s side of front `front` wins even if the enemy adds
// what he probably still holds (and triggers what his units on it can still trigger); with
// `count_my_delayed`, counting the strength my own units' delayed abilities could still add.
bool front_is_safe(const GameState& s, int me, int front, bool count_my_delayed);
// The units to commit to reach `need` strength: as few and as weak as cover it, or all of them
// if nothing covers it. `powers[i]` is the strength of `units[i]`.
std::vector<std::size_t> covering_set(const std::vector<double>& powers, double need);

}  // namespace eden::bots::heuristic
