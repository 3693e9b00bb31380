// The app's payment widget without a screen (the issue: every player choice is made on screen,
// "pay for me" only fills it in): the plan a person edits stays within what he holds, and the
// engine alone says whether it pays.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <optional>
#include <string>

#include "app/session/only_way.hpp"
#include "app/session/payment_editor.hpp"
#include "eden/text/card_text.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden::app;
using namespace eden_test;
using nlohmann::json;

namespace {

constexpr std::size_t kOre = 3;  // kResourceColors: white green red grey ...

// Seat 0's setup purchase window on the two-player map with a Skeleton bought and its payment
// waiting; 3 ore lie on his portal and he has 2 pure energy, so every kind of funds is there.
GameState at_payment() {
    GameState s(conquest_setup());
    pass_until(
        s, [](const GameState& g) { return g.conquest().step == ConquestStep::settle_purchase; });
    s = edited(s, [](json& j) {
        set_resources(j, Hex{4, -2}, TileColor::grey, 3);
        set_pure_energy(j, 0, 2);
    });
    must_apply(s, Buy{world_card(s, "skeleton", 0)});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    return s;
}

PaymentPlan offered_plan(const GameState& s) {
    return std::get<Pay>(s.pending().options.front()).plan;
}

}  // namespace

TEST_CASE("Payment widget: the payer's funds are the engine's, each crystal value with its card",
          "[app]") {
    const GameState s = at_payment();
    const auto choice = s.payment_choice();
    REQUIRE(choice);
    CHECK(choice->payment.player == 0);
    REQUIRE(choice->crystal_cards.size() == choice->funds.crystal_values.size());
    CHECK_FALSE(choice->crystal_cards.empty());
    for (std::size_t i = 0; i < choice->crystal_cards.size(); ++i) {
        const CardDef& def = s.setup().cards->cards.at(static_cast<std::size_t>(
            s.conquest().cards.at(static_cast<std::size_t>(choice->crystal_cards[i])).def));
        CHECK(def.kind == CardKind::energy_crystal);
        CHECK(def.crystal_value == choice->funds.crystal_values[i]);
    }
    CHECK(choice->funds.resources.at(Hex{4, -2}).by_type[kOre] == 3);
    CHECK(choice->funds.pure_energy == 2);
    // The engine's own "pay for me" plan is a plan of these funds.
    CHECK_FALSE(why_invalid_plan(choice->payment.cost, choice->funds, offered_plan(s)));
}

TEST_CASE(
    "Payment widget: the engine's plan is chosen at first (one click pays) - cleared, the engine "
    "says what is missing",
    "[app]") {
    const GameState s = at_payment();
    PaymentEditor editor;
    REQUIRE(editor.follow(s));
    CHECK(editor.plan() == offered_plan(s));
    CHECK_FALSE(editor.why_not(s));
    editor.clear();
    CHECK(editor.plan() == PaymentPlan{});
    CHECK(editor.chosen_text() == "nothing yet");
    const auto why = editor.why_not(s);
    REQUIRE(why);
    CHECK(*why == *s.why_illegal(Pay{PaymentPlan{}}));
}

TEST_CASE("Payment widget: Pay for me fills in the engine's plan, which the engine accepts",
          "[app]") {
    GameState s = at_payment();
    PaymentEditor editor;
    editor.follow(s);
    editor.clear();  // from nothing chosen
    REQUIRE(editor.fill_for_me(s.pending()));
    CHECK(editor.plan() == offered_plan(s));
    CHECK_FALSE(editor.why_not(s));
    CHECK(editor.chosen_text() != "nothing yet");
    must_apply(s, editor.action());
    CHECK_FALSE(s.conquest().payment);
    CHECK_FALSE(editor.follow(s));
    CHECK_FALSE(editor.active());
}

