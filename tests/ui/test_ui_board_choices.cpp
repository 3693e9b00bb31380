// The board is the interface (issue 33 item 6): in `classic` (002, RULES.md §5 C2, C8) troops
// are placed by a click on an own territory and moved by a click on the origin then one on the
// destination (or a drag), each click sending the one action the decision offers; hovering a
// choice in the choices panel outlines its hexes on the board; choices name territories in
// words, coordinates only with the designer's overlay (F3); the panel's exit stays pinned with a
// key, and near-duplicate swaps are one choice with two pickers.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>

#include "app/session/new_game.hpp"
#include "app/session/save_slots.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "bots/bot.hpp"
#include "data/data_files.hpp"
#include "data/save_files.hpp"
#include "eden/conquest/troops.hpp"
#include "eden/core/save.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

// A game of `ruleset` for two seats, played by heuristic bots until `stop` holds.
template <typename Stop>
GameState played_until(const data::GameData& data, const std::string& ruleset, std::uint64_t seed,
                       Stop stop) {
    app::NewGameChoice choice = app::default_new_game(data, seed);
    choice.seats.resize(2);
    choice.ruleset = ruleset;
    GameState s(app::make_setup(data, choice));
    const auto bot = bots::make_bot("heuristic", seed);
    for (int i = 0; i < 20000 && !stop(s); ++i) {
        if (s.pending().player < 0) break;
        REQUIRE(s.apply(bot->choose(s, s.pending())));
    }
    REQUIRE(stop(s));
    return s;
}

// The game loaded by a person from the title's Load dialog, both seats people, curtain lifted.
void load_by_clicks(UiDriver& ui, const std::string& name, const GameState& game) {
    const std::filesystem::path dir = ui.app().save_dir;
    std::filesystem::create_directories(app::saves_folder(dir));
    const std::string text = nlohmann::json{
        {"format", data::kAppGameFormat},
        {"seats", {"human", "human"}},
        {"save",
         make_save(game)}}.dump();
    std::ofstream(app::save_file_for(dir, "board choices")) << text;
    // Kept beside the screenshots, for a designer to open in a window (eden --load).
    std::ofstream(screens_folder() / (name + ".save.json")) << text;
    ui.click("Load a saved game (O)");
    const auto slots = app::list_saves(dir);
    REQUIRE(slots.size() == 1);
    ui.click(slots[0].name + "  \xc2\xb7  " + slots[0].modified);
    if (ui.app().confirm) ui.click("Load (Enter)");
    REQUIRE(ui.app().game);
    if (ui.app().game->hot_seat().curtain_for()) ui.click_at(200, 300);
    ui.ticks(3);
}

bool has_coordinates(const std::string& text) {
    static const std::regex hex(R"(\(-?\d+,-?\d+\))");
    return std::regex_search(text, hex);
}

// The label of a choice's button in the choices panel (recorded once under its words).
std::string choice_label(UiDriver& ui, const Action& a) {
    const auto* button = ui.find(action_probe_id(a));
    REQUIRE(button != nullptr);
    for (const auto& it : ui.frame().items)
        if (it.id.rfind("action:", 0) != 0 && it.box.x0 == button->box.x0 &&
            it.box.y0 == button->box.y0)
            return it.label;
    return {};
}

}  // namespace

TEST_CASE("Issue 33 item 6: a classic troop is placed and moved by clicks on the board",
          "[ui][board-choices]") {
    const auto data = data::load_game_data(data::default_data_dir());
    const GameState settle = played_until(data, "classic", 2, [](const GameState& s) {
        return s.pending().kind == DecisionKind::place_troops;
    });
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-board-place")});
    load_by_clicks(ui, "eden-ui-board-place", settle);
    const GameState& s = ui.app().game->state();
    REQUIRE(s.pending().kind == DecisionKind::place_troops);
    const Hex at = std::get<PlaceTroop>(s.pending().options.back()).at;
    const int before = troops_on(s, at);
    const auto count = s.action_count();
    // A click on the territory on the board, not on the list.
    ui.click(hex_probe_id(at));
    CHECK(s.action_count() == count + 1);
    CHECK(troops_on(s, at) == before + 1);
    REQUIRE(std::get<PlaceTroop>(s.action_log().back()) == PlaceTroop{at});
    ui.screenshot(screens_folder() / "board-choices-place-1280x720.png");
}

