// Issue 16 items 3, 6 and 8, from where the player sits: an ability offer shows what the
// ability does, a card named in a choice enlarges on hover, F1 opens rules written for players
// (How to play, Glossary, and the designers' Parameters on their own tab), counters explain
// themselves on hover, and the choices, the hand and the market fit the window at 1280x720,
// also at UI scale 1.5.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>

#include "app/session/labels.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

bool words_persons_turn(UiDriver& ui) {
    const auto& game = *ui.app().game;
    return !game.over() && !game.bot_to_move() && game.hot_seat().may_draw_game() &&
           !game.hot_seat().curtain_for() && !ui.app().confirm;
}

template <class Stop>
void words_play_until(UiDriver& ui, Person& people, Stop stop, int max_steps = 30000) {
    for (int i = 0; i < max_steps; ++i) {
        if (stop()) return;
        if (!people.step()) ui.tick();
    }
    throw UiError("the game never reached the moment the test waits for");
}

bool has_prefix(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// The person must choose whether to trigger an ability of a unit already on a front: the
// offer is in the choices list, not on a card of the hand.
std::optional<TriggerAbility> ability_offer_in_choices(UiDriver& ui) {
    if (!words_persons_turn(ui)) return std::nullopt;
    for (const Action& a : ui.app().game->pending().options)
        if (const auto* t = std::get_if<TriggerAbility>(&a))
            if (const auto* item = ui.find(action_probe_id(a)); item && item->box.y0 > 0) {
                // A card of the hand carries its own buttons; the choices list is the subject.
                const auto& hand =
                    ui.app()
                        .game->state()
                        .conquest()
                        .players.at(static_cast<std::size_t>(ui.app().game->pending().player))
                        .piles.hand;
                if (std::find(hand.begin(), hand.end(), t->card) == hand.end()) return *t;
            }
    return std::nullopt;
}

// Every button of a choice lies inside the window, left to right: nothing needs a sideways
// scroll to be read or clicked. `cards_too`: the buttons on the cards of the strip as well
// (a hand of five at scale 1; a long market or a larger scale still scrolls the strip).
void check_choices_fit(UiDriver& ui, int width, bool cards_too = true) {
    // A card's window learns it needs a scrollbar one frame after it first appears.
    ui.ticks(2);
    int actions = 0;
    for (const auto& item : ui.frame().items) {
        if (!has_prefix(item.id, "action:")) continue;
        // The strip of cards takes the left of the bottom panel, the choices its right.
        if (!cards_too && item.box.x0 < static_cast<float>(width) * 0.68f) continue;
        ++actions;
        INFO(item.label);
        CHECK(item.box.x0 >= 0.0f);
        CHECK(item.box.x1 <= static_cast<float>(width) + 0.5f);
        // Inside its scrolling window's width too: the strip never scrolls sideways.
        CHECK(item.box.x1 <= item.scroll_area.x1 + 0.5f);
    }
    CHECK(actions > 0);
}

}  // namespace

TEST_CASE("Issue 16 item 3: an ability offer shows the ability's words, and its card on hover",
          "[ui]") {
    UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-words-ability")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human});
    Person people(ui, 7);
    std::optional<TriggerAbility> offer;
    words_play_until(ui, people,
                     [&] { return (offer = ability_offer_in_choices(ui)).has_value(); });
    const GameState& state = ui.app().game->state();
    const std::string words = app::ability_words(state, offer->card, offer->ability);
    REQUIRE_FALSE(words.empty());
    // The button's words: the item recorded under its label, in the same place as the
    // item recorded under its action.
    const auto* action_item = ui.find(action_probe_id(*offer));
    REQUIRE(action_item);
    const app::probe::Item* button = nullptr;
    for (const auto& item : ui.frame().items)
        if (!has_prefix(item.id, "action:") && item.box.x0 == action_item->box.x0 &&
            item.box.y0 == action_item->box.y0)
            button = &item;
    REQUIRE(button);
    // The button says what the ability does, whole ("Trigger ability 1 of ..." said nothing).
    CHECK(button->label.find(words) != std::string::npos);
    CHECK(button->label.find(card_name(state, offer->card)) != std::string::npos);
    // Resting the mouse on it shows the card.
    ui.move_to(button->box.cx(), button->box.cy());
    ui.tick();
    CHECK(ui.has("tooltip:card:" + card_name(state, offer->card)));
}

