// Battle plans (RULES.md §7 H1, H2; 003 §Battle steps 4–6): a person answers ahead the battle
// decisions he has not been asked yet; the engine plays each planned move where it is one of the
// options he would have had, and hands the decision back, saying why, where it is not.
//
// Determinism and replay: the SetBattlePlan / DropBattlePlan action is what the log keeps; the
// planned moves are played inside apply() (GameState::apply calls play_plans) and are not logged
// on their own. Replaying the log re-derives them, since they are a function of the state and the
// plan alone. We chose this over logging the planned moves as ordinary actions because apply()
// then stays the one way a state moves: undo, saves, the CLI's replay, the golden replays and a
// bot's copy of the state all replay the log with apply() and reach the same state; logging the
// moves as well would have them played twice on replay unless every replayer learned a "replay
// mode". The moves still show as his, exactly as if he had been asked: they emit the same events
// (UnitAdded, FrontStopped, AbilityTriggered...). Undo takes back the last logged action with all
// the planned moves it caused; a planned move that answered another seat's action shows that seat
// a card from the planner's hand, so that action can no longer be undone (GameState::can_undo).
#include <algorithm>
#include <variant>

#include "engine/battle/battle.hpp"
#include "engine/battle/battle_order.hpp"
#include "engine/battle/battle_plans.hpp"

namespace eden {

std::string_view to_string(PlanStop s) {
    switch (s) {
        case PlanStop::now:
            return "stop_now";
        case PlanStop::while_behind:
            return "while_not_ahead";
        case PlanStop::while_behind_by:
            return "while_not_ahead_by";
        case PlanStop::after_all:
            return "all";
    }
    return "?";
}

std::optional<PlanStop> plan_stop_from_string(std::string_view s) {
    for (PlanStop p :
         {PlanStop::now, PlanStop::while_behind, PlanStop::while_behind_by, PlanStop::after_all})
        if (to_string(p) == s) return p;
    return std::nullopt;
}

std::string_view to_string(PlanAfterBattle a) {
    switch (a) {
        case PlanAfterBattle::ask:
            return "ask";
        case PlanAfterBattle::discard:
            return "discard";
        case PlanAfterBattle::return_all:
            return "return_all";
    }
    return "?";
}

std::optional<PlanAfterBattle> plan_after_battle_from_string(std::string_view s) {
    for (PlanAfterBattle a :
         {PlanAfterBattle::ask, PlanAfterBattle::discard, PlanAfterBattle::return_all})
        if (to_string(a) == s) return a;
    return std::nullopt;
}

std::string_view to_string(PlanHaltReason r) {
    switch (r) {
        case PlanHaltReason::ran_out:
            return "ran_out";
        case PlanHaltReason::card_gone:
            return "card_gone";
        case PlanHaltReason::ability_asks:
            return "ability_asks";
        case PlanHaltReason::ability_offered:
            return "ability_offered";
        case PlanHaltReason::not_covered:
            return "not_covered";
        case PlanHaltReason::cannot_return:
            return "cannot_return";
    }
    return "?";
}

}  // namespace eden

