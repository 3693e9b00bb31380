// The expansion phase: turns, the attack subphases, fronts and their cost (003 §Expansion phase).
// One part of the rules (conquest/expansion.cpp): functions of namespace detail::expansion over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::expansion {

void begin_expansion_phase(GameState& g, Events& ev);
void begin_turn(GameState& g, Events& ev);
void apply_turn(GameState& g, const Action& a, Events& ev);
std::vector<Frontier> attackable_frontiers(const GameState& g);
bool may_attack_player(const GameState& g, int owner);
bool may_destroy_own_portal(const GameState& g, int p);  // game.destroy_own_portal
std::optional<int> front_cost(const GameState& g, const Frontier& f);
void open_front(GameState& g, const Frontier& f, CardId unit, Events& ev);
void after_battle(GameState& g, Events& ev);

}  // namespace eden::detail::expansion
