// Issue 16 items 1 and 2 through the screen: the forecast a person sees hovering a territory he
// may attack, the battle's result panel held until he dismisses it, and a bots' battle that
// never holds a game whose bots are skipped.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "app/table/game_panels.hpp"
#include "eden/battle/attack_preview.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

std::filesystem::path battle_screens_dir() {
    return screens_folder();
}

// The person may open a front now: the first OpenFront option of his pending decision.
const OpenFront* attack_offered(UiDriver& ui) {
    const auto& game = *ui.app().game;
    if (game.over() || game.bot_to_move() || !game.hot_seat().may_draw_game() ||
        ui.app().battle_report.showing || ui.app().confirm)
        return nullptr;
    for (const Action& a : game.pending().options)
        if (const auto* o = std::get_if<OpenFront>(&a)) return o;
    return nullptr;
}

// The probe item whose id starts with `prefix`, or nullptr.
const app::probe::Item* item_starting(UiDriver& ui, const std::string& prefix) {
    for (const auto& it : ui.frame().items)
        if (it.id.rfind(prefix, 0) == 0) return &it;
    return nullptr;
}

// Hovers the territory of `o` and returns the defense the tooltip shows (-1: no tooltip).
int hovered_defense(UiDriver& ui, const OpenFront& o) {
    const auto* hex = ui.find(hex_probe_id(o.frontier.enemy));
    if (!hex) return -1;
    ui.move_to(hex->box.cx(), hex->box.cy());
    ui.ticks(2);
    const auto* shown = item_starting(ui, "Forecast defense ");
    return shown ? std::stoi(shown->id.substr(std::string("Forecast defense ").size())) : -1;
}

}  // namespace

