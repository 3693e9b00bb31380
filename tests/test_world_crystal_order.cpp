// The Crystal Order (data/civilizations/crystal_order.json): one test per unit card, each played
// in a battle. Their resource is crystal shards (white) and their signature mechanic is
// refining: Energy Crystal cards discarded from the hand for power (cost discard_crystal), shards
// spent from their territories on the spot (cost pay_civ_resources), strength for the whole side
// (target allied_side) and a little pure energy (gain_pure_energy).
//
// The Order's map rule (RULES.md §2 "Richness token": a crystal-shard civilization chooses a
// colour at the start of map creation, and every tile of that colour it places carries a
// richness token) is the engine's, for any civilization whose resource is white: it is tested in
// tests/test_map_flow.cpp, "003 Distribute the tiles (note): a crystal-shard civilization
// chooses a colour ...", with a white seat.
//
// Positions: data/maps/two_players.json with the designed cards of data/, Alice (seat 0) plays
// the Crystal Order, Bob (seat 1) the Mountain Clans (a second position swaps them, for the Order
// defending). The attacker is at her first attack subphase holding (4,-2) (her portal), (3,-2)
// and (3,-1); the wild (2,-1) is at base defense 1. Nobody holds a card and no resource lies on
// the map until a test deals them.
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kCrystalA{3, -2};   // the attacker's
const Hex kCrystalW2{2, -1};  // wild, base defense 1
const Hex kBobLand{-1, 0};    // Bob's once bob_fully_controls_w2 holds

// Alice: the Crystal Order; Bob: the Mountain Clans. Alice keeps a Shard Gleaner in hand that
// she never plays: an attacker with no unit left in hand has nothing more to decide, and her
// battle would be fought to its end within the action that opens it.
const GameState& order_attacks() {
    static const GameState s = designed_bare_expansion({"crystal_order", "mountain_clans"});
    return s;
}
GameState crystal_position(const std::function<void(json&)>& edit) {
    return edited(order_attacks(), [&](json& j) {
        give_card(j, 0, "shard_gleaner", "hand");
        edit(j);
    });
}

// Alice: the Mountain Clans; Bob: the Crystal Order. Alice keeps a Miner in hand, as above.
GameState order_defends(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion({"mountain_clans", "crystal_order"});
    return edited(s, [&](json& j) {
        give_card(j, 0, "miner", "hand");
        edit(j);
    });
}

// A test variant of the Mountain Clans' Sapper that may get rid of a unit of any cost, written
// into the state's own card library: the Order's big units need someone to fell them.
void crystal_sapper_reaches_any_cost(json& j) {
    card_definition(j, "sapper")["abilities"][0]["effects"][0]["max_cost"] = 6;
}

// The strength bonus a unit on the front has been given (add_strength aimed at it).
int crystal_bonus_of(const GameState& s, CardId c) {
    for (const Front& f : s.conquest().battle->fronts)
        for (const BattleSide* side : {&f.attack, &f.defense})
            for (const auto& row : side->rows)
                for (const UnitInPlay& u : row)
                    if (u.card == c) return u.strength_bonus;
    throw std::logic_error("the unit is not on a front");
}

// Settles the payment pending with the engine's own plan ("pay for me").
std::vector<Event> pay(GameState& s) {
    REQUIRE(s.pending().kind == DecisionKind::pay);
    return must_apply(s, s.pending().options.front()).events;
}

}  // namespace

