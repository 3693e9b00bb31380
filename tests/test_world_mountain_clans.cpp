// The Mountain Clans (data/civilizations/mountain_clans.json): one test per unit card, each
// played in a battle. Their resource is ore (grey) and their signature mechanic is harvesting ore
// (harvest, gain_resources, spent again with pay_civ_resources) and holding ground (strength
// while defending, strength for the whole side, restore). tests/test_card_abilities.cpp covers
// the old Mountain Clans cards against a frozen copy; these tests are for the cards of data/.
//
// Positions: data/maps/two_players.json with the designed cards of data/, Alice (seat 0) plays
// the Mountain Clans, Bob (seat 1) the Free Cities (a second position swaps them, for the Clans
// defending). The attacker is at her first attack subphase holding (4,-2) (her portal), (3,-2)
// on the map's edge and (3,-1); the wild (2,-1) (black) and (2,0) (grey) are at base defense 1.
// Nobody holds a card and no resource lies on the map until a test deals them.
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kClansPortal0{4, -2};  // the attacker's portal
const Hex kClansA{3, -2};        // the attacker's, yellow, on the map's edge
const Hex kClansB{3, -1};        // the attacker's, green
const Hex kClansW2{2, -1};       // wild, black, base defense 1
const Hex kClansW3{2, 0};        // wild, grey, base defense 1

// Alice: the Mountain Clans; Bob: the Free Cities.
GameState clans_position(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion({"mountain_clans", "free_cities"});
    return edited(s, edit);
}

// Alice: the Free Cities; Bob: the Mountain Clans.
GameState clans_defend(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion({"free_cities", "mountain_clans"});
    return edited(s, edit);
}

// A test variant of the Free Cities' Captain that, like a Sapper reaching any cost, dooms itself
// to get rid of an enemy unit: written into the state's own card library, so the Clans' big
// units meet someone who can fell them.
void captain_fells_any_unit(json& j) {
    card_definition(j, "captain")["abilities"] = json::parse(R"([{"timing": "immediate",
        "costs": [{"kind": "doom_self"}],
        "effects": [{"verb": "get_rid_of", "target": "chosen_enemy_unit"}]}])");
}

// A unit's strength with the bonus of its first ability (a condition's bonus that holds).
int clans_with_bonus(const GameState& s, const char* card_id) {
    return strength(s, card_id) + effect_amount(s, card_id);
}

}  // namespace

TEST_CASE(
    "The Mountain Clans: Miner harvests the ore of the territory it attacks, even when the "
    "attack fails - glossary Harvest and Production capability",
    "[world][mountain_clans]") {
    CardId miner{};
    SECTION("a grey territory: 2 ore") {
        GameState s = clans_position([&](json& j) { miner = give_card(j, 0, "miner", "hand"); });
        must_apply(s, OpenFront{{kClansB, kClansW3}, miner});
        REQUIRE(offered(s, miner));
        const ApplyResult r = must_apply(s, TriggerAbility{miner, 0});
        CHECK(has_event<ResourcesGained>(
            r.events, [](const ResourcesGained& e) { return e.player == 0 && e.amount == 2; }));
        CHECK(resources_on(s, kClansB, TileColor::grey) == 2);
        // Alice has no unit left: the front is resolved as soon as the harvest is done.
        const auto ev = concat(r.events, finish_battle(s));
        REQUIRE(strength(s, "miner") <= 1);  // not above base defense 1
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "miner"));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);  // a tie holds
        CHECK(resources_on(s, kClansB, TileColor::grey) == 2);
        CHECK(contains(player(s, 0).piles.discard, miner));
    }
    SECTION("a black territory: 1 ore") {
        GameState s = clans_position([&](json& j) { miner = give_card(j, 0, "miner", "hand"); });
        apply_all(s, {OpenFront{{kClansA, kClansW2}, miner}, TriggerAbility{miner, 0}});
        CHECK(resources_on(s, kClansA, TileColor::grey) == 1);
    }
}

