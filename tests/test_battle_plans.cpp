// Battle plans (RULES.md §7 H1 "Plans are moves chosen ahead", H2 "A battle plan"; 003 §Battle
// steps 4–6): a person answers his later battle decisions ahead; the engine plays them exactly as
// if he had been asked, hands the decision back where the plan stops, and keeps the plan his own.
//
// Position: data/maps/two_players.json as in test_battle.cpp. Alice (seat 0) attacks Bob's
// (2,-1) from (3,-2); Bob fully controls (2,-1), so he defends it by hand (003 step 3).
#include <catch2/catch.hpp>

#include "eden/core/save.hpp"
#include "eden/text/action_text.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kAlliedA{3, -2};  // Alice's
const Hex kBobsW2{2, -1};   // Bob's once bob_fully_controls_w2

struct Table {
    GameState state;
    // Alice's: Stone Warden (3), Iron Golem (6), a Skeleton (cost 1, a Sapper's target), and a
    // spare unit so she is asked at each of her steps rather than stopped for want of units.
    CardId warden = 0, golem = 0, guard = 0, alice_spare = 0;
    CardId bob_warden = 0, skel1 = 0, skel2 = 0, spare = 0;  // Bob's
    CardId bob_sapper = 0;
};

// Alice has opened her front with the Stone Warden and started the battle: Bob's step 3.
Table table() {
    static const GameState base = bare_first_expansion();
    Table t{base};
    t.state = edited(base, [&](json& j) {
        bob_fully_controls_w2(j);
        t.warden = give_card(j, 0, "stone_warden", "hand");
        t.golem = give_card(j, 0, "iron_golem", "hand");
        t.guard = give_card(j, 0, "skeleton", "hand");
        t.alice_spare = give_spare_unit(j, 0);
        t.bob_warden = give_card(j, 1, "stone_warden", "hand");
        t.skel1 = give_card(j, 1, "skeleton", "hand");
        t.skel2 = give_card(j, 1, "skeleton", "hand");
        t.bob_sapper = give_card(j, 1, "sapper", "hand");
        t.spare = give_spare_unit(j, 1);
    });
    apply_all(t.state, {OpenFront{{kAlliedA, kBobsW2}, t.warden}, Done{}});
    REQUIRE(t.state.pending().kind == DecisionKind::defend_front);
    REQUIRE(t.state.pending().player == 1);
    return t;
}

SetBattlePlan plan(std::vector<PlannedUnit> units, PlanStop stop, int margin = 1) {
    return SetBattlePlan{FrontPlan{0, std::move(units), stop, margin}};
}

std::vector<std::pair<int, CardId>> units_added(const std::vector<Event>& events) {
    std::vector<std::pair<int, CardId>> out;
    for (const UnitAdded& u : events_of<UnitAdded>(events))
        out.emplace_back(u.player, u.card);
    return out;
}

void same_game(const GameState& a, const GameState& b) {
    CHECK(a.conquest() == b.conquest());
    CHECK(a.control() == b.control());
    CHECK(a.rng() == b.rng());
}

}  // namespace

TEST_CASE(
    "RULES.md §7 H1/H2, 003 Battle steps 4-6: a battle played with a plan reaches the same state "
    "as the same moves chosen one by one",
    "[battle][plans]") {
    // Asked each time: Bob defends with his Stone Warden (5 while defending); Alice adds her
    // Golem (9); Bob, behind, adds a Skeleton; Alice stops; Bob adds his other Skeleton, then
    // stops.
    Table asked = table();
    std::vector<Event> asked_events =
        apply_all(asked.state,
                  {AddUnit{0, asked.bob_warden}, AddUnit{0, asked.golem}, AddUnit{0, asked.skel1},
                   StopFront{0}, AddUnit{0, asked.skel2}, StopFront{0}});
    const auto rest = finish_battle(asked.state);
    asked_events.insert(asked_events.end(), rest.begin(), rest.end());

    // Planned: at step 3 Bob plans "add the Skeletons while I am not ahead", then defends.
    Table planned = table();
    GameState& s = planned.state;
    ApplyResult set =
        must_apply(s, plan({{planned.skel1, true}, {planned.skel2, true}}, PlanStop::while_behind));
    CHECK(set.events.empty());                              // nothing public happened
    CHECK(s.pending().kind == DecisionKind::defend_front);  // the plan does not answer step 3
    std::vector<Event> events =
        apply_all(s, {AddUnit{0, planned.bob_warden}, AddUnit{0, planned.golem}});
    // Bob's step 5 was answered by his plan: Alice is asked again at once.
    CHECK(s.pending().player == 0);
    CHECK(s.conquest().battle->fronts[0].defense.rows.size() == 2);
    auto more = apply_all(s, {StopFront{0}});
    events.insert(events.end(), more.begin(), more.end());
    // The plan added the second Skeleton and ran out while Bob is still behind: his decision.
    REQUIRE(s.pending().player == 1);
    REQUIRE(s.pending().kind == DecisionKind::add_unit);
    const auto halt = s.plan_halt();
    REQUIRE(halt.has_value());
    CHECK(halt->reason == PlanHaltReason::ran_out);
    CHECK(halt->player == 1);
    more = apply_all(s, {StopFront{0}});
    events.insert(events.end(), more.begin(), more.end());
    more = finish_battle(s);
    events.insert(events.end(), more.begin(), more.end());

    CHECK(units_added(events) == units_added(asked_events));
    same_game(s, asked.state);
    // The log keeps the plan, not the two moves it played.
    CHECK(s.action_count() + 1 == asked.state.action_count());
}

