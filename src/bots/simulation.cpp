#include "bots/simulation.hpp"

#include "eden/core/invariants.hpp"

namespace eden::bots {

GameRecord play_game(GameState& state, std::vector<std::unique_ptr<Bot>>& seats,
                     const PlayOptions& options) {
    GameRecord record;
    while (!state.is_over() && record.actions < options.max_actions) {
        if (state.phase() == Phase::conquest && state.conquest().round > options.max_rounds) break;
        if (options.cancelled && options.cancelled->load(std::memory_order_relaxed)) break;
        // The state's own decision, not a copy: a playout asks for one per action. It is
        // copied only when on_action must see it after the apply() that replaces it.
        const Decision& open = state.open_decision();
        if (open.options.empty() || open.player < 0 ||
            open.player >= static_cast<int>(seats.size())) {
            state.set_prompts(true);  // a report names the decision (GameState::set_prompts)
            record.violation =
                "a decision with no option or no player: " + asked(state.open_decision());
            record.violation_at = record.actions;
            break;
        }
        const Action action = seats[static_cast<std::size_t>(open.player)]->choose(state, open);
        std::optional<Decision> kept;
        if (options.on_action) kept = open;
        const ConservedTotals before =
            options.check_invariants ? conserved_totals(state) : ConservedTotals{};
        const ApplyResult result = state.apply(action);
        ++record.actions;
        if (!result) {
            state.set_prompts(true);
            record.violation = "a bot's choice was refused: " +
                               text::plain(state.why_illegal(action).value_or(result.reason));
            record.violation_at = record.actions - 1;
            break;
        }
        if (options.on_action) options.on_action(state, *kept, action, result.events);
        if (options.check_invariants) {
            if (auto why = invariant_violation(before, state, result.events)) {
                state.set_prompts(true);
                record.violation = invariant_violation(before, state, result.events).value_or(*why);
                record.violation_at = record.actions - 1;
                break;
            }
        }
    }
    record.rounds = state.phase() == Phase::conquest ? state.conquest().round : 0;
    record.finished = state.is_over() && !record.violation;
    if (record.finished && state.phase() == Phase::conquest)
        record.winners = state.conquest().winners;
    return record;
}

}  // namespace eden::bots