TEST_CASE("Issue 16 item 3: a card named in the log enlarges to the card on hover", "[ui]") {
    UiDriver ui({1280, 720, 5, fresh_folder("eden-ui-words-log")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 2);
    // Settling names the chosen units in the log.
    words_play_until(ui, alice, [&] {
        return words_persons_turn(ui) && ui.app().game->state().phase() == Phase::conquest &&
               ui.app().game->state().conquest().round >= 1;
    });
    const auto& log = ui.app().game->log();
    const GameState& state = ui.app().game->state();
    std::string named;
    for (auto it = log.rbegin(); it != log.rend() && named.empty(); ++it)
        for (const CardDef& c : state.setup().cards->cards)
            if (c.kind == CardKind::unit && it->find(c.name) != std::string::npos) named = c.name;
    REQUIRE_FALSE(named.empty());
    // The log is text, not buttons: the person moves over its lines until the card shows.
    bool shown = false;
    for (float y = 200; y < 620 && !shown; y += 6) {
        ui.move_to(1280 - 150, y);
        for (const auto& item : ui.frame().items)
            if (has_prefix(item.id, "tooltip:card:")) shown = true;
    }
    CHECK(shown);
}

TEST_CASE(
    "Issue 16 item 6: F1 opens the rules in three tabs - How to play has no parameter ids - the "
    "Glossary explains the terms",
    "[ui]") {
    UiDriver ui({1280, 720, 4, fresh_folder("eden-ui-words-rules")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 3);
    words_play_until(ui, alice, [&] { return ui.app().game->state().action_count() > 8; });
    ui.key(SDLK_F1);
    REQUIRE(ui.app().show_rules);
    CHECK(ui.has("How to play"));
    CHECK(ui.has("Glossary"));
    CHECK(ui.has("Parameters"));
    // The first tab is the players': its texts are read through the probe.
    std::vector<std::string> texts;
    for (const auto& item : ui.frame().items)
        if (has_prefix(item.id, "text:")) texts.push_back(item.id.substr(5));
    REQUIRE(texts.size() > 10);
    const Ruleset& ruleset = ui.app().data.rulesets.at("standard");
    const std::regex ids(R"(\bU\d+\b|\b00[0-4]\b)");
    for (const std::string& t : texts) {
        INFO(t);
        CHECK_FALSE(std::regex_search(t, ids));
        for (const auto& [id, line] : ruleset.descriptions)
            CHECK(t.find(id) == std::string::npos);
    }
    CHECK(std::any_of(texts.begin(), texts.end(), [](const std::string& t) {
        return t.find("set Energy Crystals aside now to spend them when buying") !=
               std::string::npos;
    }));
    ui.click("Parameters");
    CHECK_FALSE(ui.has("text:A battle, step by step"));
    ui.click("Glossary");
    ui.key(SDLK_F1);
    CHECK_FALSE(ui.app().show_rules);
}

TEST_CASE("Issue 16 item 6: a counter explains its word on hover - the market says what is missing",
          "[ui]") {
    UiDriver ui({1280, 720, 6, fresh_folder("eden-ui-words-terms")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 4);
    words_play_until(ui, alice, [&] {
        return words_persons_turn(ui) && ui.has("term:Pure energy") &&
               ui.app().game->pending().kind == DecisionKind::purchase &&
               ui.app().game->state().conquest().step == ConquestStep::purchasing;
    });
    const auto* counter = ui.find("term:Pure energy");
    REQUIRE(counter);
    ui.move_to(counter->box.cx(), counter->box.cy());
    CHECK(ui.has("tooltip:Pure energy"));
    const auto* aside = ui.find("term:Set aside");
    REQUIRE(aside);
    ui.move_to(aside->box.cx(), aside->box.cy());
    CHECK(ui.has("tooltip:Set aside"));
    // The market: every card the engine lets him buy has its Buy button; his World holds more
    // than he can afford, and those are on the strip too (without a button).
    const Decision d = ui.app().game->pending();
    for (const Action& a : d.options)
        if (std::holds_alternative<Buy>(a)) CHECK(ui.has(action_probe_id(a)));
    check_choices_fit(ui, 1280, false);
}

TEST_CASE(
    "Issue 16 item 8: at 1280x720 the choices and a hand of five fit the window - at UI scale 1.5 "
    "the choices do",
    "[ui]") {
    UiDriver ui({1280, 720, 8, fresh_folder("eden-ui-words-room")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 6);
    const auto conquest_choice = [&] {
        return words_persons_turn(ui) && ui.app().game->state().phase() == Phase::conquest &&
               ui.app().game->state().conquest().round >= 1 && !ui.frame().hand_cards.empty();
    };
    words_play_until(ui, alice, conquest_choice);
    check_choices_fit(ui, 1280);
    // UI scale 1.5: what the Menu's slider sets, given as the app's --ui-scale would.
    ui.app().settings.ui_scale = 1.5f;
    ui.ticks(3);
    check_choices_fit(ui, 1280, false);
    // A purchase at scale 1.5: the choices still fit beside the market.
    words_play_until(ui, alice, [&] {
        return conquest_choice() && ui.app().game->pending().kind == DecisionKind::purchase;
    });
    check_choices_fit(ui, 1280, false);
}
