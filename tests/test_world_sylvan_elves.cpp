// The Sylvan Elves (data/civilizations/sylvan_elves.json): one test per unit card, each played in
// a battle. Their signature mechanic is mana (glossary "Temporary Resources": a resource that
// exists only during the battle, usable only on the front that made it, lost at the end): some
// units make it (gain_mana), others spend it (cost pay_mana), so the order of play matters.
//
// Positions: data/maps/two_players.json with the designed cards of data/, Alice (seat 0) plays
// the Sylvan Elves, Bob (seat 1) the Beast Tribes. Alice is at her first attack subphase holding
// (4,-2) (her portal), (3,-2) and (3,-1); the wild (2,-1) and (2,0) are at base defense 1.
// Nobody holds a card and no resource lies on the map until a test deals them.
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kElvesPortal0{4, -2};
const Hex kElvesA{3, -2};   // Alice's
const Hex kElvesB{3, -1};   // Alice's
const Hex kElvesW2{2, -1};  // wild
const Hex kElvesW3{2, 0};   // wild

const GameState& elves_base() {
    static const GameState s = designed_bare_expansion({"sylvan_elves", "beast_tribes"});
    return s;
}

GameState elves_position(const std::function<void(json&)>& edit) {
    return edited(elves_base(), edit);
}

// A unit Alice keeps in her hand, so she stops a front herself: a player with no unit left in
// hand stops at once, and a battle whose players have all stopped is fought within that action.
void spare_unit(json& j) {
    give_spare_unit(j, 0);
}

int attacker_mana(const GameState& s, int front = 0) {
    return s.conquest().battle->fronts.at(static_cast<std::size_t>(front)).attack.mana;
}

int elves_attacker_total(const GameState& s, int front = 0) {
    return s.front_forecast(front)->attacker.total;
}

// The mana ability `ability` of `card_id` spends (its first cost).
int mana_cost(const GameState& s, const char* card_id, int ability = 0) {
    return cost_amount(s, card_id, ability);
}

}  // namespace

TEST_CASE(
    "The Sylvan Elves: Grove Acolyte makes mana that only its own front can spend - glossary "
    "Temporary Resources",
    "[world][sylvan_elves]") {
    CardId acolyte{}, sprite{};
    GameState s = elves_position([&](json& j) {
        acolyte = give_card(j, 0, "grove_acolyte", "hand");
        sprite = give_card(j, 0, "thorn_sprite", "hand");
        spare_unit(j);
    });
    must_apply(s, OpenFront{{kElvesA, kElvesW2}, acolyte});
    REQUIRE(offers(s.pending(), TriggerAbility{acolyte, 0}));
    const ApplyResult r = must_apply(s, TriggerAbility{acolyte, 0});
    CHECK(event_index<ManaGained>(r.events, [&](const ManaGained& e) {
              return e.player == 0 && e.front == 0 && e.delta == effect_amount(s, "grove_acolyte");
          }) >= 0);
    CHECK(attacker_mana(s, 0) == effect_amount(s, "grove_acolyte"));
    // The Thorn Sprite opens a second front: the mana of the first cannot pay for it.
    must_apply(s, OpenFront{{kElvesB, kElvesW3}, sprite});
    CHECK(attacker_mana(s, 1) == 0);
    CHECK_FALSE(offers(s.pending(), TriggerAbility{sprite, 0}));
    const auto ev = finish_battle(s);
    CHECK(events_of<AbilityTriggered>(ev).empty());
    CHECK(resolved_front(ev, 0).attacker_strength == strength(s, "grove_acolyte"));
    CHECK(resolved_front(ev, 1).attacker_strength == strength(s, "thorn_sprite"));  // no bonus
    CHECK_FALSE(s.conquest().battle);  // the battle is over, and its mana with it
    CHECK(contains(player(s, 0).piles.discard, acolyte));
}

