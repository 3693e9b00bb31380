// Battle steps 1–9 (003 §Battle rules: General Principle, Full Control vs Partial Control,
// Conquering a portal territory, Bonuses, Battle; FAQ 4; RULES.md §2 "Battle", "Control and
// base defense", "Portals and elimination").
//
// Positions: data/maps/two_players.json. Alice (seat 0, the Mountain Clans, ore) has her portal
// at (4,-2) and holds (3,-2) and (3,-1); across her frontiers lie the wild (2,-2), (2,-1) and
// (2,0), all at distance 2 from her portal (base defense 1). Bob (seat 1, plants, fielding the
// Mountain Clans' World too) has his portal at (-4,2). Each test starts from Alice's first attack
// subphase with both players' cards put away and no resources on the map, then deals the cards
// and lays the resources it needs.
#include <catch2/catch.hpp>

#include "eden/battle/forecast.hpp"
#include "eden/conquest/frontier.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"
#include "support/strength_words.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kBattlePortal0{4, -2};
const Hex kBattleA{3, -2};   // Alice's, yellow
const Hex kBattleB{3, -1};   // Alice's, green
const Hex kBattleW1{2, -2};  // wild, green
const Hex kBattleW2{2, -1};  // wild, black
const Hex kBattleW3{2, 0};   // wild, grey
const Hex kBattlePortal1{-4, 2};

GameState bare(int players = 2, const Rules& rules = Rules{}) {
    return bare_first_expansion(players, rules);
}

const GameState& battle_base() {
    static const GameState s = bare_first_expansion();
    return s;
}

GameState battle_position(const std::function<void(json&)>& edit) {
    return edited(battle_base(), edit);
}

int battle_controller(const GameState& s, Hex h) {
    const auto it = s.control().find(h);
    return it == s.control().end() ? kNoPlayer : it->second;
}

}  // namespace

// --- Step 1 -------------------------------------------------------------------------------------

TEST_CASE("003 Battle step 1: the attacker opens up to game.max_fronts fronts (2 by default)",
          "[battle]") {
    CardId w1{}, w2{}, golem{};
    auto deal = [&](json& j) {
        w1 = give_card(j, 0, "stone_warden", "hand");
        w2 = give_card(j, 0, "stone_warden", "hand");
        golem = give_card(j, 0, "iron_golem", "hand");
    };

    SECTION("two fronts by default, each opened with a unit from the hand") {
        GameState s = battle_position(deal);
        must_apply(s, OpenFront{{kBattleA, kBattleW1}, w1});
        CHECK_FALSE(contains(player(s, 0).piles.hand, w1));
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::open_second_front);
        CHECK(d.player == 0);
        CHECK(offers(d, OpenFront{{kBattleB, kBattleW3}, w2}));
        CHECK(offers(d, Done{}));
        CHECK_FALSE(offers(
            d, OpenFront{{kBattleA, kBattleW1}, w2}));  // that frontier already has its front
        must_apply(s, OpenFront{{kBattleB, kBattleW3}, w2});
        REQUIRE(s.conquest().battle);
        CHECK(s.conquest().battle->fronts.size() == 2);
        // No third front: the battle goes on to step 4 although a unit and frontiers are left.
        CHECK(s.pending().kind == DecisionKind::add_unit);
        CHECK(s.why_illegal(OpenFront{{kBattleA, kBattleW2}, golem}).has_value());
    }
    SECTION("the attacker may start the battle on one front only") {
        GameState s = battle_position(deal);
        apply_all(s, {OpenFront{{kBattleA, kBattleW1}, w1}, Done{}});
        CHECK(s.conquest().battle->fronts.size() == 1);
        CHECK(s.pending().kind == DecisionKind::add_unit);
    }
    SECTION("game.max_fronts = 1: no second front") {
        Rules rules;
        rules.max_fronts = 1;
        GameState s = edited(bare(2, rules), deal);
        must_apply(s, OpenFront{{kBattleA, kBattleW1}, w1});
        CHECK(s.conquest().battle->fronts.size() == 1);
        CHECK(s.pending().kind == DecisionKind::add_unit);
    }
    SECTION("game.max_fronts = 3: a third front") {
        Rules rules;
        rules.max_fronts = 3;
        GameState s = edited(bare(2, rules), deal);
        apply_all(s, {OpenFront{{kBattleA, kBattleW1}, w1}, OpenFront{{kBattleB, kBattleW3}, w2}});
        REQUIRE(s.pending().kind == DecisionKind::open_second_front);
        must_apply(s, OpenFront{{kBattleA, kBattleW2}, golem});
        CHECK(s.conquest().battle->fronts.size() == 3);
    }
}