TEST_CASE(
    "The Mountain Clans: Hearth Guard fights at its printed strength alone, defending and "
    "attacking - 003 Battle, strength of a side",
    "[world][mountain_clans]") {
    // A plain unit since issue 35's balance (its design note): no ability, the same strength
    // at home and in an attack.
    SECTION("defending: it holds against an Infantry Squad") {
        CardId inf{}, bob_guard{};
        GameState s = clans_defend([&](json& j) {
            bob_fully_controls_w2(j);
            inf = give_card(j, 0, "infantry_squad", "hand");
            bob_guard = give_card(j, 1, "hearth_guard", "hand");
        });
        REQUIRE(strength(s, "infantry_squad") <= strength(s, "hearth_guard"));
        const auto ev = play_out(s, {OpenFront{{kClansA, kClansW2}, inf}, AddUnit{0, bob_guard}});
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "infantry_squad"));
        CHECK(only_resolved_front(ev).defender_strength == strength(s, "hearth_guard"));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 1).piles.discard, bob_guard));
    }
    SECTION("attacking: the same strength") {
        CardId guard{};
        GameState s = clans_position([&](json& j) {
            guard = give_card(j, 0, "hearth_guard", "hand");
            give_card(j, 0, "miner", "hand");  // kept in hand: the battle stays open
        });
        must_apply(s, OpenFront{{kClansA, kClansW2}, guard});
        CHECK(attack_total(s) == strength(s, "hearth_guard"));
        CHECK(only_resolved_front(finish_battle(s)).attacker_strength ==
              strength(s, "hearth_guard"));
    }
}

TEST_CASE(
    "The Mountain Clans: Sapper dooms itself to make an enemy unit up to its max cost collapse - "
    "FAQ 6 and glossary Get Rid Of",
    "[world][mountain_clans]") {
    CardId guard{}, miner{}, sapper{}, bob_halb{}, bob_captain{};
    GameState s = clans_position([&](json& j) {
        bob_fully_controls_w2(j);
        guard = give_card(j, 0, "hearth_guard", "hand");
        miner = give_card(j, 0, "miner", "hand");
        sapper = give_card(j, 0, "sapper", "hand");
        bob_captain = give_card(j, 1, "captain", "hand");
        bob_halb = give_card(j, 1, "halberdiers", "hand");
        give_card(j, 1, "pike_militia", "hand");  // kept in hand: the battle stays open
    });
    // Bob's rows: Captain (within the Sapper's reach), then Halberdiers (beyond it). Alice passes
    // on the Miner's harvest.
    REQUIRE(cost_number(s, "captain") <= effect_max_cost(s, "sapper"));
    REQUIRE(cost_number(s, "halberdiers") > effect_max_cost(s, "sapper"));
    apply_all(s, {OpenFront{{kClansA, kClansW2}, guard}, Done{}, AddUnit{0, bob_captain},
                  AddUnit{0, miner}, Done{}, AddUnit{0, bob_halb}});
    // The Captain, and the Halberdiers off the top row: no bonus.
    CHECK(defense_total(s) == strength(s, "captain") + strength(s, "halberdiers"));
    must_apply(s, AddUnit{0, sapper});
    REQUIRE(offered(s, sapper));
    std::vector<Event> ev = must_apply(s, TriggerAbility{sapper, 0}).events;
    CHECK(has_event<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == sapper; }));
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options == std::vector<Action>{ChooseCard{bob_captain}});  // not the Halberdiers
    ev = must_apply(s, ChooseCard{bob_captain}).events;
    CHECK(collapsed(ev, bob_captain));
    // The Halberdiers rise to the top row: their bonus.
    const int halberdiers = clans_with_bonus(s, "halberdiers");
    CHECK(defense_total(s) == halberdiers);
    // The Hearth Guard (attacking: no bonus), the Miner and the doomed Sapper.
    const int attack = strength(s, "hearth_guard") + strength(s, "miner") + strength(s, "sapper");
    REQUIRE(attack <= halberdiers);
    ev = finish_battle(s);
    CHECK(only_resolved_front(ev).attacker_strength == attack);
    CHECK_FALSE(only_resolved_front(ev).attacker_won);
    CHECK(collapsed(ev, sapper));  // doomed: it collapses after the battle
    CHECK(contains(player(s, 0).world, sapper));
    CHECK(contains(player(s, 1).world, bob_captain));
}

