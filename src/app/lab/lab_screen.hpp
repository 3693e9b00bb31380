// The playtesters' lab (issue 19 item 5): choose a ruleset, scenario, variant, rule changes,
// a bot per seat, the players and the number of games; Run plays them on background threads
// (every core by default) with a progress bar and Cancel, the charts fill in as games finish,
// and "Save results" writes the report `eden-cli simulate --json` prints for the same run.
#pragma once

#include <SDL.h>

#include "app/shell/app_state.hpp"

namespace eden::app {

// From the title: the lab with its settings (chosen the first time from the data).
void open_lab(AppState& app);
// Back to the title: a run still playing is cancelled and its threads joined first.
void leave_lab(AppState& app);
void draw_lab_screen(AppState& app, SDL_Point size);
// A run is playing, or its end is not drawn yet: the window draws frames meanwhile.
bool lab_wants_frames(const AppState& app);

}  // namespace eden::app
