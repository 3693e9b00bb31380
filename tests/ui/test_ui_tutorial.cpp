// The first game that teaches (issue 16 item 7), through the screen: "Learn to play" on the
// title starts the guided game with its first hint up; "Got it" (or Esc) sends a hint away for
// good, also after the app is started again on the same save folder; the next hint comes at
// its moment. Ordinary games show hints only when a player turns them on in the Menu.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "app/session/settings_file.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

constexpr const char* kGotIt = "Got it (Esc)";

std::string hint_up(UiDriver& ui) {
    return ui.app().hint_on_screen.value_or("none");
}

// Plays the person's part (dismissing no hint) until `done` says so; false if it never did.
template <class Done>
bool tutorial_play_until(UiDriver& ui, Person& person, Done done, int max_steps = 3000) {
    for (int i = 0; i < max_steps; ++i) {
        if (done()) return true;
        if (ui.app().game->over()) return false;
        if (!person.step()) ui.tick();
    }
    return false;
}

DecisionKind pending_kind(UiDriver& ui) {
    return ui.app().game->pending().kind;
}

}  // namespace

TEST_CASE(
    "Tutorial: Learn to play starts the guided game with its first hint - Got it sends it away "
    "for good, also after a restart - the portal hint comes with the portal",
    "[ui][tutorial]") {
    DriverOptions options;
    options.seed = 3;
    options.save_dir = fresh_folder("eden-ui-tutorial");
    {
        UiDriver ui(options);
        ui.click("Learn to play (L)");
        REQUIRE(ui.app().screen == app::Screen::game);
        CHECK(ui.app().tutorial);
        // The person goes first: no curtain, his first tile, and the hint about it.
        REQUIRE(ui.app().game->hot_seat().may_draw_game());
        CHECK(ui.app().game->pending().player == 0);
        CHECK(hint_up(ui) == "tile");
        REQUIRE(ui.has(kGotIt));
        ui.click(kGotIt);
        CHECK(hint_up(ui) == "none");
        CHECK_FALSE(ui.has(kGotIt));
        CHECK(ui.app().settings.hints_seen.count("tile") == 1);
        // The settings file has it: it survives the app.
        CHECK(app::read_settings(options.save_dir).settings.hints_seen.count("tile") == 1);

        // The tile is placed; then the portal decision, and its hint.
        Person person(ui, 5);
        REQUIRE(tutorial_play_until(ui, person, [&] {
            return pending_kind(ui) == DecisionKind::portal_step && !ui.app().game->bot_to_move();
        }));
        CHECK(hint_up(ui) == "portal");
        // Esc dismisses the hint, and only the hint: the game stays, nothing is asked.
        ui.key(SDLK_ESCAPE);
        CHECK(hint_up(ui) == "none");
        CHECK_FALSE(ui.app().confirm);
        CHECK(ui.app().screen == app::Screen::game);
        CHECK(ui.app().settings.hints_seen.count("portal") == 1);

        // The next tiles and portals go by without their hints.
        const auto tiles_placed = [&] {
            int mine = 0;
            for (const auto& [hex, tile] : ui.app().game->state().map().tiles())
                if (tile.placed_by == 0) ++mine;
            return mine;
        };
        REQUIRE(tutorial_play_until(ui, person, [&] {
            CHECK(hint_up(ui) != "tile");
            CHECK(hint_up(ui) != "portal");
            return tiles_placed() >= 3;
        }));
    }
    {
        // The app again, on the same save folder: the hints seen stay seen.
        UiDriver ui(options);
        CHECK(ui.app().settings.hints_seen == std::set<std::string>{"tile", "portal"});
        // The guided game, continued, still teaches; the seen hints stay away.
        ui.click("Continue the last game (C)");
        REQUIRE(ui.app().screen == app::Screen::game);
        CHECK(ui.app().tutorial);
        CHECK(ui.app().hints_on);
        Person person(ui, 6);
        REQUIRE(tutorial_play_until(ui, person, [&] {
            CHECK(hint_up(ui) != "tile");
            CHECK(hint_up(ui) != "portal");
            return ui.app().game->state().phase() == Phase::conquest;
        }));
        // And a new guided game, over the unfinished one (asked first), shows no seen hint.
        // Esc takes a hint away first (the first deck's), then asks to leave the game.
        if (ui.app().hint_on_screen) {
            ui.key(SDLK_ESCAPE);
            CHECK_FALSE(ui.app().confirm);
            CHECK_FALSE(ui.app().hint_on_screen);
        }
        ui.key(SDLK_ESCAPE);
        REQUIRE(ui.app().confirm);
        ui.click(app::yes_button_words(*ui.app().confirm));
        REQUIRE(ui.app().screen == app::Screen::title);
        ui.click("Learn to play (L)");
        REQUIRE(ui.app().confirm);
        ui.click("Start the guided game (Enter)");
        REQUIRE(ui.app().screen == app::Screen::game);
        CHECK(ui.app().game->state().action_count() == 0);
        CHECK(hint_up(ui) == "none");
        CHECK_FALSE(ui.has(kGotIt));
    }
}

