// Screens to look at (hidden: run `eden_ui_tests "[.screens]"`): the dialogs issue 14 added,
// written as PNGs to $EDEN_SCREENS_DIR (default: the temporary folder), for a person's eyes.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "app/session/save_slots.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

TEST_CASE("Screens: the save and load dialogs and a confirmation", "[.screens]") {
    const char* env = std::getenv("EDEN_SCREENS_DIR");
    const std::filesystem::path out = env ? env : std::filesystem::temp_directory_path();
    const auto dir = std::filesystem::temp_directory_path() / "eden-ui-screens";
    std::filesystem::remove_all(dir);
    UiDriver ui({1280, 720, 4, dir});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot});
    Person people(ui, 2);
    const auto persons_turn = [&ui] {
        const auto& g = *ui.app().game;
        return !g.bot_to_move() && g.hot_seat().may_draw_game();
    };
    for (int i = 0; i < 400 && (ui.app().game->state().action_count() < 12 || !persons_turn()); ++i)
        if (!people.step()) ui.tick();
    ui.screenshot(out / "screen-map-building.png");
    ui.click("Menu (M)");
    ui.screenshot(out / "screen-menu.png");
    ui.key(SDLK_ESCAPE);
    ui.key(SDLK_s, KMOD_LCTRL);
    ui.screenshot(out / "screen-save-dialog.png");
    ui.click("Save");
    ui.key(SDLK_l, KMOD_LCTRL);
    ui.screenshot(out / "screen-load-dialog.png");
    const auto slots = app::list_saves(dir);
    REQUIRE(slots.size() == 1);
    ui.click(slots[0].name + "  \xc2\xb7  " + slots[0].modified);
    ui.screenshot(out / "screen-load-confirm.png");
    CHECK(ui.app().confirm);
}

TEST_CASE("Screens: the title and a tile landing, at 1280x720 and 1920x1080", "[.screens]") {
    const char* env = std::getenv("EDEN_SCREENS_DIR");
    const std::filesystem::path out = env ? env : std::filesystem::temp_directory_path();
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        UiDriver ui({w, h, 8, fresh_folder("eden-ui-screens-art")});
        ui.ticks(2);
        ui.screenshot(out / ("screen-title-" + size + ".png"));
        start_game_by_mouse(ui, {SeatKind::bot, SeatKind::bot, SeatKind::bot});
        ui.app().motion.enabled = true;
        for (int i = 0; i < 400 && ui.app().game->state().action_count() < 30; ++i)
            ui.tick();
        bool landed = false;
        for (int i = 0; i < 400 && !landed; ++i) {
            ui.tick();
            for (const app::Motion& m : ui.app().motion.running)
                landed = landed || m.kind == app::MotionKind::landed;
        }
        CHECK(landed);
        ui.screenshot(out / ("screen-tile-landing-" + size + ".png"));
        ui.key(SDLK_F3);
        ui.ticks(2);
        ui.screenshot(out / ("screen-designer-overlay-" + size + ".png"));
    }
}
