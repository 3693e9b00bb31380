// The Beast Tribes (data/civilizations/beast_tribes.json): one test per unit card, each played
// in a battle. Their signature mechanic is the pack and the ambush: strength that grows with the
// number of allied units (add_strength "per": "other_allied_unit"), reactions when an enemy unit
// is added (event enemy_unit_added, target triggering_unit), and fierce cheap units. The FAQ's
// Shaman (FAQ 11 and 12) lives here.
//
// Positions: data/maps/two_players.json with the designed cards of data/, Alice (seat 0) plays
// the Beast Tribes, Bob (seat 1) the Sylvan Elves (a second position swaps them, for the tribes
// defending). The attacker is at her first attack subphase holding (4,-2) (her portal), (3,-2)
// and (3,-1); the wild (2,-1) and (2,0) are at base defense 1. Nobody holds a card and no
// resource lies on the map until a test deals them.
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kBeastsPortal0{4, -2};
const Hex kBeastsA{3, -2};   // the attacker's
const Hex kBeastsW2{2, -1};  // wild

// Alice: the Beast Tribes; Bob: the Sylvan Elves.
GameState beasts_position(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion({"beast_tribes", "sylvan_elves"});
    return edited(s, edit);
}

// Alice: the Sylvan Elves; Bob: the Beast Tribes.
GameState tribes_defend(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion({"sylvan_elves", "beast_tribes"});
    return edited(s, edit);
}

// A unit kept in the hand, so its owner stops a front himself: a player with no unit left in hand
// stops at once, and a battle whose players have all stopped is fought within that action.
void alice_spare(json& j) {
    give_card(j, 0, "charging_boar", "hand");
}
void bob_spare(json& j) {
    give_card(j, 1, "grove_acolyte", "hand");
}

// Battle step 1: the attacker opens no second front (asked only if she has a unit left).
void no_second_front(GameState& s) {
    if (s.pending().kind == DecisionKind::open_second_front) must_apply(s, Done{});
}

int beasts_attacker_total(const GameState& s, int front = 0) {
    return s.front_forecast(front)->attacker.total;
}

// The strength bonus a unit on the front has been given (add_strength aimed at it).
int beasts_bonus_of(const GameState& s, CardId c) {
    for (const Front& f : s.conquest().battle->fronts)
        for (const BattleSide* side : {&f.attack, &f.defense})
            for (const auto& row : side->rows)
                for (const UnitInPlay& u : row)
                    if (u.card == c) return u.strength_bonus;
    throw std::logic_error("the unit is not on a front");
}

// A Hunting Hound's strength while attacking: its strength and its permanent bonus.
int attacking_hound(const GameState& s) {
    return strength(s, "hunting_hound") + effect_amount(s, "hunting_hound");
}

}  // namespace

TEST_CASE(
    "The Beast Tribes: Hunting Hound has its bonus while attacking and only its strength while "
    "defending - 003 Permanent effects",
    "[world][beast_tribes]") {
    SECTION("attacking: strength and bonus beat base defense 1") {
        CardId hound{};
        GameState s =
            beasts_position([&](json& j) { hound = give_card(j, 0, "hunting_hound", "hand"); });
        REQUIRE(attacking_hound(s) > 1);
        const auto ev = play_out(s, {OpenFront{{kBeastsA, kBeastsW2}, hound}});
        CHECK(resolved_front(ev).attacker_strength == attacking_hound(s));
        CHECK(resolved_front(ev).attacker_won);
        CHECK(events_of<TerritoryTaken>(ev).size() == 1);
        CHECK(contains(player(s, 0).piles.discard, hound));
    }
    SECTION("defending: its strength alone") {
        CardId acolyte{}, hound{};
        GameState s = tribes_defend([&](json& j) {
            bob_fully_controls_w2(j);
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            hound = give_card(j, 1, "hunting_hound", "hand");
        });
        // Alice passes on her Acolyte's ability; Bob defends with the Hound.
        REQUIRE(strength(s, "grove_acolyte") <= strength(s, "hunting_hound"));
        const auto ev =
            play_out(s, {OpenFront{{kBeastsA, kBeastsW2}, acolyte}, Done{}, AddUnit{0, hound}});
        CHECK(resolved_front(ev).attacker_strength == strength(s, "grove_acolyte"));
        CHECK(resolved_front(ev).defender_strength == strength(s, "hunting_hound"));
        CHECK_FALSE(resolved_front(ev).attacker_won);  // not stronger: a tie holds
    }
}

