// Battles with troops (the `classic` ruleset, 002; RULES.md §5 C4, C5): troops sent near the
// frontier, +1 strength per troop, no base defense for a player's territory, the loser's troop
// per front, the defender's retreat, the attacker's occupation, troops in saves, and random
// games that keep every troop accounted for.
#include <catch2/catch.hpp>
#include <set>
#include <variant>

#include "eden/conquest/troops.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/invariants.hpp"
#include "eden/text/event_text.hpp"
#include "support/battle_queries.hpp"
#include "support/classic_two_players.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"
#include "support/strength_words.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

using eden::test::bobs_target;
using eden::test::kAliceFrom;  // next to Bob's portal on the two-player test map

// Alice's turn with kAliceFrom hers (`alice` troops) and `target` Bob's (`bob` troops), two
// Infantry Squads in her hand (the second keeps the battle open once the first front is).
struct TroopsTable {
    GameState state;
    Hex target;
    CardId infantry = 0;
};

TroopsTable troops_table(int alice, int bob) {
    GameState s = bare_first_expansion(2, troops_rules());
    const Hex target = bobs_target(s);
    CardId infantry = 0;
    s = edited(s, [&](json& j) {
        infantry = give_card(j, 0, "infantry_squad", "hand");
        give_card(j, 0, "infantry_squad", "hand");
        set_control(j, kAliceFrom, 0);
        set_troops(j, kAliceFrom, alice);
        set_troops(j, target, bob);
    });
    return {s, target, infantry};
}

const Front& front0(const GameState& s) {
    return s.conquest().battle->fronts.front();
}

int strength_item(const SideForecast& side, const std::string& label) {
    return eden_test::amount_of(side, label, -1);
}

}  // namespace

TEST_CASE(
    "002 The Expansion phase: a front opens with troops sent near its frontier, at least 1 "
    "left behind",
    "[troops][battle][rules]") {
    TroopsTable t = troops_table(4, 2);
    GameState& s = t.state;
    const int infantry_strength = card_def(s, t.infantry).strength;
    must_apply(s, OpenFront{{kAliceFrom, t.target}, t.infantry});
    const Decision d = s.pending();
    CHECK(d.kind == DecisionKind::send_troops);
    CHECK(d.player == 0);
    CHECK(d.options == std::vector<Action>{ChooseNumber{1}, ChooseNumber{2}, ChooseNumber{3}});
    CHECK(s.why_illegal(ChooseNumber{4}).has_value());  // the last troop stays behind

    const ApplyResult r = must_apply(s, ChooseNumber{3});
    CHECK(troops_on(s, kAliceFrom) == 1);
    CHECK(front0(s).attack_troops == 3);
    const auto sent = events_of<TroopsToFrontier>(r.events);
    REQUIRE(sent.size() == 1);
    CHECK(sent.front().count == 3);
    CHECK(sent.front().toward == t.target);
    CHECK_FALSE(invariant_violation(conserved_totals(s), s, {}));

    // +1 per troop on each side; Bob's territory stands on no base defense (RULES.md §5 C5).
    const FrontForecast f = *s.front_forecast(0);
    CHECK(strength_item(f.attacker, "troops near the frontier") == 3);
    CHECK(strength_item(f.defender, "troops on the territory") == 2);
    CHECK(strength_item(f.defender, "base defense") == -1);
    CHECK(f.attacker.total >= infantry_strength + 3);
    // Mid-battle troops survive a save.
    CHECK(GameState::from_json(s.to_json(), "test") == s);
}

TEST_CASE(
    "002 The Expansion phase: a territory with 1 troop cannot attack - it must leave 1 behind "
    "and send 1",
    "[troops][battle][rules]") {
    TroopsTable t = troops_table(1, 2);
    for (const Action& a : t.state.pending().options)
        if (const auto* open = std::get_if<OpenFront>(&a))
            CHECK(open->frontier.allied != kAliceFrom);
}

