#include "app/shell/files_given.hpp"

#include <utility>

#include "app/screens/map_editor_screen.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/screens/replay_screen.hpp"
#include "app/session/new_game.hpp"
#include "app/words/ui_text.hpp"

namespace eden::app {

namespace {

void refused(AppState& app, const std::filesystem::path& file, const std::exception& e) {
    app.refusal = refusal_of(file, e);
    app.status = e.what();
}

}  // namespace

void open_files_given(AppState& app, const WindowRun& run) {
    if (run.load) load_game_file(app, *run.load);
    if (run.replay) open_replay_file(app, *run.replay);
    if (run.edit) {
        try {
            open_map_editor_screen(app, *run.edit);
        } catch (const std::exception& e) {
            refused(app, *run.edit, e);
            app.screen = Screen::title;
        }
    }
    if (run.scenario) {
        app.scenario_watch.emplace(*run.scenario);
        try {
            choose_scenario_file(app.data, app.new_game, *run.scenario);
            app.screen = Screen::new_game;
        } catch (const std::exception& e) {
            refused(app, *run.scenario, e);
            app.screen = Screen::title;
        }
    }
}

bool reload_watched_files(AppState& app) {
    if (!app.scenario_watch || !app.scenario_watch->changed()) return false;
    const std::filesystem::path& file = app.scenario_watch->file();
    // The parameters a designer changed in the dialog stay: he is trying them on this scenario.
    auto typed = app.new_game.rule_changes;
    try {
        choose_scenario_file(app.data, app.new_game, file);
        app.new_game.rule_changes = std::move(typed);
        if (app.refusal && app.refusal->file == file.string()) app.refusal.reset();
        app.status = tr(text::Message(app.game && !app.game->over() ? "app.file_reloaded.in_game"
                                                                    : "app.file_reloaded")
                            .with("file", file.filename().string()));
        if (app.screen == Screen::title) app.screen = Screen::new_game;
    } catch (const std::exception& e) {
        refused(app, file, e);
    }
    return true;
}

}  // namespace eden::app