TEST_CASE(
    "The Mountain Clans: Ore Hauler places ore on the allied territory of its front, attacking "
    "or defending - 003 Immediate abilities",
    "[world][mountain_clans]") {
    SECTION("attacking: on the territory it attacks from, kept after a failed attack") {
        CardId hauler{};
        GameState s =
            clans_position([&](json& j) { hauler = give_card(j, 0, "ore_hauler", "hand"); });
        must_apply(s, OpenFront{{kClansA, kClansW2}, hauler});
        REQUIRE(offered(s, hauler));
        const ApplyResult r = must_apply(s, TriggerAbility{hauler, 0});
        const int ore = effect_amount(s, "ore_hauler");
        CHECK(has_event<ResourcesGained>(
            r.events, [&](const ResourcesGained& e) { return e.player == 0 && e.amount == ore; }));
        CHECK(resources_on(s, kClansA, TileColor::grey) == ore);
        REQUIRE(strength(s, "ore_hauler") <= 1);  // not above base defense 1
        const auto ev = concat(r.events, finish_battle(s));
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "ore_hauler"));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);
        CHECK(resources_on(s, kClansA, TileColor::grey) == ore);
        CHECK(contains(player(s, 0).piles.discard, hauler));
    }
    SECTION("defending: on the defended territory") {
        CardId inf{}, bob_hauler{};
        GameState s = clans_defend([&](json& j) {
            bob_fully_controls_w2(j);
            inf = give_card(j, 0, "infantry_squad", "hand");
            bob_hauler = give_card(j, 1, "ore_hauler", "hand");
        });
        apply_all(s, {OpenFront{{kClansA, kClansW2}, inf}, AddUnit{0, bob_hauler}});
        REQUIRE(offered(s, bob_hauler));
        CHECK(s.pending().player == 1);
        const ApplyResult r = must_apply(s, TriggerAbility{bob_hauler, 0});
        const int ore = effect_amount(s, "ore_hauler");
        CHECK(resources_on(s, kClansW2, TileColor::grey) == ore);
        REQUIRE(strength(s, "infantry_squad") <= strength(s, "ore_hauler"));
        const auto ev = concat(r.events, finish_battle(s));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);  // no stronger: held
        CHECK(resources_on(s, kClansW2, TileColor::grey) == ore);
    }
}

TEST_CASE(
    "The Mountain Clans: Shieldbearer gives its side a bonus when added while defending, and it "
    "stays after it collapses - 003 Reaction abilities by condition and FAQ 12",
    "[world][mountain_clans]") {
    SECTION("defending") {
        CardId inf{}, captain{}, bob_shield{};
        GameState s = clans_defend([&](json& j) {
            captain_fells_any_unit(j);
            bob_fully_controls_w2(j);
            inf = give_card(j, 0, "infantry_squad", "hand");
            captain = give_card(j, 0, "captain", "hand");
            bob_shield = give_card(j, 1, "shieldbearer", "hand");
            give_card(j, 1, "hearth_guard", "hand");  // kept in hand: the battle stays open
        });
        apply_all(s, {OpenFront{{kClansA, kClansW2}, inf}, Done{}, AddUnit{0, bob_shield}});
        REQUIRE(offered(s, bob_shield));
        CHECK(s.pending().player == 1);
        must_apply(s, TriggerAbility{bob_shield, 0});
        const int side = effect_amount(s, "shieldbearer");
        CHECK(s.conquest().battle->fronts[0].defense.side_bonus == side);
        CHECK(defense_total(s) == strength(s, "shieldbearer") + side);
        // Alice's Captain (a test variant) dooms itself to get rid of the Shieldbearer.
        std::vector<Event> ev =
            apply_all(s, {AddUnit{0, captain}, TriggerAbility{captain, 0}, ChooseCard{bob_shield}});
        CHECK(collapsed(ev, bob_shield));
        CHECK(defense_total(s) == side);  // no unit left, the side's bonus stays
        // The Squad and the doomed Captain.
        const int attack = strength(s, "infantry_squad") + strength(s, "captain");
        REQUIRE(attack > side);
        ev = finish_battle(s);
        CHECK(only_resolved_front(ev).defender_strength == side);
        CHECK(only_resolved_front(ev).attacker_strength == attack);
        CHECK(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 1).world, bob_shield));  // collapsed: destroyed
    }
    SECTION("attacking: not offered, its strength alone") {
        CardId shield{};
        GameState s =
            clans_position([&](json& j) { shield = give_card(j, 0, "shieldbearer", "hand"); });
        const auto ev = play_out(s, {OpenFront{{kClansA, kClansW2}, shield}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "shieldbearer"));
    }
}

