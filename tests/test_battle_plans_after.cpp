// A battle plan's answer to the return of units after the battle (RULES.md §7 H1 "Plans are moves
// chosen ahead", H2 "A battle plan"; 003 §Battle step 9 / RULES.md §2 Battle "Post-combat: ...
// units may be returned to the World by paying civilization resources equal to their costs, the
// rest are discarded"): "after the battle: discard them" or "return them all", answered while he
// holds the laptop, played exactly as if he had been asked, and handed back when it cannot be.
//
// Position: data/maps/two_players.json as in test_battle_plans.cpp. Alice (seat 0) attacks Bob's
// (2,-1) from (3,-2) with a Stone Warden; Bob fully controls (2,-1), so he defends it by hand
// (003 step 3). Plants (Bob's civilization resource) lying on (2,-1) pay for his returns; Alice
// has no resource, so she is never asked.
#include <catch2/catch.hpp>

#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kAfterAttackFrom{3, -2};  // Alice's
const Hex kAfterBobsW2{2, -1};      // Bob's once bob_fully_controls_w2

struct AfterTable {
    GameState state;
    CardId warden = 0, alice_spare = 0;              // Alice's
    CardId bob_warden = 0, skel = 0, bob_spare = 0;  // Bob's
};

// Alice has opened her front and started the battle: Bob's step 3. `plants` lie on (2,-1).
AfterTable after_table(int plants) {
    static const GameState base = bare_first_expansion();
    AfterTable t{base};
    t.state = edited(base, [&](json& j) {
        bob_fully_controls_w2(j);
        t.warden = give_card(j, 0, "stone_warden", "hand");
        t.alice_spare = give_spare_unit(j, 0);
        t.bob_warden = give_card(j, 1, "stone_warden", "hand");
        t.skel = give_card(j, 1, "skeleton", "hand");
        t.bob_spare = give_spare_unit(j, 1);
        set_resources(j, kAfterBobsW2, TileColor::green, plants);
    });
    apply_all(t.state, {OpenFront{{kAfterAttackFrom, kAfterBobsW2}, t.warden}, Done{}});
    REQUIRE(t.state.pending().kind == DecisionKind::defend_front);
    REQUIRE(t.state.pending().player == 1);
    return t;
}

// Bob's plan: add the Skeleton after his Stone Warden, then stop; and what to do after.
SetBattlePlan after_plan(const AfterTable& t, PlanAfterBattle after) {
    FrontPlan p{0, {{t.skel, true}}, PlanStop::after_all, 1};
    p.after_battle = after;
    return SetBattlePlan{p};
}

// Bob defends with his Stone Warden; Alice stops; (asked or planned) Bob adds his Skeleton and
// stops: the fronts are counted and Bob, who holds, is asked about his two units.
void after_fight(AfterTable& t, bool planned) {
    apply_all(t.state, {AddUnit{0, t.bob_warden}, StopFront{0}});
    if (!planned) apply_all(t.state, {AddUnit{0, t.skel}, StopFront{0}});
    // Abilities offered on the way (the plan answers none after step 6): passed, asked or not.
    while (t.state.conquest().battle && t.state.pending().kind == DecisionKind::trigger_ability)
        must_apply(t.state, Done{});
}

void same_after_game(const GameState& a, const GameState& b) {
    CHECK(a.conquest() == b.conquest());
    CHECK(a.control() == b.control());
    CHECK(a.rng() == b.rng());
}

}  // namespace