TEST_CASE(
    "The Crystal Order: Shard Gleaner brings crystal shards home even when its attack fails - "
    "003 Immediate abilities",
    "[world][crystal_order]") {
    CardId gleaner{};
    GameState s =
        crystal_position([&](json& j) { gleaner = give_card(j, 0, "shard_gleaner", "hand"); });
    must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, gleaner});
    REQUIRE(offered(s, gleaner));
    std::vector<Event> ev = must_apply(s, TriggerAbility{gleaner, 0}).events;
    CHECK(has_event<ResourcesGained>(ev, [&](const ResourcesGained& e) {
        return e.player == 0 && e.amount == effect_amount(s, "shard_gleaner");
    }));
    CHECK(resources_on(s, kCrystalA, TileColor::white) == effect_amount(s, "shard_gleaner"));
    CHECK(s.front_forecast(0)->attacker.total == strength(s, "shard_gleaner"));
    REQUIRE(strength(s, "shard_gleaner") <= 1);  // not above base defense 1
    ev = finish_battle(s);
    CHECK(resolved_front(ev).attacker_strength == strength(s, "shard_gleaner"));
    CHECK_FALSE(resolved_front(ev).attacker_won);  // a tie holds
    // The shard stays.
    CHECK(resources_on(s, kCrystalA, TileColor::white) == effect_amount(s, "shard_gleaner"));
    CHECK(contains(player(s, 0).piles.discard, gleaner));
}

TEST_CASE(
    "The Crystal Order: Facet Initiate discards an Energy Crystal card from the hand for a bonus - "
    "FAQ 6 do X to do Y",
    "[world][crystal_order]") {
    SECTION("with a crystal in hand: the bonus, the crystal discarded, the battle won") {
        CardId initiate{}, crystal{};
        GameState s = crystal_position([&](json& j) {
            initiate = give_card(j, 0, "facet_initiate", "hand");
            crystal = give_card(j, 0, "small_energy_crystal", "hand");
        });
        must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, initiate});
        REQUIRE(offered(s, initiate));
        must_apply(s, TriggerAbility{initiate, 0});
        REQUIRE(s.pending().kind == DecisionKind::ability_choice);
        CHECK(s.pending().options == std::vector<Action>{ChooseCard{crystal}});
        must_apply(s, ChooseCard{crystal});
        CHECK(contains(player(s, 0).piles.discard, crystal));
        CHECK(player(s, 0).piles.hand.size() == 1);  // the Gleaner kept back
        const int attack = strength(s, "facet_initiate") + effect_amount(s, "facet_initiate");
        CHECK(s.front_forecast(0)->attacker.total == attack);
        REQUIRE(attack > 1);  // above base defense 1
        const auto ev = finish_battle(s);
        CHECK(resolved_front(ev).attacker_strength == attack);
        CHECK(resolved_front(ev).attacker_won);
        CHECK(events_of<TerritoryTaken>(ev).size() == 1);
    }
    SECTION("without a crystal in hand the ability cannot be paid: not offered") {
        CardId initiate{};
        GameState s = crystal_position([&](json& j) {
            initiate = give_card(j, 0, "facet_initiate", "hand");
            give_card(j, 0, "geode_guard", "hand");  // a card, but not an Energy Crystal
        });
        must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, initiate});
        CHECK_FALSE(offered(s, initiate));
        CHECK(s.front_forecast(0)->attacker.total == strength(s, "facet_initiate"));
    }
}

