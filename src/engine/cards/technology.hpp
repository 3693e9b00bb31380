// The technology cards in play: fronts, production, side strength.
// One part of the rules (cards/technology.cpp): functions of namespace detail::technology over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::technology {

// The sum of the amounts of `verb` in the permanent effects of p's technology cards.
int technology_amount(const GameState& g, int p, Verb verb);
int max_fronts(const GameState& g, int p);  // game.max_fronts + extra_front
// What a side holds as a whole: add_strength aimed at the side, technology cards in play.
std::vector<StrengthItem> side_extras(const GameState& g, const Battle& b, int front,
                                      bool attacking);

}  // namespace eden::detail::technology