TEST_CASE(
    "The Beast Tribes: Lurking Viper dooms itself to take strength from an enemy unit as it is "
    "added, once - 003 Reaction abilities by event and FAQ 6",
    "[world][beast_tribes]") {
    CardId viper{}, bear{}, druid{}, acolyte{};
    GameState s = beasts_position([&](json& j) {
        bob_fully_controls_w2(j);
        viper = give_card(j, 0, "lurking_viper", "hand");
        bear = give_card(j, 0, "bear_rider", "hand");
        druid = give_card(j, 1, "heartwood_druid", "hand");
        acolyte = give_card(j, 1, "grove_acolyte", "hand");
    });
    apply_all(s, {OpenFront{{kBeastsA, kBeastsW2}, viper}, Done{}, AddUnit{0, druid}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);  // the attacker has priority
    REQUIRE(offers(d, TriggerAbility{viper, 0}));
    auto ev = apply_all(s, {TriggerAbility{viper, 0}});
    CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == viper; }) >= 0);
    CHECK(beasts_bonus_of(s, druid) == effect_amount(s, "lurking_viper"));
    // Bob passes on his Druid; Alice adds her Bear Rider; Bob's Acolyte: the doomed Viper cannot
    // pay.
    apply_all(s, {Done{}, AddUnit{0, bear}, AddUnit{0, acolyte}});
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 1);
    CHECK_FALSE(offers(d, TriggerAbility{viper, 0}));
    ev = finish_battle(s);
    // The doomed Viper still fights; the Druid fights weakened by the Viper.
    const int attack = strength(s, "lurking_viper") + strength(s, "bear_rider");
    const int defense = strength(s, "heartwood_druid") + effect_amount(s, "lurking_viper") +
                        strength(s, "grove_acolyte");
    REQUIRE(attack > defense);
    CHECK(resolved_front(ev).attacker_strength == attack);
    CHECK(resolved_front(ev).defender_strength == defense);
    CHECK(resolved_front(ev).attacker_won);
    CHECK(collapsed(ev, viper));
    CHECK(contains(player(s, 0).world, viper));  // cost 1: destroyed
}

TEST_CASE(
    "The Beast Tribes: Pack Wolf gets +1 per other allied unit as it arrives, kept for the rest "
    "of the battle - 003 Immediate abilities",
    "[world][beast_tribes]") {
    CardId hound{}, bear{}, wolf{}, hound2{};
    GameState s = beasts_position([&](json& j) {
        hound = give_card(j, 0, "hunting_hound", "hand");
        bear = give_card(j, 0, "bear_rider", "hand");
        wolf = give_card(j, 0, "pack_wolf", "hand");
        hound2 = give_card(j, 0, "hunting_hound", "hand");
        alice_spare(j);
    });
    apply_all(
        s, {OpenFront{{kBeastsA, kBeastsW2}, hound}, Done{}, AddUnit{0, bear}, AddUnit{0, wolf}});
    REQUIRE(offers(s.pending(), TriggerAbility{wolf, 0}));
    must_apply(s, TriggerAbility{wolf, 0});
    const int pack = 2 * effect_amount(s, "pack_wolf");  // the Hound and the Bear Rider
    CHECK(beasts_bonus_of(s, wolf) == pack);
    const int before = attacking_hound(s) + strength(s, "bear_rider") + strength(s, "pack_wolf");
    CHECK(beasts_attacker_total(s) == before + pack);
    // Counted once, as the ability resolved: a unit added later does not raise it.
    must_apply(s, AddUnit{0, hound2});
    CHECK(beasts_bonus_of(s, wolf) == pack);
    const auto ev = finish_battle(s);
    CHECK(resolved_front(ev).attacker_strength == before + pack + attacking_hound(s));
}

