// Card abilities (003 §Effects and abilities, FAQ 5–12, glossary: doom, restore, get rid of,
// harvest, production capability, neighbouring territories; RULES.md §2 "Abilities"): timings,
// the verbs of include/eden/cards/cards.hpp one by one, and the cards the FAQ names, as
// data/civilizations/mountain_clans.json and data/cards/common.json write them.
//
// Positions as in test_battle.cpp: data/maps/two_players.json, Alice (seat 0) at her first
// attack subphase holding (4,-2) (her portal), (3,-2) and (3,-1); the wild (2,-2), (2,-1) and
// (2,0) at base defense 1; Bob (seat 1, plants) fields the Mountain Clans' World too. Nobody holds
// a card and no resource lies on the map until a test deals them.
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kAbilitiesPortal0{4, -2};
const Hex kAbilitiesA{3, -2};   // Alice's, yellow, on the map's edge
const Hex kAbilitiesB{3, -1};   // Alice's, green
const Hex kAbilitiesW2{2, -1};  // wild, black
const Hex kAbilitiesW3{2, 0};   // wild, grey

const GameState& abilities_base() {
    static const GameState s = bare_first_expansion();
    return s;
}

GameState abilities_position(const std::function<void(json&)>& edit) {
    return edited(abilities_base(), edit);
}

// Test variants of the Sapper ("dooms itself to make an enemy unit of cost 2 or less
// collapse"), written into the state's own card library.
void sapper_reaches_cost(json& j, int max_cost) {
    card_definition(j, "sapper")["abilities"][0]["effects"][0]["max_cost"] = max_cost;
}
void sapper_dooms_instead(json& j) {
    card_definition(j, "sapper")["abilities"][0]["effects"][0]["verb"] = "doom";
}

int abilities_attacker_strength(const std::vector<Event>& ev) {
    const auto resolved = events_of<FrontResolved>(ev);
    if (resolved.size() != 1) throw std::logic_error("expected one front resolved");
    return resolved[0].attacker_strength;
}

}  // namespace

// --- Triggering: optional, ordered, attacker first, only when it can be resolved
// -------------------

TEST_CASE("003 Effects and abilities: triggering is optional - Done passes", "[abilities]") {
    CardId captain{}, warden{}, top{};
    GameState s = abilities_position([&](json& j) {
        captain = give_card(j, 0, "captain", "hand");
        warden = give_card(j, 0, "stone_warden", "hand");
        top = give_card(j, 0, "infantry_squad", "deck");
    });
    must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, captain});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    CHECK(offers(d, TriggerAbility{captain, 0}));
    CHECK(offers(d, Done{}));
    const ApplyResult r = must_apply(s, Done{});
    CHECK(events_of<AbilityTriggered>(r.events).empty());
    CHECK(events_of<CardsDrawn>(r.events).empty());
    CHECK(player(s, 0).piles.hand == std::vector<CardId>{warden});
    CHECK(player(s, 0).piles.deck.back() == top);
    CHECK(s.pending().kind == DecisionKind::open_second_front);  // the battle goes on
}

TEST_CASE(
    "FAQ 11: the Shaman's two immediate abilities are triggered in the order its owner "
    "chooses, each only if he wants (restore verb)",
    "[abilities]") {
    // Alice's Sapper dooms itself to get rid of Bob's defending Infantry Squad; then her Shaman
    // arrives with a doomed ally on the front.
    CardId inf{}, sapper{}, shaman{}, bob_inf{};
    GameState s = abilities_position([&](json& j) {
        bob_fully_controls_w2(j);
        inf = give_card(j, 0, "infantry_squad", "hand");
        sapper = give_card(j, 0, "sapper", "hand");
        shaman = give_card(j, 0, "shaman", "hand");
        bob_inf = give_card(j, 1, "infantry_squad", "hand");
    });
    apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, Done{}, AddUnit{0, bob_inf},
                  AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{bob_inf}});
    REQUIRE(s.conquest().battle->fronts[0].attack.rows[1][0].doomed);
    std::vector<Event> ev = apply_all(s, {AddUnit{0, shaman}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    CHECK(offers(d, TriggerAbility{shaman, 0}));  // +1 to allied units
    CHECK(offers(d, TriggerAbility{shaman, 1}));  // restore an allied unit
    CHECK(offers(d, Done{}));

    SECTION("restore first, then +1") {
        ev = concat(ev, apply_all(s, {TriggerAbility{shaman, 1}}));
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{sapper}});  // the only doomed ally
        ev = concat(ev, apply_all(s, {ChooseCard{sapper}}));
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{shaman, 0}));
        CHECK_FALSE(offers(d, TriggerAbility{shaman, 1}));  // each ability once
        ev = concat(ev, play_out(s, {TriggerAbility{shaman, 0}}));
        const int restore = event_index<AbilityTriggered>(
            ev, [&](const AbilityTriggered& e) { return e.card == shaman && e.ability == 1; });
        const int bonus = event_index<AbilityTriggered>(
            ev, [&](const AbilityTriggered& e) { return e.card == shaman && e.ability == 0; });
        CHECK(restore >= 0);
        CHECK(bonus > restore);
        CHECK(event_index<UnitRestored>(
                  ev, [&](const UnitRestored& e) { return e.card == sapper; }) > restore);
        // Infantry 1+1, Sapper 1+1, Shaman 2+1; the restored Sapper does not collapse.
        CHECK(abilities_attacker_strength(ev) == 7);
        CHECK(contains(player(s, 0).piles.discard, sapper));
    }
    SECTION("+1 first, then restore") {
        ev = concat(ev, apply_all(s, {TriggerAbility{shaman, 0}}));
        REQUIRE(offers(s.pending(), TriggerAbility{shaman, 1}));
        ev = concat(ev, play_out(s, {TriggerAbility{shaman, 1}, ChooseCard{sapper}}));
        CHECK(abilities_attacker_strength(ev) == 7);
        CHECK(contains(player(s, 0).piles.discard, sapper));
    }
    SECTION("only the +1: the Sapper stays doomed and collapses") {
        ev = concat(ev, play_out(s, {TriggerAbility{shaman, 0}, Done{}}));
        CHECK(events_of<UnitRestored>(ev).empty());
        CHECK(abilities_attacker_strength(ev) == 7);
        CHECK(event_index<UnitCollapsed>(
                  ev, [&](const UnitCollapsed& e) { return e.card == sapper; }) >= 0);
        CHECK(contains(player(s, 0).world, sapper));  // destroyed, not rescued
    }
}

