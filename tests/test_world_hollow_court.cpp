// The Hollow Court (data/civilizations/hollow_court.json, omninutrients): one test per unit
// card, each played in a battle. Signature: doom, collapse and return (003 §Effects and
// abilities, glossary: doom, restore, collapse, rescue; FAQ 6 and FAQ 8).
//
// Positions: data/maps/two_players.json with the designed cards of data/, Alice (seat 0) plays
// the Hollow Court and Bob (seat 1) the Positronium Syndicate. Alice is at her first attack
// subphase holding (4,-2) (her portal), (3,-2) and (3,-1); the wild (2,-1) and (2,0) are at base
// defense 1. Nobody holds a card and no resource lies on the map until a test deals them.
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kCourtA{3, -2};   // Alice's
const Hex kCourtB{3, -1};   // Alice's
const Hex kCourtW2{2, -1};  // wild, black

const GameState& court_base() {
    static const GameState s = designed_bare_expansion({"hollow_court", "positronium_syndicate"});
    return s;
}

GameState court_position(const std::function<void(json&)>& edit) {
    return edited(court_base(), edit);
}

int court_attacker_strength(const std::vector<Event>& ev) {
    const auto resolved = events_of<FrontResolved>(ev);
    if (resolved.size() != 1) throw std::logic_error("expected one front resolved");
    return resolved[0].attacker_strength;
}

// A unit's strength with the bonus of its ability `ability` (effect 0).
int court_with_bonus(const GameState& s, const char* card_id, int ability = 0) {
    return strength(s, card_id) + effect_amount(s, card_id, ability);
}

}  // namespace

TEST_CASE(
    "The Hollow Court: Skeleton dooms itself for a bonus at the delayed step and is destroyed "
    "after the battle - 003 Effects and abilities, FAQ 8",
    "[world][hollow_court]") {
    CardId skel{};
    GameState s = court_position([&](json& j) { skel = give_card(j, 0, "skeleton", "hand"); });
    must_apply(s, OpenFront{{kCourtA, kCourtW2}, skel});
    // Alice's hand is empty: both sides have stopped; the delayed abilities.
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{skel, 0}));
    CHECK(attack_total(s) == strength(s, "skeleton"));

    SECTION("triggered: doomed, with its bonus, collapses and is destroyed") {
        // The only ability on offer: the front is counted at once.
        const auto ev = play_out(s, {TriggerAbility{skel, 0}});
        CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == skel; }) >=
              0);
        CHECK(court_attacker_strength(ev) == court_with_bonus(s, "skeleton"));
        CHECK(collapsed(ev, skel));
        CHECK(contains(player(s, 0).world, skel));  // cost 1: destroyed, not rescued
    }
    SECTION("passed: its strength alone, discarded") {
        const auto ev = play_out(s, {Done{}});
        CHECK(court_attacker_strength(ev) == strength(s, "skeleton"));
        CHECK_FALSE(collapsed(ev, skel));
        CHECK(contains(player(s, 0).piles.discard, skel));
    }
}

