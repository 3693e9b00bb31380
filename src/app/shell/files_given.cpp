#include "app/shell/files_given.hpp"

#include <utility>

#include "app/screens/map_editor_screen.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/screens/replay_screen.hpp"
#include "app/session/new_game.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/data_text.hpp"

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

namespace {

bool reload_scenario_file(AppState& app) {
    if (!app.scenario_watch || !app.scenario_watch->changed()) return false;
    const std::filesystem::path& file = app.scenario_watch->file();
    // The parameters a designer changed in the dialog stay: he is trying them on this scenario.
    auto typed = app.new_game.rule_changes;
    try {
        choose_scenario_file(app.data, app.new_game, file);
        app.new_game.rule_changes = std::move(typed);
        text::use_data_texts(app.data.texts);
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

bool under(const std::filesystem::path& file, const std::filesystem::path& folder) {
    const auto relative = file.lexically_normal().lexically_relative(folder.lexically_normal());
    return !relative.empty() && *relative.begin() != "..";
}

// The whole data folder read again (loading is all or nothing: data/README.md), with what the
// app added to it from elsewhere carried over: the --scenario file's scenario and the maps the
// editor handed to New game.
void reload_data_folder(AppState& app, const std::filesystem::path& changed) {
    try {
        data::GameData fresh = data::load_game_data(app.data.dir);
        if (app.scenario_watch) {
            try {
                add_scenario_file(fresh, app.new_game.ruleset, app.scenario_watch->file());
            } catch (const std::exception&) {
                // Its own watch shows its refusal; the data folder's files are fine.
            }
        }
        for (const data::MapFile& m : app.data.maps)
            if (!under(m.path, fresh.dir)) fresh.maps.push_back(m);
        const auto chosen_map = [](const AppState& a) -> std::optional<std::filesystem::path> {
            if (a.new_game.map < 0 || a.new_game.map >= static_cast<int>(a.data.maps.size()))
                return std::nullopt;
            return a.data.maps[static_cast<std::size_t>(a.new_game.map)].path;
        }(app);
        app.data = std::move(fresh);
        text::use_data_texts(app.data.texts);
        app.new_game.map = -1;
        for (std::size_t i = 0; chosen_map && i < app.data.maps.size(); ++i)
            if (app.data.maps[i].path == *chosen_map) app.new_game.map = static_cast<int>(i);
        keep_choice_within(app.new_game, app.data);
        keep_choice_within(app.lab.rules, app.data);
        if (app.editor) keep_editor_within(*app.editor, app.data);
        if (app.refusal && under(app.refusal->file, app.data.dir)) app.refusal.reset();
        app.status = tr(text::Message(app.game && !app.game->over() ? "app.data_reloaded.in_game"
                                                                    : "app.data_reloaded")
                            .with("file", changed.lexically_relative(app.data.dir).string()));
    } catch (const DataError& e) {
        app.refusal = refusal_of(e);
        app.status = e.what();
    }
}

void read_editor_file_again(AppState& app) {
    MapEditor& e = *app.editor;
    try {
        MapEditor fresh = open_map_editor(app.data, e.file);
        e.draft = std::move(fresh.draft);
        e.scenario = fresh.scenario;
        recheck(e, app.data);
        e.status = tr(text::Message("app.editor.read_again").with("file", e.file.string()));
        if (app.refusal && app.refusal->file == e.file.string()) app.refusal.reset();
    } catch (const DataError& ex) {
        app.refusal = refusal_of(ex);
        e.status = ex.what();
    }
}

// The editor's file saved by another program: read again at once when the draft has nothing
// unsaved, else after a question, since the draft's changes would be thrown away.
bool reload_editor_file(AppState& app) {
    if (!app.editor) return false;
    MapEditor& e = *app.editor;
    if (!e.watch || e.watch->file() != e.file) {  // the file field names another file now
        e.watch.emplace(e.file);
        return false;
    }
    if (!e.watch->changed()) return false;
    std::error_code ignored;
    if (!std::filesystem::exists(e.file, ignored)) return false;  // removed: the draft stays
    if (!e.draft.dirty()) {
        read_editor_file_again(app);
        return true;
    }
    ask(app,
        {tr(text::Message("app.editor.changed_title").with("file", e.file.filename().string())),
         tr(text::Message("app.editor.changed_question").with("file", e.file.string())),
         "app.editor.changed_yes", read_editor_file_again});
    return true;
}

}  // namespace

void watch_data_folder(AppState& app) {
    app.data_watch.emplace(app.data.dir);
}

bool reload_watched_files(AppState& app) {
    bool changed = false;
    if (app.data_watch)
        if (const auto file = app.data_watch->changed()) {
            reload_data_folder(app, *file);
            changed = true;
        }
    changed = reload_scenario_file(app) || changed;
    changed = reload_editor_file(app) || changed;
    return changed;
}

}  // namespace eden::app
