// The files a designer hands the app on its command line (issue 38 item 6): opened at start, a
// refused one shown in a box on the title screen instead of an exit; the scenario file read
// again each time it is saved, into the New game dialog (a game in play keeps the rules it
// started with, and says so).
#pragma once

#include "app/shell/app_loop.hpp"
#include "app/shell/app_state.hpp"

namespace eden::app {

// The files of run's --load, --replay, --edit and --scenario opened in `app`; a refused one
// leaves app.refusal and the title screen. The scenario file is watched, refused or not.
void open_files_given(AppState& app, const WindowRun& run);

// Reads the watched scenario file again if it changed on disk: into the New game dialog (the
// rule changes typed there kept), or its refusal in the box while it stays broken. True when
// the file changed (a frame is due).
bool reload_watched_files(AppState& app);

}  // namespace eden::app