TEST_CASE(
    "The Crystal Order: Lens Bearer refines an Energy Crystal card into cards drawn - 003 "
    "Immediate abilities and FAQ 6",
    "[world][crystal_order]") {
    CardId bearer{}, crystal{}, guard{}, gleaner{};
    GameState s = crystal_position([&](json& j) {
        bearer = give_card(j, 0, "lens_bearer", "hand");
        crystal = give_card(j, 0, "medium_energy_crystal", "hand");
        guard = give_card(j, 0, "geode_guard", "deck");
        gleaner = give_card(j, 0, "shard_gleaner", "deck");
    });
    must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, bearer});
    REQUIRE(offered(s, bearer));
    const int draws = effect_amount(s, "lens_bearer");
    REQUIRE(draws >= 2);  // the two cards laid on the deck
    std::vector<Event> ev = apply_all(s, {TriggerAbility{bearer, 0}, ChooseCard{crystal}});
    CHECK(has_event<CardsDrawn>(
        ev, [&](const CardsDrawn& e) { return e.player == 0 && e.count == draws; }));
    const auto& hand = player(s, 0).piles.hand;
    CHECK(static_cast<int>(hand.size()) == 1 + draws);  // the Gleaner kept back and those drawn
    CHECK(contains(hand, guard));
    CHECK(contains(hand, gleaner));
    CHECK(contains(player(s, 0).piles.discard, crystal));
    // The Bearer itself is weak.
    CHECK(s.front_forecast(0)->attacker.total == strength(s, "lens_bearer"));
    // A card it drew goes straight to the front.
    const int attack = strength(s, "lens_bearer") + strength(s, "geode_guard");
    REQUIRE(attack > 1);  // above base defense 1
    ev = play_out(s, {Done{}, AddUnit{0, guard}});
    CHECK(resolved_front(ev).attacker_strength == attack);
    CHECK(resolved_front(ev).attacker_won);
}

TEST_CASE(
    "The Crystal Order: Shard Warden spends crystal shards for a bonus to its whole defending side "
    "- 003 Reaction abilities by condition and FAQ 5",
    "[world][crystal_order]") {
    SECTION("defending: the ward turns a lost front into a held one") {
        CardId golem{}, warden{};
        GameState s = order_defends([&](json& j) {
            bob_fully_controls_w2(j);
            set_resources(j, kBobLand, TileColor::white, 2);
            golem = give_card(j, 0, "stone_warden", "hand");  // its strength alone while attacking
            warden = give_card(j, 1, "shard_warden", "hand");
        });
        const int attack = strength(s, "stone_warden");
        const int ward = strength(s, "shard_warden") + effect_amount(s, "shard_warden");
        REQUIRE(attack > strength(s, "shard_warden"));  // Alice would win
        REQUIRE(attack <= ward);                        // but not against the ward
        apply_all(s, {OpenFront{{kCrystalA, kCrystalW2}, golem}, Done{}, AddUnit{0, warden}});
        CHECK(s.front_forecast(0)->defender.total == strength(s, "shard_warden"));
        REQUIRE(offered(s, warden));
        CHECK(s.pending().player == 1);
        must_apply(s, TriggerAbility{warden, 0});
        pay(s);
        CHECK(resources_on(s, kBobLand, TileColor::white) == 2 - cost_amount(s, "shard_warden"));
        CHECK(s.front_forecast(0)->defender.total == ward);
        const auto ev = finish_battle(s);
        CHECK(resolved_front(ev).attacker_strength == attack);
        CHECK(resolved_front(ev).defender_strength == ward);
        CHECK_FALSE(resolved_front(ev).attacker_won);
    }
    SECTION("no shard on the Order's territories: the ward cannot be raised") {
        CardId golem{}, warden{};
        GameState s = order_defends([&](json& j) {
            bob_fully_controls_w2(j);
            golem = give_card(j, 0, "stone_warden", "hand");
            warden = give_card(j, 1, "shard_warden", "hand");
        });
        apply_all(s, {OpenFront{{kCrystalA, kCrystalW2}, golem}, Done{}, AddUnit{0, warden}});
        CHECK_FALSE(offered(s, warden));
        CHECK(resolved_front(finish_battle(s)).attacker_won);
    }
    SECTION("attacking: the condition does not hold, nothing is offered") {
        CardId warden{};
        GameState s = crystal_position([&](json& j) {
            set_resources(j, kCrystalA, TileColor::white, 2);
            warden = give_card(j, 0, "shard_warden", "hand");
        });
        must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, warden});
        CHECK_FALSE(offered(s, warden));
        CHECK(s.front_forecast(0)->attacker.total == strength(s, "shard_warden"));
    }
}

