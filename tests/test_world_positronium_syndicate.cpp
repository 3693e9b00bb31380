// The Positronium Syndicate (data/civilizations/positronium_syndicate.json, positronium): one
// test per unit card, each played in a battle. Signature: engineering and the economy - buying
// mid-battle (FAQ 10), Energy Crystals burnt for power (FAQ 6), positronium and pure energy
// gained, machines with permanent effects (003 §Effects and abilities).
//
// Positions: data/maps/two_players.json with the designed cards of data/, Alice (seat 0) plays
// the Syndicate and Bob (seat 1) the Hollow Court. Alice is at her first attack subphase
// holding (4,-2) (her portal), (3,-2) and (3,-1); the wild (2,-1) is at base defense 1. Nobody
// holds a card and no resource lies on the map until a test deals them.
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kSyndicateA{3, -2};   // Alice's
const Hex kSyndicateW2{2, -1};  // wild, black

const GameState& syndicate_base() {
    static const GameState s = designed_bare_expansion({"positronium_syndicate", "hollow_court"});
    return s;
}

GameState syndicate_position(const std::function<void(json&)>& edit) {
    return edited(syndicate_base(), edit);
}

}  // namespace

TEST_CASE(
    "The Positronium Syndicate: Prospector digs positronium onto the allied territory "
    "when it is added - 003 Immediate abilities",
    "[world][positronium_syndicate]") {
    CardId prospector{};
    GameState s =
        syndicate_position([&](json& j) { prospector = give_card(j, 0, "prospector", "hand"); });
    must_apply(s, OpenFront{{kSyndicateA, kSyndicateW2}, prospector});
    REQUIRE(offers(s.pending(), TriggerAbility{prospector, 0}));
    const ApplyResult r = must_apply(s, TriggerAbility{prospector, 0});
    const auto gained = events_of<ResourcesGained>(r.events);
    REQUIRE(gained.size() == 1);
    CHECK(gained[0].player == 0);
    const int dug = effect_amount(s, "prospector");
    CHECK(gained[0].amount == dug);
    CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == dug);
    // Nothing else to do: the front is counted at once.
    REQUIRE(strength(s, "prospector") <= 1);  // not above base defense 1
    const FrontResolved f = only_resolved_front(concat(r.events, finish_battle(s)));
    CHECK(f.attacker_strength == strength(s, "prospector"));
    CHECK_FALSE(f.attacker_won);  // a tie holds the territory
    CHECK(contains(player(s, 0).piles.discard, prospector));
    CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == dug);  // the positronium stays
}

TEST_CASE(
    "The Positronium Syndicate: Spark Drone burns an Energy Crystal from the hand for a bonus "
    "and positronium - FAQ 6",
    "[world][positronium_syndicate]") {
    SECTION("a crystal in hand: burnt, the bonus and the positronium") {
        CardId drone{}, small{};
        GameState s = syndicate_position([&](json& j) {
            drone = give_card(j, 0, "spark_drone", "hand");
            small = give_card(j, 0, "small_energy_crystal", "hand");
        });
        must_apply(s, OpenFront{{kSyndicateA, kSyndicateW2}, drone});
        REQUIRE(offers(s.pending(), TriggerAbility{drone, 0}));
        must_apply(s, TriggerAbility{drone, 0});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{small}});
        const ApplyResult r = must_apply(s, ChooseCard{small});
        CHECK(event_index<CardDiscarded>(r.events, [&](const CardDiscarded& e) {
                  return e.player == 0 && e.card == small;
              }) >= 0);
        CHECK(player(s, 0).piles.hand.empty());
        CHECK(resources_on(s, kSyndicateA, TileColor::yellow) ==
              effect_amount(s, "spark_drone", 0, 1));
        const int attack = strength(s, "spark_drone") + effect_amount(s, "spark_drone", 0, 0);
        REQUIRE(attack > 1);  // above base defense 1
        const auto ev = concat(r.events, finish_battle(s));
        CHECK(only_resolved_front(ev).attacker_strength == attack);
        CHECK(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 0).piles.discard, drone));
        CHECK(contains(player(s, 0).piles.discard, small));
    }
    SECTION("no crystal in hand: not offered, its strength alone") {
        CardId drone{};
        GameState s = syndicate_position([&](json& j) {
            drone = give_card(j, 0, "spark_drone", "hand");
            give_card(j, 0, "small_energy_crystal", "discard");
        });
        const auto ev = play_out(s, {OpenFront{{kSyndicateA, kSyndicateW2}, drone}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "spark_drone"));
        CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == 0);
    }
}