TEST_CASE("003 Effects and abilities: when both players may trigger, the attacker has priority",
          "[abilities]") {
    SECTION("an immediate ability against a Setback from the hand") {
        CardId captain{}, setback{};
        GameState s = abilities_position([&](json& j) {
            set_control(j, kAbilitiesW2, 1);
            captain = give_card(j, 0, "captain", "hand");
            give_card(j, 0, "stone_warden", "hand");
            give_card(j, 0, "infantry_squad", "deck");
            setback = give_card(j, 1, "setback", "hand");
        });
        must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, captain});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 0);
        CHECK(offers(d, TriggerAbility{captain, 0}));
        CHECK_FALSE(offers(d, TriggerAbility{setback, 0}));
        must_apply(s, TriggerAbility{captain, 0});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 1);
        CHECK(offers(d, TriggerAbility{setback, 0}));
    }
    SECTION("the defender's immediate ability against the attacker's Setback") {
        CardId inf{}, setback{}, bob_captain{};
        GameState s = abilities_position([&](json& j) {
            bob_fully_controls_w2(j);
            inf = give_card(j, 0, "infantry_squad", "hand");
            setback = give_card(j, 0, "setback", "hand");
            bob_captain = give_card(j, 1, "captain", "hand");
            give_card(j, 1, "miner", "deck");
        });
        apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, AddUnit{0, bob_captain}});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 0);
        CHECK(offers(d, TriggerAbility{setback, 0}));
        must_apply(s, Done{});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 1);
        CHECK(offers(d, TriggerAbility{bob_captain, 0}));
    }
    SECTION("delayed abilities on both sides") {
        CardId skel{}, bob_skel{};
        GameState s = abilities_position([&](json& j) {
            bob_fully_controls_w2(j);
            skel = give_card(j, 0, "skeleton", "hand");
            give_card(j, 0, "stone_warden", "hand");
            bob_skel = give_card(j, 1, "skeleton", "hand");
        });
        apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, skel}, Done{}, AddUnit{0, bob_skel},
                      StopFront{0}});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 0);
        CHECK(offers(d, TriggerAbility{skel, 0}));
        must_apply(s, Done{});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 1);
        CHECK(offers(d, TriggerAbility{bob_skel, 0}));
    }
}

TEST_CASE("RULES.md §2 Abilities: an ability that cannot be fully resolved is not offered",
          "[abilities]") {
    SECTION("Sapper against a wild territory: no enemy unit") {
        CardId sapper{};
        GameState s = abilities_position([&](json& j) {
            sapper = give_card(j, 0, "sapper", "hand");
            give_card(j, 0, "stone_warden", "hand");
        });
        must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, sapper});
        CHECK(s.pending().kind == DecisionKind::open_second_front);
    }
    SECTION("Sapper against a Stone Warden: no enemy unit of cost 2 or less") {
        CardId inf{}, sapper{}, bob_warden{};
        GameState s = abilities_position([&](json& j) {
            bob_fully_controls_w2(j);
            inf = give_card(j, 0, "infantry_squad", "hand");
            sapper = give_card(j, 0, "sapper", "hand");
            give_card(j, 0, "stone_warden", "hand");
            bob_warden = give_card(j, 1, "stone_warden", "hand");
        });
        const auto ev = apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, Done{},
                                      AddUnit{0, bob_warden}, AddUnit{0, sapper}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        const Decision d = s.pending();
        CHECK(d.kind == DecisionKind::add_unit);  // step 4 again: Bob has no unit left
        CHECK(d.player == 0);
    }
    SECTION("Captain with nothing to draw: deck and discard pile empty") {
        CardId captain{};
        GameState s = abilities_position([&](json& j) {
            captain = give_card(j, 0, "captain", "hand");
            give_card(j, 0, "stone_warden", "hand");
        });
        must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, captain});
        CHECK(s.pending().kind == DecisionKind::open_second_front);
    }
    SECTION("Rocket Roll with an empty discard pile: its cost cannot be paid") {
        CardId rocket{};
        GameState s = abilities_position([&](json& j) {
            rocket = give_card(j, 0, "rocket_roll", "hand");
            give_card(j, 0, "stone_warden", "hand");
            give_card(j, 0, "medium_energy_crystal", "hand");
            give_card(j, 0, "small_energy_crystal", "hand");
            set_resources(j, kAbilitiesA, TileColor::grey, 3);
        });
        must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, rocket});
        CHECK(s.pending().kind == DecisionKind::open_second_front);
    }
    SECTION("Grave Warden with no Skeleton in the discard pile") {
        CardId warden{};
        GameState s = abilities_position([&](json& j) {
            warden = give_card(j, 0, "grave_warden", "hand");
            give_card(j, 0, "infantry_squad", "discard");
        });
        const auto ev = play_out(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, warden}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(abilities_attacker_strength(ev) == 3);
    }
}