TEST_CASE(
    "The Crystal Order: Crystal Refiner turns an Energy Crystal card and crystal shards into pure "
    "energy - FAQ 6 do X to do Y",
    "[world][crystal_order]") {
    const int shards = cost_amount(order_attacks(), "crystal_refiner", 0, 1);
    const int energy = effect_amount(order_attacks(), "crystal_refiner");
    SECTION("both costs paid: pure energy") {
        CardId refiner{}, crystal{};
        GameState s = crystal_position([&](json& j) {
            set_resources(j, kCrystalA, TileColor::white, shards);
            refiner = give_card(j, 0, "crystal_refiner", "hand");
            crystal = give_card(j, 0, "small_energy_crystal", "hand");
        });
        must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, refiner});
        REQUIRE(offered(s, refiner));
        apply_all(s, {TriggerAbility{refiner, 0}, ChooseCard{crystal}});
        const auto paid = pay(s);
        CHECK(has_event<PureEnergyChanged>(
            paid, [&](const PureEnergyChanged& e) { return e.player == 0 && e.delta == energy; }));
        CHECK(player(s, 0).pure_energy == energy);
        CHECK(resources_on(s, kCrystalA, TileColor::white) == 0);
        CHECK(contains(player(s, 0).piles.discard, crystal));
        const auto ev = finish_battle(s);
        CHECK(resolved_front(ev).attacker_strength == strength(s, "crystal_refiner"));
        CHECK(player(s, 0).pure_energy == energy);  // kept after the battle
    }
    SECTION("one shard short: the ability cannot be fully paid, so it is not offered") {
        CardId refiner{};
        GameState s = crystal_position([&](json& j) {
            set_resources(j, kCrystalA, TileColor::white, shards - 1);
            refiner = give_card(j, 0, "crystal_refiner", "hand");
            give_card(j, 0, "small_energy_crystal", "hand");
        });
        must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, refiner});
        CHECK_FALSE(offered(s, refiner));
        CHECK(player(s, 0).pure_energy == 0);
    }
}

TEST_CASE(
    "The Crystal Order: Prism Adept spends shards for a bonus to every allied unit on its front, "
    "also those added later - 003 Immediate abilities and FAQ 12",
    "[world][crystal_order]") {
    CardId guard{}, adept{}, gleaner{};
    GameState s = crystal_position([&](json& j) {
        set_resources(j, kCrystalA, TileColor::white, cost_amount(order_attacks(), "prism_adept"));
        guard = give_card(j, 0, "geode_guard", "hand");
        adept = give_card(j, 0, "prism_adept", "hand");
        gleaner = give_card(j, 0, "shard_gleaner", "hand");
    });
    apply_all(s, {OpenFront{{kCrystalA, kCrystalW2}, guard}, Done{}, AddUnit{0, adept}});
    REQUIRE(offered(s, adept));
    must_apply(s, TriggerAbility{adept, 0});
    pay(s);
    CHECK(resources_on(s, kCrystalA, TileColor::white) == 0);
    const int plus = effect_amount(s, "prism_adept");
    const int two = strength(s, "geode_guard") + plus + strength(s, "prism_adept") + plus;
    CHECK(s.front_forecast(0)->attacker.total == two);
    // The Gleaner comes later and still gets the bonus (its own ability is passed on).
    must_apply(s, AddUnit{0, gleaner});
    if (offered(s, gleaner)) must_apply(s, Done{});
    const int three = two + strength(s, "shard_gleaner") + plus;
    CHECK(s.front_forecast(0)->attacker.total == three);
    REQUIRE(three > 1);  // above base defense 1
    const auto ev = finish_battle(s);
    CHECK(resolved_front(ev).attacker_strength == three);
    CHECK(resolved_front(ev).attacker_won);
}