TEST_CASE(
    "The Hollow Court: Grave Rat dooms itself for a bonus and returns omninutrients to the soil "
    "when it collapses, enough to rescue it - 003 Effects and abilities, glossary Rescue",
    "[world][hollow_court]") {
    CardId rat{};
    GameState s = court_position([&](json& j) { rat = give_card(j, 0, "grave_rat", "hand"); });
    must_apply(s, OpenFront{{kCourtA, kCourtW2}, rat});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{rat, 0}));
    CHECK_FALSE(offers(d, TriggerAbility{rat, 1}));  // it has not collapsed
    // Nothing else to do: the front is counted (against base defense 1), then in the
    // post-combat phase the doomed rat collapses.
    const ApplyResult doomed = must_apply(s, TriggerAbility{rat, 0});
    CHECK(event_index<UnitDoomed>(doomed.events,
                                  [&](const UnitDoomed& e) { return e.card == rat; }) >= 0);
    CHECK(court_attacker_strength(doomed.events) == court_with_bonus(s, "grave_rat"));
    CHECK(collapsed(doomed.events, rat));
    CHECK(resources_on(s, kCourtA, TileColor::brown) == 0);
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    REQUIRE(offers(d, TriggerAbility{rat, 1}));
    CHECK(contains(player(s, 0).collapsed, rat));
    const ApplyResult r = must_apply(s, TriggerAbility{rat, 1});
    const int returned = effect_amount(s, "grave_rat", 1);
    const auto gained = events_of<ResourcesGained>(r.events);
    REQUIRE(gained.size() == 1);
    CHECK(gained[0].player == 0);
    CHECK(gained[0].amount == returned);
    CHECK(resources_on(s, kCourtA, TileColor::brown) == returned);  // on the allied territory
    REQUIRE(returned >= cost_number(s, "grave_rat"));               // enough to rescue it

    SECTION("rescued with its own omninutrient: discarded, not destroyed") {
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::rescue_units);
        REQUIRE(offers(d, Rescue{rat}));
        must_apply(s, Rescue{rat});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        const ApplyResult paid = must_apply(s, s.pending().options.front());
        CHECK(event_index<UnitRescued>(paid.events,
                                       [&](const UnitRescued& e) { return e.card == rat; }) >= 0);
        finish_battle(s);
        CHECK(contains(player(s, 0).piles.discard, rat));
        CHECK(resources_on(s, kCourtA, TileColor::brown) == returned - cost_number(s, "grave_rat"));
    }
    SECTION("not rescued: destroyed, the omninutrients stay") {
        finish_battle(s);
        CHECK(contains(player(s, 0).world, rat));
        CHECK(resources_on(s, kCourtA, TileColor::brown) == returned);
    }
}

TEST_CASE(
    "The Hollow Court: Gravedigger gains omninutrients when a doomed ally on its front "
    "collapses after the battle - 003 Reaction abilities by event",
    "[world][hollow_court]") {
    CardId digger{}, skel{};
    GameState s = court_position([&](json& j) {
        digger = give_card(j, 0, "gravedigger", "hand");
        skel = give_card(j, 0, "skeleton", "hand");
    });
    apply_all(s, {OpenFront{{kCourtA, kCourtW2}, digger}, Done{}, AddUnit{0, skel}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK_FALSE(offers(d, TriggerAbility{digger, 0}));  // nobody has collapsed
    CHECK(attack_total(s) == strength(s, "gravedigger") + strength(s, "skeleton"));
    std::vector<Event> ev = apply_all(s, {TriggerAbility{skel, 0}});
    // The Gravedigger, the Skeleton with its bonus.
    CHECK(court_attacker_strength(ev) ==
          strength(s, "gravedigger") + court_with_bonus(s, "skeleton"));
    // Post-combat: the doomed Skeleton collapses; the Gravedigger buries it.
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{digger, 0}));
    CHECK(contains(player(s, 0).collapsed, skel));
    const ApplyResult r = must_apply(s, TriggerAbility{digger, 0});
    REQUIRE(events_of<ResourcesGained>(r.events).size() == 1);
    CHECK(events_of<ResourcesGained>(r.events)[0].amount == effect_amount(s, "gravedigger"));
    CHECK(resources_on(s, kCourtA, TileColor::brown) == effect_amount(s, "gravedigger"));
    finish_battle(s);
    CHECK(contains(player(s, 0).piles.discard, digger));
    CHECK(contains(player(s, 0).world, skel));  // not rescued: destroyed
}

