// The runs saved in earlier sessions (issue 40 item 2): when the lab opens, each report of its
// folder (`lab/` beside the saves) joins the kept runs, marked saved, so it can be ticked and put
// side by side with any other; a file that is no run is listed as refused with its reason.
#pragma once

#include "app/shell/app_state.hpp"

namespace eden::app {

// The folder "Save results" writes to and the lab lists.
std::filesystem::path lab_folder(const AppState& app);

// Reads every *.json of the lab folder not kept yet (by its path): a run joins lab.kept after
// the others, oldest file first; a refusal replaces the last listing's in lab.refused_runs. A
// missing folder lists nothing.
void list_saved_lab_runs(AppState& app);

}  // namespace eden::app
