// A person's plan for a battle, and the moves it answers (RULES.md §7 H1, H2).
// One part of the rules (battle/battle_plans.cpp): functions of namespace detail::battle_plans over
// the GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what
// they share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::battle_plans {

// RULES.md §7 H1, H2
// Why a SetBattlePlan / DropBattlePlan of the seat whose decision is open is refused.
std::optional<text::Message> why_illegal_plan(const GameState& g, const Action& a);
void apply_plan_action(GameState& g, const Action& a);
// Steps 4–6 are over: the plans end, keeping each seat's answer to the post-combat question
// (Battle::after_battle).
void end_plans(Battle& b);
// A unit of p just went onto `front`: out of his plans' lists, and onto the front's plan's
// added units (whose immediate abilities the plan answers).
void note_unit_added(Battle& b, int p, CardId card, int front);
// Plays the moves the plans cover, after an action of `actor` (GameState::apply).
void play_plans(GameState& g, int actor, Events& ev);
// Why the open decision's seat's plan does not answer it; nullopt if he has no plan.
std::optional<PlanHalt> plan_halt(const GameState& g);

}  // namespace eden::detail::battle_plans
