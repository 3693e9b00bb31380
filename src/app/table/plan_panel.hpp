// "Plan this front" (RULES.md §7 H1, H2; issue 33 item 1): in a battle between two people, the
// person at the laptop writes moves ahead for a front (the units of his hand, in order, when to
// stop, trigger or ask per unit) so the laptop need not pass for every unit.
#pragma once

#include <string>

#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// Draws the plan section of the choices panel when a plan is offered (plannable_fronts); nothing
// otherwise.
void draw_plan_panel(AppState& app, const UiFonts& fonts);

// The UI probe's id of the choices panel's one-click plan (quick_plan) for the first front
// without a plan.
inline constexpr const char* kQuickPlan = "Quick plan";

// The UI probe's id of the button that adds `card` of the hand to the plan (its label, the
// card's name, may be on screen twice).
// The plan panel's button that adds every unit of the hand it offers, in its order.
inline constexpr const char* kPlanAllUnits = "All of them";
std::string plan_unit_probe_id(CardId card);

}  // namespace eden::app