TEST_CASE(
    "The Mountain Clans: Stone Warden has its bonus only while defending - 003 permanent "
    "effects with a condition",
    "[world][mountain_clans]") {
    SECTION("defending: with its bonus it holds against Halberdiers on the top row") {
        CardId halb{}, bob_warden{};
        GameState s = clans_defend([&](json& j) {
            bob_fully_controls_w2(j);
            halb = give_card(j, 0, "halberdiers", "hand");
            bob_warden = give_card(j, 1, "stone_warden", "hand");
        });
        REQUIRE(clans_with_bonus(s, "halberdiers") <= clans_with_bonus(s, "stone_warden"));
        const auto ev = play_out(s, {OpenFront{{kClansA, kClansW2}, halb}, AddUnit{0, bob_warden}});
        CHECK(only_resolved_front(ev).attacker_strength == clans_with_bonus(s, "halberdiers"));
        CHECK(only_resolved_front(ev).defender_strength == clans_with_bonus(s, "stone_warden"));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);  // no stronger: held
        CHECK(contains(player(s, 1).piles.discard, bob_warden));
    }
    SECTION("attacking: its strength alone") {
        CardId warden{};
        GameState s =
            clans_position([&](json& j) { warden = give_card(j, 0, "stone_warden", "hand"); });
        REQUIRE(strength(s, "stone_warden") > 1);  // above base defense 1
        const auto ev = play_out(s, {OpenFront{{kClansA, kClansW2}, warden}});
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "stone_warden"));
        CHECK(only_resolved_front(ev).attacker_won);
    }
}

