// The Menu's language choice (issue 36 item 4): each language named in itself, switched at
// once, kept in the settings file.
#pragma once

namespace eden::app {

struct AppState;

// A combo box; returns true on the frame the language changed.
bool language_choice(AppState& app, float width);

}  // namespace eden::app