TEST_CASE("002 Combat: the loser loses 1 troop on the front, and a failed attack's troops go home",
          "[troops][battle][rules]") {
    TroopsTable t = troops_table(4, 9);  // 2 + 1 against 9
    GameState& s = t.state;
    const std::vector<Event> ev =
        play_out(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{1}});
    CHECK(s.control().at(t.target) == 1);
    CHECK(troops_on(s, t.target) == 9);    // the defender lost nothing
    CHECK(troops_on(s, kAliceFrom) == 3);  // 1 sent, lost; nothing came back
    const auto lost = events_of<TroopsLost>(ev);
    REQUIRE(lost.size() == 1);
    CHECK(lost.front().player == 0);
    CHECK(lost.front().count == 1);
    CHECK(events_of<TroopsFromFrontier>(ev).empty());

    SECTION("the survivors of a lost front go home") {
        TroopsTable u = troops_table(5, 9);
        const std::vector<Event> ev2 =
            play_out(u.state, {OpenFront{{kAliceFrom, u.target}, u.infantry}, ChooseNumber{3}});
        CHECK(troops_on(u.state, kAliceFrom) == 5 - 3 + 2);
        const auto home = events_of<TroopsFromFrontier>(ev2);
        REQUIRE(home.size() == 1);
        CHECK(home.front().to == kAliceFrom);
        CHECK(home.front().count == 2);
    }
}

TEST_CASE("002 Combat: a tie holds the territory and the attacker loses 1 troop (RULES.md §5 C5)",
          "[troops][battle][rules]") {
    TroopsTable probe = troops_table(3, 1);
    const int infantry = card_def(probe.state, probe.infantry).strength;
    TroopsTable t = troops_table(3, infantry + 2);  // infantry + 2 troops against as many
    GameState& s = t.state;
    const std::vector<Event> ev =
        play_out(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{2}});
    const auto counted = events_of<FrontResolved>(ev);
    REQUIRE(counted.size() == 1);
    CHECK(counted.front().attacker_strength == counted.front().defender_strength);
    CHECK(s.control().at(t.target) == 1);
    CHECK(troops_on(s, t.target) == infantry + 2);
    CHECK(troops_on(s, kAliceFrom) == 1 + 1);
}

TEST_CASE(
    "002 The Expansion phase: a territory conquered - the defender's survivors retreat to his "
    "touching territories, the attackers move in and may go back where they came from",
    "[troops][battle][rules]") {
    TroopsTable t = troops_table(10, 3);
    GameState& s = t.state;
    std::set<Hex> bobs_touching;
    for (Hex h : s.map().placed_neighbours(t.target))
        if (s.control().contains(h) && s.control().at(h) == 1) bobs_touching.insert(h);
    REQUIRE_FALSE(bobs_touching.empty());
    int bob_before = 0;
    for (const auto& [hex, owner] : s.control())
        if (owner == 1) bob_before += troops_on(s, hex);

    apply_all(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{9}});
    // Stop everywhere until the fronts are counted: Bob loses 1 of his 3, 2 survive.
    Decision d = s.pending();
    for (int i = 0; i < 50 && d.kind != DecisionKind::retreat_troops; ++i) {
        must_apply(s, passive_choice(d));
        d = s.pending();
    }
    REQUIRE(d.kind == DecisionKind::retreat_troops);
    CHECK(d.player == 1);
    std::set<Hex> offered;
    for (const Action& a : d.options)
        offered.insert(std::get<PlaceTroop>(a).at);
    CHECK(offered == bobs_touching);
    CHECK(s.control().at(t.target) == 0);  // taken before the retreat is asked
    CHECK(troops_on(s, t.target) == 9);    // the attackers already moved in
    const Hex refuge = *bobs_touching.begin();
    const int at_refuge = troops_on(s, refuge);
    must_apply(s, PlaceTroop{refuge});
    must_apply(s, PlaceTroop{refuge});
    CHECK(troops_on(s, refuge) == at_refuge + 2);
    int bob_after = 0;
    for (const auto& [hex, owner] : s.control())
        if (owner == 1) bob_after += troops_on(s, hex);
    CHECK(bob_after == bob_before - 3 + 2);

    d = s.pending();
    REQUIRE(d.kind == DecisionKind::occupy_territory);
    CHECK(d.player == 0);
    CHECK(d.options == std::vector<Action>{MoveTroop{t.target, kAliceFrom}, Done{}});
    for (int k = 0; k < 3; ++k)
        must_apply(s, MoveTroop{t.target, kAliceFrom});
    must_apply(s, Done{});
    CHECK(troops_on(s, kAliceFrom) == 1 + 3);
    CHECK(troops_on(s, t.target) == 9 - 3);
    CHECK_FALSE(troops_inconsistency(s));

    SECTION("the last attacking troop never leaves the territory taken") {
        TroopsTable u = troops_table(3, 1);
        GameState& g = u.state;
        play_out(g, {OpenFront{{kAliceFrom, u.target}, u.infantry}, ChooseNumber{2}});
        CHECK(g.control().at(u.target) == 0);
        CHECK(troops_on(g, u.target) == 2);  // finish_battle keeps them all there
        CHECK(troops_on(g, kAliceFrom) == 1);
    }
}