TEST_CASE("RULES.md §7 H2: \"while my side is not ahead\" stops the front once it is ahead",
          "[battle][plans]") {
    Table t = table();
    GameState& s = t.state;
    // Bob's Stone Warden holds 5 against Alice's 3: a tie or better holds (003 step 7).
    must_apply(s, plan({{t.skel1, true}, {t.skel2, true}}, PlanStop::while_behind));
    must_apply(s, AddUnit{0, t.bob_warden});
    // Alice stops; Bob, ahead, is stopped by his plan and keeps his Skeletons.
    const auto events = apply_all(s, {StopFront{0}});
    CHECK((!s.conquest().battle || s.conquest().battle->fronts[0].defense.stopped));
    bool bob_stopped = false;
    for (const FrontStopped& f : events_of<FrontStopped>(events))
        bob_stopped = bob_stopped || f.player == 1;
    CHECK(bob_stopped);
    CHECK(contains(player(s, 1).piles.hand, t.skel1));
    CHECK(contains(player(s, 1).piles.hand, t.skel2));
}

TEST_CASE("RULES.md §7 H2: \"while I am not ahead by N\" and \"all of them\"", "[battle][plans]") {
    SECTION("ahead by 3: Bob adds until his lead is 3 or more") {
        Table t = table();
        GameState& s = t.state;
        must_apply(s, plan({{t.skel1, true}, {t.skel2, true}}, PlanStop::while_behind_by, 3));
        must_apply(s, AddUnit{0, t.bob_warden});
        apply_all(s, {StopFront{0}});  // Alice 3, Bob 5: a lead of 2, so one Skeleton more
        const Front& f = s.conquest().battle->fronts[0];
        CHECK(f.defense.rows.size() == 2);
        CHECK(f.defense.stopped);
        CHECK(contains(player(s, 1).piles.hand, t.skel2));
    }
    SECTION("all of them: every planned unit, then stop") {
        Table t = table();
        GameState& s = t.state;
        must_apply(s, plan({{t.skel1, true}, {t.skel2, true}}, PlanStop::after_all));
        must_apply(s, AddUnit{0, t.bob_warden});
        apply_all(s, {StopFront{0}});
        const Front& f = s.conquest().battle->fronts[0];
        CHECK(f.defense.rows.size() == 3);
        CHECK(f.defense.stopped);
        CHECK(contains(player(s, 1).piles.hand, t.spare));
    }
}

TEST_CASE("RULES.md §7 H1: a plan stops when a card it named is gone", "[battle][plans]") {
    Table t = table();
    GameState& s = t.state;
    must_apply(s, plan({{t.skel1, true}, {t.skel2, true}}, PlanStop::after_all));
    must_apply(s, AddUnit{0, t.bob_warden});
    // The first Skeleton leaves Bob's hand before his turn (as an ability's discard would).
    s = edited(s, [&](json& j) { move_card(j, t.skel1, 1, "discard"); });
    apply_all(s, {AddUnit{0, t.golem}});
    REQUIRE(s.pending().player == 1);
    const auto halt = s.plan_halt();
    REQUIRE(halt.has_value());
    CHECK(halt->reason == PlanHaltReason::card_gone);
    CHECK(halt->card == t.skel1);
    CHECK(s.conquest().battle->fronts[0].defense.rows.size() == 1);  // nothing played for him
}

