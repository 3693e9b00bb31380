// Issue 38 item 5 from where the designer sits: "A scenario editor beside it: id, name, summary,
// win conditions, the deviations line generated from the parameter overrides, the parameter
// overrides (through the same Rules variants editor as New game), the map it uses or builds;
// saved as a scenario file; previewed as a player meets it (the New game entry and the rules
// screen of that scenario)." Driven by input alone, at 1280x720.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <utility>

#include "app/session/scenario_draft.hpp"
#include "app/shell/app_state.hpp"
#include "app/words/ui_text.hpp"
#include "data/data_files.hpp"
#include "eden/core/rules.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

void type_into(UiDriver& ui, const std::string& field, const std::string& words, int erase = 0) {
    ui.click(field);
    for (int i = 0; i < erase; ++i)
        ui.key(SDLK_BACKSPACE);
    ui.type_text(words);
    ui.tick();
}

}  // namespace

TEST_CASE(
    "Issue 38 item 5: the scenario editor by input - its words typed - a parameter changed in "
    "the Rules variants - its deviations generated - saved as a file the data loads - met in "
    "New game and its rules screen",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-scenario-editor");
    options.width = 1280;
    options.height = 720;
    UiDriver ui(options);
    ui.click("Map editor (E)");
    ui.click("Scenario editor");
    REQUIRE(ui.app().screen == app::Screen::scenario_editor);
    REQUIRE(ui.app().scenario_editor);
    // Blank, it cannot be saved; the loader's own words say why.
    CHECK(app::scenario_draft_problem(*ui.app().scenario_editor, ui.app().data));

    type_into(ui, "scenario_id", "rising_tide", 12);  // after "new_scenario"
    type_into(ui, "scenario_name", "Rising Tide");
    type_into(ui, "scenario_summary", "The sea takes the lowlands: hold the Heart before it does.");
    type_into(ui, "scenario_win_conditions", "The last portal standing wins.");
    type_into(ui, "scenario_notes", "Played blind, the map is a surprise to everyone.");
    const auto& draft = *ui.app().scenario_editor;
    // The file follows the id: a data file's id is its name.
    CHECK(draft.file == options.save_dir / "scenarios" / "rising_tide.json");

    // A parameter changed in New game's own Rules variants editor.
    ui.click("variant_search");
    ui.type_text("blind_placement");
    ui.ticks(2);
    ui.click("map.blind_placement");  // its value, beside its name
    ui.click("all");
    ui.tick();
    REQUIRE(draft.rules.rule_changes.count("map.blind_placement") == 1);
    CHECK(draft.rules.rule_changes.at("map.blind_placement") == "all");
    const std::string deviations =
        app::draft_deviations(draft, ui.app().data, text::Language::english);
    CHECK(deviations ==
          "Tiles are placed without looking at them. Played blind, the map is a surprise to "
          "everyone.");
    CHECK(ui.wraps("Tiles are placed without looking at them."));
    CHECK_FALSE(app::scenario_draft_problem(draft, ui.app().data));

    ui.click("Save scenario");
    ui.tick();
    const auto file = options.save_dir / "scenarios" / "rising_tide.json";
    REQUIRE(std::filesystem::exists(file));
    const Scenario saved = scenario_from_json(data::read_json_file(file), file.string());
    CHECK(saved.id == "rising_tide");
    CHECK(saved.name == "Rising Tide");
    CHECK(saved.deviations == deviations);
    CHECK(saved.set == nlohmann::json{{"map.blind_placement", "all"}});

    // As a player meets it: chosen in New game, its rules screen says how it differs.
    ui.click("Try in New game");
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::new_game);
    CHECK(ui.app().new_game.scenario == "rising_tide");
    ui.key(SDLK_F1);
    ui.ticks(2);
    CHECK(ui.app().show_rules);
    CHECK(ui.wraps("Tiles are placed without looking at them."));
    ui.key(SDLK_F1);
    ui.key(SDLK_ESCAPE);
    ui.tick();
    // Back through the title to the editor: what was typed is still there.
    REQUIRE(ui.app().screen == app::Screen::title);
    ui.click("Map editor (E)");
    ui.click("Scenario editor");
    REQUIRE(ui.app().screen == app::Screen::scenario_editor);
    CHECK(std::string(ui.app().scenario_editor->name.data()) == "Rising Tide");
    ui.key(SDLK_ESCAPE);
    ui.tick();
    CHECK(ui.app().screen == app::Screen::map_editor);
}

TEST_CASE(
    "Issue 38 item 5: a shipped scenario taken as a start gives its words and overrides - its "
    "deviations generated again the same",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-scenario-start");
    UiDriver ui(options);
    ui.click("Map editor (E)");
    ui.click("Scenario editor");
    ui.click("Start from");
    ui.click("Unbalance");
    ui.tick();
    const auto& draft = *ui.app().scenario_editor;
    CHECK(std::string(draft.id.data()) == "unbalance");
    CHECK(draft.rules.rule_changes.size() == 2);
    const Scenario& shipped = ui.app().data.scenarios.at("unbalance");
    CHECK(app::draft_deviations(draft, ui.app().data, text::Language::english) ==
          shipped.deviations);
    // Words of the designer's in the fields: he is asked before they are replaced.
    ui.click("scenario_name");
    ui.type_text(" again");
    ui.tick();
    ui.click("Start from");
    ui.click("King of Eden");
    ui.tick();
    REQUIRE(ui.app().confirm);
    ui.click("Cancel (Esc)");
    ui.tick();
    CHECK(std::string(ui.app().scenario_editor->name.data()) == "Unbalance again");
}

TEST_CASE("Screens: the scenario editor, started from King of Eden", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}})
        for (const text::Language language : {text::Language::english, text::Language::french}) {
            const std::string size = std::to_string(w) + "x" + std::to_string(h);
            UiDriver ui({w, h, 1, fresh_folder("eden-ui-scenario-screens")});
            ui.click("Map editor (E)");
            ui.click("Scenario editor");
            ui.click("Start from");
            ui.click("King of Eden");
            ui.tick();
            app::set_ui_language(language);
            ui.ticks(3);
            ui.screenshot(out / ("screen-scenario-editor-" +
                                 std::string(language == text::Language::french ? "fr" : "en") +
                                 "-" + size + ".png"));
            app::set_ui_language(text::Language::english);
        }
}
