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
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kPortal0{4, -2};
const Hex kA{3, -2};   // Alice's
const Hex kB{3, -1};   // Alice's
const Hex kW2{2, -1};  // wild
const Hex kW3{2, 0};   // wild

const GameState& base() {
    static const GameState s = designed_bare_expansion({"sylvan_elves", "beast_tribes"});
    return s;
}

GameState position(const std::function<void(json&)>& edit) {
    return edited(base(), edit);
}

// A unit Alice keeps in her hand, so she stops a front herself: a player with no unit left in
// hand stops at once, and a battle whose players have all stopped is fought within that action.
void spare_unit(json& j) {
    give_card(j, 0, "heartwood_druid", "hand");
}

int attacker_mana(const GameState& s, int front = 0) {
    return s.conquest().battle->fronts.at(static_cast<std::size_t>(front)).attack.mana;
}

int attacker_total(const GameState& s, int front = 0) {
    return s.front_forecast(front)->attacker.total;
}

}  // namespace

TEST_CASE(
    "The Sylvan Elves: Grove Acolyte makes 1 mana that only its own front can spend - glossary "
    "Temporary Resources",
    "[world][sylvan_elves]") {
    CardId acolyte{}, sprite{};
    GameState s = position([&](json& j) {
        acolyte = give_card(j, 0, "grove_acolyte", "hand");
        sprite = give_card(j, 0, "thorn_sprite", "hand");
        spare_unit(j);
    });
    must_apply(s, OpenFront{{kA, kW2}, acolyte});
    REQUIRE(offers(s.pending(), TriggerAbility{acolyte, 0}));
    const ApplyResult r = must_apply(s, TriggerAbility{acolyte, 0});
    CHECK(event_index<ManaGained>(r.events, [&](const ManaGained& e) {
              return e.player == 0 && e.front == 0 && e.delta == 1;
          }) >= 0);
    CHECK(attacker_mana(s, 0) == 1);
    // The Thorn Sprite opens a second front: the mana of the first cannot pay for it.
    must_apply(s, OpenFront{{kB, kW3}, sprite});
    CHECK(attacker_mana(s, 1) == 0);
    CHECK_FALSE(offers(s.pending(), TriggerAbility{sprite, 0}));
    const auto ev = finish_battle(s);
    CHECK(events_of<AbilityTriggered>(ev).empty());
    CHECK(resolved_front(ev, 0).attacker_strength == 1);  // 1 against base defense 1: held
    CHECK(resolved_front(ev, 1).attacker_strength == 1);
    CHECK_FALSE(s.conquest().battle);  // the battle is over, and its mana with it
    CHECK(contains(player(s, 0).piles.discard, acolyte));
}

TEST_CASE(
    "The Sylvan Elves: Thorn Sprite spends 1 mana for +2 only when added after a mana maker - "
    "003 Immediate abilities",
    "[world][sylvan_elves]") {
    SECTION("after a Grove Acolyte: 1 + 3") {
        CardId acolyte{}, sprite{};
        GameState s = position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            sprite = give_card(j, 0, "thorn_sprite", "hand");
            spare_unit(j);
        });
        apply_all(s, {OpenFront{{kA, kW2}, acolyte}, TriggerAbility{acolyte, 0}, Done{},
                      AddUnit{0, sprite}});
        REQUIRE(offers(s.pending(), TriggerAbility{sprite, 0}));
        const ApplyResult r = must_apply(s, TriggerAbility{sprite, 0});
        CHECK(event_index<ManaGained>(r.events,
                                      [&](const ManaGained& e) { return e.delta == -1; }) >= 0);
        CHECK(attacker_mana(s) == 0);
        CHECK(attacker_total(s) == 4);
        const auto ev = finish_battle(s);
        CHECK(resolved_front(ev).attacker_strength == 4);
        CHECK(resolved_front(ev).attacker_won);
    }
    SECTION("first, before any mana: a plain 1, and not offered later") {
        CardId acolyte{}, sprite{};
        GameState s = position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            sprite = give_card(j, 0, "thorn_sprite", "hand");
            spare_unit(j);
        });
        must_apply(s, OpenFront{{kA, kW2}, sprite});
        CHECK_FALSE(offers(s.pending(), TriggerAbility{sprite, 0}));
        apply_all(s, {Done{}, AddUnit{0, acolyte}, TriggerAbility{acolyte, 0}});
        CHECK(attacker_mana(s) == 1);
        const auto ev = finish_battle(s);
        CHECK(event_index<AbilityTriggered>(
                  ev, [&](const AbilityTriggered& e) { return e.card == sprite; }) < 0);
        CHECK(resolved_front(ev).attacker_strength == 2);
    }
}