TEST_CASE("002 Combat: a wild territory has no troops and loses nothing",
          "[troops][battle][rules]") {
    GameState s = bare_first_expansion(2, troops_rules());
    s = edited(s, [&](json& j) {
        give_card(j, 0, "infantry_squad", "hand");
        for (const auto& [hex, owner] : s.control())
            if (owner == 0) set_troops(j, hex, 4);
    });
    std::optional<OpenFront> wild;
    for (const Action& a : s.pending().options)
        if (const auto* open = std::get_if<OpenFront>(&a))
            if (!s.control().contains(open->frontier.enemy)) wild = *open;
    REQUIRE(wild.has_value());
    const std::vector<Event> ev = play_out(s, {*wild, ChooseNumber{3}});
    for (const TroopsLost& lost : events_of<TroopsLost>(ev))
        CHECK(lost.player == 0);
    const auto counted = events_of<FrontResolved>(ev);
    REQUIRE(counted.size() == 1);
    CHECK(strength_item(counted.front().count.defender, "base defense") >= 0);
    CHECK(strength_item(counted.front().count.defender, "troops on the territory") == -1);
    CHECK_FALSE(troops_inconsistency(s));
}

TEST_CASE(
    "002 Common effects: a collapsing unit of cost 5 or more is destroyed unless its owner "
    "spends 1 troop on that front, leaving 1 on each side (RULES.md §5 C6)",
    "[troops][battle][rules]") {
    // A test variant of the Sapper whose target may have any cost makes Alice's Mountain King
    // (cost 6) collapse.
    auto table = [](int alice_sends, CardId& king, CardId& sapper) {
        TroopsTable t = troops_table(4, 2);
        t.state = edited(t.state, [&](json& j) {
            card_definition(j, "sapper")["abilities"][0]["effects"][0].erase("max_cost");
            king = give_card(j, 0, "mountain_king", "hand");
            sapper = give_card(j, 1, "sapper", "hand");
        });
        apply_all(t.state,
                  {OpenFront{{kAliceFrom, t.target}, king}, ChooseNumber{alice_sends}, Done{},
                   AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{king}});
        return t;
    };
    CardId king{}, sapper{};
    SECTION("a troop spent: the unit is kept, and discarded after the battle") {
        TroopsTable t = table(3, king, sapper);
        GameState& s = t.state;
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::rescue_units);
        CHECK(d.player == 0);
        CHECK(d.options == std::vector<Action>{Rescue{king}, Done{}});
        const std::vector<Event> ev = must_apply(s, Rescue{king}).events;
        CHECK(front0(s).attack_troops == 2);
        const auto lost = events_of<TroopsLost>(ev);
        REQUIRE(lost.size() == 1);
        CHECK(lost.front().player == 0);
        finish_battle(s);
        CHECK(contains(player(s, 0).piles.discard, king));
        CHECK_FALSE(contains(player(s, 0).world, king));
    }
    SECTION("no troop spent: destroyed at once, back to the World") {
        TroopsTable t = table(3, king, sapper);
        const std::vector<Event> ev = must_apply(t.state, Done{}).events;
        CHECK(event_index<UnitDestroyed>(
                  ev, [&](const UnitDestroyed& e) { return e.card == king; }) >= 0);
        CHECK(contains(player(t.state, 0).world, king));
        CHECK(front0(t.state).attack_troops == 3);
    }
    SECTION("a single troop near the frontier cannot be spent") {
        TroopsTable t = table(1, king, sapper);
        const Decision d = t.state.pending();
        REQUIRE(d.kind == DecisionKind::rescue_units);
        CHECK(d.options == std::vector<Action>{Done{}});
    }
    SECTION("a collapsed unit of lower cost is discarded after the battle, never destroyed") {
        TroopsTable t = troops_table(4, 2);
        GameState& s = t.state;
        s = edited(s, [&](json& j) {
            card_definition(j, "sapper")["abilities"][0]["effects"][0].erase("max_cost");
            sapper = give_card(j, 1, "sapper", "hand");
        });
        REQUIRE(card_def(s, t.infantry).cost < 5);
        apply_all(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{3}, Done{},
                      AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{t.infantry}});
        REQUIRE(contains(player(s, 0).collapsed, t.infantry));
        for (int i = 0; i < 50 && s.conquest().battle; ++i) {
            const Decision d = s.pending();
            CHECK_FALSE((d.kind == DecisionKind::rescue_units && d.player == 0));
            must_apply(s, passive_choice(d));
        }
        CHECK(contains(player(s, 0).piles.discard, t.infantry));
        CHECK_FALSE(contains(player(s, 0).world, t.infantry));
    }
}