TEST_CASE(
    "003 Expansion and Battle step 1: fronts against wild territories and at most one "
    "opponent",
    "[battle]") {
    // Four players (data/maps/four_players.json): Alice's portal (4,-1), her (3,-1) and (3,0).
    // Carol (seat 2) is given (3,-2), Dave (seat 3) (2,1); (2,0) and (2,-1) are wild.
    const Hex a1{3, -1}, a2{3, 0}, carol{3, -2}, dave{2, 1}, wild{2, 0};
    CardId w1{}, w2{};
    GameState s = edited(bare(4), [&](json& j) {
        w1 = give_card(j, 0, "stone_warden", "hand");
        w2 = give_card(j, 0, "stone_warden", "hand");
        set_control(j, carol, 2);
        set_control(j, dave, 3);
    });
    REQUIRE(battle_controller(s, a1) == 0);
    REQUIRE(battle_controller(s, a2) == 0);

    SECTION("after a front against one opponent, the other opponent is out of reach") {
        must_apply(s, OpenFront{{a1, carol}, w1});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::open_second_front);
        CHECK_FALSE(offers(d, OpenFront{{a2, dave}, w2}));
        CHECK(s.why_illegal(OpenFront{{a2, dave}, w2}).has_value());
        CHECK(offers(d, OpenFront{{a2, wild}, w2}));  // a wild territory beside him is fine
        CHECK(s.conquest().battle->defender == 2);
        // With both fronts open and no unit left on either side, the battle is fought to its
        // end within this action: read the fronts from the events.
        const auto opened = events_of<FrontOpened>(must_apply(s, OpenFront{{a2, wild}, w2}).events);
        REQUIRE(opened.size() == 1);
        CHECK(opened[0].at == wild);
        CHECK(opened[0].defender == kNoPlayer);
    }
    SECTION("after a front against a wild territory, either opponent may be chosen") {
        must_apply(s, OpenFront{{a2, wild}, w1});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::open_second_front);
        CHECK(offers(d, OpenFront{{a1, carol}, w2}));
        CHECK(offers(d, OpenFront{{a2, dave}, w2}));
    }
}

// --- Step 2 -------------------------------------------------------------------------------------

TEST_CASE(
    "003 Battle step 2: a defender attacked again this expansion phase may discard, then "
    "replenishes - not the first time",
    "[battle]") {
    CardId w1{}, w2{}, bob_inf{}, bob_skel{};
    GameState s = battle_position([&](json& j) {
        w1 = give_card(j, 0, "stone_warden", "hand");
        w2 = give_card(j, 0, "stone_warden", "hand");
        // Bob partially controls (2,-1) and (2,0) (cut off from his portal).
        set_control(j, kBattleW2, 1);
        set_control(j, kBattleW3, 1);
        // The additional subphase's front against (2,0), distance 2, costs 2 resources.
        set_resources(j, kBattlePortal0, TileColor::white, 2);
        bob_inf = give_card(j, 1, "infantry_squad", "hand");
        bob_skel = give_card(j, 1, "skeleton", "hand");
        for (const char* id : {"miner", "miner", "captain", "captain", "charge_leader"})
            give_card(j, 1, id, "deck");
    });

    // First attack on Bob this expansion phase: no refresh.
    apply_all(s, {OpenFront{{kBattleA, kBattleW2}, w1}, Done{}});
    CHECK(player(s, 1).attacked_this_expansion);
    CHECK(s.pending().kind == DecisionKind::add_unit);  // straight on (Bob defends by base defense)
    CHECK(s.pending().player == 0);
    finish_battle(s);
    REQUIRE(battle_controller(s, kBattleW2) == 0);
    REQUIRE(s.conquest().turn.additional_earned == 1);

    // End of the first subphase: both replenish (Bob to 5); then the additional subphase.
    must_apply(s, Done{});
    REQUIRE(s.conquest().turn.subphase == 1);
    REQUIRE(player(s, 1).piles.hand.size() == 5);
    const CardId bob_top = player(s, 1).piles.deck.back();
    REQUIRE(contains(player(s, 0).piles.hand, w2));
    must_apply(s, OpenFront{{kBattleB, kBattleW3}, w2});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    must_apply(s, s.pending().options.front());  // nothing left to pay a second front with

    // Bob was attacked before in this expansion phase.
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::defender_refresh);
    CHECK(d.player == 1);
    CHECK(offers(d, Discard{bob_inf}));
    CHECK(offers(d, Discard{bob_skel}));
    CHECK(offers(d, Done{}));
    must_apply(s, Discard{bob_inf});
    CHECK(contains(player(s, 1).piles.discard, bob_inf));
    CHECK(player(s, 1).piles.hand.size() == 4);
    REQUIRE(s.pending().kind == DecisionKind::defender_refresh);  // any number of cards
    const ApplyResult r = must_apply(s, Done{});
    const auto drawn = events_of<CardsDrawn>(r.events);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].player == 1);
    CHECK(drawn[0].count == 1);
    CHECK(player(s, 1).piles.hand.size() == 5);
    CHECK(contains(player(s, 1).piles.hand, bob_top));
    CHECK(s.pending().kind == DecisionKind::add_unit);  // step 3 has nothing to ask: on to step 4
}