TEST_CASE(
    "The Sylvan Elves: Lifeblood Dryad dooms herself for 2 mana, fights on, then collapses and "
    "is destroyed - FAQ 6 and 003 Battle step 9",
    "[world][sylvan_elves]") {
    CardId dryad{};
    GameState s = position([&](json& j) {
        dryad = give_card(j, 0, "lifeblood_dryad", "hand");
        spare_unit(j);
    });
    must_apply(s, OpenFront{{kA, kW2}, dryad});
    REQUIRE(offers(s.pending(), TriggerAbility{dryad, 0}));

    SECTION("triggered") {
        const ApplyResult r = must_apply(s, TriggerAbility{dryad, 0});
        CHECK(event_index<UnitDoomed>(r.events,
                                      [&](const UnitDoomed& e) { return e.card == dryad; }) >= 0);
        CHECK(attacker_mana(s) == 2);
        CHECK(s.conquest().battle->fronts[0].attack.rows[0][0].doomed);
        const auto ev = finish_battle(s);
        CHECK(resolved_front(ev).attacker_strength == 1);  // a doomed unit still fights
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

TEST_CASE("The Sylvan Elves: Leaf Seer spends 1 mana to draw 2 cards - 003 Immediate abilities",
          "[world][sylvan_elves]") {
    SECTION("after a Grove Acolyte") {
        CardId acolyte{}, seer{}, top{}, second{};
        GameState s = position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            seer = give_card(j, 0, "leaf_seer", "hand");
            second = give_card(j, 0, "thorn_sprite", "deck");
            top = give_card(j, 0, "grove_acolyte", "deck");
            spare_unit(j);
        });
        apply_all(s, {OpenFront{{kA, kW2}, acolyte}, TriggerAbility{acolyte, 0}, Done{},
                      AddUnit{0, seer}});
        REQUIRE(offers(s.pending(), TriggerAbility{seer, 0}));
        const ApplyResult r = must_apply(s, TriggerAbility{seer, 0});
        const auto drawn = events_of<CardsDrawn>(r.events);
        REQUIRE(drawn.size() == 1);
        CHECK(drawn[0].count == 2);
        CHECK(contains(player(s, 0).piles.hand, top));
        CHECK(contains(player(s, 0).piles.hand, second));
        CHECK(attacker_mana(s) == 0);
        CHECK(attacker_total(s) == 2);
    }
    SECTION("without mana: not offered") {
        CardId seer{};
        GameState s = position([&](json& j) {
            seer = give_card(j, 0, "leaf_seer", "hand");
            give_card(j, 0, "grove_acolyte", "deck");
        });
        const auto ev = play_out(s, {OpenFront{{kA, kW2}, seer}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(events_of<CardsDrawn>(ev).empty());
        CHECK(resolved_front(ev).attacker_strength == 1);
    }
}

TEST_CASE(
    "The Sylvan Elves: Forest Wisp spends the mana left in the post-combat phase to go back to "
    "the hand - 003 Post-combat abilities",
    "[world][sylvan_elves]") {
    SECTION("with 1 mana left") {
        CardId acolyte{}, wisp{};
        GameState s = position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            wisp = give_card(j, 0, "forest_wisp", "hand");
        });
        const auto before = apply_all(s, {OpenFront{{kA, kW2}, acolyte}, TriggerAbility{acolyte, 0},
                                          Done{}, AddUnit{0, wisp}});
        // Alice's hand is empty: she stops; 3 against 1, the territory is taken, and the
        // post-combat phase begins with the front's mana still there.
        CHECK(events_of<FrontResolved>(before).size() == 1);
        CHECK(resolved_front(before).attacker_strength == 3);
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        REQUIRE(offers(d, TriggerAbility{wisp, 0}));
        CHECK(attacker_mana(s) == 1);
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
        GameState s = position([&](json& j) { wisp = give_card(j, 0, "forest_wisp", "hand"); });
        const auto ev = play_out(s, {OpenFront{{kA, kW2}, wisp}});
        CHECK(events_of<AbilityTriggered>(ev).empty());
        CHECK(resolved_front(ev).attacker_strength == 2);
        CHECK(contains(player(s, 0).piles.discard, wisp));
    }
}