TEST_CASE("FAQ 6: do X to do Y - a Skeleton already doomed cannot pay doom_self", "[abilities]") {
    // A test variant of Bob's Sapper dooms (instead of getting rid of) an enemy unit.
    CardId s1{}, s2{}, bob_sapper{};
    GameState s = abilities_position([&](json& j) {
        sapper_dooms_instead(j);
        bob_fully_controls_w2(j);
        s1 = give_card(j, 0, "skeleton", "hand");
        s2 = give_card(j, 0, "skeleton", "hand");
        bob_sapper = give_card(j, 1, "sapper", "hand");
    });
    apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, s1}, Done{}, AddUnit{0, bob_sapper},
                  TriggerAbility{bob_sapper, 0}, ChooseCard{s1}, AddUnit{0, s2}});
    // Both players have stopped (no unit left): the delayed abilities.
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    CHECK(offers(d, TriggerAbility{s2, 0}));
    CHECK_FALSE(offers(d, TriggerAbility{s1, 0}));
    CHECK(s.why_illegal(TriggerAbility{s1, 0}).has_value());
}

// --- Timings ------------------------------------------------------------------------------------

TEST_CASE("003 Immediate abilities and the draw verb: the Captain draws just after it is added",
          "[abilities]") {
    CardId captain{}, top{}, under{};
    GameState s = abilities_position([&](json& j) {
        captain = give_card(j, 0, "captain", "hand");
        give_card(j, 0, "stone_warden", "hand");
        under = give_card(j, 0, "skeleton", "deck");
        top = give_card(j, 0, "infantry_squad", "deck");
    });
    const ApplyResult opened = must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, captain});
    REQUIRE(events_of<UnitAdded>(opened.events).size() == 1);
    REQUIRE(s.pending().kind == DecisionKind::trigger_ability);
    const ApplyResult r = must_apply(s, TriggerAbility{captain, 0});
    const auto triggered = events_of<AbilityTriggered>(r.events);
    REQUIRE(triggered.size() == 1);
    CHECK(triggered[0].player == 0);
    CHECK(triggered[0].card == captain);
    const auto drawn = events_of<CardsDrawn>(r.events);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].count == 1);
    CHECK(contains(player(s, 0).piles.hand, top));
    CHECK(player(s, 0).piles.deck == std::vector<CardId>{under});
}

TEST_CASE(
    "003 Delayed abilities and the add_strength verb: a Skeleton dooms itself for +2 "
    "between steps 6 and 7",
    "[abilities]") {
    CardId skel{}, warden{};
    GameState s = abilities_position([&](json& j) {
        skel = give_card(j, 0, "skeleton", "hand");
        warden = give_card(j, 0, "stone_warden", "hand");
        give_card(j, 0, "iron_golem", "hand");
    });
    apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, skel}, Done{}});
    CHECK(s.pending().kind == DecisionKind::add_unit);  // not when it is added
    must_apply(s, AddUnit{0, warden});
    CHECK(s.pending().kind == DecisionKind::add_unit);  // not while the fronts are active
    must_apply(s, StopFront{0});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{skel, 0}));

    SECTION("triggered: doomed, +2") {
        const auto ev = play_out(s, {TriggerAbility{skel, 0}});
        CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == skel; }) >=
              0);
        CHECK(abilities_attacker_strength(ev) == 6);  // 1 + 2, and 3
        CHECK(contains(player(s, 0).world, skel));    // it collapsed, and was destroyed
    }
    SECTION("passed") {
        const auto ev = play_out(s, {Done{}});
        CHECK(abilities_attacker_strength(ev) == 4);
        CHECK(contains(player(s, 0).piles.discard, skel));
    }
}

TEST_CASE(
    "003 Post-combat abilities and the restore verb: the Mountain King restores allied "
    "units before doomed units collapse",
    "[abilities]") {
    CardId king{}, skel{};
    GameState s = abilities_position([&](json& j) {
        king = give_card(j, 0, "mountain_king", "hand");
        skel = give_card(j, 0, "skeleton", "hand");
    });
    std::vector<Event> ev = apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, king}, Done{},
                                          AddUnit{0, skel}, TriggerAbility{skel, 0}});
    // The post-combat phase begins after the territory changed hands (FAQ 4).
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{king, 0}));
    CHECK(events_of<TerritoryTaken>(ev).size() == 1);
    CHECK(events_of<UnitCollapsed>(ev).empty());

    SECTION("triggered: the Skeleton is restored and discarded") {
        ev = play_out(s, {TriggerAbility{king, 0}});
        CHECK(event_index<UnitRestored>(
                  ev, [&](const UnitRestored& e) { return e.card == skel; }) >= 0);
        CHECK(events_of<UnitCollapsed>(ev).empty());
        CHECK(contains(player(s, 0).piles.discard, skel));
        CHECK(contains(player(s, 0).piles.discard, king));
    }
    SECTION("passed: the Skeleton collapses") {
        ev = play_out(s, {Done{}});
        CHECK(event_index<UnitCollapsed>(
                  ev, [&](const UnitCollapsed& e) { return e.card == skel; }) >= 0);
        CHECK(contains(player(s, 0).world, skel));
    }
}