// --- Step 3 -------------------------------------------------------------------------------------

TEST_CASE(
    "003 Battle step 3 and Full Control: only a fully controlled territory is defended by "
    "hand",
    "[battle]") {
    CardId w1{}, w2{}, bob_warden{};
    auto deal = [&](json& j) {
        w1 = give_card(j, 0, "stone_warden", "hand");
        w2 = give_card(j, 0, "stone_warden", "hand");
        bob_warden = give_card(j, 1, "stone_warden", "hand");
    };

    SECTION("fully controlled: Bob defends with a unit") {
        GameState s = battle_position([&](json& j) {
            deal(j);
            bob_fully_controls_w2(j);
        });
        apply_all(s, {OpenFront{{kBattleA, kBattleW2}, w1}, Done{}});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::defend_front);
        CHECK(d.player == 1);
        CHECK(offers(d, AddUnit{0, bob_warden}));
        CHECK(offers(d, StopFront{0}));
        must_apply(s, AddUnit{0, bob_warden});
        const Front& f = s.conquest().battle->fronts[0];
        CHECK(f.by_hand);
        REQUIRE(f.defense.rows.size() == 1);
        CHECK(f.defense.rows[0][0].card == bob_warden);
        // Stone Warden: 3, +2 while defending.
        const auto resolved = events_of<FrontResolved>(finish_battle(s));
        REQUIRE(resolved.size() == 1);
        CHECK(resolved[0].defender_strength == 5);
    }
    SECTION("fully controlled: Bob may rely on the base defense instead") {
        GameState s = battle_position([&](json& j) {
            deal(j);
            bob_fully_controls_w2(j);
        });
        apply_all(s, {OpenFront{{kBattleA, kBattleW2}, w1}, Done{}, StopFront{0}});
        CHECK_FALSE(s.conquest().battle->fronts[0].by_hand);
        CHECK(s.pending().player == 0);
        CHECK(contains(player(s, 1).piles.hand, bob_warden));
    }
    SECTION("partially controlled: base defense, Bob is not asked") {
        GameState s = battle_position([&](json& j) {
            deal(j);
            set_control(j, kBattleW2, 1);  // cut off from his portal
        });
        apply_all(s, {OpenFront{{kBattleA, kBattleW2}, w1}, Done{}});
        const Decision d = s.pending();
        CHECK(d.kind == DecisionKind::add_unit);
        CHECK(d.player == 0);
        const Front& f = s.conquest().battle->fronts[0];
        CHECK_FALSE(f.by_hand);
        CHECK(f.defense.stopped);
        CHECK(f.defense.rows.empty());
        const auto resolved = events_of<FrontResolved>(finish_battle(s));
        REQUIRE(resolved.size() == 1);
        CHECK(resolved[0].defender_strength == 1);  // the base defense at distance 2
        CHECK(contains(player(s, 1).piles.hand, bob_warden));
    }
}

// --- Steps 4–6 ----------------------------------------------------------------------------------