TEST_CASE(
    "The Crystal Order: Geode Guard is a plain unit that needs no crystal - 003 Battle step 7 and "
    "post-combat discard",
    "[world][crystal_order]") {
    CardId guard{};
    GameState s =
        crystal_position([&](json& j) { guard = give_card(j, 0, "geode_guard", "hand"); });
    must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, guard});
    CHECK(s.pending().kind == DecisionKind::open_second_front);  // no ability to offer
    CHECK(s.front_forecast(0)->attacker.total == strength(s, "geode_guard"));
    REQUIRE(strength(s, "geode_guard") > 1);  // above base defense 1
    const auto ev = finish_battle(s);
    CHECK(resolved_front(ev).attacker_strength == strength(s, "geode_guard"));
    CHECK(resolved_front(ev).attacker_won);
    CHECK(events_of<TerritoryTaken>(ev).size() == 1);
    CHECK(contains(player(s, 0).piles.discard, guard));  // discarded, not destroyed
    CHECK_FALSE(contains(player(s, 0).world, guard));
}

TEST_CASE(
    "The Crystal Order: Shard Lancer discards two Energy Crystal cards to get rid of an enemy unit "
    "up to its max cost - glossary get rid of and FAQ 6",
    "[world][crystal_order]") {
    CardId guard{}, guard2{}, lancer{}, c1{}, c2{}, golem{}, warden{};
    GameState s = crystal_position([&](json& j) {
        bob_fully_controls_w2(j);
        guard = give_card(j, 0, "geode_guard", "hand");
        guard2 = give_card(j, 0, "geode_guard", "hand");
        lancer = give_card(j, 0, "shard_lancer", "hand");
        c1 = give_card(j, 0, "small_energy_crystal", "hand");
        c2 = give_card(j, 0, "small_energy_crystal", "hand");
        golem = give_card(j, 1, "iron_golem", "hand");
        warden = give_card(j, 1, "stone_warden", "hand");
    });
    apply_all(s, {OpenFront{{kCrystalA, kCrystalW2}, guard}, Done{}, AddUnit{0, golem},
                  AddUnit{0, guard2}, AddUnit{0, warden}, AddUnit{0, lancer}});
    REQUIRE(offered(s, lancer));
    REQUIRE(cost_amount(s, "shard_lancer") == 2);  // the two crystals in hand
    apply_all(s, {TriggerAbility{lancer, 0}, ChooseCard{c1}, ChooseCard{c2}});
    CHECK(contains(player(s, 0).piles.discard, c1));
    CHECK(contains(player(s, 0).piles.discard, c2));
    // The Iron Golem costs too much: only the Stone Warden may be chosen.
    REQUIRE(cost_number(s, "iron_golem") > effect_max_cost(s, "shard_lancer"));
    REQUIRE(cost_number(s, "stone_warden") <= effect_max_cost(s, "shard_lancer"));
    REQUIRE(s.pending().kind == DecisionKind::ability_choice);
    CHECK(s.pending().options == std::vector<Action>{ChooseCard{warden}});
    const auto chosen = must_apply(s, ChooseCard{warden}).events;
    CHECK(collapsed(chosen, warden));
    // The Golem (defending: no bonus) against two Geode Guards and the Lancer.
    const int attack = 2 * strength(s, "geode_guard") + strength(s, "shard_lancer");
    REQUIRE(attack > strength(s, "iron_golem"));
    const auto ev = finish_battle(s);
    CHECK(resolved_front(ev).defender_strength == strength(s, "iron_golem"));
    CHECK(resolved_front(ev).attacker_strength == attack);
    CHECK(resolved_front(ev).attacker_won);
    REQUIRE(cost_number(s, "stone_warden") < 6);
    CHECK(destroyed(ev, warden));  // a collapsed unit below cost 6 nobody rescued
}