TEST_CASE(
    "The Sylvan Elves: Thorn Sprite spends mana for a bonus only when added after a mana maker - "
    "003 Immediate abilities",
    "[world][sylvan_elves]") {
    SECTION("after a Grove Acolyte: the Acolyte and the Sprite with its bonus") {
        CardId acolyte{}, sprite{};
        GameState s = elves_position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            sprite = give_card(j, 0, "thorn_sprite", "hand");
            spare_unit(j);
        });
        apply_all(s, {OpenFront{{kElvesA, kElvesW2}, acolyte}, TriggerAbility{acolyte, 0}, Done{},
                      AddUnit{0, sprite}});
        REQUIRE(offers(s.pending(), TriggerAbility{sprite, 0}));
        const ApplyResult r = must_apply(s, TriggerAbility{sprite, 0});
        CHECK(event_index<ManaGained>(r.events, [&](const ManaGained& e) {
                  return e.delta == -mana_cost(s, "thorn_sprite");
              }) >= 0);
        CHECK(attacker_mana(s) == effect_amount(s, "grove_acolyte") - mana_cost(s, "thorn_sprite"));
        const int attack = strength(s, "grove_acolyte") + strength(s, "thorn_sprite") +
                           effect_amount(s, "thorn_sprite");
        CHECK(elves_attacker_total(s) == attack);
        REQUIRE(attack > 1);  // above base defense 1
        const auto ev = finish_battle(s);
        CHECK(resolved_front(ev).attacker_strength == attack);
        CHECK(resolved_front(ev).attacker_won);
    }
    SECTION("first, before any mana: its strength alone, and not offered later") {
        CardId acolyte{}, sprite{};
        GameState s = elves_position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            sprite = give_card(j, 0, "thorn_sprite", "hand");
            spare_unit(j);
        });
        must_apply(s, OpenFront{{kElvesA, kElvesW2}, sprite});
        CHECK_FALSE(offers(s.pending(), TriggerAbility{sprite, 0}));
        apply_all(s, {Done{}, AddUnit{0, acolyte}, TriggerAbility{acolyte, 0}});
        CHECK(attacker_mana(s) == effect_amount(s, "grove_acolyte"));
        const auto ev = finish_battle(s);
        CHECK(event_index<AbilityTriggered>(
                  ev, [&](const AbilityTriggered& e) { return e.card == sprite; }) < 0);
        CHECK(resolved_front(ev).attacker_strength ==
              strength(s, "thorn_sprite") + strength(s, "grove_acolyte"));
    }
}

TEST_CASE(
    "The Sylvan Elves: Lifeblood Dryad dooms herself for mana, fights on, then collapses and "
    "is destroyed - FAQ 6 and 003 Battle step 9",
    "[world][sylvan_elves]") {
    CardId dryad{};
    GameState s = elves_position([&](json& j) {
        dryad = give_card(j, 0, "lifeblood_dryad", "hand");
        spare_unit(j);
    });
    must_apply(s, OpenFront{{kElvesA, kElvesW2}, dryad});
    REQUIRE(offers(s.pending(), TriggerAbility{dryad, 0}));

    SECTION("triggered") {
        const ApplyResult r = must_apply(s, TriggerAbility{dryad, 0});
        CHECK(event_index<UnitDoomed>(r.events,
                                      [&](const UnitDoomed& e) { return e.card == dryad; }) >= 0);
        CHECK(attacker_mana(s) == effect_amount(s, "lifeblood_dryad"));
        CHECK(s.conquest().battle->fronts[0].attack.rows[0][0].doomed);
        const auto ev = finish_battle(s);
        // A doomed unit still fights.
        CHECK(resolved_front(ev).attacker_strength == strength(s, "lifeblood_dryad"));
        CHECK(collapsed(ev, dryad));
        CHECK(contains(player(s, 0).world, dryad));  // cost 2: destroyed, back to the World
    }
    SECTION("passed: no mana, discarded after the battle") {
        const auto ev = finish_battle(s);
        CHECK(events_of<ManaGained>(ev).empty());
        CHECK_FALSE(collapsed(ev, dryad));
        CHECK(contains(player(s, 0).piles.discard, dryad));
    }
}