TEST_CASE(
    "003 Battle steps 4 to 6: attacker then defender add one unit per active front, "
    "stopping is per front and final",
    "[battle]") {
    CardId i1{}, i2{}, i3{}, i4{}, skel{}, j1{}, j2{}, j3{};
    GameState s = battle_position([&](json& j) {
        bob_fully_controls_w2(j);
        i1 = give_card(j, 0, "infantry_squad", "hand");
        i2 = give_card(j, 0, "infantry_squad", "hand");
        i3 = give_card(j, 0, "infantry_squad", "hand");
        i4 = give_card(j, 0, "infantry_squad", "hand");
        skel = give_card(j, 0, "skeleton", "hand");
        j1 = give_card(j, 1, "infantry_squad", "hand");
        j2 = give_card(j, 1, "infantry_squad", "hand");
        j3 = give_card(j, 1, "infantry_squad", "hand");
    });
    // Front 0 against Bob's (2,-1), front 1 against the wild (2,-2).
    std::vector<Event> ev = apply_all(s, {OpenFront{{kBattleA, kBattleW2}, i1},
                                          OpenFront{{kBattleA, kBattleW1}, i2}, AddUnit{0, j1}});

    // Step 4: Alice stops on front 0 and adds on front 1.
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::add_unit);
    CHECK(d.player == 0);
    CHECK(offers(d, StopFront{0}));
    auto more = apply_all(s, {StopFront{0}});
    ev.insert(ev.end(), more.begin(), more.end());
    d = s.pending();
    REQUIRE(d.player == 0);
    CHECK(offers(d, AddUnit{1, i3}));
    more = apply_all(s, {AddUnit{1, i3}});
    ev.insert(ev.end(), more.begin(), more.end());

    // Step 5: Bob adds on front 0, the only front he defends.
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::add_unit);
    CHECK(d.player == 1);
    CHECK(offers(d, AddUnit{0, j2}));
    CHECK_FALSE(offers(d, AddUnit{1, j2}));
    more = apply_all(s, {AddUnit{0, j2}});
    ev.insert(ev.end(), more.begin(), more.end());

    // Step 6, back to step 4: Alice stopped on front 0 for good; only front 1 is asked.
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::add_unit);
    CHECK(d.player == 0);
    CHECK(offers(d, AddUnit{1, i4}));
    CHECK_FALSE(offers(d, AddUnit{0, i4}));
    CHECK(s.why_illegal(AddUnit{0, i4}).has_value());
    more = apply_all(s, {AddUnit{1, i4}});
    ev.insert(ev.end(), more.begin(), more.end());

    // Bob stops on front 0 with a unit still in hand; Alice goes on alone on front 1.
    d = s.pending();
    REQUIRE(d.player == 1);
    more = apply_all(s, {StopFront{0}, AddUnit{1, skel}});
    ev.insert(ev.end(), more.begin(), more.end());
    // Bob is not asked again; Alice's hand is empty, so she stops: the Skeleton's delayed
    // ability is next.
    d = s.pending();
    CHECK(d.player == 0);
    CHECK(d.kind == DecisionKind::trigger_ability);
    CHECK(contains(player(s, 1).piles.hand, j3));
    more = finish_battle(s);
    ev.insert(ev.end(), more.begin(), more.end());

    std::vector<std::pair<int, int>> added;  // (player, front) in order
    for (const UnitAdded& u : events_of<UnitAdded>(ev))
        added.emplace_back(u.player, u.front);
    CHECK(added ==
          std::vector<std::pair<int, int>>{{0, 0}, {0, 1}, {1, 0}, {0, 1}, {1, 0}, {0, 1}, {0, 1}});
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 2);
    CHECK(resolved[0].attacker_strength == 1);
    CHECK(resolved[0].defender_strength == 2);
    CHECK_FALSE(resolved[0].attacker_won);
    CHECK(resolved[1].attacker_strength == 4);  // four strength-1 units
    CHECK(resolved[1].attacker_won);
}

// --- Step 7 -------------------------------------------------------------------------------------

TEST_CASE("003 Battle step 7: a tie holds the territory", "[battle]") {
    CardId unit{};
    SECTION("1 against the base defense 1: held") {
        GameState s =
            battle_position([&](json& j) { unit = give_card(j, 0, "infantry_squad", "hand"); });
        const auto ev = play_out(s, {OpenFront{{kBattleA, kBattleW2}, unit}});
        const auto resolved = events_of<FrontResolved>(ev);
        REQUIRE(resolved.size() == 1);
        CHECK(resolved[0].attacker_strength == 1);
        CHECK(resolved[0].defender_strength == 1);
        CHECK_FALSE(resolved[0].attacker_won);
        CHECK(events_of<TerritoryTaken>(ev).empty());
        CHECK(battle_controller(s, kBattleW2) == kNoPlayer);
    }
    SECTION("2 against the base defense 1: taken") {
        GameState s = battle_position([&](json& j) { unit = give_card(j, 0, "captain", "hand"); });
        const auto ev = play_out(s, {OpenFront{{kBattleA, kBattleW2}, unit}});
        const auto resolved = events_of<FrontResolved>(ev);
        REQUIRE(resolved.size() == 1);
        CHECK(resolved[0].attacker_strength == 2);
        CHECK(resolved[0].attacker_won);
        const auto taken = events_of<TerritoryTaken>(ev);
        REQUIRE(taken.size() == 1);
        CHECK(taken[0].player == 0);
        CHECK(taken[0].from == kNoPlayer);
        CHECK(taken[0].at == kBattleW2);
        CHECK(battle_controller(s, kBattleW2) == 0);
    }
}

TEST_CASE("003 Battle step 7: against units too a tie holds (5 against a defending Stone Warden)",
          "[battle]") {
    CardId w{}, captain{}, bob_warden{};
    GameState s = battle_position([&](json& j) {
        bob_fully_controls_w2(j);
        w = give_card(j, 0, "stone_warden", "hand");
        captain = give_card(j, 0, "captain", "hand");
        bob_warden = give_card(j, 1, "stone_warden", "hand");
    });
    const auto ev = play_out(s, {OpenFront{{kBattleA, kBattleW2}, w}, Done{},
                                 AddUnit{0, bob_warden}, AddUnit{0, captain}});
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].attacker_strength == 5);
    CHECK(resolved[0].defender_strength == 5);
    CHECK_FALSE(resolved[0].attacker_won);
    CHECK(battle_controller(s, kBattleW2) == 1);
}

