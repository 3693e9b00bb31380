// The Save and Load dialog (issue 14 item 5): a named save instead of one fixed file, and the
// list of saves with their date, round and players. Loading over a game in play, or saving over
// a save of the same name, asks first (confirm_dialog.hpp).
#pragma once

#include "app/shell/app_state.hpp"

namespace eden::app {

void open_save_dialog(AppState& app, SaveDialogMode mode);
void draw_save_dialog(AppState& app);

}  // namespace eden::app