TEST_CASE("The Sylvan Elves: Leaf Seer spends mana to draw cards - 003 Immediate abilities",
          "[world][sylvan_elves]") {
    SECTION("after a Grove Acolyte") {
        CardId acolyte{}, seer{}, top{}, second{};
        GameState s = elves_position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            seer = give_card(j, 0, "leaf_seer", "hand");
            second = give_card(j, 0, "thorn_sprite", "deck");
            top = give_card(j, 0, "grove_acolyte", "deck");
            spare_unit(j);
        });
        apply_all(s, {OpenFront{{kElvesA, kElvesW2}, acolyte}, TriggerAbility{acolyte, 0}, Done{},
                      AddUnit{0, seer}});
        REQUIRE(offers(s.pending(), TriggerAbility{seer, 0}));
        REQUIRE(effect_amount(s, "leaf_seer") >= 2);  // the two cards laid on the deck
        const ApplyResult r = must_apply(s, TriggerAbility{seer, 0});
        const auto drawn = events_of<CardsDrawn>(r.events);
        REQUIRE(drawn.size() == 1);
        CHECK(drawn[0].count == effect_amount(s, "leaf_seer"));
        CHECK(contains(player(s, 0).piles.hand, top));
        CHECK(contains(player(s, 0).piles.hand, second));
        CHECK(attacker_mana(s) == effect_amount(s, "grove_acolyte") - mana_cost(s, "leaf_seer"));
        CHECK(elves_attacker_total(s) == strength(s, "grove_acolyte") + strength(s, "leaf_seer"));
    }
    SECTION("without mana: not offered") {
        CardId seer{};
        GameState s = elves_position([&](json& j) {
            seer = give_card(j, 0, "leaf_seer", "hand");
            give_card(j, 0, "grove_acolyte", "deck");
        });
        const auto ev = play_out(s, {OpenFront{{kElvesA, kElvesW2}, seer}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(events_of<CardsDrawn>(ev).empty());
        CHECK(resolved_front(ev).attacker_strength == strength(s, "leaf_seer"));
    }
}

TEST_CASE(
    "The Sylvan Elves: Forest Wisp spends the mana left in the post-combat phase to go back to "
    "the hand - 003 Post-combat abilities",
    "[world][sylvan_elves]") {
    SECTION("with the Acolyte's mana left") {
        CardId acolyte{}, wisp{};
        GameState s = elves_position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            wisp = give_card(j, 0, "forest_wisp", "hand");
        });
        const auto before = apply_all(s, {OpenFront{{kElvesA, kElvesW2}, acolyte},
                                          TriggerAbility{acolyte, 0}, Done{}, AddUnit{0, wisp}});
        // Alice's hand is empty: she stops; the front is counted, and the post-combat phase
        // begins with the front's mana still there.
        CHECK(events_of<FrontResolved>(before).size() == 1);
        CHECK(resolved_front(before).attacker_strength ==
              strength(s, "grove_acolyte") + strength(s, "forest_wisp"));
        REQUIRE(effect_amount(s, "grove_acolyte") >= mana_cost(s, "forest_wisp"));
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{wisp, 0}));
        CHECK(attacker_mana(s) == effect_amount(s, "grove_acolyte"));
        const auto ev = play_out(s, {TriggerAbility{wisp, 0}});
        CHECK(event_index<UnitTakenBack>(ev, [&](const UnitTakenBack& e) {
                  return e.player == 0 && e.card == wisp;
              }) >= 0);
        CHECK(contains(player(s, 0).piles.hand, wisp));
        CHECK_FALSE(contains(player(s, 0).piles.discard, wisp));
        CHECK(contains(player(s, 0).piles.discard, acolyte));
    }
    SECTION("without mana: discarded") {
        CardId wisp{};
        GameState s =
            elves_position([&](json& j) { wisp = give_card(j, 0, "forest_wisp", "hand"); });
        const auto ev = play_out(s, {OpenFront{{kElvesA, kElvesW2}, wisp}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(resolved_front(ev).attacker_strength == strength(s, "forest_wisp"));
        CHECK(contains(player(s, 0).piles.discard, wisp));
    }
}

TEST_CASE(
    "The Sylvan Elves: Heartwood Druid makes mana, enough for two Thorn Sprites and no "
    "third - 003 Immediate abilities",
    "[world][sylvan_elves]") {
    CardId druid{}, s1{}, s2{}, s3{};
    GameState s = elves_position([&](json& j) {
        druid = give_card(j, 0, "heartwood_druid", "hand");
        s1 = give_card(j, 0, "thorn_sprite", "hand");
        s2 = give_card(j, 0, "thorn_sprite", "hand");
        s3 = give_card(j, 0, "thorn_sprite", "hand");
        spare_unit(j);
    });
    const int mana = effect_amount(s, "heartwood_druid");
    const int sprite_cost = mana_cost(s, "thorn_sprite");
    REQUIRE(2 * sprite_cost <= mana);
    REQUIRE(mana < 3 * sprite_cost);
    apply_all(s, {OpenFront{{kElvesA, kElvesW2}, druid}, TriggerAbility{druid, 0}});
    CHECK(attacker_mana(s) == mana);
    apply_all(
        s, {Done{}, AddUnit{0, s1}, TriggerAbility{s1, 0}, AddUnit{0, s2}, TriggerAbility{s2, 0}});
    CHECK(attacker_mana(s) == mana - 2 * sprite_cost);
    must_apply(s, AddUnit{0, s3});
    CHECK_FALSE(offers(s.pending(), TriggerAbility{s3, 0}));
    const auto ev = finish_battle(s);
    // The Druid, two Sprites with their bonus and one without.
    CHECK(resolved_front(ev).attacker_strength == strength(s, "heartwood_druid") +
                                                      3 * strength(s, "thorn_sprite") +
                                                      2 * effect_amount(s, "thorn_sprite"));
}

TEST_CASE(
    "The Sylvan Elves: Bramble Ranger spends mana to get rid of an enemy unit up to its max cost "
    "- glossary Get Rid Of",
    "[world][sylvan_elves]") {
    SECTION("against a Bear Rider (within its reach): it collapses and is destroyed") {
        CardId druid{}, ranger{}, bear{};
        GameState s = elves_position([&](json& j) {
            bob_fully_controls_w2(j);
            druid = give_card(j, 0, "heartwood_druid", "hand");
            ranger = give_card(j, 0, "bramble_ranger", "hand");
            bear = give_card(j, 1, "bear_rider", "hand");
        });
        REQUIRE(cost_number(s, "bear_rider") <= effect_max_cost(s, "bramble_ranger"));
        REQUIRE(effect_amount(s, "heartwood_druid") >= mana_cost(s, "bramble_ranger"));
        apply_all(s, {OpenFront{{kElvesA, kElvesW2}, druid}, TriggerAbility{druid, 0}, Done{},
                      AddUnit{0, bear}, AddUnit{0, ranger}});
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{ranger, 0}));
        must_apply(s, TriggerAbility{ranger, 0});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{bear}});
        const auto ev = play_out(s, {ChooseCard{bear}});
        CHECK(collapsed(ev, bear));
        CHECK(resolved_front(ev).attacker_strength ==
              strength(s, "heartwood_druid") + strength(s, "bramble_ranger"));
        CHECK(resolved_front(ev).defender_strength == 0);
        CHECK(resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 1).world, bear));
    }
    SECTION("against a Dire Wolf Alpha (beyond its reach): not offered") {
        CardId druid{}, ranger{}, alpha{};
        GameState s = elves_position([&](json& j) {
            bob_fully_controls_w2(j);
            druid = give_card(j, 0, "heartwood_druid", "hand");
            ranger = give_card(j, 0, "bramble_ranger", "hand");
            alpha = give_card(j, 1, "dire_wolf_alpha", "hand");
            spare_unit(j);
        });
        apply_all(s, {OpenFront{{kElvesA, kElvesW2}, druid}, TriggerAbility{druid, 0}, Done{},
                      AddUnit{0, alpha}, AddUnit{0, ranger}});
        REQUIRE(cost_number(s, "dire_wolf_alpha") > effect_max_cost(s, "bramble_ranger"));
        CHECK_FALSE(offers(s.pending(), TriggerAbility{ranger, 0}));
        CHECK(attacker_mana(s) == effect_amount(s, "heartwood_druid"));
        const auto ev = finish_battle(s);
        CHECK_FALSE(collapsed(ev, alpha));
        // The Alpha alone: no ally to count.
        CHECK(resolved_front(ev).defender_strength == strength(s, "dire_wolf_alpha"));
    }
}