TEST_CASE(
    "The Hollow Court: Ghoul destroys a card of the discard pile for a bonus - FAQ 6, glossary "
    "Destroy",
    "[world][hollow_court]") {
    SECTION("a crystal eaten: back to its supply pile, the Ghoul fights with its bonus") {
        CardId ghoul{}, small{};
        GameState s = court_position([&](json& j) {
            ghoul = give_card(j, 0, "ghoul", "hand");
            small = give_card(j, 0, "small_energy_crystal", "discard");
        });
        must_apply(s, OpenFront{{kCourtA, kCourtW2}, ghoul});
        REQUIRE(offers(s.pending(), TriggerAbility{ghoul, 0}));
        must_apply(s, TriggerAbility{ghoul, 0});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{small}});
        const ApplyResult r = must_apply(s, ChooseCard{small});
        CHECK(event_index<UnitDestroyed>(
                  r.events, [&](const UnitDestroyed& e) { return e.card == small; }) >= 0);
        CHECK(s.conquest().cards.at(static_cast<std::size_t>(small)).owner == kNoPlayer);
        const auto ev = concat(r.events, finish_battle(s));
        CHECK(court_attacker_strength(ev) == court_with_bonus(s, "ghoul"));
        CHECK_FALSE(contains(player(s, 0).piles.discard, small));
        CHECK(contains(player(s, 0).piles.discard, ghoul));
    }
    SECTION("an empty discard pile: its cost cannot be paid, not offered") {
        CardId ghoul{};
        GameState s = court_position([&](json& j) { ghoul = give_card(j, 0, "ghoul", "hand"); });
        const auto ev = play_out(s, {OpenFront{{kCourtA, kCourtW2}, ghoul}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(court_attacker_strength(ev) == strength(s, "ghoul"));
    }
}

TEST_CASE(
    "The Hollow Court: Revenant dooms itself to draw a card and counts a bonus while doomed - "
    "003 Permanent effects, condition self_doomed",
    "[world][hollow_court]") {
    CardId rev{}, top{}, embalmer{};
    GameState s = court_position([&](json& j) {
        rev = give_card(j, 0, "revenant", "hand");
        embalmer = give_card(j, 0, "embalmer", "hand");
        top = give_card(j, 0, "small_energy_crystal", "deck");
    });
    apply_all(s, {OpenFront{{kCourtA, kCourtW2}, rev}});
    CHECK(attack_total(s) == strength(s, "revenant"));
    REQUIRE(offers(s.pending(), TriggerAbility{rev, 0}));
    const ApplyResult r = must_apply(s, TriggerAbility{rev, 0});
    CHECK(event_index<UnitDoomed>(r.events, [&](const UnitDoomed& e) { return e.card == rev; }) >=
          0);
    CHECK(contains(player(s, 0).piles.hand, top));
    CHECK(attack_total(s) == court_with_bonus(s, "revenant", 1));  // its bonus while doomed
    // The Embalmer joins; the front is counted, then the post-combat phase begins.
    const auto counted = apply_all(s, {Done{}, AddUnit{0, embalmer}});
    CHECK(court_attacker_strength(counted) ==
          court_with_bonus(s, "revenant", 1) + strength(s, "embalmer"));
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    REQUIRE(offers(d, TriggerAbility{embalmer, 0}));

    SECTION("left doomed: it collapses and is destroyed") {
        const auto ev = play_out(s, {Done{}});
        CHECK(collapsed(ev, rev));
        CHECK(contains(player(s, 0).world, rev));
    }
    SECTION("restored by the Embalmer after the count: it kept its bonus and survives") {
        const auto ev = play_out(s, {TriggerAbility{embalmer, 0}, ChooseCard{rev}});
        CHECK(event_index<UnitRestored>(ev, [&](const UnitRestored& e) { return e.card == rev; }) >=
              0);
        CHECK_FALSE(collapsed(ev, rev));
        CHECK(contains(player(s, 0).piles.discard, rev));
    }
}

TEST_CASE(
    "The Hollow Court: Embalmer restores a doomed Skeleton at the start of the post-combat "
    "phase, after it counted its bonus - 003 Post-combat abilities, glossary Restore",
    "[world][hollow_court]") {
    CardId embalmer{}, skel{};
    GameState s = court_position([&](json& j) {
        embalmer = give_card(j, 0, "embalmer", "hand");
        skel = give_card(j, 0, "skeleton", "hand");
    });
    apply_all(s, {OpenFront{{kCourtA, kCourtW2}, embalmer}, Done{}, AddUnit{0, skel}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{skel, 0}));
    CHECK_FALSE(offers(d, TriggerAbility{embalmer, 0}));  // not before the post-combat phase

    SECTION("the Skeleton dooms itself, the Embalmer restores it") {
        const auto counted = apply_all(s, {TriggerAbility{skel, 0}});
        CHECK(court_attacker_strength(counted) ==
              strength(s, "embalmer") + court_with_bonus(s, "skeleton"));
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{embalmer, 0}));
        must_apply(s, TriggerAbility{embalmer, 0});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{skel}});  // the only doomed ally
        const ApplyResult r = must_apply(s, ChooseCard{skel});
        CHECK(event_index<UnitRestored>(
                  r.events, [&](const UnitRestored& e) { return e.card == skel; }) >= 0);
        const auto ev = concat(r.events, finish_battle(s));
        CHECK_FALSE(collapsed(ev, skel));
        CHECK(contains(player(s, 0).piles.discard, skel));
        CHECK(contains(player(s, 0).piles.discard, embalmer));
    }
    SECTION("the Skeleton passes: nobody doomed, nothing to restore") {
        const auto ev = play_out(s, {Done{}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(court_attacker_strength(ev) == strength(s, "embalmer") + strength(s, "skeleton"));
    }
}

TEST_CASE(
    "The Hollow Court: Grave Warden returns a Skeleton from the discard pile at the delayed "
    "step, which may trigger its own delayed ability - FAQ 8",
    "[world][hollow_court]") {
    SECTION("a Skeleton in the discard pile") {
        CardId warden{}, skel{};
        GameState s = court_position([&](json& j) {
            warden = give_card(j, 0, "grave_warden", "hand");
            give_card(j, 0, "grave_rat", "discard");
            skel = give_card(j, 0, "skeleton", "discard");
            set_resources(j, kCourtA, TileColor::brown, 2);  // the raise costs 2 omninutrients
        });
        must_apply(s, OpenFront{{kCourtA, kCourtW2}, warden});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{warden, 0}));
        must_apply(s, TriggerAbility{warden, 0});
        // The raise costs 2 omninutrients, all on one territory: the first plan pays them.
        REQUIRE(s.pending().kind == DecisionKind::pay);
        const ApplyResult r = must_apply(s, s.pending().options.front());
        CHECK(resources_on(s, kCourtA, TileColor::brown) == 0);
        CHECK(event_index<UnitAdded>(r.events, [&](const UnitAdded& e) {
                  return e.card == skel && e.player == 0 && e.front == 0;
              }) >= 0);
        CHECK_FALSE(contains(player(s, 0).piles.discard, skel));
        CHECK(attack_total(s) == strength(s, "grave_warden") + strength(s, "skeleton"));
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{skel, 0}));
        const auto ev = play_out(s, {TriggerAbility{skel, 0}});
        // The Warden, the Skeleton with its bonus.
        CHECK(court_attacker_strength(ev) ==
              strength(s, "grave_warden") + court_with_bonus(s, "skeleton"));
        CHECK(collapsed(ev, skel));
        CHECK(contains(player(s, 0).world, skel));
        CHECK(contains(player(s, 0).piles.discard, warden));
    }
    SECTION("no Skeleton in the discard pile: not offered") {
        CardId warden{};
        GameState s = court_position([&](json& j) {
            warden = give_card(j, 0, "grave_warden", "hand");
            give_card(j, 0, "grave_rat", "discard");
        });
        const auto ev = play_out(s, {OpenFront{{kCourtA, kCourtW2}, warden}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(court_attacker_strength(ev) == strength(s, "grave_warden"));
    }
}

TEST_CASE(
    "The Hollow Court: Barrow Wight dooms itself to doom an enemy unit up to its max cost, and "
    "both collapse after the battle - FAQ 6, glossary Doom",
    "[world][hollow_court]") {
    CardId d1{}, d2{}, wight{}, bob_tank{}, bob_titan{};
    GameState s = court_position([&](json& j) {
        bob_fully_controls_w2(j);
        d1 = give_card(j, 0, "gravedigger", "hand");
        d2 = give_card(j, 0, "gravedigger", "hand");
        wight = give_card(j, 0, "barrow_wight", "hand");
        bob_tank = give_card(j, 1, "drill_tank", "hand");
        bob_titan = give_card(j, 1, "positronic_titan", "hand");
    });
    // Bob's rows: Drill Tank (cost within the Wight's reach), then Positronic Titan (beyond it).
    const int reach = effect_max_cost(s, "barrow_wight");
    REQUIRE(cost_number(s, "drill_tank") <= reach);
    REQUIRE(cost_number(s, "positronic_titan") > reach);
    apply_all(s, {OpenFront{{kCourtA, kCourtW2}, d1}, Done{}, AddUnit{0, bob_tank}, AddUnit{0, d2},
                  AddUnit{0, bob_titan}, AddUnit{0, wight}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    REQUIRE(offers(d, TriggerAbility{wight, 0}));
    std::vector<Event> ev = apply_all(s, {TriggerAbility{wight, 0}});
    CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == wight; }) >= 0);
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options == std::vector<Action>{ChooseCard{bob_tank}});  // not the cost-6 Titan
    ev = concat(ev, apply_all(s, {ChooseCard{bob_tank}}));
    CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == bob_tank; }) >=
          0);
    ev = concat(ev, finish_battle(s));
    // Both still fought: Alice's two Gravediggers and Wight against Bob's Drill Tank (defending:
    // no bonus) and Positronic Titan (its bonus for each of Alice's three units).
    const auto resolved = events_of<FrontResolved>(ev);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[0].attacker_strength ==
          2 * strength(s, "gravedigger") + strength(s, "barrow_wight"));
    CHECK(resolved[0].defender_strength == strength(s, "drill_tank") +
                                               strength(s, "positronic_titan") +
                                               3 * effect_amount(s, "positronic_titan"));
    CHECK(collapsed(ev, wight));
    CHECK(collapsed(ev, bob_tank));
    CHECK(contains(player(s, 0).world, wight));     // destroyed
    CHECK(contains(player(s, 1).world, bob_tank));  // destroyed
    CHECK(contains(player(s, 1).piles.discard, bob_titan));
}

