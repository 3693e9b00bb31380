// The Rules and the Card gallery are read on their own (issue 17): the screen beneath is not
// drawn (it cost 2-4 ms a frame out of sight), and the game waits for the reader, so nothing
// happens behind the window that he would then have missed.
#include <catch2/catch.hpp>

#include "app/shell/app_frame.hpp"
#include "app/table/battle_report.hpp"
#include "new_game_steps.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

bool board_drawn(const UiDriver& ui) {
    for (const auto& item : ui.frame().items)
        if (item.id.rfind("hex:", 0) == 0) return true;
    return false;
}

}  // namespace

TEST_CASE("Reading: the bots wait while the Rules or the gallery is open, and play on after",
          "[ui][reading]") {
    UiDriver ui({1280, 720, 9, fresh_folder("eden-ui-reading")});
    start_game_by_mouse(ui, {SeatKind::bot, SeatKind::bot, SeatKind::bot});
    ui.ticks(5);
    REQUIRE(board_drawn(ui));
    REQUIRE(ui.app().game->bot_to_move());
    for (const SDL_Keycode opens : {SDLK_g, SDLK_F1}) {
        INFO((opens == SDLK_g ? "the gallery" : "the Rules"));
        ui.key(opens);
        const auto actions = ui.app().game->state().action_count();
        ui.ticks(30);
        CHECK(ui.app().game->state().action_count() == actions);
        CHECK_FALSE(app::bots_may_move(ui.app()));
        CHECK_FALSE(board_drawn(ui));
        CHECK((opens == SDLK_g ? ui.has("Common cards") : ui.has("Glossary")));
        ui.key(opens);  // closed: the board again, and the bots play on
        ui.ticks(10);
        CHECK(board_drawn(ui));
        CHECK(ui.app().game->state().action_count() > actions);
    }
}

TEST_CASE("Reading: a bots' battle result shown when the gallery opens is read in full after",
          "[ui][reading]") {
    UiDriver ui({1280, 720, 4, fresh_folder("eden-ui-reading-report")});
    ui.app().settings.bot_delay_ms = 200;  // the results stay up for a while, as in the window
    start_game_by_mouse(ui, {SeatKind::bot, SeatKind::bot});
    auto& report = ui.app().battle_report;
    for (int i = 0; i < 20000 && !(report.showing && !report.held); ++i)
        ui.tick();
    REQUIRE(report.showing);
    const std::size_t shown = *report.showing;
    ui.key(SDLK_g);
    SDL_Delay(app::kReportPauses * 200 + 100);  // longer than the result's reading time
    ui.ticks(3);
    ui.key(SDLK_g);
    ui.ticks(1);
    // Still up after the gallery closed: its reading time runs from then.
    REQUIRE(report.showing);
    CHECK(*report.showing == shown);
}
