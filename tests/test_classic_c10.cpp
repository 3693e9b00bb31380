// What 002 does not print is not there (RULES.md §5 C10; issue 35, departures 3 to 5): no
// destroying one's own portal in `classic` (game.destroy_own_portal), no eliminated player ever
// playing a card (every ruleset), every unit discarded after a battle (battle.post_combat_returns),
// every cost in resources paid from the stock, and pure energy spent on technology only.
#include <catch2/catch.hpp>

#include "data/game_data.hpp"
#include "eden/conquest/troops.hpp"
#include "eden/core/invariants.hpp"
#include "support/battle_queries.hpp"
#include "support/classic_two_players.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::test;
using namespace eden_test;
using nlohmann::json;

namespace {

// Forge Master's ability (data/civilizations/mountain_clans.json) on the test Infantry Squad:
// "pay 2 of your civilization resource: +3 strength", the kind of cost issue 35 found unpayable.
void forge_master_ability(json& state) {
    card_definition(state, "infantry_squad")["abilities"] = json::parse(R"([
        {"timing": "immediate", "costs": [{"kind": "pay_civ_resources", "amount": 2}],
         "effects": [{"verb": "add_strength", "amount": 3}]}])");
}

// Classic, Alice's first turn: kAliceFrom hers with 4 troops, Bob's territory next to it with 1,
// two Infantry Squads in her hand; her civilization resource is crystal shards (white), which
// 003 lets pure energy stand in for.
struct ClassicTable {
    GameState state;
    Hex target;
    CardId infantry = 0;
};

ClassicTable classic_table(int stock, int pure_energy, bool forge_master = false) {
    GameState s = bare_first_expansion(2, classic_rules());
    const Hex target = bobs_target(s);
    CardId infantry{};
    s = edited(s, [&](json& j) {
        if (forge_master) forge_master_ability(j);
        j["setup"]["players"][0]["resource"] = "white";
        infantry = give_card(j, 0, "infantry_squad", "hand");
        give_card(j, 0, "infantry_squad", "hand");
        set_control(j, kAliceFrom, 0);
        set_troops(j, kAliceFrom, 4);
        set_troops(j, target, 1);
        j["conquest"]["players"][0]["stock"] = stock;
        set_pure_energy(j, 0, pure_energy);
    });
    return {s, target, infantry};
}

bool offers_kind(const GameState& s, DecisionKind kind, int seat) {
    const Decision d = s.pending();
    return d.kind == kind && d.player == seat;
}

}  // namespace

TEST_CASE(
    "RULES.md §5 C10: no player destroys his own portal in classic (game.destroy_own_portal, "
    "off: 002 prints no such rule) - 003 keeps it",
    "[classic][rules]") {
    CHECK_FALSE(classic_rules().destroy_own_portal);
    CHECK(standard_rules().destroy_own_portal);
    const GameState classic = at_first_expansion(2, classic_rules());
    REQUIRE(classic.pending().kind == DecisionKind::attack_subphase);
    CHECK_FALSE(offers(classic.pending(), DestroyOwnPortal{}));
    GameState again = classic;
    CHECK_THAT(refusal_problem(again, DestroyOwnPortal{}), Catch::Equals(""));

    const GameState standard = at_first_expansion(2, standard_rules());
    REQUIRE(standard.pending().kind == DecisionKind::attack_subphase);
    CHECK(offers(standard.pending(), DestroyOwnPortal{}));
}

TEST_CASE(
    "No eliminated player ever plays a card, whatever the battle order (RULES.md §2 Portals and "
    "elimination - 002 §Combat, RULES.md §5 C5): his territory stands on its troops alone",
    "[classic][battle][rules]") {
    // Four players under classic's turn-about battles: Carol (seat 2) is eliminated (her portal
    // destroyed, as by her own hand where a variant allows it) and keeps (3,-2), next to Alice's
    // (3,-1), with a troop on it and a unit in her hand.
    const Hex alice{3, -1}, carols{3, -2};
    CardId w1{}, carol_warden{};
    GameState s = edited(bare_first_expansion(4, classic_rules()), [&](json& j) {
        eliminate_in_json(j, 2);
        set_control(j, carols, 2);
        set_troops(j, carols, 1);
        set_troops(j, alice, 4);
        w1 = give_card(j, 0, "stone_warden", "hand");
        give_card(j, 0, "stone_warden", "hand");
        carol_warden = give_card(j, 2, "stone_warden", "hand");
    });
    REQUIRE(player(s, 2).eliminated);
    apply_all(s, {OpenFront{{alice, carols}, w1}, ChooseNumber{3}});
    std::vector<Event> events;
    for (int i = 0; i < 60 && s.conquest().battle; ++i) {
        const Decision d = s.pending();
        CHECK_FALSE((d.player == 2 &&
                     (d.kind == DecisionKind::add_unit || d.kind == DecisionKind::defend_front)));
        const ConservedTotals before = conserved_totals(s);
        const ApplyResult r = must_apply(s, passive_choice(d));
        events.insert(events.end(), r.events.begin(), r.events.end());
        const auto why = invariant_violation(before, s, r.events);
        INFO(why.value_or(""));
        REQUIRE_FALSE(why);
    }
    CHECK_FALSE(s.conquest().battle);
    CHECK_FALSE(has_event<UnitAdded>(events, [](const UnitAdded& e) { return e.player == 2; }));
    CHECK(contains(player(s, 2).piles.hand, carol_warden));
    CHECK(s.control().at(carols) == 0);  // 3 troops and a unit against her 1 troop
}