TEST_CASE(
    "The Positronium Syndicate: Drill Tank counts its bonus only against base defense - 003 "
    "Permanent effects, condition enemy_by_base_defense",
    "[world][positronium_syndicate]") {
    SECTION("against a wild territory: with its bonus") {
        CardId tank{};
        GameState s =
            syndicate_position([&](json& j) { tank = give_card(j, 0, "drill_tank", "hand"); });
        const int attack = strength(s, "drill_tank") + effect_amount(s, "drill_tank");
        REQUIRE(attack > 1);  // above base defense 1
        const auto ev = play_out(s, {OpenFront{{kSyndicateA, kSyndicateW2}, tank}});
        CHECK(only_resolved_front(ev).attacker_strength == attack);
        CHECK(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 0).piles.discard, tank));
    }
    SECTION("against a defender's units: its strength alone") {
        CardId tank{}, bob_revenant{};
        GameState s = syndicate_position([&](json& j) {
            bob_fully_controls_w2(j);
            tank = give_card(j, 0, "drill_tank", "hand");
            bob_revenant = give_card(j, 1, "revenant", "hand");
        });
        must_apply(s, OpenFront{{kSyndicateA, kSyndicateW2}, tank});
        // Bob has not answered yet.
        CHECK(attack_total(s) == strength(s, "drill_tank") + effect_amount(s, "drill_tank"));
        REQUIRE(strength(s, "drill_tank") <= strength(s, "revenant"));
        const auto ev = play_out(s, {AddUnit{0, bob_revenant}});
        const FrontResolved f = only_resolved_front(ev);
        CHECK(f.attacker_strength == strength(s, "drill_tank"));
        CHECK(f.defender_strength == strength(s, "revenant"));
        CHECK_FALSE(f.attacker_won);
        CHECK(contains(player(s, 0).piles.discard, tank));
    }
}

TEST_CASE(
    "The Positronium Syndicate: Mechanic spends positronium to give an allied unit a bonus - "
    "FAQ 6, cost pay_civ_resources",
    "[world][positronium_syndicate]") {
    CardId tank{}, mechanic{};
    auto deal = [&](json& j) {
        tank = give_card(j, 0, "drill_tank", "hand");
        mechanic = give_card(j, 0, "mechanic", "hand");
    };
    SECTION("its positronium: the Drill Tank tuned up") {
        GameState s = syndicate_position([&](json& j) {
            deal(j);
            set_resources(j, kSyndicateA, TileColor::yellow,
                          cost_amount(syndicate_base(), "mechanic"));
        });
        apply_all(s, {OpenFront{{kSyndicateA, kSyndicateW2}, tank}, Done{}, AddUnit{0, mechanic}});
        REQUIRE(offers(s.pending(), TriggerAbility{mechanic, 0}));
        must_apply(s, TriggerAbility{mechanic, 0});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        const ApplyResult paid = must_apply(s, s.pending().options.front());
        CHECK(events_of<ResourcesSpent>(paid.events).size() == 1);
        CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == 0);
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(offers(d, ChooseCard{tank}));
        CHECK(offers(d, ChooseCard{mechanic}));
        const auto ev = play_out(s, {ChooseCard{tank}});
        // The Drill Tank with its own bonus and the Mechanic's, the Mechanic.
        CHECK(only_resolved_front(ev).attacker_strength ==
              strength(s, "drill_tank") + effect_amount(s, "drill_tank") +
                  effect_amount(s, "mechanic") + strength(s, "mechanic"));
    }
    SECTION("no positronium: not offered") {
        GameState s = syndicate_position(deal);
        const auto ev = play_out(
            s, {OpenFront{{kSyndicateA, kSyndicateW2}, tank}, Done{}, AddUnit{0, mechanic}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(only_resolved_front(ev).attacker_strength ==
              strength(s, "drill_tank") + effect_amount(s, "drill_tank") + strength(s, "mechanic"));
    }
}

TEST_CASE(
    "The Positronium Syndicate: Rocket Roll destroys a card of the discard pile to purchase "
    "a unit into the hand, paid in full - FAQ 10",
    "[world][positronium_syndicate]") {
    CardId rocket{}, medium{}, old{};
    GameState s = syndicate_position([&](json& j) {
        rocket = give_card(j, 0, "rocket_roll", "hand");
        medium = give_card(j, 0, "medium_energy_crystal", "hand");
        old = give_card(j, 0, "prospector", "discard");
        set_resources(j, kSyndicateA, TileColor::yellow, 1);
    });
    must_apply(s, OpenFront{{kSyndicateA, kSyndicateW2}, rocket});
    REQUIRE(offers(s.pending(), TriggerAbility{rocket, 0}));
    must_apply(s, TriggerAbility{rocket, 0});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options == std::vector<Action>{ChooseCard{old}});
    must_apply(s, ChooseCard{old});
    CHECK(contains(player(s, 0).world, old));  // destroyed: back to the World
    // The Medium crystal (2) and 1 positronium: a Drill Tank (2, 1 positronium), not a Flak
    // Battery (3, 2 positronium).
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    const CardId tank = world_card(s, "drill_tank", 0);
    CHECK(offers(d, ChooseCard{tank}));
    CHECK_FALSE(offers(d, ChooseCard{world_card(s, "flak_battery", 0)}));
    must_apply(s, ChooseCard{tank});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    const ApplyResult r = must_apply(s, s.pending().options.front());
    const auto bought = events_of<CardBought>(r.events);
    REQUIRE(bought.size() == 1);
    CHECK(bought[0].card == tank);
    CHECK(contains(player(s, 0).piles.hand, tank));
    CHECK(contains(player(s, 0).piles.discard, medium));
    CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == 0);
    // The bought Drill Tank joins the battle: Rocket Roll, Drill Tank with its bonus.
    const auto ev = play_out(s, {Done{}, AddUnit{0, tank}});
    CHECK(only_resolved_front(ev).attacker_strength ==
          strength(s, "rocket_roll") + strength(s, "drill_tank") + effect_amount(s, "drill_tank"));
}