TEST_CASE(
    "002 The Expansion phase: having taken territory from a player, a bonus turn - crystals in "
    "front back in hand, a full hand, attacks only from the territories taken, 1 troop removed "
    "per front (RULES.md §5 C7)",
    "[troops][battle][rules]") {
    Rules rules = troops_rules();
    rules.extra_attacks = ExtraAttacks::bonus_turns;
    GameState s = bare_first_expansion(2, rules);
    const Hex target = bobs_target(s);
    CardId infantry{}, crystal{};
    s = edited(s, [&](json& j) {
        infantry = give_card(j, 0, "infantry_squad", "hand");
        crystal = give_card(j, 0, "small_energy_crystal", "set_aside");
        // Alice's whole deck: the bonus turn's hand is the crystal in front and these four,
        // one of them a unit to open a front with.
        for (const char* id : {"small_energy_crystal", "small_energy_crystal",
                               "medium_energy_crystal", "infantry_squad"})
            give_card(j, 0, id, "deck");
        set_control(j, kAliceFrom, 0);
        set_troops(j, kAliceFrom, 10);
        set_troops(j, target, 1);
    });
    // 9 troops take the territory; 5 go back, 4 stay there.
    apply_all(s, {OpenFront{{kAliceFrom, target}, infantry}, ChooseNumber{9}});
    auto pass_to = [&](DecisionKind kind) {
        for (int i = 0; i < 30 && s.pending().kind != kind; ++i)
            must_apply(s, passive_choice(s.pending()));
        return s.pending();
    };
    REQUIRE(pass_to(DecisionKind::occupy_territory).player == 0);
    REQUIRE(s.control().at(target) == 0);
    for (int k = 0; k < 5; ++k)
        must_apply(s, MoveTroop{target, kAliceFrom});
    must_apply(s, Done{});
    const Decision d = pass_to(DecisionKind::bonus_turn);
    REQUIRE(d.kind == DecisionKind::bonus_turn);
    CHECK(d.player == 0);
    CHECK(d.options == std::vector<Action>{TakeBonusTurn{}, Done{}});

    SECTION("taken") {
        must_apply(s, TakeBonusTurn{});
        CHECK(s.conquest().turn.bonus);
        CHECK(player(s, 0).piles.set_aside.empty());
        CHECK(contains(player(s, 0).piles.hand, crystal));
        // RULES.md §5 C7/C11: the crystals come back first, then the hand is replenished to 5.
        CHECK(player(s, 0).piles.hand.size() == 5);
        // Fronts open only from the territory just taken.
        std::set<Hex> origins;
        std::optional<OpenFront> open;
        for (const Action& a : s.pending().options)
            if (const auto* o = std::get_if<OpenFront>(&a)) {
                origins.insert(o->frontier.allied);
                open = *o;
            }
        CHECK(origins == std::set<Hex>{target});
        REQUIRE(open.has_value());
        const int before = troops_on(s, target);
        const std::vector<Event> ev = must_apply(s, *open).events;
        CHECK_FALSE(s.conquest().payment);  // no resources: a troop pays for the front
        CHECK(troops_on(s, target) == before - 1);
        const auto paid = events_of<TroopsLost>(ev);
        REQUIRE(paid.size() == 1);
        CHECK(paid.front().at == target);
        // At least 1 stays behind, at least 1 is sent.
        CHECK(s.pending().kind == DecisionKind::send_troops);
        CHECK(s.pending().options.size() == static_cast<std::size_t>(before - 2));
        CHECK(GameState::from_json(s.to_json(), "test") == s);
    }
    SECTION("declined: the turn ends") {
        must_apply(s, Done{});
        CHECK(s.conquest().turn.player != 0);
    }
}

