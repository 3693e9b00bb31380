// Fewer clicks (issue 16 item 5) for the free choices the engine offers with a default: a
// payment the payer can make in exactly one way, or resources that can go to one place only,
// are no choice, so they are taken for him like any decision with one option. A payment he could
// make in two ways (another Energy Crystal card, another territory's resources, pure energy
// instead of crystal shards) stays his to choose on screen.
//
// Which plans pay is the engine's word alone (GameState::why_illegal): the plans are counted
// by asking it, never by repeating the payment rules here. Two plans that differ only in which
// of two copies of the same Energy Crystal card is discarded are one choice: the cards are
// alike in every way the game knows.
#pragma once

#include <optional>

#include "eden/core/game_state.hpp"

namespace eden::app {

// The one plan that pays the payment pending in `state`, if there is exactly one; nullopt if
// none is pending, there are several ways to pay, or too many to count them (then the person
// chooses, as always).
std::optional<PaymentPlan> only_payment_plan(const GameState& state);

// Whether the resources to place (production, the starting resources) can go to one place
// only: one territory of his, one kind (a crystal-shard civilization, or nothing produced). The
// engine says which places take them (GameState::why_illegal), one place at a time: a place
// that takes all of them takes any part of them, so two places are a choice.
bool only_one_placement(const GameState& state, const Decision& d);

}  // namespace eden::app
