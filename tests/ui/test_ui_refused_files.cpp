// Issue 38 item 6 from where the designer sits: "A bad file given on the command line opens the
// window with the refusal shown (file, pointer, reason, and the line of the file), never an exit
// with nothing on screen." The files of --load, --scenario and --edit, refused, leave the app on
// its title screen with a box that says which file, where, why and the line, until OK.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "app/shell/app_loop.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/files_given.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/words/ui_text.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "new_game_steps.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

// Writes `text` to `file` as a designer's editor would, a second after the last such save (the
// watch compares times, and a test writes faster than a clock ticks).
void save_later(const std::filesystem::path& file, const std::string& text, int& saves) {
    std::ofstream(file, std::ios::trunc) << text;
    std::filesystem::last_write_time(
        file, std::filesystem::file_time_type::clock::now() + std::chrono::seconds(++saves));
}

std::string file_text(const std::filesystem::path& file) {
    std::ifstream in(file);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

std::string card_name(const CardLibrary& cards, const std::string& id) {
    const auto index = cards.index_of(id);
    return index ? cards.cards[static_cast<std::size_t>(*index)].name : "";
}

}  // namespace

TEST_CASE(
    "Issue 38 item 6: a refused file given by flag opens the window with its refusal - "
    "file - pointer - reason and line - until OK",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-refused");
    const auto file = options.save_dir / "broken_save.json";
    std::ofstream(file) << "{\n  \"version\": 1,\n  \"setup\": [,]\n}\n";
    UiDriver ui(options);

    app::WindowRun run;
    run.load = file;
    app::open_files_given(ui.app(), run);
    ui.tick();
    REQUIRE(ui.app().refusal);
    CHECK(ui.app().screen == app::Screen::title);
    CHECK(ui.wraps(file.string()));
    CHECK(ui.wraps("not valid JSON"));
    CHECK(ui.wraps("\"setup\": [,]"));  // line 3, as the file has it
    CHECK(ui.app().refusal->line == 3);
    // The title's buttons wait under the box.
    ui.click("OK (Enter)");
    ui.tick();
    CHECK_FALSE(ui.app().refusal);
    ui.click("New game (N)");
    ui.tick();
    CHECK(ui.app().screen == app::Screen::new_game);

    SECTION("a scenario whose value is refused shows its pointer and Enter takes the box off") {
        // A shipped scenario with one value a designer typed wrong, on line 3.
        std::ifstream shipped(data::default_data_dir() / "scenarios" / "supremacy.json");
        std::string text((std::istreambuf_iterator<char>(shipped)), {});
        const std::size_t name = text.find("\"name\": \"");
        REQUIRE(name != std::string::npos);
        text.replace(name + 8, std::string("\"Supremacy\"").size(), "7");
        const auto scenario = options.save_dir / "scenario.json";
        std::ofstream(scenario) << text;
        app::WindowRun with_scenario;
        with_scenario.scenario = scenario;
        app::open_files_given(ui.app(), with_scenario);
        ui.tick();
        REQUIRE(ui.app().refusal);
        CHECK(ui.app().screen == app::Screen::title);
        CHECK(ui.app().refusal->pointer == "/name");
        CHECK(ui.wraps("/name"));
        CHECK(ui.app().refusal->line == 3);
        CHECK(ui.wraps("\"name\": 7,"));
        ui.key(SDLK_RETURN);
        ui.tick();
        CHECK_FALSE(ui.app().refusal);
    }
}

TEST_CASE(
    "Issue 38 item 6: the scenario file given by flag is read again on each save - its "
    "refusal shown while it is broken - the parameters typed in New game kept",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-scenario-watch");
    std::ifstream shipped(data::default_data_dir() / "scenarios" / "supremacy.json");
    const std::string original((std::istreambuf_iterator<char>(shipped)), {});
    const auto named = [&](const std::string& name) {
        std::string text = original;
        text.replace(text.find("\"supremacy\""), 11, "\"mine\"");
        text.replace(text.find("\"Supremacy\""), 11, "\"" + name + "\"");
        return text;
    };
    const auto file = options.save_dir / "mine.json";
    int saves = 0;
    const auto save = [&](const std::string& text) { save_later(file, text, saves); };
    save(named("Mine"));
    UiDriver ui(options);
    app::WindowRun run;
    run.scenario = file;
    app::open_files_given(ui.app(), run);
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::new_game);
    CHECK(ui.app().new_game.scenario == "mine");
    CHECK(ui.app().data.scenarios.at("mine").name == "Mine");
    CHECK_FALSE(app::reload_watched_files(ui.app()));  // not saved since
    ui.app().new_game.rule_changes["game.hand_size"] = 6;

    save(named("Mine, renamed"));
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    CHECK(ui.app().data.scenarios.at("mine").name == "Mine, renamed");
    CHECK(ui.app().new_game.rule_changes.count("game.hand_size") == 1);
    CHECK(ui.app().status.find("mine.json was saved") != std::string::npos);

    // Broken: the box says where, the dialog stays as it was; fixed: the box goes.
    save("{\n  \"id\": \"mine\",\n  \"name\": [\n}\n");
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    REQUIRE(ui.app().refusal);
    CHECK(ui.app().refusal->line == 4);
    CHECK(ui.wraps("not valid JSON"));
    CHECK(ui.app().screen == app::Screen::new_game);
    CHECK(ui.app().data.scenarios.at("mine").name == "Mine, renamed");
    save(named("Mine again"));
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    CHECK_FALSE(ui.app().refusal);
    CHECK(ui.app().data.scenarios.at("mine").name == "Mine again");
}

