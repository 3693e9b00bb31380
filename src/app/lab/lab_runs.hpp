// The lab's kept runs (issue 40 item 2): every run made since the app started, listed under the
// results; two of them ticked and put side by side, their charts on the same axes and, when
// they played the same seeds and seats, each figure's paired difference with its 95 % interval.
#pragma once

#include <string>

#include "app/shell/app_state.hpp"
#include "lab/simulate_request.hpp"

namespace eden::app {

// "standard · supremacy · open · game.hand_size=6": the ruleset, scenario, variant and changed
// parameters of a run, in the player's language where words are needed.
std::string lab_run_label(const lab::SimulateRequest& request);

// The run on screen, once it finished or was cancelled, joins the kept runs (once).
void keep_lab_run(LabState& lab);

// The kept runs with a box to tick each, and "Side by side" once two are ticked; under them,
// "Watch game N" of the run ticked last (or the newest).
void draw_lab_runs(AppState& app);

// Plays game `index` (0-based) of a kept run again, the same seed and bots making the same game,
// and opens it in the replay viewer, whose Close comes back to the lab (issue 39 item 5).
// False, with the reason on the status line, if the game cannot be played.
bool watch_lab_game(AppState& app, const KeptRun& run, int index);

// The two ticked runs side by side over the whole screen below the title.
void draw_lab_side_by_side(AppState& app);
// Esc in the side-by-side view goes back to the lab's settings: true if it was open.
bool close_lab_side_by_side(AppState& app);

}  // namespace eden::app
