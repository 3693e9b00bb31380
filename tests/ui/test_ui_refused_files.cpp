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
#include "data/data_files.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

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
    const auto save = [&](const std::string& text) {
        std::ofstream(file, std::ios::trunc) << text;
        // Each save a second later, as a designer's would be: the watch compares times.
        std::filesystem::last_write_time(
            file, std::filesystem::file_time_type::clock::now() + std::chrono::seconds(++saves));
    };
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
