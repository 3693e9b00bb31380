#include "app/session/battle_plan_draft.hpp"

#include <algorithm>

#include "app/session/game_session.hpp"

namespace eden::app {

namespace {

bool is_person(const GameSession& game, int seat) {
    return seat >= 0 && seat < static_cast<int>(game.seats().size()) &&
           !is_bot(game.seats()[static_cast<std::size_t>(seat)]);
}

std::string seat_name(const GameState& state, int seat) {
    return state.setup().players.at(static_cast<std::size_t>(seat)).name;
}

std::string front_words(int front) {
    return "front " + std::to_string(front + 1);
}

}  // namespace

void PlanDraft::follow(const GameState& state, int seat) {
    if (at_action == state.action_count()) return;
    at_action = state.action_count();
    const int keep_front = front;
    *this = PlanDraft{};
    at_action = state.action_count();
    front = keep_front;
    for (const FrontPlan& p : state.battle_plans(seat))
        if (p.front == front) {
            units = p.units;
            stop = p.stop;
            margin = p.margin;
        }
}

std::vector<int> plannable_fronts(const GameSession& game) {
    std::vector<int> out;
    const GameState& state = game.state();
    const int seat = game.pending().player;
    if (game.over() || !is_person(game, seat) || state.phase() != Phase::conquest) return out;
    const auto& battle = state.conquest().battle;
    if (!battle || battle->attacker == kNoPlayer) return out;
    // Against another person only: the laptop passes between people, not to a bot.
    bool person_opposite = false;
    for (const Front& f : battle->fronts) {
        const int other = seat == battle->attacker ? f.defender : battle->attacker;
        if (other != seat && f.defender != kNoPlayer && is_person(game, other))
            person_opposite = true;
    }
    if (!person_opposite) return out;
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

std::optional<Action> quick_plan(const GameState& state, int seat, int front) {
    PlanDraft draft;
    draft.front = front;
    for (CardId c : plannable_units(state, seat, draft))
        draft.units.push_back({c, true});
    if (draft.units.empty()) return std::nullopt;
    draft.stop = PlanStop::while_behind;
    return draft.action();
}

std::string stop_words(PlanStop stop, int margin) {
    switch (stop) {
        case PlanStop::now:
            return "stop now";
        case PlanStop::while_behind:
            return "add the next while my side is not ahead";
        case PlanStop::while_behind_by:
            return "add the next while I am not ahead by " + std::to_string(margin);
        case PlanStop::after_all:
            return "add them all";
    }
    return "";
}

std::optional<std::string> plan_halt_words(const GameState& state, int seat) {
    const auto halt = state.plan_halt();
    if (!halt || halt->player != seat) return std::nullopt;
    const std::string front = halt->front >= 0 ? " for " + front_words(halt->front) : "";
    const std::string card = halt->card >= 0 ? card_name(state, halt->card) : "";
    switch (halt->reason) {
        case PlanHaltReason::ran_out:
            return "Your plan" + front + " ran out: add a unit or stop.";
        case PlanHaltReason::card_gone:
            return "Your plan" + front + " named your " + card +
                   ", which is no longer in your hand.";
        case PlanHaltReason::ability_asks:
            return "Your " + card + " asks you to choose.";
        case PlanHaltReason::ability_offered:
            if (halt->cause_player != kNoPlayer && halt->cause_card >= 0)
                return seat_name(state, halt->cause_player) + "'s " +
                       card_name(state, halt->cause_card) + " asks you to choose (your " + card +
                       " may answer it).";
            return "Your " + card + " has an ability your plan does not cover.";
        case PlanHaltReason::not_covered:
            return halt->front >= 0 ? "Your plan does not cover " + front_words(halt->front) + "."
                                    : std::string("Your plan does not cover this choice.");
    }
    return std::nullopt;
}

}  // namespace eden::app
