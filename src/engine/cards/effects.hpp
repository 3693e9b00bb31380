// Abilities: offers, costs, the verbs (003 §Effects and abilities).
// One part of the rules (cards/effects.cpp): functions of namespace detail::effects over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::effects {

void offer_on_added(GameState& g, int player, CardId card, int front);
void offer_all(GameState& g, Timing timing);  // delayed / post-combat windows
void refresh_conditions(GameState& g);
bool can_trigger(const GameState& g, const TriggerOffer& o);
void prune_offers(GameState& g);
int priority_player(const GameState& g);  // who chooses among the offers now
void trigger(GameState& g, const TriggerOffer& o, Events& ev);
void continue_resolution(GameState& g, Events& ev);
void apply_resolution_choice(GameState& g, const Action& a, Events& ev);
std::vector<Action> resolution_options(const GameState& g, text::Message& prompt);
void use_from_hand(GameState& g, int player, CardId card, Events& ev);
int production_capability(const GameState& g, Hex at, TileColor resource);

}  // namespace eden::detail::effects