TEST_CASE(
    "Issue 33 item 6: a classic troop moves by a click on its territory then on the next - and by "
    "a drag",
    "[ui][board-choices]") {
    const auto data = data::load_game_data(data::default_data_dir());
    const auto two_moves = [](const GameState& s) {
        const Decision& d = s.pending();
        return d.kind == DecisionKind::move_troops &&
               std::count_if(d.options.begin(), d.options.end(), [](const Action& a) {
                   return std::holds_alternative<MoveTroop>(a);
               }) >= 2;
    };
    const GameState moving = played_until(data, "classic", 2, two_moves);
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-board-move")});
    load_by_clicks(ui, "eden-ui-board-move", moving);
    const GameState& s = ui.app().game->state();
    REQUIRE(s.pending().kind == DecisionKind::move_troops);

    // Click, click.
    const MoveTroop m = std::get<MoveTroop>(s.pending().options.front());
    const int from = troops_on(s, m.from), to = troops_on(s, m.to);
    auto count = s.action_count();
    ui.click(hex_probe_id(m.from));
    CHECK(s.action_count() == count);  // the origin chosen, nothing sent yet
    CHECK(ui.app().selected_hex == m.from);
    ui.screenshot(screens_folder() / "board-choices-move-origin-1280x720.png");
    ui.click(hex_probe_id(m.to));
    REQUIRE(s.action_count() == count + 1);
    CHECK(std::get<MoveTroop>(s.action_log().back()) == m);
    CHECK(troops_on(s, m.from) == from - 1);
    CHECK(troops_on(s, m.to) == to + 1);

    // A drag from an origin to a destination, if one is still offered.
    const Decision now = s.pending();  // a copy: pending() returns a new Decision each call
    const auto next = std::find_if(now.options.begin(), now.options.end(), [](const Action& a) {
        return std::holds_alternative<MoveTroop>(a);
    });
    if (next != now.options.end()) {
        const MoveTroop d = std::get<MoveTroop>(*next);
        ui.ticks(2);
        const auto* a = ui.find(hex_probe_id(d.from));
        const auto* b = ui.find(hex_probe_id(d.to));
        REQUIRE(a != nullptr);
        REQUIRE(b != nullptr);
        const float ax = a->box.cx(), ay = a->box.cy(), bx = b->box.cx(), by = b->box.cy();
        count = s.action_count();
        ui.move_to(ax, ay);
        ui.press(SDL_BUTTON_LEFT, ax, ay);
        ui.tick();
        ui.move_to(bx, by);
        ui.release(SDL_BUTTON_LEFT, bx, by);
        ui.ticks(2);
        REQUIRE(s.action_count() == count + 1);
        CHECK(std::get<MoveTroop>(s.action_log().back()) == d);
    }
}