TEST_CASE(
    "003 Reaction abilities by condition: the Charge Leader when the hand is or becomes "
    "empty",
    "[abilities]") {
    SECTION("the condition becomes true: the last card leaves the hand") {
        CardId leader{}, inf{};
        GameState s = abilities_position([&](json& j) {
            leader = give_card(j, 0, "charge_leader", "hand");
            inf = give_card(j, 0, "infantry_squad", "hand");
        });
        must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, leader});
        CHECK(s.pending().kind == DecisionKind::open_second_front);  // the hand is not empty
        apply_all(s, {Done{}, AddUnit{0, inf}});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{leader, 0}));
        const auto ev = play_out(s, {TriggerAbility{leader, 0}});
        CHECK(abilities_attacker_strength(ev) == 5);  // 1 + 3, and 1
    }
    SECTION("added while the condition holds: the hand is empty") {
        CardId leader{};
        GameState s =
            abilities_position([&](json& j) { leader = give_card(j, 0, "charge_leader", "hand"); });
        must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, leader});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{leader, 0}));
        CHECK(abilities_attacker_strength(play_out(s, {TriggerAbility{leader, 0}})) == 4);
    }
    SECTION("each time the condition becomes true again") {
        // The Captain's draw refills the hand; the next unit empties it again.
        CardId leader{}, captain{}, inf{};
        GameState s = abilities_position([&](json& j) {
            leader = give_card(j, 0, "charge_leader", "hand");
            captain = give_card(j, 0, "captain", "hand");
            inf = give_card(j, 0, "infantry_squad", "deck");
        });
        apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, leader}, Done{}, AddUnit{0, captain}});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{leader, 0}));
        CHECK(offers(d, TriggerAbility{captain, 0}));
        apply_all(s, {TriggerAbility{leader, 0}, TriggerAbility{captain, 0}});
        REQUIRE(player(s, 0).piles.hand == std::vector<CardId>{inf});
        must_apply(s, AddUnit{0, inf});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{leader, 0}));
        // Charge Leader 1 + 3 + 3, Captain 2, Infantry Squad 1.
        CHECK(abilities_attacker_strength(play_out(s, {TriggerAbility{leader, 0}})) == 10);
    }
    SECTION("never empty: never offered") {
        CardId leader{};
        GameState s = abilities_position([&](json& j) {
            leader = give_card(j, 0, "charge_leader", "hand");
            give_card(j, 0, "small_energy_crystal", "hand");
        });
        const auto ev = play_out(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, leader}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(abilities_attacker_strength(ev) == 1);
    }
}

TEST_CASE("003 Reaction abilities by event: Setback from the hand when an enemy unit is added",
          "[abilities]") {
    CardId captain{}, setback{};
    GameState s = abilities_position([&](json& j) {
        set_control(j, kAbilitiesW2, 1);
        captain = give_card(j, 0, "captain", "hand");
        give_card(j, 0, "stone_warden", "hand");
        setback = give_card(j, 1, "setback", "hand");
    });
    // Not on a front Bob does not fight on: a wild territory.
    GameState wild = s;
    must_apply(wild, OpenFront{{kAbilitiesB, kAbilitiesW3}, captain});
    CHECK(wild.pending().kind == DecisionKind::open_second_front);

    must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, captain});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 1);
    CHECK(offers(d, TriggerAbility{setback, 0}));
    CHECK(offers(d, Done{}));
    const ApplyResult r = must_apply(s, TriggerAbility{setback, 0});
    CHECK(event_index<CardDiscarded>(r.events, [&](const CardDiscarded& e) {
              return e.player == 1 && e.card == setback;
          }) >= 0);
    CHECK(contains(player(s, 1).piles.discard, setback));
    CHECK(s.conquest().battle->fronts[0].attack.rows[0][0].strength_bonus == -2);
    const auto ev = finish_battle(s);
    CHECK(abilities_attacker_strength(ev) == 0);  // the Captain's 2, less 2
    CHECK(events_of<TerritoryTaken>(ev).empty());
}