TEST_CASE(
    "The Positronium Syndicate: Flak Battery burns a crystal to take strength from an "
    "enemy unit as it is added - 003 Reaction abilities by event",
    "[world][positronium_syndicate]") {
    CardId flak{}, bob_revenant{};
    SECTION("a crystal in hand: Bob's Revenant is weakened and the front won") {
        CardId small{};
        GameState s = syndicate_position([&](json& j) {
            bob_fully_controls_w2(j);
            flak = give_card(j, 0, "flak_battery", "hand");
            small = give_card(j, 0, "small_energy_crystal", "hand");
            bob_revenant = give_card(j, 1, "revenant", "hand");
        });
        apply_all(s, {OpenFront{{kSyndicateA, kSyndicateW2}, flak}, AddUnit{0, bob_revenant}});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 0);
        REQUIRE(offers(d, TriggerAbility{flak, 0}));
        must_apply(s, TriggerAbility{flak, 0});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{small}});
        CHECK(s.front_forecast(0)->defender.total == strength(s, "revenant"));
        const ApplyResult r = must_apply(s, ChooseCard{small});
        CHECK(event_index<CardDiscarded>(r.events, [&](const CardDiscarded& e) {
                  return e.player == 0 && e.card == small;
              }) >= 0);
        const int weakened = strength(s, "revenant") + effect_amount(s, "flak_battery");
        REQUIRE(strength(s, "flak_battery") > weakened);
        const FrontResolved f = only_resolved_front(concat(r.events, finish_battle(s)));
        CHECK(f.attacker_strength == strength(s, "flak_battery"));
        CHECK(f.defender_strength == weakened);
        CHECK(f.attacker_won);
    }
    SECTION("no crystal in hand: not offered") {
        GameState s = syndicate_position([&](json& j) {
            bob_fully_controls_w2(j);
            flak = give_card(j, 0, "flak_battery", "hand");
            bob_revenant = give_card(j, 1, "revenant", "hand");
        });
        const auto ev =
            play_out(s, {OpenFront{{kSyndicateA, kSyndicateW2}, flak}, AddUnit{0, bob_revenant}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        REQUIRE(strength(s, "flak_battery") <= strength(s, "revenant"));
        const FrontResolved f = only_resolved_front(ev);
        CHECK(f.attacker_strength == strength(s, "flak_battery"));
        CHECK(f.defender_strength == strength(s, "revenant"));
        CHECK_FALSE(f.attacker_won);
    }
}

TEST_CASE(
    "The Positronium Syndicate: Positron Reactor burns positronium for pure energy - "
    "FAQ 6, glossary Pure Energy Count",
    "[world][positronium_syndicate]") {
    const int fuel = cost_amount(syndicate_base(), "positron_reactor");
    SECTION("enough positronium: pure energy") {
        CardId reactor{};
        GameState s = syndicate_position([&](json& j) {
            reactor = give_card(j, 0, "positron_reactor", "hand");
            set_resources(j, kSyndicateA, TileColor::yellow, fuel);
        });
        REQUIRE(player(s, 0).pure_energy == 0);
        must_apply(s, OpenFront{{kSyndicateA, kSyndicateW2}, reactor});
        REQUIRE(offers(s.pending(), TriggerAbility{reactor, 0}));
        must_apply(s, TriggerAbility{reactor, 0});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        const ApplyResult r = must_apply(s, s.pending().options.front());
        const auto pe = events_of<PureEnergyChanged>(r.events);
        REQUIRE(pe.size() == 1);
        CHECK(pe[0].player == 0);
        const int energy = effect_amount(s, "positron_reactor");
        CHECK(pe[0].delta == energy);
        CHECK(player(s, 0).pure_energy == energy);
        CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == 0);
        const auto ev = concat(r.events, finish_battle(s));
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "positron_reactor"));
        CHECK(player(s, 0).pure_energy == energy);  // kept after the battle
        CHECK(contains(player(s, 0).piles.discard, reactor));
    }
    SECTION("one positronium short: not offered") {
        CardId reactor{};
        GameState s = syndicate_position([&](json& j) {
            reactor = give_card(j, 0, "positron_reactor", "hand");
            set_resources(j, kSyndicateA, TileColor::yellow, fuel - 1);
        });
        const auto ev = play_out(s, {OpenFront{{kSyndicateA, kSyndicateW2}, reactor}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(player(s, 0).pure_energy == 0);
    }
}

TEST_CASE(
    "The Positronium Syndicate: Field Foundry purchases a unit into the hand at the start "
    "of the post-combat phase, paid in full - 003 Post-combat abilities, FAQ 10",
    "[world][positronium_syndicate]") {
    CardId foundry{}, medium{};
    GameState s = syndicate_position([&](json& j) {
        foundry = give_card(j, 0, "field_foundry", "hand");
        medium = give_card(j, 0, "medium_energy_crystal", "hand");
        set_resources(j, kSyndicateA, TileColor::yellow, 1);
    });
    const ApplyResult opened = must_apply(s, OpenFront{{kSyndicateA, kSyndicateW2}, foundry});
    CHECK(events_of<AbilityTriggered>(opened.events).empty());
    // The front is resolved (against base defense 1) and the territory taken before post-combat
    // (FAQ 4).
    REQUIRE(strength(s, "field_foundry") > 1);
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    REQUIRE(offers(d, TriggerAbility{foundry, 0}));
    CHECK(only_resolved_front(opened.events).attacker_strength == strength(s, "field_foundry"));
    CHECK(events_of<TerritoryTaken>(opened.events).size() == 1);
    must_apply(s, TriggerAbility{foundry, 0});
    REQUIRE(s.pending().kind == DecisionKind::ability_choice);
    const CardId tank = world_card(s, "drill_tank", 0);
    CHECK(offers(s.pending(), ChooseCard{tank}));
    CHECK_FALSE(offers(s.pending(), ChooseCard{world_card(s, "positron_reactor", 0)}));
    must_apply(s, ChooseCard{tank});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    const ApplyResult r = must_apply(s, s.pending().options.front());
    REQUIRE(events_of<CardBought>(r.events).size() == 1);
    finish_battle(s);
    CHECK(contains(player(s, 0).piles.hand, tank));
    CHECK(contains(player(s, 0).piles.discard, medium));
    CHECK(contains(player(s, 0).piles.discard, foundry));
    CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == 0);
}

