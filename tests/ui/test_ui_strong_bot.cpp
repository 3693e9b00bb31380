// Issue 19 item 1: the search bot is offered in the app as a seat type, "Bot — strong". Chosen
// by a click on New game, it plays its seat through the same frame loop as the heuristic bot,
// within its second per choice, and a saved game keeps the seat strong.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

TEST_CASE("UI driver: a person plays against a strong bot chosen on New game", "[ui][strong-bot]") {
    DriverOptions options;
    options.seed = 3;
    options.save_dir = fresh_folder("eden-ui-strong-bot");
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::strong_bot});
    REQUIRE(ui.app().game->seats() == std::vector<SeatKind>{SeatKind::human, SeatKind::strong_bot});

    // The person plays; the strong bot answers through the frame loop, round after round.
    Person alice(ui, 8);
    int bot_conquest_choices = 0;
    std::size_t seen = ui.app().game->state().action_count();
    for (int i = 0; i < 40000; ++i) {
        const auto& g = *ui.app().game;
        if (g.over() || (g.state().phase() == Phase::conquest && g.state().conquest().round >= 3))
            break;
        const bool bots_turn = g.bot_to_move() && g.state().phase() == Phase::conquest;
        if (!alice.step()) ui.tick();
        if (bots_turn && ui.app().game->state().action_count() > seen) ++bot_conquest_choices;
        seen = ui.app().game->state().action_count();
    }
    CHECK(bot_conquest_choices > 10);
    CHECK(ui.app().game->state().conquest().round >= 2);

    // The autosave keeps the seat strong.
    const nlohmann::json saved = ui.app().game->to_json();
    CHECK(saved.at("seats") == nlohmann::json::array({"human", "strong_bot"}));
    const app::GameSession loaded = app::GameSession::from_json(saved, "strong.save.json", 1);
    CHECK(loaded.seats() == ui.app().game->seats());
}

TEST_CASE("UI driver: the New game dialog offers Bot — strong in sight, with its words on hover",
          "[ui][strong-bot]") {
    const std::filesystem::path out = screens_folder();
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        DriverOptions options;
        options.width = w;
        options.height = h;
        options.save_dir = fresh_folder("eden-ui-strong-bot-dialog");
        UiDriver ui(options);
        ui.click("New game (N)");
        for (int seat = 0; seat < 2; ++seat) {
            const auto* radio = ui.find("Bot \xe2\x80\x94 strong", seat);
            REQUIRE(radio);
            CHECK(radio->box.x1 <= static_cast<float>(w));
            CHECK(radio->box.y1 <= static_cast<float>(h));
        }
        ui.click("Bot \xe2\x80\x94 strong", 1);
        CHECK(ui.app().new_game.seats[1].kind == SeatKind::strong_bot);
        const auto* radio = ui.find("Bot \xe2\x80\x94 strong", 1);
        ui.move_to((radio->box.x0 + radio->box.x1) / 2, (radio->box.y0 + radio->box.y1) / 2);
        ui.ticks(2);
        CHECK(ui.has("tooltip:Strong bot"));
        ui.screenshot(
            out / ("new-game-strong-bot-" + std::to_string(w) + "x" + std::to_string(h) + ".png"));
    }
}