TEST_CASE(
    "003 Permanent effects with a condition: Stone Warden +2 only while defending, Iron "
    "Golem +2 only against base defense",
    "[abilities]") {
    SECTION("Stone Warden attacking: 3") {
        CardId w{};
        GameState s =
            abilities_position([&](json& j) { w = give_card(j, 0, "stone_warden", "hand"); });
        CHECK(abilities_attacker_strength(
                  play_out(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, w}})) == 3);
    }
    SECTION("Stone Warden defending: 5") {
        CardId inf{}, bob_warden{};
        GameState s = abilities_position([&](json& j) {
            bob_fully_controls_w2(j);
            inf = give_card(j, 0, "infantry_squad", "hand");
            bob_warden = give_card(j, 1, "stone_warden", "hand");
        });
        const auto resolved = events_of<FrontResolved>(
            play_out(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, AddUnit{0, bob_warden}}));
        REQUIRE(resolved.size() == 1);
        CHECK(resolved[0].defender_strength == 5);
    }
    SECTION("Iron Golem against base defense: 8") {
        CardId golem{};
        GameState s =
            abilities_position([&](json& j) { golem = give_card(j, 0, "iron_golem", "hand"); });
        CHECK(abilities_attacker_strength(
                  play_out(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, golem}})) == 8);
    }
    SECTION("Iron Golem against units: 6") {
        CardId golem{}, bob_inf{};
        GameState s = abilities_position([&](json& j) {
            bob_fully_controls_w2(j);
            golem = give_card(j, 0, "iron_golem", "hand");
            bob_inf = give_card(j, 1, "infantry_squad", "hand");
        });
        CHECK(abilities_attacker_strength(play_out(
                  s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, golem}, AddUnit{0, bob_inf}})) == 6);
    }
}

// --- The verbs ----------------------------------------------------------------------------------

TEST_CASE(
    "Glossary Get Rid Of: the Sapper dooms itself to make an enemy unit of cost 2 or less "
    "collapse",
    "[abilities]") {
    CardId inf{}, sapper1{}, sapper2{}, bob_warden{}, bob_captain{};
    GameState s = abilities_position([&](json& j) {
        bob_fully_controls_w2(j);
        inf = give_card(j, 0, "infantry_squad", "hand");
        sapper1 = give_card(j, 0, "sapper", "hand");
        sapper2 = give_card(j, 0, "sapper", "hand");
        give_card(j, 0, "stone_warden", "hand");
        bob_warden = give_card(j, 1, "stone_warden", "hand");
        bob_captain = give_card(j, 1, "captain", "hand");
    });
    // Bob's rows: Stone Warden (cost 3), then Captain (cost 2). The first Sapper arrives while
    // only the Stone Warden stands: nothing to offer.
    auto ev =
        apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, Done{}, AddUnit{0, bob_warden},
                      AddUnit{0, sapper1}, AddUnit{0, bob_captain}, AddUnit{0, sapper2}});
    CHECK(events_of<AbilityTriggered>(ev).empty());
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{sapper2, 0}));
    CHECK_FALSE(offers(d, TriggerAbility{sapper1, 0}));
    ev = must_apply(s, TriggerAbility{sapper2, 0}).events;
    CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == sapper2; }) >= 0);
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options == std::vector<Action>{ChooseCard{bob_captain}});
    ev = must_apply(s, ChooseCard{bob_captain}).events;
    CHECK(event_index<UnitCollapsed>(
              ev, [&](const UnitCollapsed& e) { return e.card == bob_captain; }) >= 0);
    CHECK(contains(player(s, 1).collapsed, bob_captain));
    const BattleSide& bob = s.conquest().battle->fronts[0].defense;
    REQUIRE(bob.rows.size() == 1);  // the empty row disappears
    CHECK(bob.rows[0][0].card == bob_warden);
    ev = finish_battle(s);
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].defender_strength == 5);         // the Stone Warden alone
    CHECK(contains(player(s, 1).world, bob_captain));  // destroyed at unit destruction
}

TEST_CASE(
    "Glossary Doom: the doom verb (a test card) dooms an enemy unit, which collapses in "
    "post-combat - a doomed unit cannot be doomed again",
    "[abilities]") {
    CardId captain{}, warden{}, bob_s1{}, bob_s2{};
    GameState s = abilities_position([&](json& j) {
        sapper_dooms_instead(j);
        bob_fully_controls_w2(j);
        captain = give_card(j, 0, "captain", "hand");
        warden = give_card(j, 0, "stone_warden", "hand");
        bob_s1 = give_card(j, 1, "sapper", "hand");
        bob_s2 = give_card(j, 1, "sapper", "hand");
    });
    auto ev = apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, captain}, Done{},
                            AddUnit{0, bob_s1}, TriggerAbility{bob_s1, 0}, ChooseCard{captain}});
    CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == captain; }) >= 0);
    CHECK(s.conquest().battle->fronts[0].attack.rows[0][0].doomed);
    // Bob's second Sapper finds only the doomed Captain (the Stone Warden costs 3): not offered.
    ev = apply_all(s, {AddUnit{0, warden}, AddUnit{0, bob_s2}});
    CHECK(events_of<AbilityTriggered>(ev).empty());
    ev = concat(ev, finish_battle(s));
    CHECK(event_index<UnitCollapsed>(
              ev, [&](const UnitCollapsed& e) { return e.card == captain; }) >= 0);
    CHECK(abilities_attacker_strength(ev) == 5);  // a doomed unit still fights
    CHECK(contains(player(s, 0).world, captain));
}

