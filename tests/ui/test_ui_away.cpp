// Issue 16 items 4 and 5 from where the people sit: the "Since your last turn" panel after the
// curtain names a territory a person lost while away and lights it on the board when hovered;
// a decision with one option is taken without an input, and the Menu's setting makes it ask.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "app/session/auto_take.hpp"
#include "app/session/seat_view.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

std::filesystem::path away_screens_dir() {
    return screens_folder();
}

// The person at the laptop has the screen and a decision of his own in front of him.
bool person_decides(UiDriver& ui) {
    const auto& g = *ui.app().game;
    return !g.over() && !g.bot_to_move() && g.hot_seat().may_draw_game() && !ui.app().confirm &&
           g.pending().player == g.hot_seat().looking();
}

// A line of the open away panel telling its reader of a territory taken while he was away.
// (Here the bot plays right after one person, who still has the laptop and watches its attacks
// on him; the reader's own losses are checked in tests/test_app_away_summary.cpp.)
const app::AwayLine* lost_territory_line(UiDriver& ui) {
    const app::AwayNews& news = ui.app().away;
    if (!news.open) return nullptr;
    for (const app::AwayLine& l : news.summary.lines) {
        if (l.hexes.size() != 1) continue;
        if (l.text.find(" took ") != std::string::npos &&
            l.text.find("territory") != std::string::npos)
            return &l;
    }
    return nullptr;
}

}  // namespace

TEST_CASE(
    "UI driver: after the curtain a person reads a territory taken while he was away, and "
    "hovering the line lights it on the board",
    "[ui][away]") {
    DriverOptions options;
    options.seed = 5;
    options.width = 1280;
    options.height = 720;
    options.save_dir = fresh_folder("eden-ui-away");
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot});
    Person people(ui, 11);
    const app::AwayLine* line = nullptr;
    for (int steps = 0; !ui.app().game->over() && !line; ++steps) {
        REQUIRE(steps < 40000);
        if (!people.step()) ui.tick();
        if (ui.app().game->hot_seat().may_draw_game()) line = lost_territory_line(ui);
    }
    REQUIRE(line);
    const Hex lost = line->hexes[0];
    const std::string text = line->text;
    ui.tick();
    // On screen under its words, in the panel drawn after the curtain.
    REQUIRE(ui.has("Since your last turn"));
    const auto* item = ui.find(text);
    REQUIRE(item);
    CHECK(ui.app().away.hovered.empty());
    ui.move_to(item->box.cx(), item->box.cy());
    ui.tick();
    CHECK(ui.app().away.hovered == std::vector<Hex>{lost});
    ui.screenshot(away_screens_dir() / "away-1280x720.png");
    ui.resize(1920, 1080);
    ui.ticks(3);
    const auto* big = ui.find(text);
    REQUIRE(big);
    ui.move_to(big->box.cx(), big->box.cy());
    ui.tick();
    CHECK(ui.app().away.hovered == std::vector<Hex>{lost});
    ui.screenshot(away_screens_dir() / "away-1920x1080.png");
    // Away from the line, nothing is lit; "Got it" puts the panel away.
    ui.move_to(5, 5);
    ui.tick();
    CHECK(ui.app().away.hovered.empty());
    ui.click("Got it");
    CHECK_FALSE(ui.app().away.open);
    CHECK_FALSE(ui.has(text));
}

