// Losing the Heart: pure energy spent at once (002, 004; RULES.md §5 C9).
// One part of the rules (conquest/heart_loss.cpp): functions of namespace detail::heart_loss over
// the GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what
// they share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::heart_loss {

// game.heart_loss_spends_pure_energy, RULES.md §5 C9
// The Heart was just taken from `from`: with the rule, his purchase window opens.
void on_heart_taken(GameState& g, int from);
Decision heart_loss_pending(const GameState& g);
void apply_heart_loss(GameState& g, const Action& a, Events& ev);

}  // namespace eden::detail::heart_loss