TEST_CASE(
    "The Mountain Clans: Rune Priest restores a doomed ally between steps 6 and 7, so it does "
    "not collapse - 003 Delayed abilities and glossary Restore",
    "[world][mountain_clans]") {
    SECTION("the Sapper that doomed itself comes home") {
        CardId guard{}, sapper{}, priest{}, bob_captain{};
        GameState s = clans_position([&](json& j) {
            bob_fully_controls_w2(j);
            guard = give_card(j, 0, "hearth_guard", "hand");
            sapper = give_card(j, 0, "sapper", "hand");
            priest = give_card(j, 0, "rune_priest", "hand");
            bob_captain = give_card(j, 1, "captain", "hand");
        });
        apply_all(s, {OpenFront{{kClansA, kClansW2}, guard}, Done{}, AddUnit{0, bob_captain},
                      AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{bob_captain}});
        REQUIRE(s.conquest().battle->fronts[0].attack.rows[1][0].doomed);
        must_apply(s, AddUnit{0, priest});
        // Alice's hand is empty and Bob has no unit left: the delayed abilities.
        REQUIRE(offered(s, priest));
        must_apply(s, TriggerAbility{priest, 0});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{sapper}});  // the only doomed ally
        std::vector<Event> ev = must_apply(s, ChooseCard{sapper}).events;
        CHECK(has_event<UnitRestored>(ev, [&](const UnitRestored& e) { return e.card == sapper; }));
        // The Hearth Guard, the Sapper and the Priest against no unit.
        CHECK(only_resolved_front(ev).attacker_strength ==
              strength(s, "hearth_guard") + strength(s, "sapper") + strength(s, "rune_priest"));
        CHECK(only_resolved_front(ev).attacker_won);
        const auto rest = finish_battle(s);
        CHECK_FALSE(collapsed(rest, sapper));
        CHECK(contains(player(s, 0).piles.discard, sapper));
        CHECK(contains(player(s, 0).piles.discard, priest));
    }
    SECTION("no doomed ally: not offered") {
        CardId guard{}, priest{};
        GameState s = clans_position([&](json& j) {
            guard = give_card(j, 0, "hearth_guard", "hand");
            priest = give_card(j, 0, "rune_priest", "hand");
        });
        const auto ev =
            play_out(s, {OpenFront{{kClansA, kClansW2}, guard}, Done{}, AddUnit{0, priest}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(only_resolved_front(ev).attacker_strength ==
              strength(s, "hearth_guard") + strength(s, "rune_priest"));
    }
}

TEST_CASE(
    "The Mountain Clans: Forge Master pays ore from the territories for a bonus - FAQ 6 do X to "
    "do Y",
    "[world][mountain_clans]") {
    int ore = 0;
    {
        const GameState cards = clans_position([](json&) {});
        ore = cost_amount(cards, "forge_master");
    }
    SECTION("its ore: paid, the bonus") {
        CardId forge{};
        GameState s = clans_position([&](json& j) {
            forge = give_card(j, 0, "forge_master", "hand");
            give_card(j, 0, "miner", "hand");  // kept in hand: the battle stays open
            set_resources(j, kClansB, TileColor::grey, ore);
        });
        must_apply(s, OpenFront{{kClansA, kClansW2}, forge});
        REQUIRE(offered(s, forge));
        must_apply(s, TriggerAbility{forge, 0});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        must_apply(s, s.pending().options.front());
        CHECK(resources_on(s, kClansB, TileColor::grey) == 0);
        CHECK(attack_total(s) == clans_with_bonus(s, "forge_master"));
        REQUIRE(clans_with_bonus(s, "forge_master") > 1);  // above base defense 1
        const auto ev = finish_battle(s);
        CHECK(only_resolved_front(ev).attacker_strength == clans_with_bonus(s, "forge_master"));
        CHECK(only_resolved_front(ev).attacker_won);
    }
    SECTION("one ore short: its cost cannot be paid, not offered") {
        CardId forge{};
        GameState s = clans_position([&](json& j) {
            forge = give_card(j, 0, "forge_master", "hand");
            set_resources(j, kClansB, TileColor::grey, ore - 1);
        });
        const auto ev = play_out(s, {OpenFront{{kClansA, kClansW2}, forge}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "forge_master"));
        CHECK(resources_on(s, kClansB, TileColor::grey) == ore - 1);
    }
}

TEST_CASE(
    "The Mountain Clans: Digging Machine harvests the neighbours' ore, black tiles beyond the "
    "map's edge included, and the 7 ore give the territory bonus - FAQ 9",
    "[world][mountain_clans]") {
    // (3,-2) touches Alice's standing portal (ore is her civilization resource: 2), the green
    // (2,-2) and (3,-1) (1 each), the black (2,-1) (1), and the map's edge on two sides (1 each).
    CardId machine{};
    GameState s = clans_position([&](json& j) {
        machine = give_card(j, 0, "digging_machine", "hand");
        give_card(j, 0, "hearth_guard", "hand");  // kept in hand: the battle stays open
    });
    must_apply(s, OpenFront{{kClansA, kClansW2}, machine});
    REQUIRE(offered(s, machine));
    const ApplyResult r = must_apply(s, TriggerAbility{machine, 0});
    const auto gained = events_of<ResourcesGained>(r.events);
    REQUIRE(gained.size() == 1);
    CHECK(gained[0].amount == 7);
    CHECK(resources_on(s, kClansA, TileColor::grey) == 7);
    // 003 Bonuses: +1 for 5 or more civilization resources on the allied territory.
    const FrontForecast f = *s.front_forecast(0);
    CHECK(f.attacker.total == strength(s, "digging_machine") + 1);
    CHECK(f.attacker.items.size() == 2);
    const auto ev = finish_battle(s);
    CHECK(only_resolved_front(ev).attacker_strength == strength(s, "digging_machine") + 1);
    CHECK(only_resolved_front(ev).attacker_won);
    CHECK(contains(player(s, 0).piles.discard, machine));
}

TEST_CASE(
    "The Mountain Clans: Iron Golem has its bonus against base defense only - a collapsed cost-5 "
    "unit is destroyed unless rescued - 003 Battle step 9",
    "[world][mountain_clans]") {
    SECTION("against base defense: with its bonus") {
        CardId golem{};
        GameState s = clans_position([&](json& j) {
            golem = give_card(j, 0, "iron_golem", "hand");
            give_card(j, 0, "hearth_guard", "hand");  // kept in hand: the battle stays open
        });
        must_apply(s, OpenFront{{kClansA, kClansW2}, golem});
        CHECK(attack_total(s) == clans_with_bonus(s, "iron_golem"));
        const auto ev = finish_battle(s);
        CHECK(only_resolved_front(ev).attacker_strength == clans_with_bonus(s, "iron_golem"));
        CHECK(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 0).piles.discard, golem));
    }
    SECTION(
        "against units: its strength alone, then got rid of and destroyed (3 ore cannot "
        "rescue it)") {
        CardId golem{}, bob_captain{};
        GameState s = clans_position([&](json& j) {
            captain_fells_any_unit(j);
            bob_fully_controls_w2(j);
            golem = give_card(j, 0, "iron_golem", "hand");
            bob_captain = give_card(j, 1, "captain", "hand");
            set_resources(j, kClansB, TileColor::grey, 3);
        });
        REQUIRE(3 < cost_number(s, "iron_golem"));
        apply_all(s, {OpenFront{{kClansA, kClansW2}, golem}, AddUnit{0, bob_captain}});
        CHECK(attack_total(s) == strength(s, "iron_golem"));
        REQUIRE(offered(s, bob_captain));
        std::vector<Event> ev = apply_all(s, {TriggerAbility{bob_captain, 0}, ChooseCard{golem}});
        CHECK(collapsed(ev, golem));
        ev = concat(ev, finish_battle(s));
        CHECK(only_resolved_front(ev).attacker_strength == 0);
        CHECK_FALSE(only_resolved_front(ev).attacker_won);
        CHECK(destroyed(ev, golem));
        CHECK(contains(player(s, 0).world, golem));
        CHECK(resources_on(s, kClansB, TileColor::grey) == 3);
    }
}

