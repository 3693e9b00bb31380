#include "app/widgets/confirm_dialog.hpp"

#include "app/screens/game_screen.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/screens/replay_screen.hpp"
#include "app/session/autosave.hpp"
#include "app/table/set_aside_warning.hpp"
#include "app/widgets/centred_modal.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "data/data_files.hpp"
#include "eden/text/language.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr const char* kConfirmPopup = "##confirm";

// "the game of Alice, Bob and Carl (round 4)", as the save list names it.
std::string game_words(const GameSession& game) {
    return tr(text::Message("app.confirm.game_on_screen")
                  .with("summary", text::in_place(game_summary(game.state()))));
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

std::string yes_button_words(const Confirmation& c, text::Language language) {
    return text::render(text::Message("app.confirm.yes_button")
                            .with("yes", text::render(text::Message(c.yes), {}, language)),
                        {}, language);
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
    // The labels keep their Dear ImGui ids in every language.
    // The yes button is found by its English words in every language (the tests say "Load
    // (Enter)").
    const std::string yes_label =
        yes_button_words(*app.confirm, ui_language()) + "###" + yes_button_words(*app.confirm);
    if (ui::button(yes_label, ImVec2(bw, 0))) answered = yes = true;
    ImGui::SameLine();
    if (ui::button(tr_id("app.confirm.cancel"), ImVec2(bw, 0))) answered = true;
    if (answered) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    if (answered) answer_confirmation(app, yes);
}

void ask_to_leave_game(AppState& app) {
    if (!app.game || app.game->over()) {
        app.screen = Screen::title;
        return;
    }
    ask(app, {tr("app.confirm.leave_title"), tr("app.confirm.leave_question"),
              "app.confirm.leave_yes", [](AppState& a) {
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
    std::string which = tr("app.confirm.an_unfinished_game");
    try {
        which = tr(text::Message("app.confirm.the_unfinished_game")
                       .with("summary", text::in_place(game_summary(*saved))));
    } catch (const std::exception&) {
    }
    ask(app, {tr("app.confirm.new_game_title"),
              tr(text::Message("app.confirm.new_game_question").with("which", which)), yes,
              [start](AppState& a) { start(a); }});
}

}  // namespace

void start_new_game_asking(AppState& app) {
    start_replacing_autosave(app, "app.confirm.start_new_game", &start_new_game);
}

void start_tutorial_asking(AppState& app) {
    start_replacing_autosave(app, "app.confirm.start_tutorial", &start_tutorial);
}

void continue_from_replay_asking(AppState& app) {
    start_replacing_autosave(app, "app.confirm.continue_here", &continue_from_replay);
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
    ask(app, {tr(text::Message("app.confirm.load_title").with("name", slot.name)),
              tr(text::Message("app.confirm.load_question").with("game", game_words(*app.game))),
              "app.confirm.load_yes", load});
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
    ask(app, {tr("app.confirm.destroy_title"),
              tr(text::Message("app.confirm.destroy_question")
                     .with("placed", portal.has_value())
                     .with("at", portal ? to_string(*portal) : std::string())),
              "app.confirm.destroy_yes", [action](AppState& a) { act(a, action); }});
}

void save_asking(AppState& app, const std::string& name) {
    const auto save = [name](AppState& a) {
        const auto file = save_file_for(a.save_dir, name);
        try {
            std::filesystem::create_directories(file.parent_path());
            data::write_json_file(file, app_save_json(a));
            a.status = tr(text::Message("app.confirm.saved_as")
                              .with("name", name)
                              .with("file", file.string()));
            a.save_dialog.open = false;
        } catch (const std::exception& e) {
            a.status =
                tr(text::Message("app.confirm.cannot_save").with("reason", std::string(e.what())));
        }
    };
    std::error_code unreadable;  // a folder that cannot be read: the save itself says why
    if (!std::filesystem::exists(save_file_for(app.save_dir, name), unreadable)) {
        save(app);
        return;
    }
    ask(app, {tr(text::Message("app.confirm.replace_title").with("name", name)),
              tr(text::Message("app.confirm.replace_question").with("game", game_words(*app.game))),
              "app.confirm.replace_yes", save});
}

}  // namespace eden::app