TEST_CASE(
    "The Positronium Syndicate: Positron Cannon spends positronium to get rid of an enemy "
    "unit as it is added, and a collapsed cost-6 Hollow Queen is discarded, not destroyed - "
    "003 Reaction abilities by event, 003 step 9",
    "[world][positronium_syndicate]") {
    CardId cannon{}, bob_queen{};
    const int fuel = cost_amount(syndicate_base(), "positron_cannon");
    SECTION("enough positronium: the Hollow Queen collapses") {
        GameState s = syndicate_position([&](json& j) {
            bob_fully_controls_w2(j);
            cannon = give_card(j, 0, "positron_cannon", "hand");
            bob_queen = give_card(j, 1, "hollow_queen", "hand");
            set_resources(j, kSyndicateA, TileColor::yellow, fuel);
        });
        apply_all(s, {OpenFront{{kSyndicateA, kSyndicateW2}, cannon}, AddUnit{0, bob_queen}});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 0);
        REQUIRE(offers(d, TriggerAbility{cannon, 0}));
        must_apply(s, TriggerAbility{cannon, 0});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        const ApplyResult r = must_apply(s, s.pending().options.front());
        CHECK(collapsed(r.events, bob_queen));
        CHECK(resources_on(s, kSyndicateA, TileColor::yellow) == 0);
        const auto ev = concat(r.events, finish_battle(s));
        const FrontResolved f = only_resolved_front(ev);
        CHECK(f.attacker_strength == strength(s, "positron_cannon"));
        CHECK(f.defender_strength == 0);
        CHECK(f.attacker_won);
        REQUIRE(cost_number(s, "hollow_queen") == 6);
        CHECK(event_index<UnitDestroyed>(
                  ev, [&](const UnitDestroyed& e) { return e.card == bob_queen; }) < 0);
        CHECK(contains(player(s, 1).piles.discard, bob_queen));  // cost 6: discarded
        CHECK(contains(player(s, 0).piles.discard, cannon));     // not collapsed: discarded
    }
    SECTION("one positronium short: not offered, the Queen holds") {
        GameState s = syndicate_position([&](json& j) {
            bob_fully_controls_w2(j);
            cannon = give_card(j, 0, "positron_cannon", "hand");
            bob_queen = give_card(j, 1, "hollow_queen", "hand");
            set_resources(j, kSyndicateA, TileColor::yellow, fuel - 1);
        });
        const auto ev =
            play_out(s, {OpenFront{{kSyndicateA, kSyndicateW2}, cannon}, AddUnit{0, bob_queen}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        REQUIRE(strength(s, "positron_cannon") <= strength(s, "hollow_queen"));
        const FrontResolved f = only_resolved_front(ev);
        CHECK(f.attacker_strength == strength(s, "positron_cannon"));
        CHECK(f.defender_strength == strength(s, "hollow_queen"));
        CHECK_FALSE(f.attacker_won);
    }
}

TEST_CASE(
    "The Positronium Syndicate: Positronic Titan counts a bonus for each enemy unit on its front, "
    "and is discarded after the battle - 003 Permanent effects, per enemy_unit",
    "[world][positronium_syndicate]") {
    CardId titan{}, bob_digger{}, bob_ghoul{};
    GameState s = syndicate_position([&](json& j) {
        bob_fully_controls_w2(j);
        titan = give_card(j, 0, "positronic_titan", "hand");
        bob_digger = give_card(j, 1, "gravedigger", "hand");
        bob_ghoul = give_card(j, 1, "ghoul", "hand");
    });
    const int titan_alone = strength(s, "positronic_titan");
    const int per_enemy = effect_amount(s, "positronic_titan");
    must_apply(s, OpenFront{{kSyndicateA, kSyndicateW2}, titan});
    CHECK(attack_total(s) == titan_alone);
    must_apply(s, AddUnit{0, bob_digger});
    CHECK(attack_total(s) == titan_alone + per_enemy);
    const auto ev = play_out(s, {AddUnit{0, bob_ghoul}});
    const FrontResolved f = only_resolved_front(ev);
    const int defense = strength(s, "gravedigger") + strength(s, "ghoul");
    REQUIRE(titan_alone + 2 * per_enemy > defense);
    // The bonus for each of Bob's two units.
    CHECK(f.attacker_strength == titan_alone + 2 * per_enemy);
    CHECK(f.defender_strength == defense);
    CHECK(f.attacker_won);
    CHECK_FALSE(collapsed(ev, titan));
    CHECK(contains(player(s, 0).piles.discard, titan));
}
