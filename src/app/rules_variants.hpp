// The New game dialog's "Rules variants": every ruleset parameter, with its description, as a
// checkbox, number, choice or comma-separated list; changed ones highlighted, a refused list
// with the rules' reason. Changes go into NewGameChoice's
// rule_changes, which make_setup applies as eden-cli's --set assignments.
#pragma once

#include "app/app_state.hpp"

namespace eden::app {

// A collapsing section in the current window, filling the height left.
void draw_rules_variants(AppState& app);

}  // namespace eden::app