TEST_CASE(
    "UI driver: the news \"Since your last turn\" covers no hex of the board, so a person plays "
    "his turn (a territory attacked, a tile placed) before or without putting it away",
    "[ui][away]") {
    DriverOptions options;
    options.seed = 5;
    options.width = 1280;
    options.height = 720;
    options.save_dir = fresh_folder("eden-ui-away-play");
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot});
    Person people(ui, 11);
    const std::string title = "Since your last turn";
    // The Person never clicks "Got it": each choice he makes with the news on screen, the
    // board's clicks among them, must reach what it aims at (the driver throws if not).
    int choices_with_news = 0, hex_choices_with_news = 0, news_shown = 0;
    bool shot = false;
    for (int steps = 0; !ui.app().game->over() && hex_choices_with_news < 6; ++steps) {
        REQUIRE(steps < 40000);
        const auto* news = ui.find(title);
        if (news && person_decides(ui) && !ui.app().battle_report.showing) {
            // The news is a section of the side panel: no hex's centre lies where it is seen.
            for (const auto& it : ui.frame().items)
                if (it.id.rfind("hex:", 0) == 0)
                    REQUIRE_FALSE(news->clip.contains(it.box.cx(), it.box.cy()));
            if (!shot) {
                ui.screenshot(away_screens_dir() / "away-beside-the-board-1280x720.png");
                shot = true;
            }
            const DecisionKind kind = ui.app().game->pending().kind;
            const int made = people.choices_made();
            REQUIRE(people.step());
            if (people.choices_made() > made) {
                ++choices_with_news;
                // Decisions answered on the board (a front is opened from its territory).
                if (kind == DecisionKind::attack_subphase || kind == DecisionKind::place_tile ||
                    kind == DecisionKind::place_tile_blind || kind == DecisionKind::place_resources)
                    ++hex_choices_with_news;
            }
            continue;
        }
        if (!people.step()) ui.tick();
        if (ui.has(title)) ++news_shown;
    }
    CHECK(choices_with_news >= 6);
    CHECK(hex_choices_with_news >= 6);
    // Still there to read after all that, and put away with its button.
    if (ui.has(title)) {
        ui.click("Got it");
        CHECK_FALSE(ui.app().away.open);
        CHECK_FALSE(ui.has(title));
    }
    CHECK(news_shown > 0);
}

TEST_CASE(
    "UI driver: a decision with one option is taken without an input, and the Menu's setting "
    "makes the screen ask again",
    "[ui][away]") {
    DriverOptions options;
    options.seed = 8;
    options.save_dir = fresh_folder("eden-ui-auto");
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person person(ui, 3);
    const std::string setting = "Take decisions that have one option";
    // The setting off: play until the screen asks a one-option question.
    ui.click("Menu (M)");
    ui.click(setting);
    REQUIRE_FALSE(ui.app().settings.take_single_options);
    ui.key(SDLK_ESCAPE);
    const auto asked_single = [&ui] { return person_decides(ui) && ui.app().game->no_choice(); };
    for (int steps = 0; !asked_single(); ++steps) {
        REQUIRE(steps < 40000);
        REQUIRE_FALSE(ui.app().game->over());
        if (!person.step()) ui.tick();
    }
    const Action only = *ui.app().game->no_choice();
    CHECK(ui.has("action:" + action_to_json(only).dump()));  // it asks
    // Turned on, the question is answered with no input beyond the setting's own click.
    const auto count = ui.app().game->state().action_count();
    const std::size_t log_lines = ui.app().game->log().size();
    ui.click("Menu (M)");
    const int inputs = ui.inputs();
    ui.click(setting);
    REQUIRE(ui.app().settings.take_single_options);
    CHECK(ui.inputs() == inputs + 1);
    CHECK(ui.app().game->state().action_count() > count);
    const auto& log = ui.app().game->log();
    CHECK(std::any_of(
        log.begin() + static_cast<std::ptrdiff_t>(log_lines), log.end(),
        [](const std::string& l) { return l.find(app::kNotAsked) != std::string::npos; }));
    ui.key(SDLK_ESCAPE);
    // From now on no one-option question reaches the screen.
    int taken = 0;
    for (int steps = 0; steps < 3000 && taken < 3 && !ui.app().game->over(); ++steps) {
        REQUIRE_FALSE(asked_single());
        const std::size_t before = ui.app().game->log().size();
        if (!person.step()) ui.tick();
        const auto& l = ui.app().game->log();
        for (std::size_t i = std::min(before, l.size()); i < l.size(); ++i)
            if (l[i].find(app::kNotAsked) != std::string::npos) ++taken;
    }
    CHECK(taken >= 3);
}
