#include "app/confirm_dialog.hpp"

#include "app/centred_modal.hpp"
#include "app/game_screen.hpp"
#include "app/menu_screens.hpp"
#include "app/session/autosave.hpp"
#include "app/set_aside_warning.hpp"
#include "app/widgets.hpp"
#include "data/data_files.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr const char* kConfirmPopup = "##confirm";

// "the game of Alice, Bob and Carl (round 4)", as the save list names it.
std::string game_words(const GameSession& game) {
    return "the game on screen (" + game_summary(game.state()) + ")";
}

}  // namespace

void ask(AppState& app, Confirmation c) {
    app.confirm = std::move(c);
}

void answer_confirmation(AppState& app, bool yes) {
    if (!app.confirm) return;
    // The answer may ask another question: take this one off first.
    Confirmation c = std::move(*app.confirm);
    app.confirm.reset();
    if (yes && c.on_yes) c.on_yes(app);
}

void draw_confirmation(AppState& app) {
    if (!app.confirm) return;
    if (!ImGui::IsPopupOpen(kConfirmPopup)) ImGui::OpenPopup(kConfirmPopup);
    if (!begin_centred_modal(kConfirmPopup, 30)) return;
    ImGui::SetWindowFontScale(1.25f);
    ImGui::TextWrapped("%s", app.confirm->title.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::Separator();
    ImGui::TextWrapped("%s", app.confirm->question.c_str());
    ImGui::Spacing();
    const float bw = ImGui::GetFontSize() * 12;
    bool answered = false;
    bool yes = false;
    if (ui::button(app.confirm->yes + " (Enter)", ImVec2(bw, 0))) answered = yes = true;
    ImGui::SameLine();
    if (ui::button("Cancel (Esc)", ImVec2(bw, 0))) answered = true;
    if (answered) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    if (answered) answer_confirmation(app, yes);
}

void ask_to_leave_game(AppState& app) {
    if (!app.game || app.game->over()) {
        app.screen = Screen::title;
        return;
    }
    ask(app, {"Leave the game for the title screen?",
              "The game is kept in the autosave: \"Continue the last game\" on the title screen "
              "picks it up where it stands. Nothing is lost.",
              "Go to the title screen", [](AppState& a) {
                  a.autosave_offered = true;
                  a.screen = Screen::title;
              }});
}

namespace {

// A new game replaces an unfinished autosaved one: asked first.
void start_replacing_autosave(AppState& app, const std::string& yes, void (*start)(AppState& app)) {
    const auto saved = read_autosave(app.save_dir);
    if (!saved || !game_unfinished(*saved)) {
        start(app);
        return;
    }
    std::string which = "an unfinished game";
    try {
        which = "the unfinished game (" + game_summary(*saved) + ")";
    } catch (const std::exception&) {
    }
    ask(app, {"Start a new game?",
              "The autosave holds " + which +
                  ". A new game replaces it, and it cannot be continued afterwards unless it "
                  "was saved under a name (Menu, Save game).",
              yes, [start](AppState& a) { start(a); }});
}

}  // namespace

void start_new_game_asking(AppState& app) {
    start_replacing_autosave(app, "Start the new game", &start_new_game);
}

void start_tutorial_asking(AppState& app) {
    start_replacing_autosave(app, "Start the guided game", &start_tutorial);
}

void load_asking(AppState& app, const SaveSlot& slot) {
    const auto load = [file = slot.file](AppState& a) {
        if (load_game_file(a, file)) {
            a.save_dialog.open = false;
            autosave_now(a);
        }
    };
    if (!app.game || app.game->over()) {
        load(app);
        return;
    }
    ask(app, {"Load \"" + slot.name + "\"?",
              "It replaces " + game_words(*app.game) +
                  ", and the autosave with it: what was played since that game was last saved "
                  "under a name is lost.",
              "Load", load});
}

void choose_asking(AppState& app, const Action& action) {
    // Ending the first subphase with crystals in hand warns first, in the choices panel.
    if (hold_for_set_aside_warning(app, action)) return;
    if (!std::holds_alternative<DestroyOwnPortal>(action)) {
        act(app, action);
        return;
    }
    const int me = app.game->pending().player;
    const auto portal = app.game->state().map().portal_of(me);
    ask(app, {"Destroy your own portal?",
              "Your portal" + (portal ? " at " + to_string(*portal) : std::string()) +
                  " falls at the start of your next turn: the resources on it and all your "
                  "pure energy are lost, and you are eliminated from the game. "
                  "Nobody can take it from you then.",
              "Destroy my portal", [action](AppState& a) { act(a, action); }});
}

void save_asking(AppState& app, const std::string& name) {
    const auto save = [name](AppState& a) {
        const auto file = save_file_for(a.save_dir, name);
        try {
            std::filesystem::create_directories(file.parent_path());
            data::write_json_file(file, app_save_json(a));
            a.status = "Saved as \"" + name + "\" (" + file.string() + ")";
            a.save_dialog.open = false;
        } catch (const std::exception& e) {
            a.status = std::string("Cannot save: ") + e.what();
        }
    };
    std::error_code unreadable;  // a folder that cannot be read: the save itself says why
    if (!std::filesystem::exists(save_file_for(app.save_dir, name), unreadable)) {
        save(app);
        return;
    }
    ask(app, {"Replace the save \"" + name + "\"?",
              "A save of that name exists; it will hold " + game_words(*app.game) +
                  " instead, and the game it held is lost.",
              "Replace it", save});
}

}  // namespace eden::app