TEST_CASE("Tutorial: the guided game's hints come at their moments, each dismissed by Got it",
          "[ui][tutorial]") {
    DriverOptions options;
    options.seed = 8;
    options.save_dir = fresh_folder("eden-ui-tutorial-moments");
    UiDriver ui(options);
    ui.click("Learn to play (L)");
    Person person(ui, 9);
    std::vector<std::string> met;
    const std::set<std::string> wanted = {"tile",   "portal", "deck", "resources",
                                          "attack", "battle", "pay",  "purchase"};
    const auto all_met = [&] {
        for (const std::string& id : wanted)
            if (std::find(met.begin(), met.end(), id) == met.end()) return false;
        return true;
    };
    for (int i = 0; i < 6000 && !all_met() && !ui.app().game->over(); ++i) {
        if (ui.app().hint_on_screen) {
            const std::string id = *ui.app().hint_on_screen;
            // Shown once: a dismissed hint never came back.
            REQUIRE(std::find(met.begin(), met.end(), id) == met.end());
            // It is the person's own decision that it explains.
            REQUIRE(ui.app().game->pending().player == 0);
            met.push_back(id);
            ui.click(kGotIt);
            REQUIRE(ui.app().hint_on_screen != id);
            continue;
        }
        if (!person.step()) ui.tick();
    }
    INFO("hints met: " << met.size());
    CHECK(all_met());
    REQUIRE(met.size() >= 3);
    CHECK(met[0] == "tile");
    CHECK(met[1] == "portal");
}

TEST_CASE("Tutorial: ordinary games show hints only when Show hints is on, and remember it",
          "[ui][tutorial]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-hints-setting");
    {
        UiDriver ui(options);
        start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
        CHECK_FALSE(ui.app().tutorial);
        Person person(ui, 4);
        // A few decisions of the person's: no hint in an ordinary game by default.
        for (int i = 0; i < 60; ++i) {
            REQUIRE_FALSE(ui.app().hint_on_screen);
            if (!person.step()) ui.tick();
        }
        REQUIRE(tutorial_play_until(ui, person, [&] {
            return !ui.app().game->bot_to_move() && ui.app().game->hot_seat().may_draw_game();
        }));
        ui.click("Menu (M)");
        ui.click("Show hints");
        ui.key(SDLK_ESCAPE);  // the menu closes
        CHECK(ui.app().hints_on);
        CHECK(ui.app().settings.show_hints);
        CHECK(app::read_settings(options.save_dir).settings.show_hints);
        ui.ticks(2);
        CHECK(ui.app().hint_on_screen);
        CHECK(ui.has(kGotIt));
        // "No more hints": off again, here and in the next games.
        ui.click("No more hints");
        CHECK_FALSE(ui.app().hints_on);
        CHECK_FALSE(ui.app().hint_on_screen);
        CHECK_FALSE(app::read_settings(options.save_dir).settings.show_hints);
        // On again for the next run.
        ui.click("Menu (M)");
        ui.click("Show hints");
        ui.key(SDLK_ESCAPE);
    }
    {
        UiDriver ui(options);
        CHECK(ui.app().settings.show_hints);
        start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
        CHECK(ui.app().hints_on);
    }
}

TEST_CASE("Tutorial: a broken settings file is reported on the title and the app goes on",
          "[ui][tutorial]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-broken-settings");
    std::ofstream(app::settings_file(options.save_dir)) << "{\"ui_scale\": ";
    UiDriver ui(options);
    CHECK_THAT(ui.app().status, Catch::Contains("settings could not be read"));
    CHECK(ui.app().settings.hints_seen.empty());
    ui.click("Learn to play (L)");
    CHECK(hint_up(ui) == "tile");
    ui.click(kGotIt);
    // The next change wrote a good file over the broken one.
    const auto read = app::read_settings(options.save_dir);
    CHECK_FALSE(read.problem);
    CHECK(read.settings.hints_seen.count("tile") == 1);
}

// Screens to look at (hidden): the title, and two hints at 1280x720 and 1920x1080, and at UI
// scale 1.5, as PNGs in $EDEN_SCREENS_DIR (else in a scratch folder removed at the end).
TEST_CASE("Screens: the title and the guided game's hints", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    struct Size {
        int w, h;
        float scale;
    };
    for (const Size size : {Size{1280, 720, 1.0f}, Size{1920, 1080, 1.0f}, Size{1280, 720, 1.5f}}) {
        const std::string tag = std::to_string(size.w) + "x" + std::to_string(size.h) +
                                (size.scale != 1.0f ? "-scale1.5" : "");
        UiDriver ui({size.w, size.h, 3, fresh_folder("eden-ui-tutorial-screens")});
        ui.app().settings.ui_scale = size.scale;
        ui.ticks(2);
        ui.screenshot(out / ("tutorial-title-" + tag + ".png"));
        ui.click("Learn to play (L)");
        ui.ticks(2);
        ui.screenshot(out / ("tutorial-hint-tile-" + tag + ".png"));
        ui.click(kGotIt);
        Person person(ui, 5);
        const std::set<std::string> shots = {"portal", "resources", "attack", "battle", "purchase"};
        std::set<std::string> taken;
        for (int i = 0; i < 6000 && taken.size() < shots.size() && !ui.app().game->over(); ++i) {
            if (ui.app().hint_on_screen) {
                const std::string id = *ui.app().hint_on_screen;
                if (shots.count(id)) {
                    ui.ticks(2);
                    ui.screenshot(out / ("tutorial-hint-" + id + "-" + tag + ".png"));
                    taken.insert(id);
                }
                ui.click(kGotIt);
                continue;
            }
            if (!person.step()) ui.tick();
        }
        CHECK(taken == shots);
    }
}