TEST_CASE(
    "The Sylvan Elves: Lifebinder makes mana, and spends the mana left to restore a doomed "
    "Dryad before doomed units collapse - 003 Post-combat abilities, glossary Restore",
    "[world][sylvan_elves]") {
    CardId dryad{}, binder{};
    GameState s = elves_position([&](json& j) {
        dryad = give_card(j, 0, "lifeblood_dryad", "hand");
        binder = give_card(j, 0, "lifebinder", "hand");
    });
    apply_all(s, {OpenFront{{kElvesA, kElvesW2}, dryad}, TriggerAbility{dryad, 0}, Done{},
                  AddUnit{0, binder}});
    REQUIRE(offers(s.pending(), TriggerAbility{binder, 0}));
    CHECK_FALSE(offers(s.pending(), TriggerAbility{binder, 1}));  // not before post-combat
    std::vector<Event> ev = apply_all(s, {TriggerAbility{binder, 0}});
    CHECK(attacker_mana(s) == effect_amount(s, "lifeblood_dryad") + effect_amount(s, "lifebinder"));
    REQUIRE(attacker_mana(s) >= mana_cost(s, "lifebinder", 1));
    // Alice's hand is empty: she stops; the front is counted, and the post-combat phase begins.
    CHECK(resolved_front(ev).attacker_strength ==
          strength(s, "lifeblood_dryad") + strength(s, "lifebinder"));
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    REQUIRE(offers(d, TriggerAbility{binder, 1}));

    SECTION("triggered: the Dryad is restored and discarded, not destroyed") {
        must_apply(s, TriggerAbility{binder, 1});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{dryad}});
        ev = play_out(s, {ChooseCard{dryad}});
        CHECK(event_index<UnitRestored>(
                  ev, [&](const UnitRestored& e) { return e.card == dryad; }) >= 0);
        CHECK_FALSE(collapsed(ev, dryad));
        CHECK(contains(player(s, 0).piles.discard, dryad));
        CHECK(contains(player(s, 0).piles.discard, binder));
    }
    SECTION("passed: the Dryad collapses and is destroyed") {
        ev = play_out(s, {Done{}});
        CHECK(collapsed(ev, dryad));
        CHECK(contains(player(s, 0).world, dryad));
    }
}

