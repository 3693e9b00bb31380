// battle.order sealed (RULES.md §7 H4, a playtesters' variant): in 003's steps 4–6 each side plays
// once: the attacker adds every unit he will add on each front, then the defender, seeing them,
// adds his; then the immediate abilities resolve in the order the units were added.
//
// Position: data/maps/two_players.json as in test_battle.cpp. Alice (seat 0) attacks Bob's
// (2,-1) from (3,-2); Bob fully controls (2,-1), so he defends it by hand (003 step 3).
#include <catch2/catch.hpp>

#include "eden/core/invariants.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

Rules sealed_rules() {
    Rules r;
    r.battle_order = BattleOrder::sealed;
    return r;
}

}  // namespace

TEST_CASE("RULES.md §7 H4: battle.order is read from rulesets and --set as sealed",
          "[battle][sealed][rules]") {
    Rules r;
    apply_assignment(r, "battle.order=sealed");
    CHECK(r.battle_order == BattleOrder::sealed);
    CHECK_THROWS(apply_assignment(r, "battle.order=sealed_off"));
}

TEST_CASE(
    "RULES.md §7 H4: in steps 4-6 the attacker adds all his units, then the defender all his - "
    "then the immediate abilities are offered in the order the units were added",
    "[battle][sealed]") {
    CardId warden{}, golem{}, sapper{}, bob_warden{}, bob_sapper{}, bob_skel{}, spare{};
    GameState s = edited(bare_first_expansion(2, sealed_rules()), [&](json& j) {
        bob_fully_controls_w2(j);
        warden = give_card(j, 0, "stone_warden", "hand");
        golem = give_card(j, 0, "iron_golem", "hand");
        sapper = give_card(j, 0, "sapper", "hand");
        bob_warden = give_card(j, 1, "stone_warden", "hand");
        bob_sapper = give_card(j, 1, "sapper", "hand");
        bob_skel = give_card(j, 1, "skeleton", "hand");
        spare = give_spare_unit(j, 1);
        give_spare_unit(j, 0);  // Alice keeps a unit: she stops herself
    });
    std::vector<Event> ev =
        apply_all(s, {OpenFront{{Hex{3, -2}, Hex{2, -1}}, warden}, Done{}, AddUnit{0, bob_warden}});

    // Step 4: Alice is asked again and again on front 1 until she stops; her Sapper's ability
    // waits.
    for (CardId unit : {sapper, golem}) {
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::add_unit);
        REQUIRE(d.player == 0);
        CHECK(offers(d, AddUnit{0, unit}));
        const auto more = apply_all(s, {AddUnit{0, unit}});
        ev.insert(ev.end(), more.begin(), more.end());
    }
    REQUIRE(s.pending().player == 0);
    REQUIRE(s.pending().kind == DecisionKind::add_unit);  // not the Sapper's offer
    auto more = apply_all(s, {StopFront{0}});
    ev.insert(ev.end(), more.begin(), more.end());

    // Step 5: Bob, seeing her units, adds his, then stops; Alice is not asked again.
    REQUIRE(s.pending().player == 1);
    REQUIRE(s.pending().kind == DecisionKind::add_unit);
    more = apply_all(s, {AddUnit{0, bob_sapper}, AddUnit{0, bob_skel}, StopFront{0}});
    ev.insert(ev.end(), more.begin(), more.end());
    CHECK(contains(player(s, 1).piles.hand, spare));

    // Then the immediate abilities, in the order the units came: Alice's Sapper first.
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    CHECK(offers(d, TriggerAbility{sapper, 0}));
    must_apply(s, Done{});
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 1);
    CHECK(offers(d, TriggerAbility{bob_sapper, 0}));
    must_apply(s, Done{});

    std::vector<std::pair<int, CardId>> added;
    for (const UnitAdded& u : events_of<UnitAdded>(ev))
        added.emplace_back(u.player, u.card);
    CHECK(
        added ==
        std::vector<std::pair<int, CardId>>{
            {0, warden}, {1, bob_warden}, {0, sapper}, {0, golem}, {1, bob_sapper}, {1, bob_skel}});
    // Nobody adds after that: the battle goes to the delayed abilities and the count.
    const auto rest = finish_battle(s);
    CHECK(events_of<UnitAdded>(rest).empty());
    CHECK(events_of<FrontResolved>(rest).size() == 1);
}

TEST_CASE(
    "RULES.md §7 H4: a unit an earlier unit's ability took off the front before its turn has "
    "nothing to trigger on arrival",
    "[battle][sealed]") {
    CardId warden{}, sapper{}, bob_warden{}, bob_sapper{}, spare{};
    GameState s = edited(bare_first_expansion(2, sealed_rules()), [&](json& j) {
        bob_fully_controls_w2(j);
        warden = give_card(j, 0, "stone_warden", "hand");
        sapper = give_card(j, 0, "sapper", "hand");
        bob_warden = give_card(j, 1, "stone_warden", "hand");
        bob_sapper = give_card(j, 1, "sapper", "hand");
        spare = give_spare_unit(j, 1);
        give_spare_unit(j, 0);  // Alice keeps a unit: she stops herself
    });
    apply_all(s, {OpenFront{{Hex{3, -2}, Hex{2, -1}}, warden}, Done{}, AddUnit{0, bob_warden},
                  AddUnit{0, sapper}, StopFront{0}, AddUnit{0, bob_sapper}, StopFront{0}});
    // Alice's Sapper came first: it is offered first, and gets rid of Bob's Sapper.
    REQUIRE(offered(s, sapper));
    CHECK(s.pending().player == 0);
    must_apply(s, TriggerAbility{sapper, 0});
    REQUIRE(s.pending().kind == DecisionKind::ability_choice);
    const auto events = apply_all(s, {ChooseCard{bob_sapper}});
    CHECK(collapsed(events, bob_sapper));
    // Bob's Sapper is off the front before its turn: its ability is not offered.
    CHECK_FALSE(offered(s, bob_sapper));
    CHECK(contains(player(s, 1).piles.hand, spare));
}

TEST_CASE(
    "RULES.md §7 H4: random playouts with sealed battles keep every invariant and replay "
    "exactly (2, 3 and 4 players)",
    "[battle][sealed][property]") {
    int added = 0;
    for (int players : {2, 3, 4}) {
        CAPTURE(players);
        const RandomPlayout game = random_playout_checked(
            conquest_setup(players, sealed_rules(), 5), 41, 2500,
            [](const Action& a) { return std::holds_alternative<DestroyOwnPortal>(a); });
        added += static_cast<int>(events_of<UnitAdded>(game.events).size());
    }
    CHECK(added > 0);
}