TEST_CASE(
    "The Hollow Court: Lich dooms itself to restore an ally and counts its bonus while doomed, "
    "then "
    "as a collapsed cost-5 unit it is destroyed unless rescued - 003 step 9",
    "[world][hollow_court]") {
    CardId lich{}, skel{};
    // Plays the battle up to the Lich's restore; `brown` omninutrients lie on Alice's
    // territories, 3 on (3,-2) and the rest on (3,-1) (none reaching 5 while the Lich's cost is
    // below 8: no territory bonus).
    auto play = [&](int brown, std::vector<Event>& ev) {
        GameState s = court_position([&](json& j) {
            lich = give_card(j, 0, "lich", "hand");
            skel = give_card(j, 0, "skeleton", "hand");
            set_resources(j, kCourtA, TileColor::brown, std::min(brown, 3));
            set_resources(j, kCourtB, TileColor::brown, brown - std::min(brown, 3));
        });
        apply_all(s, {OpenFront{{kCourtA, kCourtW2}, lich}, Done{}, AddUnit{0, skel}});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK_FALSE(offers(d, TriggerAbility{lich, 1}));  // nobody to restore yet
        must_apply(s, TriggerAbility{skel, 0});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{lich, 1}));
        const int skeleton = court_with_bonus(s, "skeleton");
        CHECK(attack_total(s) == strength(s, "lich") + skeleton);
        must_apply(s, TriggerAbility{lich, 1});
        CHECK(s.conquest().battle->fronts[0].attack.rows[0][0].doomed);
        CHECK(attack_total(s) == court_with_bonus(s, "lich") + skeleton);  // its bonus while doomed
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(offers(d, ChooseCard{skel}));
        ev = must_apply(s, ChooseCard{skel}).events;
        CHECK(event_index<UnitRestored>(
                  ev, [&](const UnitRestored& e) { return e.card == skel; }) >= 0);
        CHECK(court_attacker_strength(ev) == court_with_bonus(s, "lich") + skeleton);
        return s;
    };

    SECTION("not rescued: the Lich is destroyed, the Skeleton discarded") {
        std::vector<Event> ev;
        GameState s = play(0, ev);
        ev = concat(ev, finish_battle(s));
        CHECK(collapsed(ev, lich));
        CHECK_FALSE(collapsed(ev, skel));
        CHECK(event_index<UnitDestroyed>(
                  ev, [&](const UnitDestroyed& e) { return e.card == lich; }) >= 0);
        CHECK(contains(player(s, 0).world, lich));
        CHECK(contains(player(s, 0).piles.discard, skel));
    }
    SECTION("rescued with as many omninutrients as its cost: discarded") {
        const int lich_cost = cost_number(court_base(), "lich");
        REQUIRE(lich_cost < 8);
        std::vector<Event> ev;
        GameState s = play(lich_cost, ev);
        CHECK(collapsed(ev, lich));
        // Post-combat: returning a unit to the World is on offer; decline it.
        while (s.pending().kind != DecisionKind::rescue_units) {
            const Decision p = s.pending();
            REQUIRE(p.kind != DecisionKind::none);
            must_apply(s, offers(p, Done{}) ? Action{Done{}} : p.options.front());
        }
        REQUIRE(offers(s.pending(), Rescue{lich}));
        must_apply(s, Rescue{lich});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        const ApplyResult paid = must_apply(s, s.pending().options.front());
        CHECK(event_index<UnitRescued>(paid.events,
                                       [&](const UnitRescued& e) { return e.card == lich; }) >= 0);
        finish_battle(s);
        CHECK(contains(player(s, 0).piles.discard, lich));
        CHECK(resources_on(s, kCourtA, TileColor::brown) +
                  resources_on(s, kCourtB, TileColor::brown) ==
              0);
    }
}