TEST_CASE(
    "The Mountain Clans: Mountain King restores its allies before doomed units collapse, and is "
    "discarded, not destroyed, when it collapses - 003 Post-combat abilities and Battle step 9",
    "[world][mountain_clans]") {
    CardId king{}, sapper{}, bob_captain{};
    auto deal = [&](json& j) {
        bob_fully_controls_w2(j);
        king = give_card(j, 0, "mountain_king", "hand");
        sapper = give_card(j, 0, "sapper", "hand");
        bob_captain = give_card(j, 1, "captain", "hand");
    };
    SECTION("triggered: the Sapper is restored and discarded") {
        GameState s = clans_position(deal);
        std::vector<Event> ev =
            apply_all(s, {OpenFront{{kClansA, kClansW2}, king}, Done{}, AddUnit{0, bob_captain},
                          AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{bob_captain}});
        // The King and the Sapper against no unit.
        CHECK(only_resolved_front(ev).attacker_strength ==
              strength(s, "mountain_king") + strength(s, "sapper"));
        CHECK(only_resolved_front(ev).attacker_won);
        REQUIRE(offered(s, king));  // post-combat, before the doomed Sapper collapses
        ev = must_apply(s, TriggerAbility{king, 0}).events;
        CHECK(has_event<UnitRestored>(ev, [&](const UnitRestored& e) { return e.card == sapper; }));
        ev = finish_battle(s);
        CHECK_FALSE(collapsed(ev, sapper));
        CHECK(contains(player(s, 0).piles.discard, sapper));
        CHECK(contains(player(s, 0).piles.discard, king));
    }
    SECTION("passed: the Sapper collapses and is destroyed") {
        GameState s = clans_position(deal);
        apply_all(s, {OpenFront{{kClansA, kClansW2}, king}, Done{}, AddUnit{0, bob_captain},
                      AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{bob_captain}});
        REQUIRE(offered(s, king));
        const auto ev = play_out(s, {Done{}});
        CHECK(collapsed(ev, sapper));
        CHECK(contains(player(s, 0).world, sapper));
    }
    SECTION("got rid of: discarded, even with the ore to rescue it") {
        GameState s = clans_position([&](json& j) {
            deal(j);
            captain_fells_any_unit(j);
            set_resources(j, kClansPortal0, TileColor::grey, 4);
            set_resources(j, kClansB, TileColor::grey, 2);
        });
        std::vector<Event> ev =
            apply_all(s, {OpenFront{{kClansA, kClansW2}, king}, Done{}, AddUnit{0, bob_captain},
                          TriggerAbility{bob_captain, 0}, ChooseCard{king}});
        CHECK(collapsed(ev, king));
        ev = finish_battle(s);
        CHECK(contains(player(s, 0).piles.discard, king));
        CHECK_FALSE(contains(player(s, 0).world, king));
        CHECK_FALSE(destroyed(ev, king));
        CHECK(events_of<UnitRescued>(ev).empty());
    }
}
