// The curtain asks once per handover, and only where a screen shows secrets (issue 16 item 5):
// a public choice of another person is made in the open, the banner naming him, and the next
// screen with a hand on it is still behind the curtain. Played by input only; the driver checks
// every frame for a hand drawn to the wrong person.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

std::filesystem::path curtain_test_screens_dir() {
    const char* env = std::getenv("EDEN_SCREENS_DIR");
    return env ? env : std::filesystem::temp_directory_path();
}

// A person's decision on screen, no question box or battle result over it.
bool curtain_test_person_decides(UiDriver& ui) {
    const auto& g = *ui.app().game;
    return !g.over() && !g.bot_to_move() && g.hot_seat().may_draw_game() && !ui.app().confirm &&
           !ui.app().battle_report.showing;
}

}  // namespace

TEST_CASE(
    "UI driver (issue 16 item 5): another person's production is placed in the open with no "
    "curtain, and his hand still waits behind the curtain for his next secret screen",
    "[ui][curtain]") {
    DriverOptions options;
    options.seed = 5;
    options.width = 1280;
    options.height = 720;
    options.save_dir = fresh_folder("eden-ui-curtain");
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot});
    Person people(ui, 11);
    const auto& game = *ui.app().game;

    // Play until a person must place his production while the laptop was handed to another.
    for (int steps = 0;; ++steps) {
        REQUIRE(steps < 40000);
        REQUIRE_FALSE(game.over());
        if (curtain_test_person_decides(ui) &&
            game.pending().kind == DecisionKind::place_resources && game.hot_seat().in_the_open())
            break;
        if (!people.step()) ui.tick();
    }
    ui.tick();
    const int placer = game.pending().player;
    CHECK(game.hot_seat().deciding() == placer);
    CHECK(game.hot_seat().looking() == -1);
    CHECK_FALSE(ui.frame().curtain);
    CHECK(ui.frame().hand_cards.empty());   // nobody's hand, his own neither
    CHECK(ui.has("a choice in the open"));  // the banner says why
    ui.screenshot(curtain_test_screens_dir() / "in-the-open-1280x720.png");
    ui.resize(1920, 1080);
    ui.ticks(3);
    ui.screenshot(curtain_test_screens_dir() / "in-the-open-1920x1080.png");
    CHECK(ui.frame().hand_cards.empty());
    ui.resize(1280, 720);
    ui.app().settings.ui_scale = 1.5f;
    ui.ticks(3);
    ui.screenshot(curtain_test_screens_dir() / "in-the-open-1280x720-scale1.5.png");
    CHECK(ui.frame().hand_cards.empty());
    ui.app().settings.ui_scale = 1.0f;
    ui.ticks(3);

    // He places it with the mouse: no curtain was dismissed for it.
    const auto handovers = people.handovers;
    const std::size_t count = game.state().action_count();
    REQUIRE(people.step());
    CHECK(game.state().action_count() > count);
    CHECK(people.handovers == handovers);

    // The next screen with a person's hand on it comes behind the curtain, even for the person
    // who had his hand on screen before this public choice.
    for (int steps = 0;; ++steps) {
        REQUIRE(steps < 40000);
        REQUIRE_FALSE(game.over());
        if (game.hot_seat().curtain_for() && game.pending().reveals_private_info_of) break;
        // No hand was drawn in the open up to here (the driver checks every frame too).
        if (game.hot_seat().in_the_open()) CHECK(ui.frame().hand_cards.empty());
        if (!people.step()) ui.tick();
    }
    const int seat = *game.hot_seat().curtain_for();
    ui.tick();
    CHECK(ui.frame().curtain);
    CHECK(ui.frame().hand_cards.empty());
    ui.click_at(200, 300);
    REQUIRE_FALSE(game.hot_seat().curtain_for());
    ui.ticks(2);
    CHECK(game.hot_seat().looking() == seat);
    REQUIRE_FALSE(ui.frame().hand_cards.empty());
    for (const auto& c : ui.frame().hand_cards)
        CHECK(c.seat == seat);
}

TEST_CASE(
    "UI driver (issue 16 items 4 and 5): a person handed the laptop by a public choice asked in "
    "the open reads what he missed beside the board, his choices in sight, no hand drawn",
    "[ui][curtain]") {
    DriverOptions options;
    options.seed = 5;
    options.width = 1280;
    options.height = 720;
    options.save_dir = fresh_folder("eden-ui-curtain-news");
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot});
    Person people(ui, 11);
    const auto& game = *ui.app().game;
    const std::string title = "Since your last turn";
    for (int steps = 0;; ++steps) {
        REQUIRE(steps < 40000);
        REQUIRE_FALSE(game.over());
        if (curtain_test_person_decides(ui) && game.hot_seat().in_the_open() && ui.has(title))
            break;
        if (!people.step()) ui.tick();
    }
    const int reader = game.pending().player;
    CHECK(ui.app().away.summary.seat == reader);
    CHECK_FALSE(ui.app().away.summary.lines.empty());
    CHECK(ui.frame().hand_cards.empty());  // the news is public; no hand comes with it
    // Beside the board: no hex under it, and "Got it" is there to put it away.
    const auto* news = ui.find(title);
    REQUIRE(news);
    for (const auto& it : ui.frame().items)
        if (it.id.rfind("hex:", 0) == 0) CHECK_FALSE(news->clip.contains(it.box.cx(), it.box.cy()));
    CHECK(ui.has("Got it"));
    ui.screenshot(curtain_test_screens_dir() / "in-the-open-news-1280x720.png");
    // He makes his public choice without putting the news away first.
    const std::size_t count = game.state().action_count();
    REQUIRE(people.step());
    CHECK(game.state().action_count() > count);
}