TEST_CASE(
    "The Sylvan Elves: Moonglade Sentinel spends mana between steps 6 and 7 for a bonus to every "
    "allied unit - 003 Delayed abilities",
    "[world][sylvan_elves]") {
    SECTION("after a Heartwood Druid: enough mana") {
        CardId druid{}, sentinel{};
        GameState s = elves_position([&](json& j) {
            druid = give_card(j, 0, "heartwood_druid", "hand");
            sentinel = give_card(j, 0, "moonglade_sentinel", "hand");
        });
        apply_all(s, {OpenFront{{kElvesA, kElvesW2}, druid}, TriggerAbility{druid, 0}, Done{},
                      AddUnit{0, sentinel}});
        // Not when it is added: only once everyone has stopped (Alice's hand is empty).
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{sentinel, 0}));
        CHECK(s.conquest().battle->step == BattleStep::delayed);
        const int both = strength(s, "heartwood_druid") + strength(s, "moonglade_sentinel");
        CHECK(elves_attacker_total(s) == both);
        REQUIRE(effect_amount(s, "heartwood_druid") >= mana_cost(s, "moonglade_sentinel"));
        // Nothing else to do: the battle is fought within this action.
        const auto ev = must_apply(s, TriggerAbility{sentinel, 0}).events;
        CHECK(event_index<ManaGained>(ev, [&](const ManaGained& e) {
                  return e.delta == -mana_cost(s, "moonglade_sentinel");
              }) >= 0);
        // Both units with the bonus.
        CHECK(resolved_front(ev).attacker_strength ==
              both + 2 * effect_amount(s, "moonglade_sentinel"));
    }
    SECTION("after a Grove Acolyte: its mana is not enough") {
        CardId acolyte{}, sentinel{};
        GameState s = elves_position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            sentinel = give_card(j, 0, "moonglade_sentinel", "hand");
        });
        REQUIRE(effect_amount(s, "grove_acolyte") < mana_cost(s, "moonglade_sentinel"));
        const auto ev = play_out(s, {OpenFront{{kElvesA, kElvesW2}, acolyte},
                                     TriggerAbility{acolyte, 0}, Done{}, AddUnit{0, sentinel}});
        CHECK(event_index<AbilityTriggered>(
                  ev, [&](const AbilityTriggered& e) { return e.card == sentinel; }) < 0);
        CHECK(resolved_front(ev).attacker_strength ==
              strength(s, "grove_acolyte") + strength(s, "moonglade_sentinel"));
    }
}