TEST_CASE(
    "The Sylvan Elves: Heartwood Druid makes 2 mana, enough for two Thorn Sprites and no "
    "third - 003 Immediate abilities",
    "[world][sylvan_elves]") {
    CardId druid{}, s1{}, s2{}, s3{};
    GameState s = position([&](json& j) {
        druid = give_card(j, 0, "heartwood_druid", "hand");
        s1 = give_card(j, 0, "thorn_sprite", "hand");
        s2 = give_card(j, 0, "thorn_sprite", "hand");
        s3 = give_card(j, 0, "thorn_sprite", "hand");
        spare_unit(j);
    });
    apply_all(s, {OpenFront{{kA, kW2}, druid}, TriggerAbility{druid, 0}});
    CHECK(attacker_mana(s) == 2);
    apply_all(
        s, {Done{}, AddUnit{0, s1}, TriggerAbility{s1, 0}, AddUnit{0, s2}, TriggerAbility{s2, 0}});
    CHECK(attacker_mana(s) == 0);
    must_apply(s, AddUnit{0, s3});
    CHECK_FALSE(offers(s.pending(), TriggerAbility{s3, 0}));
    const auto ev = finish_battle(s);
    CHECK(resolved_front(ev).attacker_strength == 2 + 3 + 3 + 1);
}

TEST_CASE(
    "The Sylvan Elves: Bramble Ranger spends 2 mana to get rid of an enemy unit of cost 3 or "
    "less - glossary Get Rid Of",
    "[world][sylvan_elves]") {
    SECTION("against a Bear Rider (cost 3): it collapses and is destroyed") {
        CardId druid{}, ranger{}, bear{};
        GameState s = position([&](json& j) {
            bob_fully_controls_w2(j);
            druid = give_card(j, 0, "heartwood_druid", "hand");
            ranger = give_card(j, 0, "bramble_ranger", "hand");
            bear = give_card(j, 1, "bear_rider", "hand");
        });
        apply_all(s, {OpenFront{{kA, kW2}, druid}, TriggerAbility{druid, 0}, Done{},
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
        CHECK(resolved_front(ev).attacker_strength == 4);
        CHECK(resolved_front(ev).defender_strength == 0);
        CHECK(resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 1).world, bear));
    }
    SECTION("against a Dire Wolf Alpha (cost 5): not offered") {
        CardId druid{}, ranger{}, alpha{};
        GameState s = position([&](json& j) {
            bob_fully_controls_w2(j);
            druid = give_card(j, 0, "heartwood_druid", "hand");
            ranger = give_card(j, 0, "bramble_ranger", "hand");
            alpha = give_card(j, 1, "dire_wolf_alpha", "hand");
            spare_unit(j);
        });
        apply_all(s, {OpenFront{{kA, kW2}, druid}, TriggerAbility{druid, 0}, Done{},
                      AddUnit{0, alpha}, AddUnit{0, ranger}});
        CHECK_FALSE(offers(s.pending(), TriggerAbility{ranger, 0}));
        CHECK(attacker_mana(s) == 2);
        const auto ev = finish_battle(s);
        CHECK_FALSE(collapsed(ev, alpha));
        CHECK(resolved_front(ev).defender_strength == 5);  // the Alpha alone: 5 + 0
    }
}

