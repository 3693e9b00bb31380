// The set-aside trap (issue 33 item 4): in the standard rules only the Energy Crystals set
// aside during the first attack subphase pay when buying (003 §Purchasing), and setting aside
// is offered only then. A person who ends that subphase with crystals still in hand finds out
// at the market, too late. The first click on the end warns once, in the choices panel, with
// a one-click answer that sets them aside; the second click ends.
#pragma once

#include <vector>

#include "app/shell/app_state.hpp"
#include "eden/core/action.hpp"

namespace eden::app {

// The Energy Crystals in the deciding player's hand that he may still set aside, when ending
// now would leave them out of his purchases (empty otherwise: another decision, the stock
// economy of 002, where crystals are played in front at the turn's end as well).
std::vector<CardId> crystals_left_in_hand(const GameState& state);

// Whether `action` should wait for the warning: an end of the subphase with such crystals in
// hand, not warned about yet in this turn. Marks the warning as given.
bool hold_for_set_aside_warning(AppState& app, const Action& action);

// The warning and its "Set them aside" button, while it stands (in the choices panel).
void draw_set_aside_warning(AppState& app);

}  // namespace eden::app
