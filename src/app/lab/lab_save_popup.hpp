// The lab's "Save results": a name typed, and the run's report written to the lab folder beside
// the saves by the writer of `eden-cli simulate --json`, so the file reads like the CLI's.
#pragma once

#include "app/shell/app_state.hpp"

namespace eden::app {

void open_lab_save(AppState& app);
void draw_lab_save_popup(AppState& app);

}  // namespace eden::app