TEST_CASE(
    "Issue 33 item 6: hovering a choice outlines its hexes - choices name territories in words "
    "and coordinates only under F3",
    "[ui][board-choices]") {
    const auto data = data::load_game_data(data::default_data_dir());
    const GameState moving = played_until(data, "classic", 2, [](const GameState& s) {
        return s.pending().kind == DecisionKind::move_troops && s.pending().options.size() >= 2;
    });
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-board-hover")});
    load_by_clicks(ui, "eden-ui-board-hover", moving);
    const GameState& s = ui.app().game->state();
    const Action a = s.pending().options.front();
    const MoveTroop m = std::get<MoveTroop>(a);

    // Words, no coordinates, in the choice's label.
    const std::string label = choice_label(ui, a);
    CHECK_FALSE(has_coordinates(label));
    CHECK(label.find("your") != std::string::npos);
    INFO(label);

    // Hovered, the choice's two territories are outlined on the board.
    const auto* button = ui.find(action_probe_id(a));
    REQUIRE(button != nullptr);
    ui.move_to(button->box.cx(), button->box.cy());
    ui.ticks(2);
    std::vector<std::string> pointed;
    for (const auto& mark : ui.frame().board_marks)
        if (mark.kind == "pointed")
            for (const Hex h : {m.from, m.to})
                if (const auto* hex = ui.find(hex_probe_id(h));
                    hex && mark.box.contains(hex->box.cx(), hex->box.cy()))
                    pointed.push_back(hex_probe_id(h));
    CHECK(std::count(pointed.begin(), pointed.end(), hex_probe_id(m.from)) == 1);
    CHECK(std::count(pointed.begin(), pointed.end(), hex_probe_id(m.to)) == 1);
    ui.screenshot(screens_folder() / "board-choices-hover-1280x720.png");

    // The designer's overlay shows the coordinates beside the words.
    ui.key(SDLK_F3);
    ui.ticks(2);
    const std::string designer = choice_label(ui, a);
    CHECK(has_coordinates(designer));
    CHECK(designer.find(to_string(m.from)) != std::string::npos);
    ui.key(SDLK_F3);
}

TEST_CASE(
    "Issue 33 item 6: the choices panel keeps its exit pinned with a key - and near-duplicate "
    "swaps are one choice with two pickers",
    "[ui][board-choices]") {
    const auto data = data::load_game_data(data::default_data_dir());
    const auto many_swaps = [](const GameState& s) {
        const Decision& d = s.pending();
        return d.kind == DecisionKind::attack_subphase &&
               std::count_if(d.options.begin(), d.options.end(), [](const Action& a) {
                   return std::holds_alternative<SwapSetAside>(a);
               }) >= 4;
    };
    const GameState swapping = played_until(data, "standard", 3, many_swaps);
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-board-swaps")});
    load_by_clicks(ui, "eden-ui-board-swaps", swapping);
    const GameState& s = ui.app().game->state();
    REQUIRE(many_swaps(s));

    // One Swap button, not one a pair.
    int swap_buttons = 0;
    for (const auto& it : ui.frame().items)
        if (it.id.rfind("action:", 0) == 0 && it.id.find("swap") != std::string::npos)
            ++swap_buttons;
    CHECK(swap_buttons == 1);
    ui.screenshot(screens_folder() / "board-choices-swaps-1280x720.png");

    // The last pair offered, picked in the two pickers and sent.
    const SwapSetAside want = [&s] {
        SwapSetAside last;
        const Decision d = s.pending();
        for (const Action& a : d.options)
            if (const auto* x = std::get_if<SwapSetAside>(&a)) last = *x;
        return last;
    }();
    auto count = s.action_count();
    ui.click("Hand card");
    ui.click("swap hand:" + std::to_string(want.hand_card));
    ui.click("Set-aside card");
    ui.click("swap set aside:" + std::to_string(want.set_aside_card));
    ui.click(action_probe_id(want));
    REQUIRE(s.action_count() == count + 1);
    CHECK(std::get<SwapSetAside>(s.action_log().back()) == want);

    // The exit is in view at the top of the panel, its key shown, and the key takes it.
    ui.ticks(2);
    const auto* exit = ui.find(action_probe_id(Done{}));
    REQUIRE(exit != nullptr);
    CHECK(exit->visible);
    // Above every other choice of the panel.
    for (const auto& it : ui.frame().items)
        if (it.id.rfind("action:", 0) == 0 && it.box.x0 == exit->box.x0 && &it != exit)
            CHECK(exit->box.y0 < it.box.y0);
    bool keyed = false;
    for (const auto& it : ui.frame().items)
        if (it.box.x0 == exit->box.x0 && it.box.y0 == exit->box.y0 &&
            it.label.find("(E)") != std::string::npos)
            keyed = true;
    CHECK(keyed);
    count = s.action_count();
    ui.key(SDLK_e);
    ui.ticks(2);
    if (ui.app().confirm) ui.click(app::yes_button_words(*ui.app().confirm));
    if (ui.has("Set them aside")) ui.key(SDLK_e), ui.ticks(2);
    CHECK(s.action_count() > count);
}

