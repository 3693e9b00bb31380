#include "support/passive_play.hpp"

#include <catch2/catch.hpp>

#include "eden/core/invariants.hpp"
#include "support/conquest_fixture.hpp"

namespace eden_test {

using namespace eden;

std::vector<Event> pass_checking_invariants(GameState& state,
                                            const std::function<bool(const GameState&)>& stop) {
    std::vector<Event> all;
    for (int i = 0; i < 20000 && !stop(state); ++i) {
        const ConservedTotals before = conserved_totals(state);
        const ApplyResult r = must_apply(state, passive_choice(state.pending()));
        const auto violation = invariant_violation(before, state, r.events);
        INFO(violation.value_or(""));
        REQUIRE_FALSE(violation.has_value());
        all.insert(all.end(), r.events.begin(), r.events.end());
    }
    REQUIRE(stop(state));
    return all;
}

}  // namespace eden_test