TEST_CASE("Glossary Harvest: the Miner harvests the ore of the territory it attacks",
          "[abilities]") {
    CardId miner{};
    SECTION("a grey territory: production capability 2") {
        GameState s =
            abilities_position([&](json& j) { miner = give_card(j, 0, "miner", "hand"); });
        must_apply(s, OpenFront{{kAbilitiesB, kAbilitiesW3}, miner});
        const ApplyResult r = must_apply(s, TriggerAbility{miner, 0});
        const auto gained = events_of<ResourcesGained>(r.events);
        REQUIRE(gained.size() == 1);
        CHECK(gained[0].player == 0);
        CHECK(gained[0].amount == 2);
        CHECK(gained[0].why == "harvest");
        CHECK(resources_on(s, kAbilitiesB, TileColor::grey) == 2);  // on the allied territory
    }
    SECTION("a black territory: production capability 1") {
        GameState s =
            abilities_position([&](json& j) { miner = give_card(j, 0, "miner", "hand"); });
        apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, miner}, TriggerAbility{miner, 0}});
        CHECK(resources_on(s, kAbilitiesA, TileColor::grey) == 1);
    }
}

TEST_CASE(
    "FAQ 9: the Digging Machine on the map's edge harvests black tiles beyond it, "
    "production capability 1 each",
    "[abilities]") {
    // (3,-2) touches Alice's standing portal (ore is her civilization resource: 2), the green
    // (2,-2) and (3,-1) (1 each), the black (2,-1) (1), and the map's edge on two sides (1 each).
    CardId machine{};
    GameState s =
        abilities_position([&](json& j) { machine = give_card(j, 0, "digging_machine", "hand"); });
    must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, machine});
    const ApplyResult r = must_apply(s, TriggerAbility{machine, 0});
    const auto gained = events_of<ResourcesGained>(r.events);
    REQUIRE(gained.size() == 1);
    CHECK(gained[0].amount == 7);
    CHECK(resources_on(s, kAbilitiesA, TileColor::grey) == 7);
}

TEST_CASE(
    "FAQ 10: Rocket Roll destroys a card of the discard pile, then purchases a unit into "
    "the hand, paying Energy Crystals from the hand and resources from the territories",
    "[abilities]") {
    CardId rocket{}, medium{}, old_inf{}, small{};
    GameState s = abilities_position([&](json& j) {
        rocket = give_card(j, 0, "rocket_roll", "hand");
        medium = give_card(j, 0, "medium_energy_crystal", "hand");
        old_inf = give_card(j, 0, "infantry_squad", "discard");
        small = give_card(j, 0, "small_energy_crystal", "discard");
        set_resources(j, kAbilitiesA, TileColor::grey, 1);
    });
    must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, rocket});
    must_apply(s, TriggerAbility{rocket, 0});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(offers(d, ChooseCard{old_inf}));
    CHECK(offers(d, ChooseCard{small}));
    must_apply(s, ChooseCard{old_inf});
    CHECK(contains(player(s, 0).world, old_inf));  // destroyed: back to the World
    CHECK(player(s, 0).piles.discard == std::vector<CardId>{small});

    // Affordable with the Medium crystal (2) and 1 ore: a Captain (2 crystals, 1 ore), not a
    // Shaman (3 crystals, 2 ore).
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    const CardId captain = world_card(s, "captain", 0);
    CHECK(offers(d, ChooseCard{captain}));
    CHECK_FALSE(offers(d, ChooseCard{world_card(s, "shaman", 0)}));
    must_apply(s, ChooseCard{captain});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    const ApplyResult r = must_apply(s, s.pending().options.front());
    const auto bought = events_of<CardBought>(r.events);
    REQUIRE(bought.size() == 1);
    CHECK(bought[0].card == captain);
    CHECK(contains(player(s, 0).piles.hand, captain));
    CHECK_FALSE(contains(player(s, 0).world, captain));
    CHECK(contains(player(s, 0).piles.discard, medium));
    CHECK(resources_on(s, kAbilitiesA, TileColor::grey) == 0);
    CHECK(s.pending().kind == DecisionKind::open_second_front);  // resolved; the battle goes on
}