TEST_CASE("Under 003's additional subphases there is no bonus turn to choose",
          "[troops][battle][rules]") {
    TroopsTable t = troops_table(10, 1);
    GameState& s = t.state;
    play_out(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{9}});
    REQUIRE(s.control().at(t.target) == 0);
    CHECK(s.conquest().turn.additional_earned == 1);
    for (int i = 0; i < 30 && s.conquest().turn.player == 0; ++i) {
        CHECK(s.pending().kind != DecisionKind::bonus_turn);
        must_apply(s, passive_choice(s.pending()));
    }
}

TEST_CASE("A save with broken troops in a battle is refused, naming where",
          "[troops][battle][save]") {
    TroopsTable t = troops_table(4, 2);
    GameState& s = t.state;
    must_apply(s, OpenFront{{kAliceFrom, t.target}, t.infantry});
    const json good = s.to_json();
    REQUIRE(good["conquest"]["battle"].contains("sending_front"));
    auto refused_with = [&](const std::function<void(json&)>& edit, const std::string& where) {
        json j = good;
        edit(j["conquest"]["battle"]);
        CHECK_THROWS_WITH(GameState::from_json(j, "save.json"), Catch::Contains(where));
    };
    refused_with([](json& b) { b["sending_front"] = 5; }, "/conquest/battle/sending_front");
    refused_with([](json& b) { b["sending_front"] = "one"; }, "/conquest/battle/sending_front");
    refused_with([](json& b) { b["fronts"][0]["attack_troops"] = 0; }, "attack_troops");
    refused_with([](json& b) { b["fronts"][0]["attack_troops"] = 1e300; }, "attack_troops");
    refused_with(
        [](json& b) {
            b["retreats"] =
                json::array({{{"player", 1}, {"from", {{"q", 0}, {"r", 0}}}, {"count", 0}}});
        },
        "/conquest/battle/retreats/0/count");
    refused_with(
        [](json& b) {
            b["retreats"] =
                json::array({{{"player", 7}, {"from", {{"q", 0}, {"r", 0}}}, {"count", 1}}});
        },
        "retreat names no seat 7");
    refused_with([](json& b) { b["occupied"] = json::object(); }, "/conquest/battle/occupied");
}

