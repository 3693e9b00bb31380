// The files a designer hands the app (issue 38 item 6): those of its command line opened at
// start, a refused one shown in a box on the title screen instead of an exit; then every file
// the app has open read again each time it is saved.
#pragma once

#include "app/shell/app_loop.hpp"
#include "app/shell/app_state.hpp"

namespace eden::app {

// The files of run's --load, --replay, --edit and --scenario opened in `app`; a refused one
// leaves app.refusal and the title screen. The scenario file is watched, refused or not.
void open_files_given(AppState& app, const WindowRun& run);

// Watches every file of the app's data folder from now on (the window does; tests of other
// things need not).
void watch_data_folder(AppState& app);

// Reads again what changed on disk since the last look (issue 38 item 6): the data folder (a
// ruleset, scenario, map, Worlds or cards file saved), into New game, the lab and the editor's
// checks; the scenario file of --scenario, into New game (the rule changes typed there kept);
// the map editor's own file, into the editor (after a question when the draft has unsaved
// changes). A file refused is shown in the box while it stays broken, and the app goes on with
// what it had; a game in play keeps the rules it started with. True when anything changed (a
// frame is due).
bool reload_watched_files(AppState& app);

}  // namespace eden::app
