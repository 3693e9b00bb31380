// 002's order of play in a battle (battle.order alternating; RULES.md §5 C5), its two fronts
// against two players (game.max_defenders; C4) and the defenders' refresh after the battle
// (battle.defender_refresh after_battle): who is asked, when, and what he may do.
#include <catch2/catch.hpp>
#include <set>
#include <variant>

#include "eden/conquest/troops.hpp"
#include "eden/core/invariants.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

// 003's rules with 002's troops, battle order, refresh and two defenders.
Rules alternating_battle_rules() {
    Rules r = troops_rules();
    r.battle_order = BattleOrder::alternating;
    r.defender_refresh = DefenderRefresh::after_battle;
    r.max_defenders = 2;
    return r;
}

// An ordinary territory of seat 0 (the attack's origin) and ordinary territories touching it,
// none a portal or the Heart: the places the tests hand to the defenders.
struct Crossroads {
    Hex origin;
    std::vector<Hex> around;
};

Crossroads crossroads(const GameState& s) {
    auto ordinary = [&](Hex h) { return s.map().at(h)->kind == TileKind::ordinary; };
    for (const auto& [hex, owner] : s.control()) {
        if (owner != 0) continue;
        Crossroads c{hex, {}};
        for (Hex n : s.map().placed_neighbours(hex))
            if (ordinary(n) && !(s.control().contains(n) && s.control().at(n) == 0))
                c.around.push_back(n);
        if (c.around.size() >= 2) return c;
    }
    throw std::logic_error("no territory of seat 0 touches two ordinary tiles of others");
}

// Seat 0 attacks from the crossroads with 8 troops and two units; each of `defenders` holds one
// territory around it (2 troops) and two spare units in hand.
struct BattleTable {
    GameState state;
    Crossroads at;
    CardId first = 0, second = 0;           // seat 0's units
    std::vector<std::vector<CardId>> hand;  // each seat's units, by seat
};

BattleTable battle_table(int players, const std::vector<int>& defenders,
                         Rules rules = alternating_battle_rules()) {
    GameState s = bare_first_expansion(players, rules);
    BattleTable t{s, crossroads(s), 0, 0, std::vector<std::vector<CardId>>(players)};
    t.state = edited(s, [&](json& j) {
        t.first = give_card(j, 0, "infantry_squad", "hand");
        t.second = give_card(j, 0, "infantry_squad", "hand");
        set_troops(j, t.at.origin, 8);
        for (std::size_t i = 0; i < defenders.size(); ++i) {
            const int seat = defenders[i];
            set_control(j, t.at.around[i], seat);
            set_troops(j, t.at.around[i], 2);
            t.hand[seat].push_back(give_spare_unit(j, seat));
            t.hand[seat].push_back(give_spare_unit(j, seat));
        }
    });
    return t;
}

// Passes on every ability offered (the units' abilities are not what these tests look at).
void pass_offers(GameState& s) {
    for (int i = 0; i < 20 && s.pending().kind == DecisionKind::trigger_ability; ++i)
        must_apply(s, Done{});
}

// Opens a front from the crossroads on `target` with `unit`, sending 2 troops.
void open_on(GameState& s, const Crossroads& at, Hex target, CardId unit) {
    must_apply(s, OpenFront{{at.origin, target}, unit});
    must_apply(s, ChooseNumber{2});
    pass_offers(s);
}

std::set<int> fronts_offered(const Decision& d) {
    std::set<int> out;
    for (const Action& a : d.options)
        if (const auto* x = std::get_if<AddUnit>(&a)) out.insert(x->front);
    return out;
}

}  // namespace

TEST_CASE(
    "002 Combat: starting with the attacker, both players take turns playing one unit at a "
    "time, and one who stops has stopped for the rest of the battle while the other plays on",
    "[battle][order][rules]") {
    BattleTable t = battle_table(2, {1});
    GameState& s = t.state;
    const Hex target = t.at.around[0];
    open_on(s, t.at, target, t.first);
    REQUIRE(s.pending().kind == DecisionKind::open_second_front);
    must_apply(s, Done{});  // no second front: the opening was the attacker's first turn

    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::add_unit);
    CHECK(d.player == 1);
    CHECK(describe(d, s).find("your turn in the battle") != std::string::npos);
    CHECK(d.options.back() == Action{Done{}});
    CHECK(offers(d, AddUnit{0, t.hand[1][0]}));
    must_apply(s, AddUnit{0, t.hand[1][0]});
    pass_offers(s);
    CHECK(s.conquest().battle->fronts[0].by_hand);  // his unit defends: no base defense step

    d = s.pending();
    REQUIRE(d.player == 0);  // the turn came back to the attacker
    CHECK(offers(d, AddUnit{0, t.second}));
    const std::vector<Event> stopped = must_apply(s, Done{}).events;
    CHECK(events_of<FrontStopped>(stopped).size() == 1);

    // Bob plays on alone; Alice is not asked again in this battle.
    d = s.pending();
    REQUIRE(d.player == 1);
    must_apply(s, AddUnit{0, t.hand[1][1]});
    pass_offers(s);
    for (int i = 0; i < 40 && s.conquest().battle; ++i) {
        const Decision next = s.pending();
        CHECK_FALSE((next.kind == DecisionKind::add_unit && next.player == 0));
        must_apply(s, passive_choice(next));
    }
    CHECK(contains(player(s, 0).piles.hand, t.second));  // never played
}

TEST_CASE(
    "002 Combat: on two fronts against one player, each chooses the front of every unit he "
    "plays",
    "[battle][order][rules]") {
    BattleTable t = battle_table(2, {1, 1});
    GameState& s = t.state;
    open_on(s, t.at, t.at.around[0], t.first);
    open_on(s, t.at, t.at.around[1], t.second);  // the troops split: 2 and 2, 4 stay behind
    CHECK(troops_on(s, t.at.origin) == 4);
    const Decision d = s.pending();
    REQUIRE(d.player == 1);
    CHECK(fronts_offered(d) == std::set<int>{0, 1});
}

