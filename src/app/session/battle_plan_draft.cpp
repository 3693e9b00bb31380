#include "app/session/battle_plan_draft.hpp"

#include <algorithm>

#include "app/session/game_session.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

namespace {

bool is_person(const GameSession& game, int seat) {
    return seat >= 0 && seat < static_cast<int>(game.seats().size()) &&
           !is_bot(game.seats()[static_cast<std::size_t>(seat)]);
}

std::string seat_name(const GameState& state, int seat) {
    return state.setup().players.at(static_cast<std::size_t>(seat)).name;
}

}  // namespace

void PlanDraft::follow(const GameState& state, int seat) {
    if (at_action == state.action_count()) return;
    at_action = state.action_count();
    const int keep_front = front;
    const auto keep_after = last_after_battle;
    *this = PlanDraft{};
    at_action = state.action_count();
    front = keep_front;
    last_after_battle = keep_after;
    if (seat >= 0 && seat < static_cast<int>(last_after_battle.size()))
        after_battle = last_after_battle[static_cast<std::size_t>(seat)];
    for (const FrontPlan& p : state.battle_plans(seat))
        if (p.front == front) {
            units = p.units;
            stop = p.stop;
            margin = p.margin;
            after_battle = p.after_battle;
        }
}

std::vector<int> plannable_fronts(const GameSession& game) {
    std::vector<int> out;
    const GameState& state = game.state();
    const int seat = game.pending().player;
    if (game.over() || !is_person(game, seat) || state.phase() != Phase::conquest) return out;
    const auto& battle = state.conquest().battle;
    if (!battle || battle->attacker == kNoPlayer) return out;
    for (std::size_t i = 0; i < battle->fronts.size(); ++i) {
        const Action probe = SetBattlePlan{FrontPlan{static_cast<int>(i), {}, PlanStop::now, 1}};
        if (!state.why_illegal(probe)) out.push_back(static_cast<int>(i));
    }
    return out;
}

std::vector<CardId> plannable_units(const GameState& state, int seat, const PlanDraft& draft) {
    std::vector<CardId> out;
    if (state.phase() != Phase::conquest) return out;
    const auto& hand = state.conquest().players.at(static_cast<std::size_t>(seat)).piles.hand;
    for (CardId c : hand) {
        const bool drafted = std::any_of(draft.units.begin(), draft.units.end(),
                                         [&](const PlannedUnit& u) { return u.card == c; });
        if (drafted) continue;
        // The engine's own check: a unit of his hand, not planned on another front.
        FrontPlan probe{draft.front, {{c, true}}, PlanStop::after_all, 1};
        if (!state.why_illegal(SetBattlePlan{probe})) out.push_back(c);
    }
    return out;
}

std::optional<Action> quick_plan(const GameState& state, int seat, int front,
                                 PlanAfterBattle after) {
    PlanDraft draft;
    draft.front = front;
    if (after_battle_plannable(state, draft)) draft.after_battle = after;
    for (CardId c : plannable_units(state, seat, draft))
        draft.units.push_back({c, true});
    if (draft.units.empty()) return std::nullopt;
    draft.stop = PlanStop::while_behind;
    return draft.action();
}

bool after_battle_plannable(const GameState& state, const PlanDraft& draft) {
    FrontPlan probe{draft.front, {}, PlanStop::now, 1, PlanAfterBattle::discard};
    return !state.why_illegal(SetBattlePlan{probe});
}

std::string stop_words(PlanStop stop, int margin, text::Language language) {
    const char* which = "after_all";
    switch (stop) {
        case PlanStop::now:
            which = "now";
            break;
        case PlanStop::while_behind:
            which = "while_behind";
            break;
        case PlanStop::while_behind_by:
            which = "while_behind_by";
            break;
        case PlanStop::after_all:
            which = "after_all";
            break;
    }
    return text::render(text::Message("app.plan.stop").with("stop", which).with("margin", margin),
                        text::Names{}, language);
}

std::optional<std::string> plan_halt_words(const GameState& state, int seat,
                                           text::Language language) {
    const auto halt = state.plan_halt();
    if (!halt || halt->player != seat) return std::nullopt;
    const char* reason = "not_covered";
    switch (halt->reason) {
        case PlanHaltReason::ran_out:
            reason = "ran_out";
            break;
        case PlanHaltReason::card_gone:
            reason = "card_gone";
            break;
        case PlanHaltReason::ability_asks:
            reason = "ability_asks";
            break;
        case PlanHaltReason::ability_offered:
            reason = halt->cause_player != kNoPlayer && halt->cause_card >= 0 ? "answer_offered"
                                                                              : "ability_offered";
            break;
        case PlanHaltReason::not_covered:
            reason = "not_covered";
            break;
        case PlanHaltReason::cannot_return:
            reason = "cannot_return";
            break;
    }
    text::Message m("app.plan.halt");
    m.with("reason", reason)
        .with("front", halt->front >= 0 ? halt->front + 1 : 0)
        .with("card",
              halt->card >= 0 ? text::card_name(state, halt->card, language) : std::string())
        .with("cause_player", halt->cause_player != kNoPlayer ? seat_name(state, halt->cause_player)
                                                              : std::string())
        .with("cause_card", halt->cause_card >= 0
                                ? text::card_name(state, halt->cause_card, language)
                                : std::string());
    return text::render(m, text::Names{}, language);
}

}  // namespace eden::app