TEST_CASE(
    "Issue 33 item 6: a card's Attack from button names its territory in words - coordinates "
    "only under F3",
    "[ui][board-choices]") {
    const auto data = data::load_game_data(data::default_data_dir());
    const auto may_attack = [](const GameState& s) {
        const Decision& d = s.pending();
        return d.kind == DecisionKind::attack_subphase &&
               std::any_of(d.options.begin(), d.options.end(),
                           [](const Action& a) { return std::holds_alternative<OpenFront>(a); });
    };
    const GameState attacking = played_until(data, "standard", 4, may_attack);
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-board-attack")});
    load_by_clicks(ui, "eden-ui-board-attack", attacking);
    const GameState& s = ui.app().game->state();
    REQUIRE(may_attack(s));
    Action a;
    for (const Action& o : s.pending().options)
        if (std::holds_alternative<OpenFront>(o)) a = o;
    const OpenFront front = std::get<OpenFront>(a);
    // The territory first, then the unit's button on its card, as a person attacks.
    ui.click(hex_probe_id(front.frontier.enemy));
    ui.ticks(2);
    const std::string label = choice_label(ui, a);
    INFO(label);
    CHECK(label.rfind("Attack from ", 0) == 0);
    CHECK_FALSE(has_coordinates(label));
    ui.screenshot(screens_folder() / "board-choices-attack-from-1280x720.png");

    ui.key(SDLK_F3);
    ui.ticks(2);
    const std::string designer = choice_label(ui, a);
    INFO(designer);
    CHECK(designer.find(to_string(front.frontier.allied)) != std::string::npos);
    ui.key(SDLK_F3);
    ui.ticks(1);
    // Still a click that attacks.
    const auto count = s.action_count();
    ui.click(action_probe_id(a));
    CHECK(s.action_count() == count + 1);
}

TEST_CASE(
    "Issue 33: a unit dragged from the hand onto a territory opens that front in one gesture - "
    "dropped elsewhere it does nothing",
    "[ui][board-choices]") {
    const auto data = data::load_game_data(data::default_data_dir());
    // An attack a drop decides: the unit may attack that territory from one territory only.
    const auto one_origin_attack = [](const GameState& s) -> std::optional<OpenFront> {
        const Decision& d = s.pending();
        if (d.kind != DecisionKind::attack_subphase) return std::nullopt;
        for (const Action& a : d.options) {
            const auto* o = std::get_if<OpenFront>(&a);
            if (!o) continue;
            const auto same =
                std::count_if(d.options.begin(), d.options.end(), [&](const Action& b) {
                    const auto* p = std::get_if<OpenFront>(&b);
                    return p && p->unit == o->unit && p->frontier.enemy == o->frontier.enemy;
                });
            if (same == 1) return *o;
        }
        return std::nullopt;
    };
    const GameState attacking = played_until(
        data, "standard", 4, [&](const GameState& s) { return one_origin_attack(s).has_value(); });
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-board-drag")});
    load_by_clicks(ui, "eden-ui-board-drag", attacking);
    const GameState& s = ui.app().game->state();
    const auto front = one_origin_attack(s);
    REQUIRE(front);
    const std::string card = "hand card:" + std::to_string(front->unit);
    const auto count = s.action_count();

    // Dropped on the hand again (not on the board): nothing happens, nothing stays selected.
    ui.drag(card, "hand card:" + std::to_string(front->unit), kByItsName);
    CHECK(s.action_count() == count);
    CHECK_FALSE(ui.app().dragged_unit);

    // Dropped on the territory: the front is open, the one input the drag was.
    const int inputs = ui.inputs();
    ui.drag(card, hex_probe_id(front->frontier.enemy), kByItsName);
    REQUIRE(s.action_count() == count + 1);
    CHECK(ui.inputs() == inputs + 1);
    const auto& log = s.action_log();
    REQUIRE(std::holds_alternative<OpenFront>(log.back()));
    CHECK(std::get<OpenFront>(log.back()) == *front);
    CHECK_FALSE(ui.app().dragged_unit);
}
