#include "bots/simulation.hpp"

#include "eden/invariants.hpp"

namespace eden::bots {

GameRecord play_game(GameState& state, std::vector<std::unique_ptr<Bot>>& seats,
                     const PlayOptions& options) {
    GameRecord record;
    while (!state.is_over() && record.actions < options.max_actions) {
        if (state.phase() == Phase::conquest && state.conquest().round > options.max_rounds) break;
        const Decision d = state.pending();
        if (d.options.empty() || d.player < 0 || d.player >= static_cast<int>(seats.size())) {
            record.violation = "a decision with no option or no player: \"" + d.prompt + "\"";
            record.violation_at = record.actions;
            break;
        }
        const Action action = seats[static_cast<std::size_t>(d.player)]->choose(state, d);
        const ConservedTotals before =
            options.check_invariants ? conserved_totals(state) : ConservedTotals{};
        const ApplyResult result = state.apply(action);
        ++record.actions;
        if (!result) {
            record.violation = "a bot's choice was refused: " + result.reason;
            record.violation_at = record.actions - 1;
            break;
        }
        if (options.on_action) options.on_action(state, d, action, result.events);
        if (options.check_invariants) {
            if (auto why = invariant_violation(before, state, result.events)) {
                record.violation = *why;
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