TEST_CASE(
    "RULES.md §7 H1/H2: an immediate ability the plan triggers, and one whose target must be "
    "chosen",
    "[battle][plans]") {
    SECTION("trigger: the Sapper is added and triggered; its target hands the laptop back") {
        Table t = table();
        GameState& s = t.state;
        must_apply(s, plan({{t.bob_sapper, true}}, PlanStop::after_all));
        must_apply(s, AddUnit{0, t.bob_warden});
        const auto events = apply_all(s, {AddUnit{0, t.guard}});
        CHECK(has_event<AbilityTriggered>(
            events, [&](const AbilityTriggered& a) { return a.card == t.bob_sapper; }));
        REQUIRE(s.pending().kind == DecisionKind::ability_choice);
        REQUIRE(s.pending().player == 1);
        const auto halt = s.plan_halt();
        REQUIRE(halt.has_value());
        CHECK(halt->reason == PlanHaltReason::ability_asks);
        CHECK(halt->card == t.bob_sapper);
    }
    SECTION("ask me: the Sapper is added, and Bob is asked whether to trigger it") {
        Table t = table();
        GameState& s = t.state;
        must_apply(s, plan({{t.bob_sapper, false}}, PlanStop::after_all));
        must_apply(s, AddUnit{0, t.bob_warden});
        apply_all(s, {AddUnit{0, t.guard}});
        REQUIRE(s.pending().kind == DecisionKind::trigger_ability);
        REQUIRE(s.pending().player == 1);
        CHECK(offered(s, t.bob_sapper));
        const auto halt = s.plan_halt();
        REQUIRE(halt.has_value());
        CHECK(halt->reason == PlanHaltReason::ability_asks);
        // He passes; the plan goes on: every unit is added, so it stops the front.
        must_apply(s, Done{});
        CHECK(s.pending().player == 0);
    }
}

TEST_CASE("RULES.md §7 H1: a plan is checked like any action and only its seat may set it",
          "[battle][plans]") {
    Table t = table();
    GameState& s = t.state;
    CHECK(s.why_illegal(plan({{t.golem, true}}, PlanStop::after_all)).has_value());  // Alice's
    CHECK(s.why_illegal(plan({{t.skel1, true}, {t.skel1, true}}, PlanStop::after_all)).has_value());
    CHECK(s.why_illegal(SetBattlePlan{FrontPlan{1, {}, PlanStop::now, 1}}).has_value());
    CHECK(s.why_illegal(DropBattlePlan{}).has_value());  // none to drop
    CHECK_FALSE(s.why_illegal(plan({{t.skel1, true}}, PlanStop::after_all)));
    // Alice's decision: the plan she sets is hers; she cannot plan Bob's cards.
    must_apply(s, AddUnit{0, t.bob_warden});
    REQUIRE(s.pending().player == 0);
    CHECK(s.why_illegal(plan({{t.skel1, true}}, PlanStop::after_all)).has_value());
    CHECK_FALSE(s.why_illegal(plan({{t.golem, true}}, PlanStop::after_all)));
}

TEST_CASE(
    "RULES.md §7 H1: a plan is shown to nobody else: not in another seat's view, not in the "
    "events, not in the words of the log",
    "[battle][plans]") {
    Table t = table();
    GameState& s = t.state;
    const SetBattlePlan p = plan({{t.skel1, true}, {t.skel2, false}}, PlanStop::while_behind);
    const ApplyResult r = must_apply(s, p);
    CHECK(r.events.empty());
    const json alice = s.view_for(0);
    CHECK_FALSE(alice.at("conquest").at("battle").contains("plans"));
    CHECK(alice.dump().find("while_not_ahead") == std::string::npos);
    const json bob = s.view_for(1);
    REQUIRE(bob.at("conquest").at("battle").contains("plans"));
    CHECK(bob.at("conquest").at("battle").at("plans").size() == 1);
    CHECK(s.battle_plans(1).size() == 1);
    CHECK(s.battle_plans(0).empty());
    // The action's words name no card.
    CHECK(describe(Action{p}) == "plan front 1");
    // A search on Alice's behalf plays on without Bob's plan.
    CHECK(s.resampled_for(0, 7).battle_plans(1).empty());
    CHECK(s.resampled_for(1, 7).battle_plans(1).size() == 1);
}

TEST_CASE("RULES.md §7 H1: a plan ends with its battle", "[battle][plans]") {
    Table t = table();
    GameState& s = t.state;
    must_apply(s, plan({{t.skel1, true}, {t.skel2, true}}, PlanStop::while_behind));
    apply_all(s, {AddUnit{0, t.bob_warden}, StopFront{0}});
    // Bob was ahead, so his plan stopped his front: the fronts are counted, the plan is gone.
    if (s.conquest().battle) CHECK(s.conquest().battle->plans.empty());
    CHECK(s.battle_plans(1).empty());
    CHECK_FALSE(s.plan_halt().has_value());
}