TEST_CASE(
    "The Hollow Court: Hollow Queen dooms herself to call back a Grave Warden, which raises "
    "a Skeleton, and as a cost-6 unit she is discarded, not destroyed - FAQ 8, 003 step 9",
    "[world][hollow_court]") {
    SECTION("a Grave Warden in the discard pile") {
        CardId queen{}, warden{}, skel{};
        GameState s = court_position([&](json& j) {
            queen = give_card(j, 0, "hollow_queen", "hand");
            warden = give_card(j, 0, "grave_warden", "discard");
            skel = give_card(j, 0, "skeleton", "discard");
            set_resources(j, kCourtA, TileColor::brown, 2);  // the Warden's raise: 2 omninutrients
        });
        must_apply(s, OpenFront{{kCourtA, kCourtW2}, queen});
        CHECK(attack_total(s) == strength(s, "hollow_queen"));
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{queen, 1}));
        std::vector<Event> ev = apply_all(s, {TriggerAbility{queen, 1}});
        CHECK(event_index<UnitAdded>(ev, [&](const UnitAdded& e) { return e.card == warden; }) >=
              0);
        // The Queen with her bonus while doomed, the Grave Warden.
        const int queen_and_warden =
            court_with_bonus(s, "hollow_queen") + strength(s, "grave_warden");
        CHECK(attack_total(s) == queen_and_warden);
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{warden, 0}));
        ev = concat(ev, apply_all(s, {TriggerAbility{warden, 0}}));
        REQUIRE(s.pending().kind == DecisionKind::pay);  // the raise: 2 omninutrients
        ev = concat(ev, apply_all(s, {s.pending().options.front()}));
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{skel, 0}));
        ev = concat(ev, play_out(s, {TriggerAbility{skel, 0}}));
        CHECK(court_attacker_strength(ev) == queen_and_warden + court_with_bonus(s, "skeleton"));
        CHECK(collapsed(ev, queen));
        CHECK(collapsed(ev, skel));
        CHECK(event_index<UnitDestroyed>(
                  ev, [&](const UnitDestroyed& e) { return e.card == queen; }) < 0);
        CHECK(contains(player(s, 0).piles.discard, queen));  // cost 6: discarded
        CHECK(contains(player(s, 0).piles.discard, warden));
        CHECK(contains(player(s, 0).world, skel));  // cost 1: destroyed
    }
    SECTION("no Grave Warden in the discard pile: not offered, her strength alone") {
        CardId queen{};
        GameState s = court_position([&](json& j) {
            queen = give_card(j, 0, "hollow_queen", "hand");
            give_card(j, 0, "skeleton", "discard");
        });
        const auto ev = play_out(s, {OpenFront{{kCourtA, kCourtW2}, queen}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(court_attacker_strength(ev) == strength(s, "hollow_queen"));
        CHECK(contains(player(s, 0).piles.discard, queen));
    }
}