TEST_CASE("003 General Principle: winning either of two fronts on one territory takes it",
          "[battle]") {
    CardId inf{}, captain{};
    GameState s = battle_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        captain = give_card(j, 0, "captain", "hand");
    });
    // (2,-1) touches both of Alice's territories: two fronts on the same territory.
    const auto ev = play_out(
        s, {OpenFront{{kBattleA, kBattleW2}, inf}, OpenFront{{kBattleB, kBattleW2}, captain}});
    CHECK(events_of<FrontOpened>(ev).size() == 2);
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 2);
    CHECK_FALSE(resolved[0].attacker_won);  // 1 against 1
    CHECK(resolved[1].attacker_won);        // 2 against 1
    const auto taken = events_of<TerritoryTaken>(ev);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].at == kBattleW2);
    CHECK(battle_controller(s, kBattleW2) == 0);
}

// --- Bonuses and base defense -------------------------------------------------------------------

TEST_CASE(
    "003 Bonuses: +1 for 5 shards or civilization resources, +1 next to such a territory, "
    "on both sides and against base defense",
    "[battle]") {
    // Worked example: a territory holding 5 that touches another holding 5 gives +2 in total.
    // Alice's (3,-2) holds 5 ore and touches her (3,-1) holding 5 crystal shards: +2 to her
    // attack. Bob's (2,-1) (partially controlled: base defense 1) holds 3 shards and 2 plants (his
    // civilization resource) and touches his (1,-1) holding 5 plants: +2 to his defense.
    CardId w{};
    GameState s = battle_position([&](json& j) {
        w = give_card(j, 0, "stone_warden", "hand");
        give_card(j, 0, "stone_warden", "hand");  // kept in hand: Alice has a choice at step 4
        set_control(j, kBattleW2, 1);
        set_control(j, {1, -1}, 1);
        set_resources(j, kBattleA, TileColor::grey, 5);
        set_resources(j, kBattleB, TileColor::white, 5);
        set_resources(j, kBattleW2, TileColor::white, 3);
        set_resources(j, kBattleW2, TileColor::green, 2);
        set_resources(j, {1, -1}, TileColor::green, 5);
        // Ore on Bob's side is not his civilization resource: it counts for nothing.
        set_resources(j, {1, -1}, TileColor::grey, 9);
    });
    apply_all(s, {OpenFront{{kBattleA, kBattleW2}, w}, Done{}});

    // The forecast of the front as it stands, itemised.
    FrontInput in;
    in.frontier = {kBattleA, kBattleW2};
    in.attacker = 0;
    in.attacker_civ = TileColor::grey;
    in.attacker_units = {3};
    in.defender_civ = TileColor::green;
    const FrontForecast f =
        forecast_front(s.map(), s.rules(), s.control(), s.conquest().resources, in);
    CHECK(eden_test::worded(f.attacker) ==
          eden_test::WordedItems{{"units", 3},
                                 {"territory with 5+ resources", 1},
                                 {"next to a territory with 5+ resources", 1}});
    CHECK(eden_test::worded(f.defender) ==
          eden_test::WordedItems{{"base defense", 1},
                                 {"territory with 5+ resources", 1},
                                 {"next to a territory with 5+ resources", 1}});
    // The engine's prompt shows the same forecast.
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::add_unit);
    CHECK_THAT(describe(d, s), Catch::Contains(eden_test::summary_of(f)));

    const auto resolved = events_of<FrontResolved>(finish_battle(s));
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].attacker_strength == 5);
    CHECK(resolved[0].defender_strength == 3);
    CHECK(resolved[0].attacker_won);
}

TEST_CASE(
    "003 Base Defense worked example: 0, 0, 1, 3, 5, 7 at distances 0 to 5, through the "
    "forecast",
    "[battle]") {
    // test_territory.cpp checks base_defense() itself on a row; here the same table comes out of
    // forecast_front, as the defender's only item when nobody defends by hand. Row: Alice's
    // portal at (0,0), ordinary tiles (1,0) ... (11,0), Bob's portal at (12,0). Alice holds
    // (0,0) ... (d-1,0) and attacks (d,0), d tiles from her portal and more from Bob's; d = 0 is
    // Bob's portal itself, attacked from (11,0).
    const Rules rules;
    Map m;
    m.place({0, 0}, Tile::portal(0));
    for (int q = 1; q <= 11; ++q)
        m.place({q, 0}, Tile::ordinary(TileColor::black));
    m.place({12, 0}, Tile::portal(1));
    const TerritoryResources none;
    const int expected[] = {0, 0, 1, 3, 5, 7};
    for (int d = 0; d <= 5; ++d) {
        CAPTURE(d);
        Control control{{{12, 0}, 1}};
        const int last = d == 0 ? 11 : d - 1;
        for (int q = 0; q <= last; ++q)
            control[{q, 0}] = 0;
        FrontInput in;
        in.frontier = d == 0 ? Frontier{{11, 0}, {12, 0}} : Frontier{{d - 1, 0}, {d, 0}};
        in.attacker = 0;
        in.attacker_units = {expected[d] + 1};
        in.defender_civ = TileColor::green;
        const FrontForecast f = forecast_front(m, rules, control, none, in);
        CHECK(eden_test::worded(f.defender) ==
              eden_test::WordedItems{{"base defense", expected[d]}});
        CHECK(f.attacker_wins());
        in.attacker_units = {expected[d]};
        CHECK_FALSE(forecast_front(m, rules, control, none, in).attacker_wins());
    }
}

