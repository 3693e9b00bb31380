// The one place the app asks before it throws something of a person's away (issue 14 item 5):
// a modal box naming what is lost, with "yes" spelled out as what it does and Cancel beside it.
#pragma once

#include <string>

#include "app/shell/app_state.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

void ask(AppState& app, Confirmation c);
// Enter (yes) and Esc (no) from the keyboard, or the box's buttons.
void answer_confirmation(AppState& app, bool yes);
void draw_confirmation(AppState& app);
// The yes button's words in a language ("Load (Enter)"); in English, the name the tests and the
// UI driver click it by in every language.
std::string yes_button_words(const Confirmation& c,
                             text::Language language = text::Language::english);

// The questions the screens ask.
// Esc or "Title screen" in a game: the game stays in the autosave.
void ask_to_leave_game(AppState& app);
// Start in New game over an unfinished autosaved game.
void start_new_game_asking(AppState& app);
// "Learn to play" over an unfinished autosaved game.
void start_tutorial_asking(AppState& app);
// "Continue from here" in the replay viewer over an unfinished autosaved game.
void continue_from_replay_asking(AppState& app);
// A save chosen in the Load dialog replaces the game on screen.
void load_asking(AppState& app, const SaveSlot& slot);
// A choice of the game: "Destroy your own portal" asks first, the others are made at once.
void choose_asking(AppState& app, const Action& action);
// A name that is taken: the old save is replaced.
void save_asking(AppState& app, const std::string& name);

}  // namespace eden::app