TEST_CASE(
    "The Sylvan Elves: Elder Treant makes mana, and a collapsed Treant (cost 5) is destroyed "
    "unless rescued - 003 Battle step 9",
    "[world][sylvan_elves]") {
    // Bob's River Crocodile dooms itself to get rid of the Treant as it arrives; the Treant's
    // own ability goes first (the attacker has priority) and its mana stays.
    CardId acolyte{}, treant{}, croc{};
    GameState s = elves_position([&](json& j) {
        bob_fully_controls_w2(j);
        acolyte = give_card(j, 0, "grove_acolyte", "hand");
        treant = give_card(j, 0, "elder_treant", "hand");
        croc = give_card(j, 1, "river_crocodile", "hand");
        spare_unit(j);
        set_resources(j, kElvesPortal0, TileColor::green, 5);
    });
    apply_all(s, {OpenFront{{kElvesA, kElvesW2}, acolyte}, TriggerAbility{acolyte, 0}, Done{},
                  AddUnit{0, croc}, AddUnit{0, treant}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    REQUIRE(offers(d, TriggerAbility{treant, 0}));
    must_apply(s, TriggerAbility{treant, 0});
    const int mana = effect_amount(s, "grove_acolyte") + effect_amount(s, "elder_treant");
    CHECK(attacker_mana(s) == mana);
    // And +1 next to a territory with 5 plants (003 Bonuses).
    CHECK(elves_attacker_total(s) ==
          strength(s, "grove_acolyte") + strength(s, "elder_treant") + 1);
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 1);
    REQUIRE(offers(d, TriggerAbility{croc, 0}));
    auto ev = apply_all(s, {TriggerAbility{croc, 0}});
    CHECK(collapsed(ev, treant));
    CHECK(contains(player(s, 0).collapsed, treant));
    CHECK(attacker_mana(s) == mana);  // mana made stays on the front
    CHECK(elves_attacker_total(s) == strength(s, "grove_acolyte") + 1);
    // Both stop: the Acolyte and the territory bonus against the Crocodile, no stronger. In the
    // unit-destruction phase Alice may rescue the Treant with 5 plants (at least its cost).
    REQUIRE(strength(s, "grove_acolyte") + 1 <= strength(s, "river_crocodile"));
    REQUIRE(cost_number(s, "elder_treant") <= 5);
    for (int i = 0; i < 50 && s.pending().kind != DecisionKind::rescue_units; ++i) {
        const Decision x = s.pending();
        const Action a = offers(x, Done{}) ? Action{Done{}} : x.options.front();
        const auto r = must_apply(s, offers(x, StopFront{0}) ? Action{StopFront{0}} : a);
        ev.insert(ev.end(), r.events.begin(), r.events.end());
    }
    CHECK_FALSE(resolved_front(ev).attacker_won);
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::rescue_units);
    CHECK(d.player == 0);
    CHECK(offers(d, Rescue{treant}));
    SECTION("not rescued: destroyed, back to the World") {
        ev = finish_battle(s);
        CHECK(contains(player(s, 0).world, treant));
        CHECK(event_index<UnitDestroyed>(
                  ev, [&](const UnitDestroyed& e) { return e.card == treant; }) >= 0);
    }
}