TEST_CASE(
    "The Sylvan Elves: Lifebinder makes 1 mana, and spends the mana left to restore a doomed "
    "Dryad before doomed units collapse - 003 Post-combat abilities, glossary Restore",
    "[world][sylvan_elves]") {
    CardId dryad{}, binder{};
    GameState s = position([&](json& j) {
        dryad = give_card(j, 0, "lifeblood_dryad", "hand");
        binder = give_card(j, 0, "lifebinder", "hand");
    });
    apply_all(s,
              {OpenFront{{kA, kW2}, dryad}, TriggerAbility{dryad, 0}, Done{}, AddUnit{0, binder}});
    REQUIRE(offers(s.pending(), TriggerAbility{binder, 0}));
    CHECK_FALSE(offers(s.pending(), TriggerAbility{binder, 1}));  // not before post-combat
    std::vector<Event> ev = apply_all(s, {TriggerAbility{binder, 0}});
    CHECK(attacker_mana(s) == 3);
    // Alice's hand is empty: she stops; 1 + 3 against 1, and the post-combat phase begins.
    CHECK(resolved_front(ev).attacker_strength == 4);
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
    "The Sylvan Elves: Moonglade Sentinel spends 2 mana between steps 6 and 7 for +1 to every "
    "allied unit - 003 Delayed abilities",
    "[world][sylvan_elves]") {
    SECTION("after a Heartwood Druid: 2 mana") {
        CardId druid{}, sentinel{};
        GameState s = position([&](json& j) {
            druid = give_card(j, 0, "heartwood_druid", "hand");
            sentinel = give_card(j, 0, "moonglade_sentinel", "hand");
        });
        apply_all(s, {OpenFront{{kA, kW2}, druid}, TriggerAbility{druid, 0}, Done{},
                      AddUnit{0, sentinel}});
        // Not when it is added: only once everyone has stopped (Alice's hand is empty).
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::trigger_ability);
        CHECK(offers(d, TriggerAbility{sentinel, 0}));
        CHECK(s.conquest().battle->step == BattleStep::delayed);
        CHECK(attacker_total(s) == 5);
        // Nothing else to do: the battle is fought within this action.
        const auto ev = must_apply(s, TriggerAbility{sentinel, 0}).events;
        CHECK(event_index<ManaGained>(ev, [&](const ManaGained& e) { return e.delta == -2; }) >= 0);
        CHECK(resolved_front(ev).attacker_strength == 7);  // 2 + 1, 3 + 1
    }
    SECTION("after a Grove Acolyte: 1 mana is not enough") {
        CardId acolyte{}, sentinel{};
        GameState s = position([&](json& j) {
            acolyte = give_card(j, 0, "grove_acolyte", "hand");
            sentinel = give_card(j, 0, "moonglade_sentinel", "hand");
        });
        const auto ev = play_out(s, {OpenFront{{kA, kW2}, acolyte}, TriggerAbility{acolyte, 0},
                                     Done{}, AddUnit{0, sentinel}});
        CHECK(event_index<AbilityTriggered>(
                  ev, [&](const AbilityTriggered& e) { return e.card == sentinel; }) < 0);
        CHECK(resolved_front(ev).attacker_strength == 4);
    }
}

