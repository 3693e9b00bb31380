// Screens to look at (hidden: run `eden_ui_tests "[.screens]"`): the dialogs issue 14 added,
// written as PNGs to $EDEN_SCREENS_DIR (else to a scratch folder removed at the end), for a
// person's eyes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "app/session/save_slots.hpp"
#include "app/shell/app_loop.hpp"
#include "data/data_files.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

TEST_CASE("Screens: the save and load dialogs and a confirmation", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    const auto dir = fresh_folder("eden-ui-screens");
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
    const std::filesystem::path out = screens_folder();
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

// Issue 16 items 3, 6 and 8: the conquest's bottom panel, the market and the Rules screen's
// tabs at 1280x720, 1920x1080 and UI scale 1.5.
TEST_CASE("Screens: the bottom panel, the market and the rules at three sizes", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    const auto dir = fresh_folder("eden-ui-screens-words");
    std::filesystem::remove_all(dir);
    UiDriver ui({1280, 720, 8, dir});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 6);
    const auto persons = [&ui](DecisionKind kind) {
        const auto& g = *ui.app().game;
        return !g.bot_to_move() && g.hot_seat().may_draw_game() && !g.hot_seat().curtain_for() &&
               g.state().phase() == Phase::conquest && g.state().conquest().round >= 2 &&
               g.pending().kind == kind && !ui.frame().hand_cards.empty();
    };
    const auto play_to = [&](DecisionKind kind) {
        for (int i = 0; i < 20000 && !persons(kind); ++i)
            if (!alice.step()) ui.tick();
    };
    const auto three_sizes = [&](const std::string& name) {
        ui.resize(1280, 720);
        ui.app().settings.ui_scale = 1.0f;
        ui.ticks(3);
        ui.screenshot(out / ("screen-" + name + "-1280x720.png"));
        ui.resize(1920, 1080);
        ui.ticks(3);
        ui.screenshot(out / ("screen-" + name + "-1920x1080.png"));
        ui.resize(1280, 720);
        ui.app().settings.ui_scale = 1.5f;
        ui.ticks(3);
        ui.screenshot(out / ("screen-" + name + "-1280x720-scale1.5.png"));
        ui.app().settings.ui_scale = 1.0f;
        ui.ticks(3);
    };
    play_to(DecisionKind::attack_subphase);
    three_sizes("conquest");
    play_to(DecisionKind::purchase);
    three_sizes("market");
    // A unit's ability offered in the choices (a long, wrapped choice).
    for (int i = 0; i < 30000; ++i) {
        const auto& g = *ui.app().game;
        const bool offer = !g.bot_to_move() && g.hot_seat().may_draw_game() &&
                           !g.hot_seat().curtain_for() &&
                           g.pending().kind == DecisionKind::trigger_ability;
        if (offer || g.over()) break;
        if (!alice.step()) ui.tick();
    }
    three_sizes("ability-offer");
    ui.key(SDLK_F1);
    three_sizes("rules-how-to-play");
    ui.click("Glossary");
    three_sizes("rules-glossary");
    ui.click("Parameters");
    three_sizes("rules-parameters");
    ui.key(SDLK_F1);
}

// Issue 15 item 2: a dragon attack on the person's territory is a battle: the battle panel shows
// the dragons' front and his side's count, the dragons' panel what they still hold.
TEST_CASE("Screens: a dragon attack fought as a battle, at 1280x720 and 1920x1080", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        UiDriver ui({w, h, 3, fresh_folder("eden-ui-screens-koe")});
        start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot, SeatKind::bot}, "King of Eden");
        Person person(ui, 7);
        const auto dragons_battle_asks_me = [&ui] {
            const auto& s = ui.app().game->state();
            const auto& battle = s.conquest().battle;
            return s.phase() == Phase::conquest && s.conquest().step == ConquestStep::dragons &&
                   battle && battle->attacker == kNoPlayer &&
                   ui.app().game->pending().player == 0 &&
                   !battle->fronts.front().defense.rows.empty();
        };
        for (int i = 0; i < 40000 && !ui.app().game->over() && !dragons_battle_asks_me(); ++i)
            if (!person.step()) ui.tick();
        REQUIRE(dragons_battle_asks_me());
        ui.ticks(2);
        ui.screenshot(out / ("screen-dragon-attack-battle-" + size + ".png"));
    }
}

