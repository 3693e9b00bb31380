// Battle plans in whole games (RULES.md §7 H1, H2; 003 §Battle steps 4–6): random games are
// played once with every battle decision asked; then each battle is played again from the same
// point with a plan for one side that chooses the same moves (the units he added there, in order,
// then stop; trigger the immediate abilities he triggered at once). The planned game must pass
// through exactly the same states, ask the rest of the moves where the plan stops, and end the
// battle in the same state. Mid-plan, the state saves and loads to itself, and Undo of the plan
// gives back the state before it.
#include <catch2/catch.hpp>

#include "bots/random_bot.hpp"
#include "eden/core/save.hpp"
#include "support/conquest_fixture.hpp"
#include "support/property_runs.hpp"

using namespace eden;
using namespace eden_test;

namespace {

struct Played {
    std::vector<Action> actions;
    std::vector<int> decider;      // who decided actions[k]
    std::vector<GameState> after;  // after[k]: the state before actions[k]
};

Played play_random(const GameSetup& setup, std::uint64_t seed, int max_actions) {
    Played out;
    GameState s(setup);
    s.set_prompts(false);
    std::vector<bots::RandomBot> bots;
    for (std::size_t i = 0; i < setup.players.size(); ++i)
        bots.emplace_back(seed + i);
    out.after.push_back(s);
    for (int i = 0; i < max_actions && !s.is_over(); ++i) {
        const Decision d = s.pending();
        const Action a = bots[static_cast<std::size_t>(d.player)].choose(s, d);
        REQUIRE(s.apply(a).ok);
        out.actions.push_back(a);
        out.decider.push_back(d.player);
        out.after.push_back(s);
    }
    return out;
}

bool fighting(const GameState& s) {
    const auto& b = s.conquest().battle;
    if (!b) return false;
    switch (b->step) {
        case BattleStep::attacker_adds:
        case BattleStep::defender_adds:
        case BattleStep::taking_turns:
        case BattleStep::sealed_abilities:
            return true;
        default:
            return false;
    }
}

// The same game at the same point, the plans (which only one of them holds) aside.
bool same(const GameState& planned, const GameState& asked) {
    ConquestState c = planned.conquest();
    if (c.battle) c.battle->plans.clear();
    return c == asked.conquest() && planned.control() == asked.control() &&
           planned.rng() == asked.rng();
}

int immediate_abilities(const GameState& s, CardId card) {
    const CardDef& d = eden_test::card_def(s, card);
    return static_cast<int>(
        std::count_if(d.abilities.begin(), d.abilities.end(),
                      [](const Ability& a) { return a.timing == Timing::immediate; }));
}

// What p did on `front` from decision k on, in this battle, as a plan: the units he added there
// in order, then stop; trigger = he triggered its one immediate ability as his next move, and
// paid nothing for it (a plan pays the default way).
FrontPlan plan_of_moves(const Played& g, std::size_t k, int p, int front) {
    FrontPlan plan{front, {}, PlanStop::after_all, 1};
    for (std::size_t i = k; i < g.actions.size(); ++i) {
        const GameState& before = g.after[i];
        if (!before.conquest().battle || !fighting(before)) break;
        if (g.decider[i] != p) continue;
        const auto* add = std::get_if<AddUnit>(&g.actions[i]);
        if (!add || add->front != front) continue;
        PlannedUnit u{add->unit, false};
        std::size_t next = i + 1;
        while (next < g.actions.size() && g.decider[next] != p)
            ++next;
        if (next + 1 < g.actions.size() && immediate_abilities(before, add->unit) == 1) {
            const auto* t = std::get_if<TriggerAbility>(&g.actions[next]);
            u.trigger =
                t && t->card == add->unit && !std::holds_alternative<Pay>(g.actions[next + 1]);
        }
        plan.units.push_back(u);
    }
    return plan;
}

// The first index from `from` whose asked state the planned game is in.
std::optional<std::size_t> sync(const GameState& planned, const Played& g, std::size_t from) {
    for (std::size_t k = from; k < g.after.size() && k < from + 400; ++k)
        if (same(planned, g.after[k])) return k;
    return std::nullopt;
}

struct Counts {
    int battles = 0, planned_moves = 0, hand_backs = 0, triggered = 0;
};

void replay_with_plans(const Played& g, Counts& n, bool check_saves) {
    std::size_t k = 0;
    while (k < g.actions.size()) {
        const GameState& at = g.after[k];
        const auto& b = at.conquest().battle;
        const bool candidate =
            b && b->attacker != kNoPlayer && g.decider[k] >= 0 &&
            (b->step == BattleStep::attacker_adds || b->step == BattleStep::defender_adds) &&
            at.pending().kind == DecisionKind::add_unit;
        if (!candidate) {
            ++k;
            continue;
        }
        const int p = g.decider[k];
        const FrontPlan plan = plan_of_moves(g, k, p, b->cursor);
        GameState s = at;
        const Action set = SetBattlePlan{plan};
        INFO("action " << k << ", seat " << p << ", front " << plan.front);
        REQUIRE_FALSE(s.why_illegal(set).has_value());
        REQUIRE(s.apply(set).ok);
        ++n.battles;
        if (check_saves) {
            CHECK(load_save(make_save(s), "planned game") == s);
            if (s.can_undo()) CHECK(s.undone() == at);
        }
        auto j = sync(s, g, k);
        REQUIRE(j.has_value());
        n.planned_moves += static_cast<int>(*j - k);
        while (s.conquest().battle && !s.conquest().battle->plans.empty() &&
               *j < g.actions.size()) {
            // The plan stopped: the asked game's next move is his (or the other side's) answer.
            if (s.plan_halt()) ++n.hand_backs;
            const ApplyResult r = s.apply(g.actions[*j]);
            REQUIRE(r.ok);
            for (const Event& e : r.events)
                if (const auto* t = std::get_if<AbilityTriggered>(&e); t && t->player == p)
                    ++n.triggered;
            const auto next = sync(s, g, *j + 1);
            REQUIRE(next.has_value());
            n.planned_moves += static_cast<int>(*next - *j - 1);
            j = next;
        }
        CHECK(same(s, g.after[*j]));
        k = *j + 1;
        while (k < g.actions.size() && g.after[k].conquest().battle)
            ++k;  // one plan per battle
    }
}

}  // namespace