TEST_CASE(
    "The Sylvan Elves: Elder Treant makes 3 mana, and a collapsed Treant (cost 5) is destroyed "
    "unless rescued - 003 Battle step 9",
    "[world][sylvan_elves]") {
    // Bob's River Crocodile dooms itself to get rid of the Treant as it arrives; the Treant's
    // own ability goes first (the attacker has priority) and its mana stays.
    CardId acolyte{}, treant{}, croc{};
    GameState s = position([&](json& j) {
        bob_fully_controls_w2(j);
        acolyte = give_card(j, 0, "grove_acolyte", "hand");
        treant = give_card(j, 0, "elder_treant", "hand");
        croc = give_card(j, 1, "river_crocodile", "hand");
        spare_unit(j);
        set_resources(j, kPortal0, TileColor::green, 5);
    });
    apply_all(s, {OpenFront{{kA, kW2}, acolyte}, TriggerAbility{acolyte, 0}, Done{},
                  AddUnit{0, croc}, AddUnit{0, treant}});
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 0);
    REQUIRE(offers(d, TriggerAbility{treant, 0}));
    must_apply(s, TriggerAbility{treant, 0});
    CHECK(attacker_mana(s) == 4);
    CHECK(attacker_total(s) == 1 + 5 + 1);  // and +1 next to a territory with 5 plants
    d = s.pending();
    REQUIRE(d.kind == DecisionKind::trigger_ability);
    CHECK(d.player == 1);
    REQUIRE(offers(d, TriggerAbility{croc, 0}));
    auto ev = apply_all(s, {TriggerAbility{croc, 0}});
    CHECK(collapsed(ev, treant));
    CHECK(contains(player(s, 0).collapsed, treant));
    CHECK(attacker_mana(s) == 4);  // mana made stays on the front
    CHECK(attacker_total(s) == 1 + 1);
    // Both stop: 2 against the Crocodile's 3. In the unit-destruction phase Alice may rescue the
    // Treant with 5 plants.
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
    "The Sylvan Elves: Queen of the Wildwood spends 3 mana between steps 6 and 7 to get rid of "
    "any enemy unit, a cost-6 one too, which is discarded - 003 Delayed abilities and Battle "
    "step 9",
    "[world][sylvan_elves]") {
    SECTION("after an Elder Treant: the War Mammoth collapses and is discarded") {
        CardId treant{}, queen{}, mammoth{};
        GameState s = position([&](json& j) {
            bob_fully_controls_w2(j);
            treant = give_card(j, 0, "elder_treant", "hand");
            queen = give_card(j, 0, "queen_of_the_wildwood", "hand");
            mammoth = give_card(j, 1, "war_mammoth", "hand");
        });
        apply_all(s, {OpenFront{{kA, kW2}, treant}, TriggerAbility{treant, 0}, Done{},
                      AddUnit{0, mammoth}, AddUnit{0, queen}});
        // The Queen has no immediate ability; Bob's Mammoth takes 2 from her.
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
        CHECK(resolved_front(ev).attacker_strength == 5 + 7 - 2);
        CHECK(resolved_front(ev).defender_strength == 0);
        CHECK(resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 1).piles.discard, mammoth));  // cost 6: discarded
        CHECK_FALSE(contains(player(s, 1).world, mammoth));
        CHECK(contains(player(s, 0).piles.discard, queen));
    }
    SECTION("after a Heartwood Druid: 2 mana is not enough") {
        CardId druid{}, queen{};
        GameState s = position([&](json& j) {
            druid = give_card(j, 0, "heartwood_druid", "hand");
            queen = give_card(j, 0, "queen_of_the_wildwood", "hand");
        });
        const auto ev = play_out(
            s, {OpenFront{{kA, kW2}, druid}, TriggerAbility{druid, 0}, Done{}, AddUnit{0, queen}});
        CHECK(event_index<AbilityTriggered>(
                  ev, [&](const AbilityTriggered& e) { return e.card == queen; }) < 0);
        CHECK(resolved_front(ev).attacker_strength == 9);
    }
}
