// Settling, production, purchasing, elimination and victory: the conquest from one step to the
// next. One part of the rules (conquest/flow.cpp): functions of namespace detail::flow over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::flow {

void start(GameState& g, Events& ev);  // after the map: build the cards, settle
void advance(GameState& g, Events& ev);
void apply(GameState& g, const Action& a, Events& ev);
bool check_victory(GameState& g, Events& ev);  // true if the game just ended
void eliminate(GameState& g, int loser, int captor, Hex portal, Events& ev);
int protagonist(const GameState& g);           // Unbalance's first player, or -1
int next_seat(const GameState& g, int after);  // next non-eliminated seat
void finish_payment(GameState& g, const PendingPayment& p, Events& ev);
void begin_production_phase(GameState& g, Events& ev);
void begin_purchasing_phase(GameState& g, Events& ev);

}  // namespace eden::detail::flow
