// Issue 33 item 8 from where the players sit: no rulebook numbers, ruling ids or file names on
// screen ("003", "(003 §Deck)", "U17", "RULES.md"): the New game dialog and the Rules screens
// name the editions, in both rulesets, and so does a game.
#include <catch2/catch.hpp>

#include <regex>
#include <string>

#include "app/session/settings_file.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

// What a designer's citation looks like: an edition's number, a section, a ruling, the file.
const std::regex kCitation("\\b00[0-4]\\b|RULES\\.md|\xc2\xa7|\\bU[0-9]{1,3}\\b");

// Every word the last frame showed that the probe saw (widgets' labels, wrapped texts) with a
// citation in it; counts the texts looked at in `looked`.
std::vector<std::string> citations(const UiDriver& ui, int& looked) {
    std::vector<std::string> out;
    const auto look = [&](const std::string& s) {
        ++looked;
        if (std::regex_search(s, kCitation)) out.push_back(s);
    };
    for (const auto& it : ui.frame().items)
        if (it.id.rfind("action:", 0) != 0 && it.id.rfind("hex:", 0) != 0) look(it.id);
    for (const auto& w : ui.frame().wrapped)
        look(w.text);
    return out;
}

void check_no_citation(const UiDriver& ui, int& looked, const std::string& where) {
    for (const std::string& s : citations(ui, looked)) {
        INFO(where << ": " << s);
        CHECK(false);
    }
}

// The Rules window's three tabs, each looked at; the window names the edition (`edition`).
void check_rules_tabs(UiDriver& ui, int& looked, const std::string& where,
                      const std::string& edition) {
    ui.key(SDLK_F1);
    REQUIRE(ui.app().show_rules);
    bool named = false;
    for (const auto& w : ui.frame().wrapped)
        named = named || w.text.find(edition) != std::string::npos;
    INFO(where << ": the Rules window names " << edition);
    CHECK(named);
    for (const char* tab : {"How to play", "Glossary", "Parameters"}) {
        ui.click(tab);
        ui.ticks(2);
        check_no_citation(ui, looked, where + ", " + tab);
        std::string file = where + "-" + tab + ".png";
        for (char& ch : file)
            if (ch == ' ' || ch == ',') ch = '-';
        ui.screenshot(screens_folder() / file);
    }
    ui.key(SDLK_F1);
    REQUIRE_FALSE(ui.app().show_rules);
}

}  // namespace

TEST_CASE(
    "Issue 33 item 8: the New game dialog, the Rules screens and a game show no rulebook "
    "number, ruling id or RULES.md - the editions go by their names",
    "[ui][words]") {
    DriverOptions options;
    options.seed = 2;
    options.width = 1280;
    options.height = 720;
    options.save_dir = fresh_folder("eden-ui-player-words");
    UiDriver ui(options);
    int looked = 0;
    ui.click("New game (N)");
    check_no_citation(ui, looked, "New game");
    // The edition with troops, its description and its rules.
    ui.click("Ruleset");
    check_no_citation(ui, looked, "the rulesets' list");
    REQUIRE(ui.has("Classic (the edition with troops)"));
    ui.click("Classic (the edition with troops)");
    ui.ticks(2);
    check_no_citation(ui, looked, "New game, classic");
    check_rules_tabs(ui, looked, "Rules of classic", "The edition with troops");
    ui.click("Ruleset");
    ui.click("Standard");
    ui.ticks(2);
    check_no_citation(ui, looked, "New game, standard");
    ui.click("Back");

    // A game of the default rules, its rules and its screens while it is played.
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    check_rules_tabs(ui, looked, "Rules in a game", "The English");
    Person alice(ui, 4);
    ui.on_frame = [&looked](UiDriver& d) { check_no_citation(d, looked, "the game"); };
    for (int steps = 0; ui.app().game->state().phase() != Phase::conquest ||
                        ui.app().game->state().conquest().round < 2;
         ++steps) {
        REQUIRE(steps < 20000);
        REQUIRE_FALSE(ui.app().game->over());
        if (!alice.step()) ui.tick();
    }
    ui.on_frame = nullptr;
    CHECK(looked > 1000);  // the check read the screens' words
}

TEST_CASE(
    "Issue 33 item 8: the first game on a computer shows hints, and the New game dialog "
    "remembers the choice for the games after",
    "[ui][words]") {
    DriverOptions options;
    options.seed = 2;
    options.width = 1280;
    options.height = 720;
    options.save_dir = fresh_folder("eden-ui-first-hints");
    options.first_run = true;  // no settings file yet: the game was never played here
    {
        UiDriver ui(options);
        start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
        CHECK(ui.app().hints_on);
        Person alice(ui, 4);
        bool shown = false;
        for (int steps = 0; steps < 400 && !shown; ++steps) {
            shown = ui.has("Got it (Esc)");
            if (!shown && !alice.step()) ui.tick();
        }
        CHECK(shown);
        CHECK(app::read_settings(options.save_dir).settings.show_hints);
    }
    {
        // The next game: the box is ticked as it was left; the players untick it.
        UiDriver ui(options);
        ui.click("New game (N)");
        ui.click("Show hints");
        ui.click("Back");
        start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
        CHECK_FALSE(ui.app().hints_on);
        CHECK_FALSE(app::read_settings(options.save_dir).settings.show_hints);
    }
    {
        // And the one after: still off.
        UiDriver ui(options);
        start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
        CHECK_FALSE(ui.app().hints_on);
        ui.ticks(3);
        CHECK_FALSE(ui.has("Got it (Esc)"));
    }
}