TEST_CASE(
    "003 Base Defense in a game: the front's defender strength at distances 0 to 4 on the "
    "two-player map",
    "[battle]") {
    // Each case: Alice also holds `from`; `target` is wild (or Bob's portal, Bob holding no
    // unit); an Iron Golem attacks. FrontResolved reports the base defense.
    struct Case {
        Hex from;
        Hex target;
        int base_defense;
    };
    const Case cases[] = {
        {{-3, 2}, kBattlePortal1, 0},   // Bob's portal: distance 0
        {kBattlePortal0, kBattleA, 0},  // (3,-2) made wild: distance 1 from Alice's portal
        {kBattleA, kBattleW2, 1},       // distance 2
        {kBattleW2, {1, -1}, 3},        // distance 3
        {{1, -1}, {0, 0}, 5},           // the Heart: distance 4 from both portals
    };
    for (const Case& c : cases) {
        CAPTURE(c.target.q, c.target.r);
        CardId golem{};
        GameState s = battle_position([&](json& j) {
            golem = give_card(j, 0, "iron_golem", "hand");
            set_control(j, c.from, 0);
            if (c.target == kBattleA) set_control(j, kBattleA, kNoPlayer);
        });
        const auto resolved =
            events_of<FrontResolved>(play_out(s, {OpenFront{{c.from, c.target}, golem}}));
        REQUIRE(resolved.size() == 1);
        CHECK(resolved[0].defender_strength == c.base_defense);
        CHECK(resolved[0].attacker_strength == 8);  // 6, +2 against base defense
    }
}

// --- FAQ 4, steps 8 and 9 -----------------------------------------------------------------------

TEST_CASE(
    "FAQ 4: the territory changes controller before the post-combat phase, so the loser "
    "cannot use its resources to return or rescue units",
    "[battle]") {
    // Bob defends his fully controlled (2,-1), which holds all his plants (4) and 3 ore, with an
    // Infantry Squad; Alice's Sapper gets rid of it.
    CardId w{}, sapper{}, bob_inf{}, bob_warden{};
    auto deal = [&](json& j) {
        bob_fully_controls_w2(j);
        w = give_card(j, 0, "stone_warden", "hand");
        sapper = give_card(j, 0, "sapper", "hand");
        bob_inf = give_card(j, 1, "infantry_squad", "hand");
        set_resources(j, kBattleW2, TileColor::green, 4);
        set_resources(j, kBattleW2, TileColor::grey, 3);
    };

    SECTION("taken: Alice uses the resources lying there, Bob cannot") {
        GameState s = battle_position(deal);
        apply_all(s, {OpenFront{{kBattleA, kBattleW2}, w}, Done{}, AddUnit{0, bob_inf},
                      AddUnit{0, sapper}});
        REQUIRE(s.pending().kind == DecisionKind::trigger_ability);
        // Alice's hand is now empty and Bob has no unit left: the front is resolved at once.
        std::vector<Event> ev = apply_all(s, {TriggerAbility{sapper, 0}, ChooseCard{bob_inf}});
        REQUIRE(contains(player(s, 1).collapsed, bob_inf));
        const auto resolved = events_of<FrontResolved>(ev);
        REQUIRE(resolved.size() == 1);
        REQUIRE(resolved[0].attacker_won);
        REQUIRE(battle_controller(s, kBattleW2) == 0);

        // Post-combat: Alice may return her Stone Warden with the 3 ore lying on the territory
        // she has just taken.
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::return_units);
        CHECK(d.player == 0);
        CHECK(offers(d, ReturnToWorld{w}));
        must_apply(s, Done{});
        // Unit destruction: Alice may rescue her collapsed Sapper (cost 2) with that ore; Bob,
        // whose plants now lie on Alice's territory, is not even asked.
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::rescue_units);
        CHECK(d.player == 0);
        CHECK(offers(d, Rescue{sapper}));
        ev = must_apply(s, Done{}).events;
        CHECK_FALSE(s.conquest().battle);
        CHECK(contains(player(s, 1).world, bob_inf));  // destroyed: back to Bob's World
        CHECK(event_index<UnitDestroyed>(
                  ev, [&](const UnitDestroyed& e) { return e.card == bob_inf; }) >= 0);
        CHECK(resources_on(s, kBattleW2, TileColor::green) ==
              4);  // the resources stay on the territory
        CHECK(resources_on(s, kBattleW2, TileColor::grey) == 3);
    }
    SECTION("held: Bob still controls them and may use them") {
        GameState s = battle_position([&](json& j) {
            deal(j);
            bob_warden = give_card(j, 1, "stone_warden", "hand");
        });
        apply_all(s, {OpenFront{{kBattleA, kBattleW2}, w}, Done{}, AddUnit{0, bob_inf},
                      AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{bob_inf}});
        // Bob's Stone Warden (5 while defending) holds against 4.
        const std::vector<Event> ev = apply_all(s, {AddUnit{0, bob_warden}});
        const auto resolved = events_of<FrontResolved>(ev);
        REQUIRE(resolved.size() == 1);
        REQUIRE_FALSE(resolved[0].attacker_won);
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::return_units);
        CHECK(d.player == 1);
        CHECK(offers(d, ReturnToWorld{bob_warden}));  // 3 of his 4 plants
        must_apply(s, Done{});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::rescue_units);
        CHECK(d.player == 1);
        CHECK(offers(d, Rescue{bob_inf}));
    }
}

