// Troops on the board (issue 18: "the board shows troop counts"): a saved game with troops (002)
// loaded by a person from the title's Load dialog shows each territory's troops, in its owner's
// colour, beside the owner's disc and the resource count without covering them.
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>

#include "app/session/new_game.hpp"
#include "app/session/save_slots.hpp"
#include "data/data_files.hpp"
#include "data/save_files.hpp"
#include "eden/conquest/troops.hpp"
#include "eden/core/save.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

// Two seats on the standard rules with 002's troops (kept from people until 002's battles
// exist), played with the first option of every choice to the first expansion turn.
GameState troops_game_at_first_expansion(const data::GameData& data) {
    app::NewGameChoice choice = app::default_new_game(data, 7);
    GameSetup setup = app::make_setup(data, choice);
    setup.rules.troops = true;
    setup.rules.round_phases = {RoundPhase::expansion, RoundPhase::production,
                                RoundPhase::purchasing};
    GameState s(setup);
    for (int i = 0; i < 5000; ++i) {
        if (s.phase() == Phase::conquest && s.conquest().round == 1 &&
            s.conquest().step == ConquestStep::expansion)
            break;
        REQUIRE(s.apply(s.pending().options.front()));
    }
    REQUIRE(s.conquest().step == ConquestStep::expansion);
    return s;
}

// The marks are circles recorded by their boxes (app/ui_probe.hpp).
bool circles_overlap(const app::probe::Box& a, const app::probe::Box& b) {
    const float ra = (a.x1 - a.x0) / 2, rb = (b.x1 - b.x0) / 2;
    return std::hypot(a.cx() - b.cx(), a.cy() - b.cy()) < ra + rb;
}

}  // namespace

TEST_CASE("UI driver: a loaded game with troops shows each territory's troops on the board",
          "[ui][troops]") {
    const auto dir = fresh_folder("eden-ui-troops");
    const auto data = data::load_game_data(data::default_data_dir());
    const GameState game = troops_game_at_first_expansion(data);
    std::filesystem::create_directories(app::saves_folder(dir));
    std::ofstream(app::save_file_for(dir, "with troops")) << nlohmann::json{
        {"format", data::kAppGameFormat},
        {"seats", {"human", "human"}},
        {"save", make_save(game)}}.dump();

    UiDriver ui({1280, 720, 3, dir});
    // From the title, as in a game, Ctrl+L opens the saves (not the guided game, L alone).
    ui.key(SDLK_l, KMOD_LCTRL);
    REQUIRE(ui.app().save_dialog.open);
    CHECK_FALSE(ui.app().game);
    ui.click("Close (Esc)");
    ui.click("Load a saved game (O)");
    REQUIRE(ui.app().save_dialog.open);
    const auto slots = app::list_saves(dir);
    REQUIRE(slots.size() == 1);
    REQUIRE(slots[0].readable);
    ui.click(slots[0].name + "  \xc2\xb7  " + slots[0].modified);
    if (ui.app().confirm) ui.click("Load (Enter)");
    REQUIRE(ui.app().game);
    if (ui.app().game->hot_seat().curtain_for()) ui.click_at(200, 300);  // anywhere lifts it
    ui.ticks(3);

    std::size_t territories_with_troops = 0;
    for (const auto& [hex, owner] : game.control())
        if (troops_on(game, hex) > 0) ++territories_with_troops;
    REQUIRE(territories_with_troops > 0);
    const auto& marks = ui.frame().board_marks;
    std::size_t troop_marks = 0;
    for (const auto& m : marks) {
        if (m.kind != "troops") continue;
        ++troop_marks;
        for (const auto& other : marks)
            if (&other != &m && other.kind != "troops")
                CHECK_FALSE(circles_overlap(m.box, other.box));
    }
    CHECK(troop_marks == territories_with_troops);
    ui.screenshot(screens_folder() / "ui-troops-1280x720.png");
    for (int i = 0; i < 4; ++i)
        ui.click("+");
    ui.ticks(3);
    ui.screenshot(screens_folder() / "ui-troops-zoomed-1280x720.png");
}