TEST_CASE("Payment widget: a plan made by hand, card by card, is the one the engine checks",
          "[app]") {
    GameState s = at_payment();
    const PaymentPlan wanted = offered_plan(s);
    PaymentEditor editor;
    editor.follow(s);
    editor.clear();  // from nothing chosen
    for (int i : wanted.crystal_indices)
        editor.toggle_crystal(i);
    for (const auto& [hex, counts] : wanted.taken)
        for (std::size_t t = 0; t < counts.by_type.size(); ++t)
            editor.take(hex, t, counts.by_type[t]);
    editor.set_pure_energy(wanted.pure_energy);
    CHECK(editor.plan() == wanted);
    CHECK_FALSE(editor.why_not(s));
    // One card more than needed: the engine's reason, and the plan is unchanged by asking.
    const int extra = [&] {
        for (int i = 0; i < static_cast<int>(editor.choice().funds.crystal_values.size()); ++i)
            if (!editor.crystal_chosen(i)) return i;
        return -1;
    }();
    if (extra >= 0) {
        editor.toggle_crystal(extra);
        CHECK(editor.crystal_chosen(extra));
        const auto why = editor.why_not(s);
        REQUIRE(why);
        CHECK(*why == *s.why_illegal(editor.action()));
        editor.toggle_crystal(extra);
        CHECK_FALSE(editor.crystal_chosen(extra));
        CHECK(editor.plan() == wanted);
    }
}

TEST_CASE("Payment widget: the choice stays within what the payer holds", "[app]") {
    const GameState s = at_payment();
    PaymentEditor editor;
    editor.follow(s);
    editor.clear();  // from nothing chosen
    const int crystals = static_cast<int>(editor.choice().funds.crystal_values.size());
    editor.toggle_crystal(-1);
    editor.toggle_crystal(crystals);
    CHECK(editor.plan().crystal_indices.empty());
    // Resources: between none and what lies there, and only from his own territories.
    editor.take(Hex{4, -2}, kOre, 5);
    CHECK(editor.taken(Hex{4, -2}, kOre) == 3);
    editor.take(Hex{4, -2}, kOre, -1);
    CHECK(editor.taken(Hex{4, -2}, kOre) == 2);
    CHECK(editor.chosen_text() == resource_count_text(2, TileColor::grey));
    editor.take(Hex{4, -2}, kOre, -9);
    CHECK(editor.taken(Hex{4, -2}, kOre) == 0);
    CHECK(editor.plan().taken.empty());  // no empty entry is left behind
    editor.take(Hex{0, 0}, kOre, 1);     // the Heart: not his
    CHECK(editor.plan().taken.empty());
    // Pure energy: between none and what he has.
    editor.set_pure_energy(7);
    CHECK(editor.plan().pure_energy == 2);
    editor.set_pure_energy(-1);
    CHECK(editor.plan().pure_energy == 0);
    editor.set_pure_energy(1);
    editor.clear();
    CHECK(editor.plan() == PaymentPlan{});
}

TEST_CASE(
    "Payment widget: the plan lasts while its payment is pending, and a new one starts with the "
    "engine's plan",
    "[app]") {
    const GameState s = at_payment();
    PaymentEditor editor;
    editor.follow(s);
    editor.clear();  // from nothing chosen
    editor.set_pure_energy(1);
    REQUIRE(editor.follow(s));  // the next frame: the same payment
    CHECK(editor.plan().pure_energy == 1);
    // Undo: the Skeleton is not bought yet, nothing to pay.
    CHECK_FALSE(editor.follow(s.undone()));
    CHECK_FALSE(editor.active());
    // Bought again: a payment chosen afresh.
    REQUIRE(editor.follow(s));
    CHECK(editor.plan() == offered_plan(s));
}

TEST_CASE("Payment widget: a click on a territory takes one more of what lies there", "[app]") {
    const GameState s = at_payment();
    PaymentEditor editor;
    editor.follow(s);
    editor.clear();  // from nothing chosen
    const auto marked = editor.territories();
    CHECK(std::find(marked.begin(), marked.end(), Hex{4, -2}) != marked.end());
    // His portal holds the shards of his setup and the 3 ore: shards first, then ore.
    const int shards = editor.choice().funds.resources.at(Hex{4, -2}).by_type[0];
    for (int i = 0; i < shards; ++i)
        CHECK(editor.take_one_from(Hex{4, -2}) == std::optional<std::size_t>(0));
    for (int i = 0; i < 3; ++i)
        CHECK(editor.take_one_from(Hex{4, -2}) == std::optional<std::size_t>(kOre));
    CHECK_FALSE(editor.take_one_from(Hex{4, -2}));  // all taken
    CHECK(editor.taken(Hex{4, -2}, kOre) == 3);
    CHECK_FALSE(editor.take_one_from(Hex{0, 0}));  // the Heart: not his
}

// --- Fewer clicks (issue 16 item 5): a payment with one way to pay is no choice -------------