TEST_CASE(
    "003 Battle step 8: doomed units collapse, units return to the World for civilization "
    "resources equal to their cost, the rest are discarded top row first",
    "[battle]") {
    CardId skel{}, inf{}, captain{}, warden{};
    GameState s = battle_position([&](json& j) {
        skel = give_card(j, 0, "skeleton", "hand");
        inf = give_card(j, 0, "infantry_squad", "hand");
        captain = give_card(j, 0, "captain", "hand");
        warden = give_card(j, 0, "stone_warden", "hand");
        set_resources(j, kBattlePortal0, TileColor::grey, 2);
        set_resources(j, kBattleB, TileColor::white, 3);  // shards never return units
    });
    // Rows, top first: Skeleton, Infantry Squad, Captain, Stone Warden.
    apply_all(s, {OpenFront{{kBattleA, kBattleW2}, skel}, Done{}, AddUnit{0, inf},
                  AddUnit{0, captain}, AddUnit{0, warden}});
    // Alice's hand is empty: she stops. The Skeleton dooms itself for +2.
    REQUIRE(s.pending().kind == DecisionKind::trigger_ability);
    std::vector<Event> ev = apply_all(s, {TriggerAbility{skel, 0}});

    // Post-combat: the doomed Skeleton collapses first.
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::return_units);
    CHECK(contains(player(s, 0).collapsed, skel));
    CHECK(offers(d, ReturnToWorld{inf}));
    CHECK(offers(d, ReturnToWorld{captain}));
    CHECK_FALSE(offers(d, ReturnToWorld{warden}));  // cost 3: only 2 ore
    CHECK_FALSE(offers(d, ReturnToWorld{skel}));    // collapsed, no longer on the front
    must_apply(s, ReturnToWorld{captain});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    ev = must_apply(s, s.pending().options.front()).events;
    CHECK(contains(player(s, 0).world, captain));
    CHECK(event_index<UnitReturned>(ev, [&](const UnitReturned& e) { return e.card == captain; }) >=
          0);
    CHECK(resources_on(s, kBattlePortal0, TileColor::grey) == 0);
    CHECK(resources_on(s, kBattleB, TileColor::white) == 3);

    // Nothing left to pay with: the rest are discarded, top row first; then the Skeleton, not
    // rescued, is destroyed.
    const auto discarded = events_of<CardDiscarded>(ev);
    REQUIRE(discarded.size() == 2);
    CHECK(discarded[0].card == inf);
    CHECK(discarded[1].card == warden);
    CHECK(player(s, 0).piles.discard == std::vector<CardId>{inf, warden});
    CHECK(contains(player(s, 0).world, skel));
    CHECK_FALSE(s.conquest().battle);
}

TEST_CASE(
    "003 Battle step 9: a collapsed cost-6 unit is discarded, the others are destroyed "
    "unless rescued",
    "[battle]") {
    // A test variant of the Sapper whose target may have any cost makes Alice's Mountain King
    // (cost 6) collapse.
    CardId king{}, s1{}, s2{}, bob_sapper{};
    GameState s = battle_position([&](json& j) {
        card_definition(j, "sapper")["abilities"][0]["effects"][0].erase("max_cost");
        bob_fully_controls_w2(j);
        king = give_card(j, 0, "mountain_king", "hand");
        s1 = give_card(j, 0, "skeleton", "hand");
        s2 = give_card(j, 0, "skeleton", "hand");
        bob_sapper = give_card(j, 1, "sapper", "hand");
        set_resources(j, kBattlePortal0, TileColor::grey, 1);
    });
    apply_all(s, {OpenFront{{kBattleA, kBattleW2}, king}, Done{}, AddUnit{0, bob_sapper}});
    REQUIRE(s.pending().kind == DecisionKind::trigger_ability);
    REQUIRE(s.pending().player == 1);
    apply_all(s, {TriggerAbility{bob_sapper, 0}, ChooseCard{king}});
    REQUIRE(contains(player(s, 0).collapsed, king));
    apply_all(s, {AddUnit{0, s1}, AddUnit{0, s2}});
    // Delayed: both Skeletons doom themselves (+2 each): 6 against Bob's doomed Sapper's 1.
    apply_all(s, {TriggerAbility{s1, 0}, TriggerAbility{s2, 0}});

    // Post-combat: nothing left on Alice's side of the front; unit destruction.
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::rescue_units);
    CHECK(d.player == 0);
    CHECK(offers(d, Rescue{s1}));
    CHECK(offers(d, Rescue{s2}));
    CHECK_FALSE(offers(d, Rescue{king}));  // cost 6: discarded anyway
    must_apply(s, Rescue{s1});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    std::vector<Event> ev = must_apply(s, s.pending().options.front()).events;
    CHECK(event_index<UnitRescued>(ev, [&](const UnitRescued& e) { return e.card == s1; }) >= 0);
    CHECK(resources_on(s, kBattlePortal0, TileColor::grey) == 0);

    CHECK_FALSE(s.conquest().battle);
    const PlayerState& alice = player(s, 0);
    CHECK(alice.collapsed.empty());
    CHECK(contains(alice.piles.discard, s1));    // rescued: discarded
    CHECK(contains(alice.piles.discard, king));  // cost 6: discarded
    CHECK_FALSE(contains(alice.world, king));
    CHECK(contains(alice.world, s2));  // destroyed: back to the World
    CHECK(event_index<UnitDestroyed>(ev, [&](const UnitDestroyed& e) { return e.card == s2; }) >=
          0);
    CHECK(event_index<UnitDestroyed>(ev, [&](const UnitDestroyed& e) { return e.card == king; }) <
          0);
    // Bob's doomed Sapper collapsed too; with no plants he could not rescue it.
    CHECK(contains(player(s, 1).world, bob_sapper));
}

