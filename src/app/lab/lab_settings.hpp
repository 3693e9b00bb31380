// The lab screen's left column: the run's ruleset, scenario, variant, players, a bot per seat,
// games, seed, threads and round cap, the Run / Cancel / Save results / Back buttons, and (at
// the bottom) the New game dialog's rules variants editor for the run's rule changes.
#pragma once

#include "app/shell/app_state.hpp"
#include "imgui.h"

namespace eden::app {

inline const ImVec4 kLabProblemText(1.0f, 0.6f, 0.47f, 1.0f);
inline const ImVec4 kLabDimText(0.63f, 0.67f, 0.75f, 1.0f);

// Starts a run of the settings on screen (Run); a reason in app.status when they cannot be
// played.
void start_lab_run(AppState& app);
// While a run plays, its settings are shown but cannot change.
void draw_lab_settings(AppState& app, bool running);
// The New game dialog's editor of rule changes, for the lab's runs, filling the height left.
void draw_lab_rules_variants(AppState& app, bool running);

}  // namespace eden::app
