// The round: its phases in the ruleset's order, and the first player token passed when the
// round ends. The one place that reads game.round_phases (issue 18: one dispatcher per concern).
//
// Rulebook: 003 §To battle! — a round is Production, Expansion, Purchasing, and after
// Purchasing "the first player gives the token to the next player"; RULES.md §5 C3 — 002 plays
// Expansion → Production → Reinforcements, so the order is a parameter. The King of Eden
// dragons' turn is the last of the expansion phase (RULES.md §4), wherever that phase stands.
#include <algorithm>
#include <stdexcept>

#include "engine/conquest/expansion.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/conquest/rounds.hpp"

namespace eden::detail {

namespace {

RoundPhase phase_of(ConquestStep step) {
    switch (step) {
        case ConquestStep::production:
            return RoundPhase::production;
        case ConquestStep::expansion:
        case ConquestStep::dragons:
            return RoundPhase::expansion;
        case ConquestStep::purchasing:
        case ConquestStep::purchasing_discard:
        case ConquestStep::reinforce_troops:
        case ConquestStep::move_troops:
            return RoundPhase::purchasing;
        case ConquestStep::settle_units:
        case ConquestStep::settle_crystals:
        case ConquestStep::settle_extra_unit:
        case ConquestStep::settle_resources:
        case ConquestStep::settle_purchase:
        case ConquestStep::settle_troops:
        case ConquestStep::game_over:
            break;
    }
    throw std::logic_error("a phase ended outside a round");
}

void begin_phase(GameState& g, RoundPhase phase, Events& ev) {
    switch (phase) {
        case RoundPhase::production:
            flow::begin_production_phase(g, ev);
            return;
        case RoundPhase::expansion:
            expansion::begin_expansion_phase(g, ev);
            return;
        case RoundPhase::purchasing:
            flow::begin_purchasing_phase(g, ev);
            return;
    }
}

}  // namespace

void rounds::begin_round(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    ++c.round;
    ev.push_back(RoundStarted{c.round});
    begin_phase(g, g.rules().round_phases.front(), ev);
}

void rounds::end_phase(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const std::vector<RoundPhase>& order = g.rules().round_phases;
    const auto ended = std::find(order.begin(), order.end(), phase_of(c.step));
    if (ended != order.end() && ended + 1 != order.end()) {
        begin_phase(g, *(ended + 1), ev);
        return;
    }
    c.first_player = flow::next_seat(g, c.first_player);
    ev.push_back(FirstPlayerTokenGiven{c.first_player});
    begin_round(g, ev);
}

}  // namespace eden::detail
