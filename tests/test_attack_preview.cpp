// The forecast before a front opens and the count reported when fronts are counted (issue 16
// items 1 and 2; 003 §Battle rules "Battle" steps 3 and 7, "Full Control vs Partial Control, Base
// Defense", "Bonuses"; 003 §Expansion phase, an additional subphase's cost).
//
// Positions as in test_battle.cpp: data/maps/two_players.json, Alice (seat 0) holds (3,-2) and
// (3,-1) next to her portal (4,-2); the wild (2,-1) lies at distance 2 (base defense 1).
#include <catch2/catch.hpp>

#include "eden/battle/attack_preview.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kPreviewA{3, -2};
const Hex kPreviewW2{2, -1};

const GameState& preview_base() {
    static const GameState s = bare_first_expansion();
    return s;
}

}  // namespace

TEST_CASE(
    "003 Battle step 3: a wild territory's preview is its base defense, at no cost in the "
    "first subphase",
    "[forecast][preview]") {
    CardId warden{};
    GameState s = edited(preview_base(), [&](json& j) {
        warden = give_card(j, 0, "stone_warden", "hand");
        give_spare_unit(j, 0);  // a unit left in hand keeps the battle open
    });
    const AttackPreview p = preview_attack(s, 0, {kPreviewA, kPreviewW2});
    CHECK(p.defender == kNoPlayer);
    REQUIRE(p.why_base_defense);
    CHECK(p.defender_hand == 0);
    CHECK(p.forecast.defender.total == 1);  // base defense at distance 2
    REQUIRE_FALSE(p.forecast.defender.items.empty());
    CHECK(p.forecast.defender.items[0].is("strength.base_defense"));
    CHECK(p.forecast.attacker.total == 0);  // no unit yet, no bonus
    CHECK(p.cost == 0);
    CHECK_FALSE(p.additional_subphase);
    // Once the front opens with the Stone Warden, the defense is the one the preview showed.
    must_apply(s, OpenFront{{kPreviewA, kPreviewW2}, warden});
    REQUIRE(s.front_forecast(0));
    CHECK(s.front_forecast(0)->defender == p.forecast.defender);
}

TEST_CASE(
    "003 Full Control: the preview says a fully controlled territory may be defended by "
    "hand, with how many cards its owner holds",
    "[forecast][preview]") {
    const GameState s = edited(preview_base(), [&](json& j) {
        bob_fully_controls_w2(j);
        give_card(j, 1, "stone_warden", "hand");
        give_card(j, 1, "stone_warden", "hand");
    });
    const AttackPreview p = preview_attack(s, 0, {kPreviewA, kPreviewW2});
    CHECK(p.defender == 1);
    CHECK_FALSE(p.why_base_defense);
    CHECK(p.defender_hand == static_cast<int>(s.conquest().players[1].piles.hand.size()));
    CHECK(p.defender_hand >= 2);
}

TEST_CASE("003 Full Control: cut off from its portal, a territory stands on its base defense",
          "[forecast][preview]") {
    const GameState s = edited(preview_base(), [&](json& j) { set_control(j, kPreviewW2, 1); });
    const AttackPreview p = preview_attack(s, 0, {kPreviewA, kPreviewW2});
    CHECK(p.defender == 1);
    REQUIRE(p.why_base_defense);
    CHECK(p.forecast.defender.items[0].is("strength.base_defense"));
}

TEST_CASE("003 Expansion phase: in an additional subphase the preview gives the front's cost",
          "[forecast][preview]") {
    const GameState s =
        edited(preview_base(), [&](json& j) { j["conquest"]["turn"]["subphase"] = 1; });
    const AttackPreview p = preview_attack(s, 0, {kPreviewA, kPreviewW2});
    CHECK(p.additional_subphase);
    CHECK(p.cost == additional_subphase_cost(s.map(), s.rules(), 0, kPreviewW2));
    CHECK(p.cost > 0);
}

TEST_CASE(
    "003 Battle step 7: the counted front reports its itemised count and each unit's "
    "strength",
    "[battle][forecast]") {
    CardId w1{};
    GameState s = edited(preview_base(), [&](json& j) {
        w1 = give_card(j, 0, "stone_warden", "hand");
        give_spare_unit(j, 0);  // a unit left in hand keeps the battle open
    });
    must_apply(s, OpenFront{{kPreviewA, kPreviewW2}, w1});
    const FrontForecast before = *s.front_forecast(0);
    const auto live = front_units(s, 0, true);
    REQUIRE(live.size() == 1);
    CHECK(live[0].card == w1);
    CHECK(live[0].strength == 3);
    const FrontResolved r = only_resolved_front(concat({}, finish_battle(s)));
    CHECK(r.count == before);
    CHECK(r.attacker_strength == r.count.attacker.total);
    REQUIRE(r.attacker_units.size() == 1);
    CHECK(r.attacker_units[0].card == w1);
    CHECK(r.attacker_units[0].strength == 3);  // Stone Warden: 3 (its +2 is for defending)
    CHECK(r.defender_units.empty());           // a wild territory: base defense
}