TEST_CASE(
    "The Crystal Order: Mirror Sentinel spends a shard to take strength from each enemy unit as it "
    "is "
    "added, as long as shards last - 003 Reaction abilities by event",
    "[world][crystal_order]") {
    CardId sentinel{}, warden{}, golem{}, guard{}, miner{};
    GameState s = crystal_position([&](json& j) {
        bob_fully_controls_w2(j);
        set_resources(j, kCrystalA, TileColor::white, 2);
        sentinel = give_card(j, 0, "mirror_sentinel", "hand");
        guard = give_card(j, 0, "geode_guard", "hand");
        warden = give_card(j, 1, "stone_warden", "hand");
        golem = give_card(j, 1, "iron_golem", "hand");
        miner = give_card(j, 1, "miner", "hand");
    });
    apply_all(s, {OpenFront{{kCrystalA, kCrystalW2}, sentinel}, Done{}, AddUnit{0, warden}});
    REQUIRE(offered(s, sentinel));
    CHECK(s.pending().player == 0);
    must_apply(s, TriggerAbility{sentinel, 0});
    pay(s);
    const int minus = effect_amount(s, "mirror_sentinel");
    REQUIRE(cost_amount(s, "mirror_sentinel") == 1);  // two shards: two answers
    CHECK(crystal_bonus_of(s, warden) == minus);
    CHECK(resources_on(s, kCrystalA, TileColor::white) == 1);
    apply_all(s, {AddUnit{0, guard}, AddUnit{0, golem}});
    REQUIRE(offered(s, sentinel));  // again, for the second enemy unit
    must_apply(s, TriggerAbility{sentinel, 0});
    pay(s);
    CHECK(crystal_bonus_of(s, golem) == minus);
    CHECK(resources_on(s, kCrystalA, TileColor::white) == 0);
    // Alice stops; Bob's Miner arrives and no shard is left to pay for a third answer.
    std::vector<Event> ev = apply_all(s, {StopFront{0}, AddUnit{0, miner}});
    for (int i = 0;
         i < 5 && s.conquest().battle && s.pending().kind == DecisionKind::trigger_ability; ++i) {
        CHECK_FALSE(offers(s.pending(), TriggerAbility{sentinel, 0}));
        const auto r = must_apply(s, Done{});  // Bob passes on his Miner's harvest
        ev.insert(ev.end(), r.events.begin(), r.events.end());
    }
    if (s.conquest().battle) {
        const auto rest = finish_battle(s);
        ev.insert(ev.end(), rest.begin(), rest.end());
    }
    // The Stone Warden with its defending bonus and the Golem, both weakened, and the Miner.
    const int attack = strength(s, "mirror_sentinel") + strength(s, "geode_guard");
    const int defense = strength(s, "stone_warden") + effect_amount(s, "stone_warden") + minus +
                        strength(s, "iron_golem") + minus + strength(s, "miner");
    REQUIRE(attack <= defense);
    CHECK(resolved_front(ev).attacker_strength == attack);
    CHECK(resolved_front(ev).defender_strength == defense);
    CHECK_FALSE(resolved_front(ev).attacker_won);
}