// --- Conquering a portal territory --------------------------------------------------------------

TEST_CASE(
    "003 Conquering a portal territory: the portal is destroyed, its owner eliminated, his "
    "pure energy goes to the captor",
    "[battle]") {
    CardId inf{};
    GameState s = battle_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        set_control(j, {-3, 2}, 0);  // Alice holds a territory touching Bob's portal
        set_pure_energy(j, 0, 1);
        set_pure_energy(j, 1, 3);
        set_resources(j, kBattlePortal1, TileColor::green, 2);
    });
    // Bob holds no unit: base defense 0.
    const auto ev = play_out(s, {OpenFront{{{-3, 2}, kBattlePortal1}, inf}});
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].defender_strength == 0);
    REQUIRE(resolved[0].attacker_won);

    CHECK(battle_controller(s, kBattlePortal1) == 0);
    CHECK(s.map().at(kBattlePortal1)->portal_destroyed);
    const auto destroyed = events_of<PortalDestroyed>(ev);
    REQUIRE(destroyed.size() == 1);
    CHECK(destroyed[0].owner == 1);
    CHECK(destroyed[0].at == kBattlePortal1);
    const auto out = events_of<PlayerEliminated>(ev);
    REQUIRE(out.size() == 1);
    CHECK(out[0].player == 1);
    CHECK(player(s, 1).eliminated);
    CHECK(player(s, 1).pure_energy == 0);
    CHECK(player(s, 0).pure_energy == 4);
    CHECK(resources_on(s, kBattlePortal1, TileColor::green) ==
          2);  // the resources stay on the tile
    // His other territories stay under his partial control.
    CHECK(battle_controller(s, {-3, 1}) == 1);
    // Supremacy, two players: Alice's is the last standing portal.
    CHECK(s.conquest().step == ConquestStep::game_over);
    CHECK(s.conquest().winners == std::vector<int>{0});
}

TEST_CASE(
    "003 Conquering a portal territory: an eliminated player's territories stay his, rely "
    "on their base defense, and taking one is taking territory from a player",
    "[battle]") {
    // Four players: Carol (seat 2) has been eliminated; she keeps (3,-2), next to Alice's (3,-1),
    // 2 tiles from Alice's portal (4,-1). She still holds a unit, and was attacked before.
    const Hex alice{3, -1}, carols{3, -2};
    CardId w1{}, carol_warden{};
    GameState s = edited(bare_first_expansion(4), [&](json& j) {
        eliminate_in_json(j, 2);
        set_control(j, carols, 2);
        j["conquest"]["players"][2]["attacked_this_expansion"] = true;
        w1 = give_card(j, 0, "stone_warden", "hand");
        give_card(j, 0, "stone_warden", "hand");
        carol_warden = give_card(j, 2, "stone_warden", "hand");
    });
    REQUIRE(player(s, 2).eliminated);
    apply_all(s, {OpenFront{{alice, carols}, w1}, Done{}});
    // Neither step 2 nor step 3 asks Carol anything.
    const Decision d = s.pending();
    CHECK(d.kind == DecisionKind::add_unit);
    CHECK(d.player == 0);
    const auto ev = finish_battle(s);
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].defender_strength == 1);
    const auto taken = events_of<TerritoryTaken>(ev);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].from == 2);
    CHECK(s.conquest().turn.additional_earned == 1);
    CHECK(contains(player(s, 2).piles.hand, carol_warden));
}
