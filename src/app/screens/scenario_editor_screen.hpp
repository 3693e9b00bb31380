// The scenario editor (issue 38 item 5), beside the map editor: a scenario's name, summary and
// win conditions as a player reads them, its parameter overrides in New game's own Rules
// variants editor, its deviations line generated from them (with what more the designer has to
// say), the map it is played on, Save as a scenario file, and "Try in New game" to meet it as a
// player does (its entry in New game, and its rules screen with F1). Call between
// ImGui::NewFrame and ImGui::Render.
#pragma once

#include <SDL.h>

#include "app/shell/app_state.hpp"

namespace eden::app {

// From the map editor: the draft left there, or a new scenario in the save folder's scenarios/.
void open_scenario_editor(AppState& app);
// Esc and Back: to the map editor (or the title when there is none); the draft stays for the
// next visit, so nothing typed is lost.
void leave_scenario_editor(AppState& app);

void draw_scenario_editor_screen(AppState& app, SDL_Point size);

}  // namespace eden::app