TEST_CASE(
    "The Crystal Order: Crystal Colossus re-forms in the hand for shards, and as a cost-5 unit "
    "it is destroyed when it collapses unless rescued - 003 Post-combat and Unit destruction",
    "[world][crystal_order]") {
    SECTION("not doomed: its shards take it back into the hand") {
        CardId colossus{};
        GameState s = crystal_position([&](json& j) {
            set_resources(j, kCrystalA, TileColor::white,
                          cost_amount(order_attacks(), "crystal_colossus"));
            colossus = give_card(j, 0, "crystal_colossus", "hand");
        });
        must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, colossus});
        CHECK(s.front_forecast(0)->attacker.total == strength(s, "crystal_colossus"));
        REQUIRE(strength(s, "crystal_colossus") > 1);  // above base defense 1
        const auto before = pass_until(s, [&](const GameState& g) { return offered(g, colossus); });
        CHECK(resolved_front(before).attacker_won);
        must_apply(s, TriggerAbility{colossus, 0});
        const auto paid = pay(s);
        CHECK(resources_on(s, kCrystalA, TileColor::white) == 0);
        finish_battle(s);
        CHECK(contains(player(s, 0).piles.hand, colossus));
        CHECK_FALSE(contains(player(s, 0).piles.discard, colossus));
    }
    SECTION("got rid of: not on the front after the battle, so destroyed unless rescued") {
        CardId colossus{}, sapper{};
        GameState s = crystal_position([&](json& j) {
            crystal_sapper_reaches_any_cost(j);
            bob_fully_controls_w2(j);
            // Enough for a rescue (its cost).
            set_resources(j, kCrystalA, TileColor::white,
                          cost_number(order_attacks(), "crystal_colossus"));
            colossus = give_card(j, 0, "crystal_colossus", "hand");
            sapper = give_card(j, 1, "sapper", "hand");
        });
        apply_all(s, {OpenFront{{kCrystalA, kCrystalW2}, colossus}, Done{}, AddUnit{0, sapper},
                      TriggerAbility{sapper, 0}, ChooseCard{colossus}});
        CHECK(contains(player(s, 0).collapsed, colossus));
        // Play on passively, checking that no return to hand is offered and a rescue is.
        bool rescue_offered = false;
        std::vector<Event> ev;
        for (int i = 0; i < 200 && s.conquest().battle; ++i) {
            const Decision d = s.pending();
            CHECK_FALSE(offers(d, TriggerAbility{colossus, 0}));
            if (d.kind == DecisionKind::rescue_units && offers(d, Rescue{colossus}))
                rescue_offered = true;
            const auto r = must_apply(s, passive_choice(d));
            ev.insert(ev.end(), r.events.begin(), r.events.end());
        }
        CHECK(rescue_offered);
        CHECK(destroyed(ev, colossus));
        CHECK(contains(player(s, 0).world, colossus));
        CHECK_FALSE(contains(player(s, 0).piles.hand, colossus));
    }
}

TEST_CASE(
    "The Crystal Order: Prism Sovereign refines an Energy Crystal card into a bonus for its whole "
    "side, "
    "kept when it is got rid of, and as a cost-6 unit it is discarded, not destroyed - FAQ 12 and "
    "003 Unit destruction",
    "[world][crystal_order]") {
    CardId sovereign{}, crystal{}, sapper{};
    GameState s = crystal_position([&](json& j) {
        crystal_sapper_reaches_any_cost(j);
        bob_fully_controls_w2(j);
        sovereign = give_card(j, 0, "prism_sovereign", "hand");
        crystal = give_card(j, 0, "huge_energy_crystal", "hand");
        sapper = give_card(j, 1, "sapper", "hand");
    });
    must_apply(s, OpenFront{{kCrystalA, kCrystalW2}, sovereign});
    REQUIRE(offered(s, sovereign));
    apply_all(s, {TriggerAbility{sovereign, 0}, ChooseCard{crystal}});
    CHECK(contains(player(s, 0).piles.discard, crystal));
    const int side = effect_amount(s, "prism_sovereign");
    CHECK(s.front_forecast(0)->attacker.total == strength(s, "prism_sovereign") + side);
    // Bob's Sapper dooms itself to get rid of the Sovereign: the bonus stays on Alice's side.
    apply_all(s, {Done{}, AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{sovereign}});
    CHECK(contains(player(s, 0).collapsed, sovereign));
    CHECK(s.front_forecast(0)->attacker.total == side);
    REQUIRE(side > strength(s, "sapper"));
    const auto ev = finish_battle(s);
    CHECK(resolved_front(ev).attacker_strength == side);
    CHECK(resolved_front(ev).defender_strength == strength(s, "sapper"));
    CHECK(resolved_front(ev).attacker_won);
    CHECK_FALSE(destroyed(ev, sovereign));
    CHECK(contains(player(s, 0).piles.discard, sovereign));
    CHECK_FALSE(contains(player(s, 0).world, sovereign));
}