TEST_CASE(
    "002 Combat: against two players at once, the defenders play in seat order, each on his "
    "own front (RULES.md §5 C4, C5)",
    "[battle][order][rules]") {
    BattleTable t = battle_table(3, {2, 1});  // Carol's territory first, Bob's second
    GameState& s = t.state;
    open_on(s, t.at, t.at.around[0], t.first);  // front 0: Carol's
    REQUIRE(offers(s.pending(), OpenFront{{t.at.origin, t.at.around[1]}, t.second}));
    open_on(s, t.at, t.at.around[1], t.second);  // front 1: Bob's (the last front: turns begin)

    Decision d = s.pending();
    REQUIRE(d.player == 1);  // Bob sits right after Alice
    CHECK(fronts_offered(d) == std::set<int>{1});
    must_apply(s, Done{});
    d = s.pending();
    REQUIRE(d.player == 2);
    CHECK(fronts_offered(d) == std::set<int>{0});
    must_apply(s, AddUnit{0, t.hand[2][0]});
    pass_offers(s);
    CHECK(s.pending().player == 2);  // Alice has no unit left, Bob stopped: Carol plays on

    SECTION("003 attacks one player per subphase") {
        Rules one = alternating_battle_rules();
        one.max_defenders = 1;
        BattleTable u = battle_table(3, {2, 1}, one);
        open_on(u.state, u.at, u.at.around[0], u.first);
        CHECK_FALSE(offers(u.state.pending(), OpenFront{{u.at.origin, u.at.around[1]}, u.second}));
    }
}

TEST_CASE(
    "002 Combat: after the battle each defender may discard, then replenishes, and none is asked "
    "before it",
    "[battle][order][rules]") {
    BattleTable t = battle_table(3, {2, 1});
    GameState& s = t.state;
    // Both were attacked before in this expansion: 003 would let them refresh first.
    s = edited(s, [](json& j) {
        for (int seat : {1, 2})
            j["conquest"]["players"][seat]["attacked_this_expansion"] = true;
    });
    open_on(s, t.at, t.at.around[0], t.first);
    open_on(s, t.at, t.at.around[1], t.second);
    CHECK(s.conquest().battle->step == BattleStep::taking_turns);
    std::vector<int> refreshed;
    for (int i = 0; i < 60 && s.conquest().battle; ++i) {
        const Decision d = s.pending();
        if (d.kind == DecisionKind::defender_refresh) {
            CHECK(s.conquest().battle->step == BattleStep::refresh_after);
            CHECK(describe(d, s).find("the battle is over") != std::string::npos);
            refreshed.push_back(d.player);
        }
        must_apply(s, passive_choice(d));
    }
    CHECK(refreshed == std::vector<int>{1, 2});
}

TEST_CASE("A save in the middle of 002's turns keeps whose turn it is, and a broken one is refused",
          "[battle][order][save]") {
    BattleTable t = battle_table(3, {2, 1});
    GameState& s = t.state;
    open_on(s, t.at, t.at.around[0], t.first);
    REQUIRE(s.pending().kind == DecisionKind::open_second_front);
    must_apply(s, Done{});
    REQUIRE(s.conquest().battle->step == BattleStep::taking_turns);
    const json good = s.to_json();
    CHECK(GameState::from_json(good, "test") == s);
    CHECK(good["conquest"]["battle"]["turn_of"] == 2);
    auto refused_with = [&](const std::function<void(json&)>& edit, const std::string& where) {
        json j = good;
        edit(j["conquest"]["battle"]);
        CHECK_THROWS_WITH(GameState::from_json(j, "save.json"), Catch::Contains(where));
    };
    refused_with([](json& b) { b["turn_of"] = 9; }, "no seat 9");
    refused_with([](json& b) { b.erase("turn_of"); }, "names no seat to play");
    refused_with([](json& b) { b["refreshing"] = json::array({"Bob"}); },
                 "/conquest/battle/refreshing/0");
    refused_with(
        [](json& b) {
            b["step"] = "refresh_after";
            b.erase("refreshing");
        },
        "names none");
}

TEST_CASE(
    "Random playouts with 002's battle order, two defenders and refresh after the battle keep "
    "every invariant and replay exactly (2, 3, 4 and 6 players)",
    "[battle][order][property]") {
    Rules rules = alternating_battle_rules();
    rules.economy = Economy::stock;
    rules.extra_attacks = ExtraAttacks::bonus_turns;
    rules.starting_resources = 0;
    rules.setup_purchase = false;
    int turns = 0, two_defenders = 0;
    for (int players : {2, 3, 4, 6}) {
        CAPTURE(players);
        const RandomPlayout game = random_playout_checked(
            conquest_setup(players, rules, 3), 29, 2500,
            [](const Action& a) { return std::holds_alternative<DestroyOwnPortal>(a); });
        CHECK_FALSE(events_of<TerritoryTaken>(game.events).empty());
        turns += static_cast<int>(events_of<UnitAdded>(game.events).size());
        // A battle against two players: two fronts opened, by different defenders, before the
        // fronts are counted.
        std::set<int> defenders;
        for (const Event& e : game.events) {
            if (const auto* f = std::get_if<FrontOpened>(&e); f && f->defender >= 0)
                defenders.insert(f->defender);
            if (std::holds_alternative<FrontResolved>(e)) {
                two_defenders += defenders.size() >= 2 ? 1 : 0;
                defenders.clear();
            }
        }
    }
    CHECK(turns > 0);
    CHECK(two_defenders > 0);
}