TEST_CASE(
    "The Beast Tribes: Charging Boar has its bonus only on the top row, also when it rises to it - "
    "003 Permanent effects and glossary Row",
    "[world][beast_tribes]") {
    SECTION("opening the front: strength and bonus") {
        CardId boar{};
        GameState s =
            beasts_position([&](json& j) { boar = give_card(j, 0, "charging_boar", "hand"); });
        const auto ev = play_out(s, {OpenFront{{kBeastsA, kBeastsW2}, boar}});
        CHECK(resolved_front(ev).attacker_strength ==
              strength(s, "charging_boar") + effect_amount(s, "charging_boar"));
    }
    SECTION("under the top row: no bonus; the row above collapses and it rises: the bonus") {
        CardId hound{}, boar{}, druid{}, ranger{};
        GameState s = beasts_position([&](json& j) {
            bob_fully_controls_w2(j);
            hound = give_card(j, 0, "hunting_hound", "hand");
            boar = give_card(j, 0, "charging_boar", "hand");
            druid = give_card(j, 1, "heartwood_druid", "hand");
            ranger = give_card(j, 1, "bramble_ranger", "hand");
            bob_spare(j);
        });
        apply_all(s, {OpenFront{{kBeastsA, kBeastsW2}, hound}, Done{}, AddUnit{0, druid},
                      TriggerAbility{druid, 0}, AddUnit{0, boar}});
        CHECK(beasts_attacker_total(s) == attacking_hound(s) + strength(s, "charging_boar"));
        // Bob's Bramble Ranger spends the Druid's mana to get rid of the Hound.
        apply_all(s, {AddUnit{0, ranger}, TriggerAbility{ranger, 0}, ChooseCard{hound}});
        REQUIRE(contains(player(s, 0).collapsed, hound));
        const int top_boar = strength(s, "charging_boar") + effect_amount(s, "charging_boar");
        CHECK(beasts_attacker_total(s) == top_boar);
        const auto ev = finish_battle(s);
        CHECK(resolved_front(ev).attacker_strength == top_boar);
        CHECK(resolved_front(ev).defender_strength ==
              strength(s, "heartwood_druid") + strength(s, "bramble_ranger"));
    }
}

TEST_CASE(
    "The Beast Tribes: Shaman's two immediate abilities are triggered in the order its owner "
    "chooses, each only if he wants - FAQ 11",
    "[world][beast_tribes]") {
    // The Viper dooms itself against Bob's Acolyte; then the Shaman arrives with a doomed ally.
    CardId viper{}, shaman{}, acolyte{};
    GameState s = beasts_position([&](json& j) {
        bob_fully_controls_w2(j);
        viper = give_card(j, 0, "lurking_viper", "hand");
        shaman = give_card(j, 0, "shaman", "hand");
        acolyte = give_card(j, 1, "grove_acolyte", "hand");
    });
    apply_all(s, {OpenFront{{kBeastsA, kBeastsW2}, viper}, Done{}, AddUnit{0, acolyte},
                  TriggerAbility{viper, 0}, Done{}, AddUnit{0, shaman}});
    REQUIRE(s.conquest().battle->fronts[0].attack.rows[0][0].doomed);
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    CHECK(offers(d, TriggerAbility{shaman, 0}));  // +1 to allied units
    CHECK(offers(d, TriggerAbility{shaman, 1}));  // restore an allied unit
    CHECK(offers(d, Done{}));

    SECTION("restore first, then +1") {
        auto ev = apply_all(s, {TriggerAbility{shaman, 1}});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{viper}});
        ev = apply_all(s, {ChooseCard{viper}});
        CHECK(event_index<UnitRestored>(
                  ev, [&](const UnitRestored& e) { return e.card == viper; }) >= 0);
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{shaman, 0}));
        CHECK_FALSE(offers(d, TriggerAbility{shaman, 1}));  // each ability once
        ev = play_out(s, {TriggerAbility{shaman, 0}});
        CHECK(resolved_front(ev).attacker_strength == strength(s, "lurking_viper") +
                                                          strength(s, "shaman") +
                                                          2 * effect_amount(s, "shaman"));
        CHECK_FALSE(collapsed(ev, viper));
        CHECK(contains(player(s, 0).piles.discard, viper));  // restored: discarded
    }
    SECTION("only the +1: the Viper stays doomed, collapses and is destroyed") {
        const auto ev = play_out(s, {TriggerAbility{shaman, 0}, Done{}});
        CHECK(events_of<UnitRestored>(ev).empty());
        CHECK(resolved_front(ev).attacker_strength == strength(s, "lurking_viper") +
                                                          strength(s, "shaman") +
                                                          2 * effect_amount(s, "shaman"));
        CHECK(collapsed(ev, viper));
        CHECK(contains(player(s, 0).world, viper));
    }
}