TEST_CASE(
    "RULES.md §7 H1/H2, 003 Battle step 9: \"after the battle: discard them\" reaches the same "
    "state as Bob asked and returning none",
    "[battle][plans]") {
    AfterTable asked = after_table(5);
    after_fight(asked, false);
    REQUIRE(asked.state.pending().kind == DecisionKind::return_units);
    REQUIRE(asked.state.pending().player == 1);
    std::vector<Event> asked_events = apply_all(asked.state, {Done{}});
    const auto rest = finish_battle(asked.state);
    asked_events.insert(asked_events.end(), rest.begin(), rest.end());

    AfterTable t = after_table(5);
    GameState& s = t.state;
    must_apply(s, after_plan(t, PlanAfterBattle::discard));
    after_fight(t, true);
    // The question was answered by the plan: the battle is over, nobody was asked.
    CHECK_FALSE(s.conquest().battle);
    CHECK_FALSE(s.plan_halt().has_value());
    same_after_game(s, asked.state);
    CHECK(contains(player(s, 1).piles.discard, t.bob_warden));
    CHECK(contains(player(s, 1).piles.discard, t.skel));
}

TEST_CASE(
    "RULES.md §7 H1/H2, 003 Battle step 9: \"return them all\" returns and pays for each unit as "
    "Bob asked would",
    "[battle][plans]") {
    AfterTable asked = after_table(5);
    after_fight(asked, false);
    // Asked: he returns each unit, paying the default way, then the rest of the battle goes on.
    for (const CardId c : {asked.bob_warden, asked.skel}) {
        REQUIRE(asked.state.pending().kind == DecisionKind::return_units);
        must_apply(asked.state, ReturnToWorld{c});
        if (asked.state.pending().kind == DecisionKind::pay) {
            REQUIRE_FALSE(asked.state.pending().options.empty());
            must_apply(asked.state, asked.state.pending().options.front());
        }
    }
    finish_battle(asked.state);

    AfterTable t = after_table(5);
    GameState& s = t.state;
    must_apply(s, after_plan(t, PlanAfterBattle::return_all));
    after_fight(t, true);
    CHECK_FALSE(s.conquest().battle);
    CHECK(contains(player(s, 1).world, t.bob_warden));
    CHECK(contains(player(s, 1).world, t.skel));
    CHECK(resources_on(s, kAfterBobsW2, TileColor::green) == 1);  // 3 + 1 paid
    same_after_game(s, asked.state);
}

TEST_CASE(
    "RULES.md §7 H1, 003 Battle step 9: \"return them all\" hands the question back when Bob "
    "cannot pay for every unit",
    "[battle][plans]") {
    AfterTable t = after_table(2);  // the Skeleton (1) is within reach, the Stone Warden (3) is not
    GameState& s = t.state;
    must_apply(s, after_plan(t, PlanAfterBattle::return_all));
    after_fight(t, true);
    REQUIRE(s.conquest().battle);
    REQUIRE(s.pending().kind == DecisionKind::return_units);
    REQUIRE(s.pending().player == 1);
    const auto halt = s.plan_halt();
    REQUIRE(halt.has_value());
    CHECK(halt->reason == PlanHaltReason::cannot_return);
    CHECK(halt->card == t.bob_warden);
    CHECK(resources_on(s, kAfterBobsW2, TileColor::green) == 2);  // nothing paid for him
}

TEST_CASE(
    "RULES.md §7 H1: a planned answer to the return of units is checked like any action, kept by "
    "saves and the action log, and shown to nobody else",
    "[battle][plans]") {
    AfterTable t = after_table(5);
    GameState& s = t.state;
    const SetBattlePlan p = after_plan(t, PlanAfterBattle::discard);
    // The action's JSON round trip keeps the answer; an action without it means "ask me".
    const json aj = action_to_json(Action{p});
    CHECK(aj.at("after_battle") == "discard");
    CHECK(action_from_json(aj, "test", "") == Action{p});
    json old = aj;
    old.erase("after_battle");
    CHECK(std::get<SetBattlePlan>(action_from_json(old, "test", "")).plan.after_battle ==
          PlanAfterBattle::ask);
    json bad = aj;
    bad["after_battle"] = "keep_forever";
    CHECK_THROWS_AS(action_from_json(bad, "test", ""), DataError);

    // Under 003 it is a legal plan (where no unit returns, see the next test).
    CHECK_FALSE(s.why_illegal(p).has_value());
}