TEST_CASE(
    "FAQ 7: Infantry Squad reveals two cards, only the first may be played or discarded, "
    "else both go back in any order (scout verb)",
    "[abilities]") {
    CardId inf{}, captain{}, skel{};
    auto deal = [&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        give_card(j, 0, "stone_warden", "hand");
        skel = give_card(j, 0, "skeleton", "deck");
        captain = give_card(j, 0, "captain", "deck");  // on top
    };
    GameState s = abilities_position(deal);
    must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, inf});
    must_apply(s, TriggerAbility{inf, 0});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options ==
          std::vector<Action>{ChooseNumber{0}, ChooseNumber{1}, ChooseNumber{2}, ChooseNumber{3}});
    CHECK(s.conquest().battle->resolving->revealed == std::vector<CardId>{captain, skel});

    SECTION("0: the first is added to the front; the second stays on top") {
        const ApplyResult r = must_apply(s, ChooseNumber{0});
        CHECK(event_index<UnitAdded>(r.events, [&](const UnitAdded& e) {
                  return e.card == captain && e.front == 0;
              }) >= 0);
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{skel});
        CHECK(s.pending().kind != DecisionKind::ability_choice);
    }
    SECTION("1: the first is discarded; the second stays on top") {
        must_apply(s, ChooseNumber{1});
        CHECK(player(s, 0).piles.discard == std::vector<CardId>{captain});
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{skel});
        CHECK(s.pending().kind != DecisionKind::ability_choice);
    }
    SECTION("2: both back as they were") {
        must_apply(s, ChooseNumber{2});
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{skel, captain});
    }
    SECTION("3: both back, the second on top") {
        must_apply(s, ChooseNumber{3});
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{captain, skel});
    }
    SECTION("one card left in deck and discard pile: it alone is revealed") {
        CardId lone{};
        GameState t = abilities_position([&](json& j) {
            inf = give_card(j, 0, "infantry_squad", "hand");
            lone = give_card(j, 0, "captain", "deck");
        });
        apply_all(t, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, TriggerAbility{inf, 0}});
        const Decision e = t.pending();
        REQUIRE(e.kind == DecisionKind::ability_choice);
        CHECK(e.options == std::vector<Action>{ChooseNumber{0}, ChooseNumber{1}, ChooseNumber{2}});
        CHECK(t.conquest().battle->resolving->revealed == std::vector<CardId>{lone});
    }
    SECTION("the first card is not a unit: it cannot be played") {
        CardId crystal{};
        GameState t = abilities_position([&](json& j) {
            deal(j);
            crystal = give_card(j, 0, "small_energy_crystal", "deck");
        });
        apply_all(t, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, TriggerAbility{inf, 0}});
        const Decision e = t.pending();
        REQUIRE(e.kind == DecisionKind::ability_choice);
        CHECK_FALSE(offers(e, ChooseNumber{0}));
        CHECK(offers(e, ChooseNumber{1}));
        CHECK(t.conquest().battle->resolving->revealed == std::vector<CardId>{crystal, captain});
    }
}

TEST_CASE("FAQ 8: a Captain added by an Infantry Squad may trigger its immediate ability",
          "[abilities]") {
    CardId inf{}, captain{}, skel{};
    GameState s = abilities_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        give_card(j, 0, "stone_warden", "hand");
        skel = give_card(j, 0, "skeleton", "deck");
        captain = give_card(j, 0, "captain", "deck");
    });
    apply_all(
        s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, TriggerAbility{inf, 0}, ChooseNumber{0}});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{captain, 0}));
    must_apply(s, TriggerAbility{captain, 0});
    CHECK(contains(player(s, 0).piles.hand, skel));  // the second revealed card, drawn
}

TEST_CASE(
    "FAQ 8: a Charge Leader added by an Infantry Squad when the hand is empty may trigger "
    "its reaction",
    "[abilities]") {
    CardId inf{}, leader{};
    GameState s = abilities_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        give_card(j, 0, "skeleton", "deck");
        leader = give_card(j, 0, "charge_leader", "deck");
    });
    apply_all(
        s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, TriggerAbility{inf, 0}, ChooseNumber{0}});
    REQUIRE(player(s, 0).piles.hand.empty());
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{leader, 0}));
    CHECK(abilities_attacker_strength(play_out(s, {TriggerAbility{leader, 0}})) ==
          5);  // 1, and 1 + 3
}

TEST_CASE(
    "FAQ 8: a Skeleton added between steps 6 and 7 by the Grave Warden may trigger its "
    "delayed ability (return_from_discard verb)",
    "[abilities]") {
    CardId warden{}, skel{};
    GameState s = abilities_position([&](json& j) {
        warden = give_card(j, 0, "grave_warden", "hand");
        give_card(j, 0, "infantry_squad", "discard");
        skel = give_card(j, 0, "skeleton", "discard");
    });
    must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, warden});
    // Alice's hand is empty: both sides have stopped; the delayed abilities.
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{warden, 0}));
    const ApplyResult r = must_apply(s, TriggerAbility{warden, 0});
    CHECK(event_index<UnitAdded>(r.events, [&](const UnitAdded& e) {
              return e.card == skel && e.player == 0 && e.front == 0;
          }) >= 0);
    CHECK_FALSE(contains(player(s, 0).piles.discard, skel));
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{skel, 0}));
    CHECK(abilities_attacker_strength(play_out(s, {TriggerAbility{skel, 0}})) ==
          6);  // 3, and 1 + 2
}

TEST_CASE("FAQ 12: the Shaman's +1 lasts for the rest of the battle after the Shaman collapses",
          "[abilities]") {
    // A test variant of Bob's Sapper reaches cost 3: it gets rid of the Shaman.
    CardId shaman{}, inf{}, bob_sapper{};
    GameState s = abilities_position([&](json& j) {
        sapper_reaches_cost(j, 3);
        bob_fully_controls_w2(j);
        shaman = give_card(j, 0, "shaman", "hand");
        inf = give_card(j, 0, "infantry_squad", "hand");
        bob_sapper = give_card(j, 1, "sapper", "hand");
    });
    must_apply(s, OpenFront{{kAbilitiesA, kAbilitiesW2}, shaman});
    // Glossary Restore: undoomed units cannot be restored, so only the +1 is on offer.
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{shaman, 0}));
    CHECK_FALSE(offers(d, TriggerAbility{shaman, 1}));
    apply_all(s, {TriggerAbility{shaman, 0}, Done{}, AddUnit{0, bob_sapper},
                  TriggerAbility{bob_sapper, 0}, ChooseCard{shaman}});
    REQUIRE(contains(player(s, 0).collapsed, shaman));
    // The Infantry Squad, added after the Shaman is gone, still gets +1: 2 against the Sapper's 1.
    const auto ev = play_out(s, {AddUnit{0, inf}});
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].attacker_strength == 2);
    CHECK(resolved[0].defender_strength == 1);
    CHECK(resolved[0].attacker_won);
}