TEST_CASE(
    "The Beast Tribes: Shaman's +1 lasts for the rest of the battle after the Shaman collapses - "
    "FAQ 12",
    "[world][beast_tribes]") {
    // Bob's Bramble Ranger (the Druid's mana: an enemy unit of a small cost) gets rid of the
    // Shaman.
    CardId shaman{}, hound{}, bear{}, bear2{}, druid{}, ranger{};
    GameState s = beasts_position([&](json& j) {
        bob_fully_controls_w2(j);
        shaman = give_card(j, 0, "shaman", "hand");
        hound = give_card(j, 0, "hunting_hound", "hand");
        bear = give_card(j, 0, "bear_rider", "hand");
        bear2 = give_card(j, 0, "bear_rider", "hand");
        druid = give_card(j, 1, "heartwood_druid", "hand");
        ranger = give_card(j, 1, "bramble_ranger", "hand");
    });
    must_apply(s, OpenFront{{kBeastsA, kBeastsW2}, shaman});
    // Glossary Restore: no ally is doomed, so only the +1 is on offer.
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(offers(d, TriggerAbility{shaman, 0}));
    CHECK_FALSE(offers(d, TriggerAbility{shaman, 1}));
    apply_all(
        s, {TriggerAbility{shaman, 0}, Done{}, AddUnit{0, druid}, TriggerAbility{druid, 0},
            AddUnit{0, hound}, AddUnit{0, ranger}, TriggerAbility{ranger, 0}, ChooseCard{shaman}});
    REQUIRE(contains(player(s, 0).collapsed, shaman));
    const int plus = effect_amount(s, "shaman");
    CHECK(beasts_attacker_total(s) == attacking_hound(s) + plus);  // the Hound keeps its bonus
    // The Bear Riders, added after the Shaman is gone, still get the bonus (Bob, with no unit
    // left, has stopped).
    const int attack = attacking_hound(s) + plus + 2 * (strength(s, "bear_rider") + plus);
    const int defense = strength(s, "heartwood_druid") + strength(s, "bramble_ranger");
    REQUIRE(attack > defense);
    const auto ev = play_out(s, {AddUnit{0, bear}, AddUnit{0, bear2}});
    CHECK(resolved_front(ev).attacker_strength == attack);
    CHECK(resolved_front(ev).defender_strength == defense);
    CHECK(resolved_front(ev).attacker_won);
    CHECK(contains(player(s, 0).world, shaman));  // cost 3, collapsed: destroyed
}