TEST_CASE("The invariants catch an eliminated player adding a unit (issue 35, every ruleset)",
          "[classic][rules]") {
    GameState s =
        edited(bare_first_expansion(4, classic_rules()), [&](json& j) { eliminate_in_json(j, 2); });
    const ConservedTotals before = conserved_totals(s);
    CHECK(before.eliminated == (1u << 2));
    CHECK_FALSE(invariant_violation(before, s, {}));
    const std::vector<Event> planted{UnitAdded{2, 0, 0}};
    const auto why = invariant_violation(before, s, planted);
    REQUIRE(why);
    CHECK(*why == "player 3, eliminated, added a unit to a front");
    // A player eliminated by the action itself may have played before he fell.
    ConservedTotals still_in = before;
    still_in.eliminated = 0;
    CHECK_FALSE(invariant_violation(still_in, s, planted));
}

TEST_CASE(
    "RULES.md §5 C5, C10: in classic every unit is discarded after the battle - no paying to "
    "return units to the World (battle.post_combat_returns off - 002 §Combat)",
    "[classic][battle][rules]") {
    CHECK_FALSE(classic_rules().post_combat_returns);
    CHECK(standard_rules().post_combat_returns);
    // Enough in the stock and in pure energy to pay for the Infantry Squad's return either way.
    ClassicTable t = classic_table(10, 3);
    GameState& s = t.state;
    apply_all(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{3}});
    std::vector<Event> events;
    for (int i = 0; i < 60 && s.conquest().battle; ++i) {
        CHECK_FALSE(offers_kind(s, DecisionKind::return_units, 0));
        const ApplyResult r = must_apply(s, passive_choice(s.pending()));
        events.insert(events.end(), r.events.begin(), r.events.end());
    }
    CHECK(contains(player(s, 0).piles.discard, t.infantry));
    CHECK_FALSE(has_event<UnitReturned>(events, [](const UnitReturned&) { return true; }));
    CHECK(player(s, 0).stock == 10);
    CHECK(player(s, 0).pure_energy == 3);
}

TEST_CASE(
    "RULES.md §5 C10: under the stock economy an ability's cost in a civilization resource is "
    "payable, and paid from the stock (002 §The Production phase: one stock of resources)",
    "[classic][economy][rules]") {
    SECTION("2 of the 3 in the stock pay it at once; the pure energy is not touched") {
        ClassicTable t = classic_table(3, 2, true);
        GameState& s = t.state;
        apply_all(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{3}});
        REQUIRE(offers(s.pending(), TriggerAbility{t.infantry, 0}));
        const int attack_before = attack_total(s);
        const ApplyResult r = must_apply(s, TriggerAbility{t.infantry, 0});
        CHECK_FALSE(s.conquest().payment);  // an untyped stock: nothing left to choose
        CHECK(player(s, 0).stock == 1);
        CHECK(player(s, 0).pure_energy == 2);
        CHECK(has_event<ResourcesSpent>(
            r.events, [](const ResourcesSpent& e) { return e.player == 0 && e.amount == 2; }));
        CHECK(attack_total(s) == attack_before + 3);
        CHECK_FALSE(invariant_violation(conserved_totals(s), s, {}));
    }
    SECTION("pure energy buys technology and nothing else: it does not stand in for the stock") {
        // 003 would let 1 pure energy pay for 4 crystal shards, Alice's resource here.
        ClassicTable t = classic_table(1, 5, true);
        GameState& s = t.state;
        apply_all(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{3}});
        CHECK_FALSE(offers(s.pending(), TriggerAbility{t.infantry, 0}));
        // 002's turn about: every seat stops for the rest of the battle (passive play).
        for (int i = 0; i < 100 && s.conquest().battle; ++i)
            must_apply(s, passive_choice(s.pending()));
        REQUIRE_FALSE(s.conquest().battle);
        CHECK(player(s, 0).pure_energy == 5);
        CHECK(player(s, 0).stock == 1);
    }
}
