// The title screen and the New game dialog (Dear ImGui). Call between NewFrame and Render.
#pragma once

#include <SDL.h>

#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

void draw_title_screen(AppState& app, SDL_Point size, const UiFonts& fonts);
void draw_new_game_screen(AppState& app, SDL_Point size);
// The scenario's variants as a combo, the chosen one's description beside it (nothing when the
// scenario has none): the New game dialog's, and the lab's.
void draw_variant_choice(const Scenario& scenario, NewGameChoice& c);
// Continues the autosave in app.save_dir; false (and a status line) if it cannot be read.
bool continue_autosave(AppState& app);
// Starts the game the New game dialog describes (asking first is the caller's business).
void start_new_game(AppState& app);
// Starts the guided game of "Learn to play" (issue 16 item 7): a person against a bot, hints on.
void start_tutorial(AppState& app);
// Loads a save file (an app save or an engine save) as the game on screen.
bool load_game_file(AppState& app, const std::filesystem::path& file);

}  // namespace eden::app
