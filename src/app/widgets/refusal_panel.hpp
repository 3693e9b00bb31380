// A refused file on screen (issue 38 item 6): the file, where in it, why, and the line it points
// at, in words a designer fixes it by. The game window shows it as a box over any screen (a file
// given by flag or chosen in the Load dialog); the map viewer and a broken data folder show it as
// the whole window, which reads the file again when it is saved.
#pragma once

#include "app/session/file_refusal.hpp"
#include "app/shell/app_state.hpp"

namespace eden::app {

// The details, at the current position of the current window.
void draw_refusal_details(const FileRefusal& refusal);

// The game window's box for app.refusal, until OK (or Enter or Esc).
void draw_refusal_dialog(AppState& app);

}  // namespace eden::app