namespace eden::detail {

namespace {

// Plans live while units may still be added: up to the end of step 6 (and a sealed battle's
// immediate abilities). From step 7 on they are cleared (advance_battle).
bool fighting(const Battle& b) {
    switch (b.step) {
        case BattleStep::opening:
        case BattleStep::defender_refresh:
        case BattleStep::defender_opens:
        case BattleStep::attacker_adds:
        case BattleStep::defender_adds:
        case BattleStep::taking_turns:
        case BattleStep::sealed_abilities:
            return true;
        default:
            return false;
    }
}

bool has_plan(const Battle& b, int p) {
    return std::any_of(b.plans.begin(), b.plans.end(),
                       [&](const BattlePlan& x) { return x.player == p; });
}

const BattlePlan* plan_for(const Battle& b, int p, int front) {
    for (const BattlePlan& x : b.plans)
        if (x.player == p && x.plan.front == front) return &x;
    return nullptr;
}

// The planned unit `card` of p already on a front, with his trigger choice; nullptr if the card
// was not planned.
const PlannedUnit* planned_on_front(const Battle& b, int p, CardId card) {
    for (const BattlePlan& x : b.plans) {
        if (x.player != p) continue;
        for (const PlannedUnit& u : x.added)
            if (u.card == card) return &u;
    }
    return nullptr;
}

bool is_immediate(const GameState& g, CardId card, int ability) {
    const auto& abilities = def(g, card).abilities;
    return ability >= 0 && ability < static_cast<int>(abilities.size()) &&
           abilities[static_cast<std::size_t>(ability)].timing == Timing::immediate;
}

// H2's stop conditions. "Ahead": winning if the front were counted now (the attacker needs
// strictly more, a tie holds for the defender: 003 step 7). "Ahead by N": his side's strength
// less the other's is at least N.
bool ahead(const GameState& g, const Battle& b, int p, const FrontPlan& plan) {
    const FrontForecast f = battle::forecast(g, plan.front);
    const bool attacking = p == b.attacker;
    if (plan.stop == PlanStop::while_behind) return attacking == f.attacker_wins();
    const int mine = attacking ? f.attacker.total : f.defender.total;
    const int theirs = attacking ? f.defender.total : f.attacker.total;
    return mine - theirs >= plan.margin;
}

using Answer = std::variant<std::monostate, Action, PlanHalt>;

// What p's plan for one front says at his turn on it: add the next unit, stop, or ask him.
Answer front_wish(const GameState& g, const Battle& b, const BattlePlan& bp, int p) {
    const FrontPlan& plan = bp.plan;
    const Action stop = StopFront{plan.front};
    if (plan.stop == PlanStop::now) return stop;
    if (plan.stop != PlanStop::after_all && ahead(g, b, p, plan)) return stop;
    if (plan.units.empty()) {
        if (plan.stop == PlanStop::after_all) return stop;
        return PlanHalt{p, PlanHaltReason::ran_out, plan.front};
    }
    const CardId next = plan.units.front().card;
    if (!contains(player(g, p).piles.hand, next))
        return PlanHalt{p, PlanHaltReason::card_gone, plan.front, next};
    return Action{AddUnit{plan.front, next}};
}

// 002's turn about: one unit on a front of his choice, or stop for the whole battle. The plan adds
// on the first front whose plan adds; it stops only if every front he still plays on is planned
// to stop.
Answer turn_wish(const GameState& g, const Battle& b, int p) {
    std::optional<PlanHalt> first_halt;
    for (std::size_t i = 0; i < b.fronts.size(); ++i) {
        const Front& f = b.fronts[i];
        const bool attacking = battle_order::plays_on(b, f, p, true);
        if (!attacking && !battle_order::plays_on(b, f, p, false)) continue;
        if ((attacking ? f.attack : f.defense).stopped) continue;
        const BattlePlan* bp = plan_for(b, p, static_cast<int>(i));
        if (!bp) {
            if (!first_halt)
                first_halt = PlanHalt{p, PlanHaltReason::not_covered, static_cast<int>(i)};
            continue;
        }
        const Answer w = front_wish(g, b, *bp, p);
        if (const auto* a = std::get_if<Action>(&w); a && std::holds_alternative<AddUnit>(*a))
            return *a;
        if (const auto* h = std::get_if<PlanHalt>(&w); h && !first_halt) first_halt = *h;
    }
    if (first_halt) return *first_halt;
    return Action{Done{}};
}

Answer trigger_wish(const GameState& g, const Battle& b, const Decision& d, int p) {
    for (const Action& a : d.options) {
        const auto* t = std::get_if<TriggerAbility>(&a);
        if (!t) continue;
        const PlannedUnit* u = planned_on_front(b, p, t->card);
        if (u && u->trigger && is_immediate(g, t->card, t->ability)) return a;
    }
    // Nothing the plan triggers: the first ability on offer is his to decide.
    for (const TriggerOffer& o : b.offers) {
        if (o.player != p) continue;
        const PlannedUnit* u = planned_on_front(b, p, o.card);
        const bool planned = u && is_immediate(g, o.card, o.ability);
        const bool can = std::find(d.options.begin(), d.options.end(),
                                   Action{TriggerAbility{o.card, o.ability}}) != d.options.end();
        if (planned && !can) continue;  // "when legal": it cannot be triggered, nothing to ask
        PlanHalt h{p, planned ? PlanHaltReason::ability_asks : PlanHaltReason::ability_offered,
                   o.front, o.card};
        if (o.triggering_unit >= 0) {
            const int owner = st(g).cards.at(static_cast<std::size_t>(o.triggering_unit)).owner;
            if (owner != p) {
                h.cause_card = o.triggering_unit;
                h.cause_player = owner;
            }
        }
        return h;
    }
    return Action{Done{}};  // only his planned units' abilities, none of them triggerable
}

// The seat's planned answer to the post-combat question (003 §Battle step 9), if he planned one.
std::optional<PlanAfterBattle> after_battle_of(const Battle& b, int p) {
    for (const auto& [seat, answer] : b.after_battle)
        if (seat == p) return answer;
    return std::nullopt;
}

// 003 step 9, answered ahead: return none (Done discards them all), or return them all while he
// can pay for every one of them, else hand the question back.
Answer after_battle_wish(const Battle& b, const Decision& d, int p, PlanAfterBattle plan) {
    if (plan == PlanAfterBattle::discard) return Action{Done{}};
    std::optional<Action> first;
    for (const Front& f : b.fronts) {
        if (!battle_order::plays_on(b, f, p, p == b.attacker)) continue;
        for (const auto& row : (p == b.attacker ? f.attack : f.defense).rows)
            for (const UnitInPlay& u : row) {
                const Action a = ReturnToWorld{u.card};
                if (std::find(d.options.begin(), d.options.end(), a) == d.options.end())
                    return PlanHalt{p, PlanHaltReason::cannot_return, -1, u.card};
                if (!first) first = a;
            }
    }
    if (first) return *first;
    return Action{Done{}};
}

// The plan's answer to the decision open now: nothing (no plan of the seat that decides), a
// move, or why the plan stops here.
Answer planned_answer(const GameState& g) {
    if (g.phase() != Phase::conquest) return {};
    const ConquestState& c = st(g);
    if (c.battle && !c.battle->after_battle.empty() && c.battle->step == BattleStep::post_combat) {
        const Decision& d = g.open_decision();
        const auto plan = after_battle_of(*c.battle, d.player);
        if (!plan || *plan == PlanAfterBattle::ask) return {};
        if (c.payment) {
            // "Return them all" pays for each unit the default way ("pay for me").
            const PendingPayment& pay = *c.payment;
            if (*plan != PlanAfterBattle::return_all || pay.player != d.player ||
                pay.purpose != PaymentPurpose::return_to_world)
                return {};
            const auto paid = default_plan(g, pay);
            if (!paid || why_invalid_payment(g, pay, *paid))
                return PlanHalt{d.player, PlanHaltReason::cannot_return, -1, pay.card};
            return Action{Pay{*paid}};
        }
        if (d.kind != DecisionKind::return_units) return {};
        Answer out = after_battle_wish(*c.battle, d, d.player, *plan);
        // The same legality as any action: the planned answer is one he is offered.
        if (const auto* a = std::get_if<Action>(&out))
            if (std::find(d.options.begin(), d.options.end(), *a) == d.options.end())
                return PlanHalt{d.player, PlanHaltReason::not_covered};
        return out;
    }
    if (!c.battle || c.battle->plans.empty() || !fighting(*c.battle)) return {};
    const Battle& b = *c.battle;
    const Decision& d = g.open_decision();
    const int p = d.player;
    if (p == kNoPlayer || !has_plan(b, p)) return {};
    const PlanHalt not_covered{p, PlanHaltReason::not_covered};
    if (c.payment) {
        // An immediate ability the plan triggers pays its cost the default way ("pay for me").
        const bool planned =
            c.payment->player == p && b.resolving && b.resolving->offer.player == p && [&] {
                const PlannedUnit* u = planned_on_front(b, p, b.resolving->offer.card);
                return u && u->trigger;
            }();
        if (!planned) return not_covered;
        const auto plan = default_plan(g, *c.payment);
        if (!plan || why_invalid_payment(g, *c.payment, *plan))
            return PlanHalt{p, PlanHaltReason::ability_asks, b.resolving->offer.front,
                            b.resolving->offer.card};
        return Action{Pay{*plan}};
    }
    Answer out = not_covered;
    switch (d.kind) {
        case DecisionKind::ability_choice:
            // A target, a card to discard, a scout's choice: H1 hands these back.
            return PlanHalt{p, PlanHaltReason::ability_asks, b.resolving->offer.front,
                            b.resolving->offer.card};
        case DecisionKind::trigger_ability:
            out = trigger_wish(g, b, d, p);
            break;
        case DecisionKind::add_unit:
            if (b.step == BattleStep::taking_turns) {
                out = turn_wish(g, b, p);
            } else if (b.step == BattleStep::attacker_adds || b.step == BattleStep::defender_adds) {
                const BattlePlan* bp = plan_for(b, p, b.cursor);
                out = bp ? front_wish(g, b, *bp, p)
                         : Answer{PlanHalt{p, PlanHaltReason::not_covered, b.cursor}};
            }
            break;
        default:
            break;
    }
    // The same legality as any action: a planned move is one of the options he is offered.
    if (const auto* a = std::get_if<Action>(&out))
        if (std::find(d.options.begin(), d.options.end(), *a) == d.options.end())
            return not_covered;
    return out;
}

}  // namespace

std::optional<text::Message> battle_plans::why_illegal_plan(const GameState& g, const Action& a) {
    const ConquestState& c = st(g);
    if (!c.battle) return text::Message("refusal.plan.no_battle");
    const Battle& b = *c.battle;
    if (!fighting(b)) return text::Message("refusal.plan.counting");
    const int p = g.open_decision().player;
    const auto seats = battle_order::battle_seats(g, b);
    if (p == kNoPlayer || std::find(seats.begin(), seats.end(), p) == seats.end())
        return text::Message("refusal.plan.not_a_fighter");
    if (std::holds_alternative<DropBattlePlan>(a)) {
        if (!has_plan(b, p)) return text::Message("refusal.plan.none_to_drop");
        return std::nullopt;
    }
    const FrontPlan& plan = std::get<SetBattlePlan>(a).plan;
    if (plan.front < 0 || plan.front >= static_cast<int>(b.fronts.size()))
        return text::Message("refusal.plan.no_front").with("front", plan.front + 1);
    const Front& f = b.fronts[static_cast<std::size_t>(plan.front)];
    const bool attacking = battle_order::plays_on(b, f, p, true);
    if (!attacking && !battle_order::plays_on(b, f, p, false))
        return text::Message("refusal.plan.not_on_front").with("front", plan.front + 1);
    if ((attacking ? f.attack : f.defense).stopped)
        return text::Message("refusal.plan.stopped").with("front", plan.front + 1);
    if (plan.margin < 0 || plan.margin > 99) return text::Message("refusal.plan.margin");
    if (plan.after_battle != PlanAfterBattle::ask && !g.rules().post_combat_returns)
        return text::Message("refusal.plan.no_returns");
    for (std::size_t i = 0; i < plan.units.size(); ++i) {
        const CardId card = plan.units[i].card;
        if (card < 0 || card >= static_cast<int>(c.cards.size()) ||
            !contains(player(g, p).piles.hand, card) || !is_unit(g, card))
            return text::Message("refusal.plan.not_a_unit_in_hand").with("card", text::Card{card});
        for (std::size_t k = 0; k < i; ++k)
            if (plan.units[k].card == card)
                return text::Message("refusal.plan.twice").with("card", text::Card{card});
        for (const BattlePlan& other : b.plans) {
            if (other.player != p || other.plan.front == plan.front) continue;
            for (const PlannedUnit& u : other.plan.units)
                if (u.card == card)
                    return text::Message("refusal.plan.on_other_front")
                        .with("card", text::Card{card})
                        .with("front", other.plan.front + 1);
        }
    }
    return std::nullopt;
}

void battle_plans::apply_plan_action(GameState& g, const Action& a) {
    Battle& b = *st(g).battle;
    const int p = g.open_decision().player;
    if (std::holds_alternative<DropBattlePlan>(a)) {
        std::erase_if(b.plans, [&](const BattlePlan& x) { return x.player == p; });
        return;
    }
    const FrontPlan& plan = std::get<SetBattlePlan>(a).plan;
    std::erase_if(b.plans,
                  [&](const BattlePlan& x) { return x.player == p && x.plan.front == plan.front; });
    b.plans.push_back(BattlePlan{p, plan, {}});
}

void battle_plans::end_plans(Battle& b) {
    // The last plan set that answers the post-combat question speaks for the seat.
    for (const BattlePlan& x : b.plans) {
        if (x.plan.after_battle == PlanAfterBattle::ask) continue;
        std::erase_if(b.after_battle, [&](const auto& e) { return e.first == x.player; });
        b.after_battle.emplace_back(x.player, x.plan.after_battle);
    }
    b.plans.clear();
}

void battle_plans::note_unit_added(Battle& b, int p, CardId card, int front) {
    for (BattlePlan& x : b.plans) {
        if (x.player != p) continue;
        auto it = std::find_if(x.plan.units.begin(), x.plan.units.end(),
                               [&](const PlannedUnit& u) { return u.card == card; });
        if (it == x.plan.units.end()) continue;
        const PlannedUnit u = *it;
        x.plan.units.erase(it);
        // Its immediate ability is the plan's business only on the front it was planned for.
        if (x.plan.front == front) x.added.push_back(u);
    }
}

void battle_plans::play_plans(GameState& g, int actor, Events& ev) {
    for (;;) {
        StateAccess::forget_pending(g);
        const Answer answer = planned_answer(g);
        const auto* move = std::get_if<Action>(&answer);
        if (!move) return;
        // A move that answers another seat's action shows that seat what the plan played.
        if (g.open_decision().player != actor) mark_revealed(g);
        const Action a = *move;
        StateAccess::apply_legal(g, a, ev);
    }
}

std::optional<PlanHalt> battle_plans::plan_halt(const GameState& g) {
    const Answer answer = planned_answer(g);
    if (const auto* h = std::get_if<PlanHalt>(&answer)) return *h;
    return std::nullopt;
}

}  // namespace eden::detail