TEST_CASE(
    "RULES.md §7 H1, 002 §Combat (RULES.md C10): where no unit returns after a battle, a plan that "
    "answers the return is refused with its reason and changes nothing",
    "[battle][plans]") {
    AfterTable t = after_table(5);
    // classic's battle.post_combat_returns: every unit is discarded after the battle, nobody is
    // asked, so a plan may not answer that question.
    t.state =
        edited(t.state, [](json& j) { j["setup"]["rules"]["battle.post_combat_returns"] = false; });
    GameState& s = t.state;
    REQUIRE_FALSE(s.rules().post_combat_returns);
    const GameState before = s;
    for (const PlanAfterBattle answer : {PlanAfterBattle::discard, PlanAfterBattle::return_all}) {
        const auto why = s.why_illegal(after_plan(t, answer));
        REQUIRE(why.has_value());
        CHECK(why->id == "refusal.plan.no_returns");
        CHECK_FALSE(s.apply(after_plan(t, answer)).ok);
        CHECK(s == before);
    }
    // "Ask me" is no answer at all, so the rest of the plan stands.
    CHECK_FALSE(s.why_illegal(after_plan(t, PlanAfterBattle::ask)).has_value());
}

TEST_CASE("RULES.md §7 H1: the planned answer survives a save and is private to its seat",
          "[battle][plans]") {
    AfterTable t = after_table(5);
    GameState& s = t.state;
    must_apply(s, after_plan(t, PlanAfterBattle::discard));
    must_apply(s, AddUnit{0, t.bob_warden});
    REQUIRE(s.pending().player == 0);
    // Saved and loaded mid-battle: the same state, the plan's answer included.
    const GameState loaded = edited(s, [](json&) {});
    CHECK(loaded.conquest() == s.conquest());
    REQUIRE(s.conquest().battle->plans.size() == 1);
    CHECK(s.conquest().battle->plans[0].plan.after_battle == PlanAfterBattle::discard);
    // Alice's view has no plan and no answer; Bob's has both.
    CHECK(s.view_for(0).dump().find("after_battle") == std::string::npos);
    CHECK(s.view_for(1).at("conquest").at("battle").at("plans")[0].at("after_battle") == "discard");
    // Undo replays the log without its last action (GameState::undone): the plan is a logged
    // action and its answer a function of the state, so taking the plan back takes the answer.
}

TEST_CASE("RULES.md §7 H1: once steps 4-6 end the answer outlives the plan and stays private",
          "[battle][plans]") {
    // Bob plans "return them all" with 2 plants: his Stone Warden is beyond them, so the plan
    // hands the question back. The state then holds his answer (not his plan) until the battle
    // ends.
    AfterTable t = after_table(2);
    GameState& s = t.state;
    must_apply(s, after_plan(t, PlanAfterBattle::return_all));
    after_fight(t, true);
    REQUIRE(s.conquest().battle);
    REQUIRE(s.pending().kind == DecisionKind::return_units);
    CHECK(s.conquest().battle->plans.empty());
    REQUIRE(s.conquest().battle->after_battle.size() == 1);
    CHECK(s.plan_halt().has_value());
    // Saved and loaded: the answer is kept; a save without it (older) loads with none.
    const GameState loaded = edited(s, [](json&) {});
    CHECK(loaded.conquest() == s.conquest());
    const GameState older =
        edited(s, [](json& j) { j.at("conquest").at("battle").erase("after_battle"); });
    CHECK(older.conquest().battle->after_battle.empty());
    CHECK_FALSE(older.plan_halt().has_value());
    // Alice's view leaves it out; Bob's keeps it.
    CHECK_FALSE(s.view_for(0).at("conquest").at("battle").contains("after_battle"));
    CHECK(s.view_for(1).at("conquest").at("battle").contains("after_battle"));
    CHECK(s.resampled_for(0, 7).conquest().battle->after_battle.empty());
}