TEST_CASE(
    "RULES.md §7 H1/H2, 003 Battle steps 4-6: random games replayed with battle plans that "
    "choose the same moves pass through the same states - a plan saves, loads and undoes",
    "[battle][plans][property]") {
    Counts n;
    for (int seed = 1; seed <= eden::test::property_runs(10); ++seed) {
        CAPTURE(seed);
        const Played g = play_random(conquest_setup(2, Rules{}, static_cast<std::uint64_t>(seed)),
                                     static_cast<std::uint64_t>(seed) * 7, 2500);
        replay_with_plans(g, n, seed <= 3);
    }
    CHECK(n.battles > 0);
    CHECK(n.planned_moves > 0);
    CHECK(n.hand_backs > 0);
}

TEST_CASE("RULES.md §7 H1/H2 and H4: plans in sealed battles play the same moves as asked ones",
          "[battle][plans][sealed][property]") {
    Rules rules;
    rules.battle_order = BattleOrder::sealed;
    Counts n;
    for (int seed = 1; seed <= eden::test::property_runs(10); ++seed) {
        CAPTURE(seed);
        const Played g = play_random(conquest_setup(2, rules, static_cast<std::uint64_t>(seed)),
                                     static_cast<std::uint64_t>(seed) * 11, 2500);
        replay_with_plans(g, n, false);
    }
    CHECK(n.battles > 0);
    CHECK(n.planned_moves > 0);
}