TEST_CASE(
    "The Beast Tribes: Stalking Panther takes strength from each enemy unit added to its front, "
    "every time - 003 Reaction abilities by event",
    "[world][beast_tribes]") {
    CardId panther{}, bear{}, acolyte{}, druid{};
    GameState s = beasts_position([&](json& j) {
        bob_fully_controls_w2(j);
        panther = give_card(j, 0, "stalking_panther", "hand");
        bear = give_card(j, 0, "bear_rider", "hand");
        acolyte = give_card(j, 1, "grove_acolyte", "hand");
        druid = give_card(j, 1, "heartwood_druid", "hand");
    });
    apply_all(s, {OpenFront{{kBeastsA, kBeastsW2}, panther}, Done{}, AddUnit{0, acolyte}});
    REQUIRE(offers(s.pending(), TriggerAbility{panther, 0}));
    apply_all(s, {TriggerAbility{panther, 0}, Done{}, AddUnit{0, bear}, AddUnit{0, druid}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    REQUIRE(offers(d, TriggerAbility{panther, 0}));  // again
    must_apply(s, TriggerAbility{panther, 0});
    const int minus = effect_amount(s, "stalking_panther");
    CHECK(beasts_bonus_of(s, acolyte) == minus);
    CHECK(beasts_bonus_of(s, druid) == minus);
    const int attack = strength(s, "stalking_panther") + strength(s, "bear_rider");
    const int defense =
        strength(s, "grove_acolyte") + minus + strength(s, "heartwood_druid") + minus;
    REQUIRE(attack > defense);
    const auto ev = finish_battle(s);
    CHECK(resolved_front(ev).attacker_strength == attack);
    CHECK(resolved_front(ev).defender_strength == defense);
    CHECK(resolved_front(ev).attacker_won);
    CHECK(contains(player(s, 0).piles.discard, panther));  // never doomed: discarded
}

TEST_CASE(
    "The Beast Tribes: Bear Rider is a plain unit with no ability, discarded after the battle - "
    "003 Battle steps 7 and 8",
    "[world][beast_tribes]") {
    CardId bear{};
    GameState s = beasts_position([&](json& j) {
        bear = give_card(j, 0, "bear_rider", "hand");
        alice_spare(j);
    });
    REQUIRE(strength(s, "bear_rider") > 1);  // above base defense 1
    must_apply(s, OpenFront{{kBeastsA, kBeastsW2}, bear});
    CHECK(beasts_attacker_total(s) == strength(s, "bear_rider"));
    const auto ev = finish_battle(s);
    CHECK(events_of<AbilityTriggered>(ev).empty());
    CHECK(resolved_front(ev).attacker_strength == strength(s, "bear_rider"));
    CHECK(resolved_front(ev).attacker_won);
    CHECK_FALSE(collapsed(ev, bear));
    CHECK(contains(player(s, 0).piles.discard, bear));
}

TEST_CASE(
    "The Beast Tribes: River Crocodile waits for the unit worth striking and dooms itself to get "
    "rid of it, a cost-6 Queen is discarded - 003 Reaction abilities by event and Battle step 9",
    "[world][beast_tribes]") {
    CardId croc{}, acolyte{}, queen{};
    GameState s = beasts_position([&](json& j) {
        bob_fully_controls_w2(j);
        croc = give_card(j, 0, "river_crocodile", "hand");
        acolyte = give_card(j, 1, "grove_acolyte", "hand");
        queen = give_card(j, 1, "queen_of_the_wildwood", "hand");
    });
    must_apply(s, OpenFront{{kBeastsA, kBeastsW2}, croc});
    no_second_front(s);
    must_apply(s, AddUnit{0, acolyte});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    REQUIRE(offers(d, TriggerAbility{croc, 0}));
    // Alice lets the bait pass; Bob lets his Acolyte's ability pass too. Alice has no unit left
    // (she has stopped); Bob adds his Queen.
    apply_all(s, {Done{}, Done{}, AddUnit{0, queen}});
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    REQUIRE(offers(d, TriggerAbility{croc, 0}));
    std::vector<Event> ev = apply_all(s, {TriggerAbility{croc, 0}});
    ev = concat(ev, finish_battle(s));
    CHECK(event_index<UnitDoomed>(ev, [&](const UnitDoomed& e) { return e.card == croc; }) >= 0);
    CHECK(collapsed(ev, queen));
    REQUIRE(strength(s, "river_crocodile") > strength(s, "grove_acolyte"));
    CHECK(resolved_front(ev).attacker_strength == strength(s, "river_crocodile"));
    CHECK(resolved_front(ev).defender_strength == strength(s, "grove_acolyte"));
    CHECK(resolved_front(ev).attacker_won);
    REQUIRE(cost_number(s, "queen_of_the_wildwood") == 6);
    CHECK(contains(player(s, 1).piles.discard, queen));  // cost 6: discarded, not destroyed
    CHECK_FALSE(contains(player(s, 1).world, queen));
    CHECK(collapsed(ev, croc));
    CHECK(contains(player(s, 0).world, croc));  // cost 4, doomed: destroyed
}

TEST_CASE(
    "The Beast Tribes: Beastcaller adds a Pack Wolf from the discard pile, which counts its pack "
    "as it arrives - FAQ 8",
    "[world][beast_tribes]") {
    SECTION("a Pack Wolf in the discard pile") {
        CardId hound{}, caller{}, wolf{};
        GameState s = beasts_position([&](json& j) {
            hound = give_card(j, 0, "hunting_hound", "hand");
            caller = give_card(j, 0, "beastcaller", "hand");
            wolf = give_card(j, 0, "pack_wolf", "discard");
            alice_spare(j);
        });
        apply_all(s, {OpenFront{{kBeastsA, kBeastsW2}, hound}, Done{}, AddUnit{0, caller}});
        REQUIRE(offers(s.pending(), TriggerAbility{caller, 0}));
        const auto ev = apply_all(s, {TriggerAbility{caller, 0}});
        CHECK(event_index<UnitAdded>(ev, [&](const UnitAdded& e) {
                  return e.card == wolf && e.player == 0 && e.front == 0;
              }) >= 0);
        CHECK_FALSE(contains(player(s, 0).piles.discard, wolf));
        REQUIRE(offers(s.pending(), TriggerAbility{wolf, 0}));
        must_apply(s, TriggerAbility{wolf, 0});
        const int pack = 2 * effect_amount(s, "pack_wolf");  // the Hound and the Beastcaller
        CHECK(beasts_bonus_of(s, wolf) == pack);
        const auto rest = finish_battle(s);
        CHECK(resolved_front(rest).attacker_strength ==
              attacking_hound(s) + strength(s, "beastcaller") + strength(s, "pack_wolf") + pack);
    }
    SECTION("no Pack Wolf in the discard pile: not offered") {
        CardId caller{};
        GameState s = beasts_position([&](json& j) {
            caller = give_card(j, 0, "beastcaller", "hand");
            give_card(j, 0, "hunting_hound", "discard");
        });
        const auto ev = play_out(s, {OpenFront{{kBeastsA, kBeastsW2}, caller}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(resolved_front(ev).attacker_strength == strength(s, "beastcaller"));
    }
}

TEST_CASE(
    "The Beast Tribes: Dire Wolf Alpha gets +1 per other allied unit as strength is counted, and "
    "a collapsed Alpha (cost 5) is destroyed unless rescued - 003 Permanent effects and Battle "
    "step 9",
    "[world][beast_tribes]") {
    SECTION("it grows with the pack and shrinks when an ally collapses") {
        CardId alpha{}, hound{}, bear{}, druid{}, ranger{};
        GameState s = beasts_position([&](json& j) {
            bob_fully_controls_w2(j);
            alpha = give_card(j, 0, "dire_wolf_alpha", "hand");
            hound = give_card(j, 0, "hunting_hound", "hand");
            bear = give_card(j, 0, "bear_rider", "hand");
            druid = give_card(j, 1, "heartwood_druid", "hand");
            ranger = give_card(j, 1, "bramble_ranger", "hand");
            bob_spare(j);
        });
        apply_all(s, {OpenFront{{kBeastsA, kBeastsW2}, alpha}, Done{}, AddUnit{0, druid},
                      TriggerAbility{druid, 0}});
        const int alpha_alone = strength(s, "dire_wolf_alpha");
        const int per_ally = effect_amount(s, "dire_wolf_alpha");
        CHECK(beasts_attacker_total(s) == alpha_alone);  // enemy units do not count
        must_apply(s, AddUnit{0, hound});
        CHECK(beasts_attacker_total(s) == alpha_alone + per_ally + attacking_hound(s));
        apply_all(s, {AddUnit{0, ranger}, TriggerAbility{ranger, 0}, ChooseCard{hound}});
        CHECK(beasts_attacker_total(s) == alpha_alone);
        const auto ev = play_out(s, {AddUnit{0, bear}});
        CHECK(resolved_front(ev).attacker_strength ==
              alpha_alone + per_ally + strength(s, "bear_rider"));
        CHECK(resolved_front(ev).defender_strength ==
              strength(s, "heartwood_druid") + strength(s, "bramble_ranger"));
    }
    SECTION("got rid of by the Queen of the Wildwood: destroyed unless rescued") {
        CardId alpha{}, treant{}, queen{};
        GameState s = beasts_position([&](json& j) {
            bob_fully_controls_w2(j);
            alpha = give_card(j, 0, "dire_wolf_alpha", "hand");
            treant = give_card(j, 1, "elder_treant", "hand");
            queen = give_card(j, 1, "queen_of_the_wildwood", "hand");
            set_resources(j, kBeastsPortal0, TileColor::red, 5);
        });
        std::vector<Event> ev = apply_all(s, {OpenFront{{kBeastsA, kBeastsW2}, alpha}});
        no_second_front(s);
        ev = concat(ev,
                    apply_all(s, {AddUnit{0, treant}, TriggerAbility{treant, 0}, AddUnit{0, queen},
                                  TriggerAbility{queen, 0}, ChooseCard{alpha}}));
        CHECK(collapsed(ev, alpha));
        // Post-combat and unit destruction: Alice holds 5 animals, at least the Alpha's cost.
        REQUIRE(cost_number(s, "dire_wolf_alpha") <= 5);
        for (int i = 0; i < 50 && s.pending().kind != DecisionKind::rescue_units; ++i) {
            const Decision x = s.pending();
            const auto r = must_apply(s, offers(x, Done{}) ? Action{Done{}} : x.options.front());
            ev.insert(ev.end(), r.events.begin(), r.events.end());
        }
        // No unit left: only the +1 for touching a territory with 5 animals (003 Bonuses).
        CHECK(resolved_front(ev).attacker_strength == 1);
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::rescue_units);
        CHECK(d.player == 0);
        CHECK(offers(d, Rescue{alpha}));
        finish_battle(s);
        CHECK(contains(player(s, 0).world, alpha));  // not rescued: destroyed
    }
}

TEST_CASE(
    "The Beast Tribes: War Mammoth takes strength from every enemy unit added to its front, and a "
    "collapsed Mammoth (cost 6) is discarded, not destroyed - 003 Reaction abilities by event "
    "and Battle step 9",
    "[world][beast_tribes]") {
    CardId mammoth{}, druid{}, treant{}, queen{};
    GameState s = beasts_position([&](json& j) {
        bob_fully_controls_w2(j);
        mammoth = give_card(j, 0, "war_mammoth", "hand");
        druid = give_card(j, 1, "heartwood_druid", "hand");
        treant = give_card(j, 1, "elder_treant", "hand");
        queen = give_card(j, 1, "queen_of_the_wildwood", "hand");
    });
    must_apply(s, OpenFront{{kBeastsA, kBeastsW2}, mammoth});
    no_second_front(s);
    for (CardId c : {druid, treant, queen}) {
        must_apply(s, AddUnit{0, c});
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 0);
        REQUIRE(offers(d, TriggerAbility{mammoth, 0}));
        must_apply(s, TriggerAbility{mammoth, 0});
        CHECK(beasts_bonus_of(s, c) == effect_amount(s, "war_mammoth"));
        if (c != queen) must_apply(s, TriggerAbility{c, 0});  // the Druid's and Treant's mana
    }
    const int mana = effect_amount(s, "heartwood_druid") + effect_amount(s, "elder_treant");
    CHECK(s.conquest().battle->fronts[0].defense.mana == mana);
    REQUIRE(mana >= cost_amount(s, "queen_of_the_wildwood"));
    const int minus = effect_amount(s, "war_mammoth");
    const int defense = strength(s, "heartwood_druid") + strength(s, "elder_treant") +
                        strength(s, "queen_of_the_wildwood") + 3 * minus;
    CHECK(s.front_forecast(0)->defender.total == defense);
    // Between steps 6 and 7 Bob's Queen spends her mana to get rid of the Mammoth.
    const auto ev = play_out(s, {TriggerAbility{queen, 0}, ChooseCard{mammoth}});
    CHECK(collapsed(ev, mammoth));
    CHECK(resolved_front(ev).attacker_strength == 0);
    CHECK(resolved_front(ev).defender_strength == defense);
    CHECK_FALSE(resolved_front(ev).attacker_won);
    CHECK(contains(player(s, 0).piles.discard, mammoth));  // cost 6: discarded
    CHECK_FALSE(contains(player(s, 0).world, mammoth));
}