TEST_CASE("003 Reaction abilities by event: the attacker's Setback when the defender adds a unit",
          "[abilities]") {
    CardId inf{}, setback{}, bob_captain{};
    GameState s = abilities_position([&](json& j) {
        bob_fully_controls_w2(j);
        inf = give_card(j, 0, "infantry_squad", "hand");
        setback = give_card(j, 0, "setback", "hand");
        bob_captain = give_card(j, 1, "captain", "hand");
    });
    apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, inf}, AddUnit{0, bob_captain}});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    CHECK(offers(d, TriggerAbility{setback, 0}));
    const auto ev = play_out(s, {TriggerAbility{setback, 0}});
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].defender_strength == 0);  // the Captain's 2, less 2
    CHECK(resolved[0].attacker_won);
}

TEST_CASE("003 Post-combat abilities: the Mountain King restores only its owner's units",
          "[abilities]") {
    // Bob's Sapper (a test variant that dooms instead of getting rid of) dooms Alice's Skeleton
    // and itself; the Mountain King restores the Skeleton, not Bob's Sapper.
    CardId king{}, skel{}, bob_sapper{};
    GameState s = abilities_position([&](json& j) {
        sapper_dooms_instead(j);
        bob_fully_controls_w2(j);
        skel = give_card(j, 0, "skeleton", "hand");
        king = give_card(j, 0, "mountain_king", "hand");
        bob_sapper = give_card(j, 1, "sapper", "hand");
    });
    apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, skel}, Done{}, AddUnit{0, bob_sapper},
                  TriggerAbility{bob_sapper, 0}, ChooseCard{skel}, AddUnit{0, king}});
    // Delayed: the doomed Skeleton cannot pay its cost; post-combat: the Mountain King.
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    REQUIRE(offers(d, TriggerAbility{king, 0}));
    const auto ev = play_out(s, {TriggerAbility{king, 0}});
    CHECK(event_index<UnitRestored>(ev, [&](const UnitRestored& e) { return e.card == skel; }) >=
          0);
    CHECK(event_index<UnitRestored>(
              ev, [&](const UnitRestored& e) { return e.card == bob_sapper; }) < 0);
    CHECK(contains(player(s, 0).piles.discard, skel));
    CHECK(contains(player(s, 1).world, bob_sapper));  // collapsed, destroyed
}

TEST_CASE(
    "003 Post-combat abilities: allied_units (include/eden/cards/cards.hpp: every allied unit on "
    "this front) - the Mountain King restores its own front only",
    "[abilities]") {
    // The vocabulary defines Target::allied_units as "every allied unit on this front", as the
    // Shaman's add_strength keeps to its front. With nobody doomed on its own front the Mountain
    // King's restore would resolve nothing, so it is not offered (RULES.md §2), and the
    // Skeleton doomed on the other front collapses.
    CardId king{}, skel{};
    GameState s = abilities_position([&](json& j) {
        king = give_card(j, 0, "mountain_king", "hand");
        skel = give_card(j, 0, "skeleton", "hand");
    });
    std::vector<Event> ev =
        apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, king},
                      OpenFront{{kAbilitiesB, kAbilitiesW3}, skel}, TriggerAbility{skel, 0}});
    bool king_offered = false;
    while (s.conquest().battle) {
        const Decision d = s.pending();
        king_offered = king_offered || offers(d, TriggerAbility{king, 0});
        const Action a = offers(d, Done{}) ? Action{Done{}} : d.options.front();
        const auto r = must_apply(s, offers(d, StopFront{0}) ? Action{StopFront{0}} : a);
        ev.insert(ev.end(), r.events.begin(), r.events.end());
    }
    CHECK_FALSE(king_offered);
    CHECK(event_index<UnitRestored>(ev, [&](const UnitRestored& e) { return e.card == skel; }) < 0);
    CHECK(event_index<UnitCollapsed>(ev, [&](const UnitCollapsed& e) { return e.card == skel; }) >=
          0);
}

TEST_CASE(
    "Glossary Destroy: a common card destroyed from the discard pile goes back to its "
    "supply pile, owned by nobody",
    "[abilities]") {
    // conquest/conquest.hpp: a CardInstance's owner is kNoPlayer for a common card in its supply
    // pile.
    CardId rocket{}, small{};
    GameState s = abilities_position([&](json& j) {
        rocket = give_card(j, 0, "rocket_roll", "hand");
        give_card(j, 0, "medium_energy_crystal", "hand");
        small = give_card(j, 0, "small_energy_crystal", "discard");
    });
    apply_all(s, {OpenFront{{kAbilitiesA, kAbilitiesW2}, rocket}, TriggerAbility{rocket, 0},
                  ChooseCard{small}});
    const CardInstance& card = s.conquest().cards.at(static_cast<std::size_t>(small));
    const auto& pile = s.conquest().supply.at(static_cast<std::size_t>(card.def));
    REQUIRE_FALSE(pile.empty());
    CHECK(pile.back() == small);
    CHECK(card.owner == kNoPlayer);
}