TEST_CASE(
    "Issue 16 item 1: hovering an attackable territory shows the engine's forecast before "
    "anything is committed",
    "[ui][battle]") {
    UiDriver ui({1280, 720, 21, fresh_folder("eden-ui-battle-forecast")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 31);
    const OpenFront* o = nullptr;
    for (int i = 0; i < 20000 && !(o = attack_offered(ui)); ++i)
        if (!alice.step()) ui.tick();
    REQUIRE(o);
    const OpenFront open = *o;
    const auto& state = ui.app().game->state();
    const auto before = state.action_count();
    const AttackPreview expected = preview_attack(state, state.pending().player, open.frontier);
    CHECK(hovered_defense(ui, open) == expected.forecast.defender.total);
    CHECK(state.action_count() == before);  // nothing committed by hovering
    ui.screenshot(battle_screens_dir() / "battle-forecast-1280x720.png");
    ui.resize(1920, 1080);
    CHECK(hovered_defense(ui, open) == expected.forecast.defender.total);
    ui.screenshot(battle_screens_dir() / "battle-forecast-1920x1080.png");
}

TEST_CASE(
    "Issue 16 item 2: a person's battle ends in a result panel naming the winner and the "
    "territory, held until he clicks Continue",
    "[ui][battle]") {
    UiDriver ui({1280, 720, 22, fresh_folder("eden-ui-battle-result")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 32);
    bool live_shot = false;
    for (int i = 0; i < 40000 && !ui.app().battle_report.showing && !ui.app().game->over(); ++i) {
        const auto& game = *ui.app().game;
        if (!live_shot && game.state().phase() == Phase::conquest &&
            game.state().conquest().battle && !game.bot_to_move() &&
            game.hot_seat().may_draw_game()) {
            // The battle section while units are added: each side's row and its count.
            ui.screenshot(battle_screens_dir() / "battle-section-1280x720.png");
            CHECK(item_starting(ui, "Forecast defense ") == nullptr);  // no stray tooltip
            live_shot = true;
        }
        if (!alice.step()) ui.tick();
    }
    REQUIRE(ui.app().battle_report.showing);
    CHECK(ui.app().battle_report.held);
    const app::BattleResult result =
        ui.app().game->battles().finished().at(*ui.app().battle_report.showing);
    REQUIRE(result.kind == app::BattleKind::players);
    ui.ticks(2);
    const auto* verdict = item_starting(ui, "Battle result: ");
    REQUIRE(verdict);
    const app::RecordedFront f = result.fronts.front();
    const std::string attacker =
        ui.app().game->state().setup().players.at(static_cast<std::size_t>(result.attacker)).name;
    // The territory in words (issue 33 item 6), as the log names it.
    const std::string where = app::screen_words(ui.app(), to_string(f.at), true);
    if (f.attacker_won)
        CHECK(verdict->id == "Battle result: " + attacker + " wins and takes " + where);
    else
        CHECK(verdict->id.rfind("Battle result: The defense holds " + where, 0) == 0);
    ui.screenshot(battle_screens_dir() / "battle-result-1280x720.png");
    // It stays while nobody dismisses it: the bots wait too.
    const auto actions = ui.app().game->state().action_count();
    ui.ticks(20);
    CHECK(ui.app().battle_report.showing);
    CHECK(ui.app().game->state().action_count() == actions);
    ui.resize(1920, 1080);
    ui.screenshot(battle_screens_dir() / "battle-result-1920x1080.png");
    ui.click("Continue (Enter)");
    CHECK_FALSE(ui.app().battle_report.showing);
    CHECK_FALSE(item_starting(ui, "Battle result: "));
    ui.screenshot(battle_screens_dir() / "battle-marked-1920x1080.png");
    if (f.attacker_won) {
        // The board marks the territory that changed hands until the turn is over.
        const auto changed = ui.app().game->battles().finished().back().taken;
        CHECK_FALSE(changed.empty());
    }
}

TEST_CASE(
    "Issue 16 item 2: a bots' battle is shown at the bots' pace, and never holds a game whose "
    "bots are skipped",
    "[ui][battle]") {
    UiDriver ui({1280, 720, 23, fresh_folder("eden-ui-battle-bots")});
    start_game_by_mouse(ui, {SeatKind::bot, SeatKind::bot});
    // A pause far longer than the test: a bots' battle's panel stays until dismissed.
    ui.app().settings.bot_delay_ms = 1000000;
    for (int i = 0; i < 20000 && !ui.app().battle_report.showing && !ui.app().game->over(); ++i)
        ui.tick();
    REQUIRE(ui.app().battle_report.showing);
    CHECK_FALSE(ui.app().battle_report.held);
    const auto actions = ui.app().game->state().action_count();
    ui.ticks(5);
    CHECK(ui.app().game->state().action_count() == actions);  // the bots wait while it is read
    ui.screenshot(battle_screens_dir() / "battle-result-bots-1280x720.png");
    // Skip: the panel goes and the bots play on through their next battles without a stop.
    ui.click("Skip (S)");
    CHECK_FALSE(ui.app().battle_report.showing);
    const std::size_t battles = ui.app().game->battles().finished().size();
    for (int i = 0; i < 20000 && !ui.app().game->over() &&
                    ui.app().game->battles().finished().size() < battles + 3;
         ++i) {
        ui.tick();
        REQUIRE_FALSE(ui.app().battle_report.showing);
    }
    CHECK(ui.app().game->battles().finished().size() >= battles + 3);
}

namespace {

// The probe items whose id starts with `prefix`.
std::vector<std::string> items_starting(UiDriver& ui, const std::string& prefix) {
    std::vector<std::string> out;
    for (const auto& it : ui.frame().items)
        if (it.id.rfind(prefix, 0) == 0) out.push_back(it.id);
    return out;
}

}  // namespace

TEST_CASE(
    "Issue 15: a dragon attack shows as a battle: the dragons' cards stand on their front as "
    "chips, in the battle section and in the result panel",
    "[ui][battle][dragons]") {
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-battle-dragons")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot, SeatKind::bot}, "King of Eden");
    // Every battle's panel stays until dismissed, the dragons' too (the person clicks Continue).
    ui.app().settings.bot_delay_ms = 1000000;
    Person person(ui, 7);
    const auto dragons_face_me = [&ui] {
        const auto& game = *ui.app().game;
        const auto& s = game.state();
        const auto& battle = s.conquest().battle;
        return s.phase() == Phase::conquest && battle && battle->attacker == kNoPlayer &&
               !battle->fronts.front().attack.dragons.empty() && !game.bot_to_move() &&
               game.pending().player == 0 && game.hot_seat().may_draw_game() &&
               !ui.app().battle_report.showing;
    };
    for (int i = 0; i < 40000 && !ui.app().game->over() && !dragons_face_me(); ++i)
        if (!person.step()) ui.tick();
    REQUIRE(dragons_face_me());
    ui.ticks(2);
    // The battle section: a chip per dragon on the front, named, with its strength.
    const auto& deck = *ui.app().game->state().setup().dragons;
    const auto& on_front = ui.app().game->state().conquest().battle->fronts.front().attack.dragons;
    const auto chips = items_starting(ui, "Dragon chip: ");
    CHECK(chips.size() == on_front.size());
    for (const DragonUnitView& d : on_front) {
        const std::string name = deck.card(d.card)->name;
        CHECK(std::any_of(chips.begin(), chips.end(), [&](const std::string& c) {
            return c.rfind("Dragon chip: " + name + " ", 0) == 0;
        }));
    }
    ui.screenshot(battle_screens_dir() / "battle-dragons-section-1280x720.png");
    // Played on until the dragons' battle ends: its result panel lists the dragons' front.
    const auto dragons_report = [&ui] {
        const auto& r = ui.app().battle_report;
        if (!r.showing) return false;
        const app::BattleResult& b = ui.app().game->battles().finished().at(*r.showing);
        return b.kind == app::BattleKind::dragons && !b.dragon_fights.empty();
    };
    for (int i = 0; i < 40000 && !ui.app().game->over() && !dragons_report(); ++i)
        if (!person.step()) ui.tick();
    REQUIRE(dragons_report());
    ui.ticks(2);
    const app::BattleResult& result =
        ui.app().game->battles().finished().at(*ui.app().battle_report.showing);
    const auto fronts = items_starting(ui, "Dragon front ");
    CHECK(fronts.size() == result.dragon_fights.size());  // a front per player's battle
    CHECK_FALSE(items_starting(ui, "Battle result: ").empty());
    std::size_t dragons_played = 0;
    for (const app::RecordedFront& f : result.fronts)
        dragons_played += f.attack.dragons.size();
    CHECK(dragons_played > 0);
    CHECK(items_starting(ui, "Dragon chip: ").size() == dragons_played);
    ui.screenshot(battle_screens_dir() / "battle-dragons-result-1280x720.png");
    ui.resize(1920, 1080);
    ui.ticks(2);
    CHECK(items_starting(ui, "Dragon chip: ").size() == dragons_played);
    ui.screenshot(battle_screens_dir() / "battle-dragons-result-1920x1080.png");
}