TEST_CASE(
    "Issue 38 item 6: a Worlds or cards file of data saved while the app runs is read again - "
    "the game in play keeps its rules - broken it shows its refusal and the app runs on",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-data-watch");
    const auto data_dir = options.save_dir / "data";
    std::filesystem::copy(data::default_data_dir(), data_dir,
                          std::filesystem::copy_options::recursive);
    UiDriver ui(options);
    ui.app().data = data::load_game_data(data_dir);
    app::watch_data_folder(ui.app());
    CHECK_FALSE(app::reload_watched_files(ui.app()));  // nothing saved yet
    start_game_by_mouse(ui, {app::SeatKind::human, app::SeatKind::bot});

    const auto cards = data_dir / "cards" / "common.json";
    const std::string original = file_text(cards);
    std::string renamed = original;
    renamed.replace(renamed.find("\"Small Energy Crystal\""), 22, "\"Tiny Energy Crystal\"");
    int saves = 0;
    save_later(cards, renamed, saves);
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    CHECK(card_name(ui.app().data.cards, "small_energy_crystal") == "Tiny Energy Crystal");
    REQUIRE(ui.app().game);
    CHECK(card_name(*ui.app().game->state().setup().cards, "small_energy_crystal") ==
          "Small Energy Crystal");
    CHECK(ui.app().status.find("common.json was saved") != std::string::npos);
    CHECK(ui.app().status.find("keeps the rules it started with") != std::string::npos);
    CHECK_FALSE(app::reload_watched_files(ui.app()));  // read once per save

    // Broken: its refusal in the box, the game and the last good data go on.
    save_later(cards, "{\n  \"cards\": [\n}\n", saves);
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    REQUIRE(ui.app().refusal);
    CHECK(ui.app().refusal->file == cards.string());
    CHECK(ui.app().refusal->line == 3);
    CHECK(ui.wraps("not valid JSON"));
    CHECK(ui.app().screen == app::Screen::game);
    CHECK(card_name(ui.app().data.cards, "small_energy_crystal") == "Tiny Energy Crystal");
    ui.ticks(3);
    CHECK(ui.app().game);

    // Fixed: the box goes by itself and the file's words are the data's again.
    save_later(cards, original, saves);
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    CHECK_FALSE(ui.app().refusal);
    CHECK(card_name(ui.app().data.cards, "small_energy_crystal") == "Small Energy Crystal");
}

TEST_CASE(
    "Issue 38 item 6: the map editor's file saved by another program is read again - after a "
    "question when the draft has changes of its own",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-editor-watch");
    const auto file = options.save_dir / "duel.json";
    std::filesystem::copy_file(data::default_data_dir() / "maps" / "two_players.json", file);
    UiDriver ui(options);
    app::WindowRun run;
    run.edit = file;
    app::open_files_given(ui.app(), run);
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::map_editor);
    CHECK_FALSE(app::reload_watched_files(ui.app()));
    const std::size_t tiles = ui.app().editor->draft.map().tiles().size();

    // Saved elsewhere with a new name, nothing unsaved here: read again at once.
    std::string text = file_text(file);
    const std::size_t name = text.find("\"name\": \"") + 9;
    text.insert(name, "Renamed ");
    int saves = 0;
    save_later(file, text, saves);
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    CHECK(ui.app().editor->draft.name().rfind("Renamed ", 0) == 0);
    CHECK_FALSE(ui.app().confirm);
    CHECK(ui.app().editor->draft.map().tiles().size() == tiles);

    // A step of the designer's here, then another save elsewhere: he is asked first.
    ui.app().editor->draft.paint(ui.app().editor->draft.centre() + Hex{9, 0}, app::Brush{},
                                 app::Symmetry::none);
    REQUIRE(ui.app().editor->draft.dirty());
    save_later(file, file_text(file) + "\n", saves);
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    REQUIRE(ui.app().confirm);
    CHECK(ui.app().confirm->question.find("would be lost") != std::string::npos);
    ui.click("Cancel (Esc)");
    ui.tick();
    CHECK(ui.app().editor->draft.dirty());
    save_later(file, file_text(file) + "\n", saves);
    CHECK(app::reload_watched_files(ui.app()));
    ui.tick();
    REQUIRE(ui.app().confirm);
    ui.click(app::yes_button_words(*ui.app().confirm));
    ui.tick();
    CHECK_FALSE(ui.app().editor->draft.dirty());
    CHECK(ui.app().editor->draft.name().rfind("Renamed ", 0) == 0);

    // The editor's own save is not read back as a change.
    ui.key(SDLK_s, KMOD_CTRL);
    ui.tick();
    if (ui.app().confirm) ui.click(app::yes_button_words(*ui.app().confirm));
    ui.tick();
    CHECK_FALSE(app::reload_watched_files(ui.app()));
}

TEST_CASE(
    "Issue 36 item 2: a refused file's reason is shown in the reader's language - its file and "
    "pointer as they are",
    "[ui][studio][french]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-refused-french");
    std::string text = file_text(data::default_data_dir() / "scenarios" / "supremacy.json");
    text.replace(text.find("\"Supremacy\""), std::string("\"Supremacy\"").size(), "7");
    const auto scenario = options.save_dir / "scenario.json";
    std::ofstream(scenario) << text;
    UiDriver ui(options);
    app::set_ui_language(text::Language::french);
    app::WindowRun run;
    run.scenario = scenario;
    app::open_files_given(ui.app(), run);
    ui.tick();
    REQUIRE(ui.app().refusal);
    CHECK(ui.wraps("doit être une chaîne de caractères"));
    CHECK(ui.wraps("/name"));
    CHECK(ui.wraps(scenario.string()));
    CHECK_FALSE(ui.wraps("must be a string"));
    app::set_ui_language(text::Language::english);
}