// Issue 17: a whole autoplayed game at a laptop's 1280x720, every phase and the people's own
// screens, with 2 and with 6 seats and in King of Eden, to compare with the board games on a
// table. Each game goes into its own folder under $EDEN_SCREENS_DIR.
TEST_CASE("Screens: whole autoplayed games at 1280x720, 2 and 6 seats and King of Eden",
          "[.screens]") {
    const std::filesystem::path out = screens_folder();
    struct Game {
        const char* folder;
        int players;
        std::uint64_t seed;
        const char* scenario;
    };
    for (const Game& g :
         {Game{"autoplay-2-seats", 2, 3, nullptr}, Game{"autoplay-6-seats", 6, 4, nullptr},
          Game{"autoplay-king-of-eden", 4, 5, "king-of-eden.json"}}) {
        app::AutoplayRun run;
        run.seed = g.seed;
        run.players = g.players;
        run.people = 1;
        run.width = 1280;
        run.height = 720;
        run.screenshots = out / g.folder;
        if (g.scenario) run.scenario = data::default_data_dir() / "scenarios" / g.scenario;
        CHECK(app::run_autoplay(run) == 0);
        CHECK(std::filesystem::exists(run.screenshots / "00-title.png"));
    }
}

// Issue 17's cramped places: the seats panel at 2 and 6 seats, the board's marks unzoomed, the
// hand at 720 pixels (its "more" cues), and King of Eden's dragon marks beside the owners',
// each at 1280x720 and 1920x1080.
TEST_CASE("Screens: seats, marks and the hand at 2 and 6 seats and King of Eden, two sizes",
          "[.screens]") {
    const std::filesystem::path out = screens_folder();
    struct Table {
        const char* name;
        std::vector<SeatKind> seats;
        const char* scenario;
    };
    const std::vector<SeatKind> six(6, SeatKind::bot);
    for (const Table& t : {Table{"2-seats", {SeatKind::human, SeatKind::bot}, ""},
                           Table{"6-seats",
                                 {SeatKind::human, SeatKind::bot, SeatKind::bot, SeatKind::bot,
                                  SeatKind::bot, SeatKind::bot},
                                 ""},
                           Table{"king-of-eden",
                                 {SeatKind::human, SeatKind::bot, SeatKind::bot, SeatKind::bot},
                                 "King of Eden"}}) {
        UiDriver ui({1280, 720, 5, fresh_folder("eden-ui-screens-look")});
        start_game_by_mouse(ui, t.seats, t.scenario);
        Person person(ui, 5);
        const bool koe = std::string(t.scenario) == "King of Eden";
        const auto ready = [&] {
            const auto& g = *ui.app().game;
            const auto& s = g.state();
            const bool dragons =
                !koe || std::any_of(ui.frame().board_marks.begin(), ui.frame().board_marks.end(),
                                    [](const auto& m) { return m.kind == "dragon"; });
            return !g.bot_to_move() && g.hot_seat().may_draw_game() &&
                   !g.hot_seat().curtain_for() && s.phase() == Phase::conquest &&
                   s.conquest().round >= 2 && !ui.frame().hand_cards.empty() && dragons;
        };
        for (int i = 0; i < 40000 && !ui.app().game->over() && !ready(); ++i)
            if (!person.step()) ui.tick();
        REQUIRE(ready());
        for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
            ui.resize(w, h);
            ui.ticks(3);
            ui.screenshot(out / ("screen-look-" + std::string(t.name) + "-" + std::to_string(w) +
                                 "x" + std::to_string(h) + ".png"));
        }
    }
}