TEST_CASE(
    "Random playouts with troops, 002's stock, round order and bonus turns keep every troop "
    "accounted for, control by troops, and replay exactly (2, 3, 4 and 6 players)",
    "[troops][battle][property]") {
    Rules rules = troops_rules();
    rules.economy = Economy::stock;
    rules.starting_resources = 0;
    rules.setup_purchase = false;
    int bonus_turns = 0;
    for (int players : {2, 3, 4, 6}) {
        for (std::uint64_t seed : {1u, 2u}) {
            // One seed with 003's additional subphases, one with 002's bonus turns.
            rules.extra_attacks = seed == 1 ? ExtraAttacks::subphases : ExtraAttacks::bonus_turns;
            CAPTURE(players, seed);
            // Random choices, except destroying one's own portal: a random player does it in
            // the first rounds and ends the game before many battles are fought.
            const RandomPlayout game = random_playout_checked(
                conquest_setup(players, rules, seed), seed * 17, 2500,
                [](const Action& a) { return std::holds_alternative<DestroyOwnPortal>(a); });
            // Battles were won, and troops moved with them.
            CHECK_FALSE(events_of<TerritoryTaken>(game.events).empty());
            bonus_turns += static_cast<int>(std::count_if(
                game.actions.begin(), game.actions.end(),
                [](const Action& a) { return std::holds_alternative<TakeBonusTurn>(a); }));
        }
    }
    CHECK(bonus_turns > 0);  // random players took bonus turns
}

TEST_CASE(
    "RULES.md §5 C12: survivors of a lost territory retreat to touching own territories as the "
    "defender distributes them, or are lost if there are none (002 The Expansion phase)",
    "[troops][battle][rules]") {
    TroopsTable t = troops_table(10, 3);
    GameState& s = t.state;
    // Every territory touching Bob's becomes Alice's: nowhere to retreat to.
    s = edited(s, [&](json& j) {
        for (Hex h : s.map().placed_neighbours(t.target))
            if (s.control().contains(h) && s.control().at(h) == 1) {
                set_control(j, h, 0);
                set_troops(j, h, 1);
            }
    });
    apply_all(s, {OpenFront{{kAliceFrom, t.target}, t.infantry}, ChooseNumber{9}});
    std::vector<Event> events;
    for (int i = 0; i < 50 && s.conquest().battle; ++i) {
        CHECK(s.pending().kind != DecisionKind::retreat_troops);  // nowhere to go: not asked
        const ApplyResult r = must_apply(s, passive_choice(s.pending()));
        events.insert(events.end(), r.events.begin(), r.events.end());
    }
    REQUIRE(s.control().at(t.target) == 0);
    // 1 troop lost with the front, the 2 survivors lost with nowhere to go.
    int bob_lost = 0;
    for (const TroopsLost& lost : events_of<TroopsLost>(events))
        if (lost.player == 1) bob_lost += lost.count;
    CHECK(bob_lost == 3);
    CHECK_FALSE(troops_inconsistency(s));
}

TEST_CASE(
    "A portal and another territory of its owner taken in one battle: the second is reported "
    "taken once, from its owner (issue 35: not \"Player 1 takes it from Player 1\" - RULES.md §5 "
    "C9)",
    "[troops][battle][rules]") {
    TroopsTable t = troops_table(10, 1);
    GameState& s = t.state;
    const Hex portal = *s.map().portal_of(1);
    s = edited(s, [&](json& j) { set_troops(j, portal, 1); });
    // The portal's front first: Bob's other territories pass to Alice with it, the second
    // front's among them.
    CardId second{};
    for (CardId c : player(s, 0).piles.hand)
        if (c != t.infantry) second = c;
    const std::vector<Event> events =
        play_out(s, {OpenFront{{kAliceFrom, portal}, t.infantry}, ChooseNumber{4},
                     OpenFront{{kAliceFrom, t.target}, second}, ChooseNumber{4}});
    REQUIRE(player(s, 1).eliminated);
    CHECK(s.control().at(t.target) == 0);
    int reports = 0;
    for (const TerritoryTaken& e : events_of<TerritoryTaken>(events)) {
        CHECK(e.player != e.from);
        if (e.at == t.target) {
            ++reports;
            CHECK(e.from == 1);
        }
    }
    CHECK(reports == 1);
    const std::vector<std::string> names{"Player 1", "Player 2"};
    for (const Event& e : events)
        CHECK_THAT(describe(e, names), !Catch::Contains("from Player 1"));
}