namespace {

bool is_card(const GameState& s, CardId card, const char* id) {
    const auto& def = s.setup().cards->cards.at(
        static_cast<std::size_t>(s.conquest().cards.at(static_cast<std::size_t>(card)).def));
    return def.id == id;
}

// Seat 0 at his setup purchase holding, of the Energy Crystals, only `smalls` Small ones (and
// one Medium if `medium`); `edit` lays resources and pure energy.
GameState at_setup_purchase(
    int smalls, bool medium, const std::function<void(json&)>& edit = [](json&) {}) {
    GameState s(conquest_setup());
    pass_until(
        s, [](const GameState& g) { return g.conquest().step == ConquestStep::settle_purchase; });
    const auto small_ids = cards_named(s, "small_energy_crystal", 0);
    const auto medium_ids = cards_named(s, "medium_energy_crystal", 0);
    REQUIRE(static_cast<int>(small_ids.size()) >= smalls);
    REQUIRE_FALSE(medium_ids.empty());
    return edited(s, [&](json& j) {
        for (std::size_t i = 0; i < small_ids.size(); ++i)
            move_card(j, small_ids[i], 0, static_cast<int>(i) < smalls ? "hand" : "deck");
        for (std::size_t i = 0; i < medium_ids.size(); ++i)
            move_card(j, medium_ids[i], 0, medium && i == 0 ? "hand" : "deck");
        set_pure_energy(j, 0, 0);
        edit(j);
    });
}

Action buy_small_crystal(const GameState& s) {
    for (const Action& a : s.pending().options)
        if (const auto* b = std::get_if<Buy>(&a); b && is_card(s, b->card, "small_energy_crystal"))
            return a;
    FAIL("no Small Energy Crystal on offer");
    return Done{};
}

}  // namespace

TEST_CASE("Only payment: one kind of Energy Crystal to pay with is one way to pay", "[app]") {
    GameState s = at_setup_purchase(2, false);
    must_apply(s, Buy{world_card(s, "skeleton", 0)});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    // Two Small Energy Crystals, either of which pays: alike, so no choice.
    const auto only = only_payment_plan(s);
    REQUIRE(only);
    CHECK(only->crystal_indices.size() == 1);
    CHECK(only->taken.empty());
    CHECK_FALSE(s.why_illegal(Pay{*only}));
}

TEST_CASE("Only payment: a Small or a Medium Energy Crystal is the payer's choice", "[app]") {
    GameState s = at_setup_purchase(2, true);
    must_apply(s, Buy{world_card(s, "skeleton", 0)});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    CHECK_FALSE(only_payment_plan(s));
}

TEST_CASE("Only payment: crystal shards on one territory, or all of them, are one way to pay",
          "[app]") {
    const Hex portal{4, -2}, other{3, -2};
    SECTION("3 shards on the portal: 2 of them") {
        GameState s = at_setup_purchase(
            0, false, [&](json& j) { set_resources(j, portal, TileColor::white, 3); });
        must_apply(s, buy_small_crystal(s));
        const auto only = only_payment_plan(s);
        REQUIRE(only);
        CHECK(only->taken.at(portal).by_type[0] == 2);
        CHECK_FALSE(s.why_illegal(Pay{*only}));
    }
    SECTION("1 shard on each of two territories: both") {
        GameState s = at_setup_purchase(0, false, [&](json& j) {
            set_resources(j, portal, TileColor::white, 1);
            set_control(j, other, 0);
            set_resources(j, other, TileColor::white, 1);
        });
        must_apply(s, buy_small_crystal(s));
        const auto only = only_payment_plan(s);
        REQUIRE(only);
        CHECK(only->taken.size() == 2);
        CHECK_FALSE(s.why_illegal(Pay{*only}));
    }
    SECTION("2 shards on one territory and 1 on another: which ones is his choice") {
        GameState s = at_setup_purchase(0, false, [&](json& j) {
            set_resources(j, portal, TileColor::white, 2);
            set_control(j, other, 0);
            set_resources(j, other, TileColor::white, 1);
        });
        must_apply(s, buy_small_crystal(s));
        CHECK_FALSE(only_payment_plan(s));
    }
    SECTION("pure energy could stand in for the shards: his choice") {
        GameState s = at_setup_purchase(0, false, [&](json& j) {
            set_resources(j, portal, TileColor::white, 2);
            set_pure_energy(j, 0, 1);
        });
        must_apply(s, buy_small_crystal(s));
        CHECK_FALSE(only_payment_plan(s));
    }
}

TEST_CASE("Only payment: nothing when no payment is pending", "[app]") {
    const GameState s = at_setup_purchase(2, false);
    CHECK_FALSE(only_payment_plan(s));
}
