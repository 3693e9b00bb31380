// The hints of the guided game drawn over the real game (issue 16 item 7): a small window beside
// what it explains (the board, the choices, the side panel), pointing at it, with the hint's
// words and "Got it" (or Esc) to dismiss it for good. Which hint, and when, is decided by
// session/tutorial.hpp; this file only draws it and records it dismissed.
#pragma once

#include "app/session/hex_layout.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// The game screen's parts a hint can point at.
struct HintAreas {
    Rect board;
    Rect side;
    Rect bottom;
};

// Call after the game screen's panels, between NewFrame and Render. Sets app.hint_on_screen.
void draw_hint_overlay(AppState& app, const UiFonts& fonts, const HintAreas& areas);

// Esc: the hint on screen joins the hints seen (and the settings file). False if none was up.
bool dismiss_hint(AppState& app);

}  // namespace eden::app