TEST_CASE(
    "The Sylvan Elves: Queen of the Wildwood spends mana between steps 6 and 7 to get rid of "
    "any enemy unit, a cost-6 one too, which is discarded - 003 Delayed abilities and Battle "
    "step 9",
    "[world][sylvan_elves]") {
    SECTION("after an Elder Treant: the War Mammoth collapses and is discarded") {
        CardId treant{}, queen{}, mammoth{};
        GameState s = elves_position([&](json& j) {
            bob_fully_controls_w2(j);
            treant = give_card(j, 0, "elder_treant", "hand");
            queen = give_card(j, 0, "queen_of_the_wildwood", "hand");
            mammoth = give_card(j, 1, "war_mammoth", "hand");
        });
        REQUIRE(effect_amount(s, "elder_treant") >= mana_cost(s, "queen_of_the_wildwood"));
        REQUIRE(cost_number(s, "war_mammoth") == 6);
        apply_all(s, {OpenFront{{kElvesA, kElvesW2}, treant}, TriggerAbility{treant, 0}, Done{},
                      AddUnit{0, mammoth}, AddUnit{0, queen}});
        // The Queen has no immediate ability; Bob's Mammoth takes strength from her.
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 1);
        apply_all(s, {TriggerAbility{mammoth, 0}});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(d.player == 0);
        REQUIRE(offers(d, TriggerAbility{queen, 0}));
        CHECK(s.conquest().battle->step == BattleStep::delayed);
        apply_all(s, {TriggerAbility{queen, 0}});
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::ability_choice);
        CHECK(d.options == std::vector<Action>{ChooseCard{mammoth}});
        const auto ev = play_out(s, {ChooseCard{mammoth}});
        CHECK(collapsed(ev, mammoth));
        CHECK(resolved_front(ev).attacker_strength == strength(s, "elder_treant") +
                                                          strength(s, "queen_of_the_wildwood") +
                                                          effect_amount(s, "war_mammoth"));
        CHECK(resolved_front(ev).defender_strength == 0);
        CHECK(resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 1).piles.discard, mammoth));  // cost 6: discarded
        CHECK_FALSE(contains(player(s, 1).world, mammoth));
        CHECK(contains(player(s, 0).piles.discard, queen));
    }
    SECTION("after a Heartwood Druid: its mana is not enough") {
        CardId druid{}, queen{};
        GameState s = elves_position([&](json& j) {
            druid = give_card(j, 0, "heartwood_druid", "hand");
            queen = give_card(j, 0, "queen_of_the_wildwood", "hand");
        });
        REQUIRE(effect_amount(s, "heartwood_druid") < mana_cost(s, "queen_of_the_wildwood"));
        const auto ev = play_out(s, {OpenFront{{kElvesA, kElvesW2}, druid},
                                     TriggerAbility{druid, 0}, Done{}, AddUnit{0, queen}});
        CHECK(event_index<AbilityTriggered>(
                  ev, [&](const AbilityTriggered& e) { return e.card == queen; }) < 0);
        CHECK(resolved_front(ev).attacker_strength ==
              strength(s, "heartwood_druid") + strength(s, "queen_of_the_wildwood"));
    }
}
