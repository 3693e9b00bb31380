#include "support/passive_play.hpp"

#include <catch2/catch.hpp>

#include "bots/random_bot.hpp"
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

RandomPlayout random_playout_checked(const GameSetup& setup, std::uint64_t bot_seed,
                                     int max_actions,
                                     const std::function<bool(const Action&)>& avoid) {
    RandomPlayout out{GameState(setup), {}, {}};
    GameState& s = out.state;
    std::vector<bots::RandomBot> bots;
    for (std::size_t i = 0; i < setup.players.size(); ++i)
        bots.emplace_back(bot_seed + i);
    for (int i = 0; i < max_actions && !s.is_over(); ++i) {
        Decision d = s.pending();
        if (avoid && d.options.size() > 1) std::erase_if(d.options, avoid);
        if (d.options.empty()) d = s.pending();
        const Action a = bots[static_cast<std::size_t>(d.player)].choose(s, d);
        const ConservedTotals before = conserved_totals(s);
        const ApplyResult r = s.apply(a);
        REQUIRE(r.ok);
        const auto violation = invariant_violation(before, s, r.events);
        INFO(violation.value_or(""));
        REQUIRE_FALSE(violation.has_value());
        out.events.insert(out.events.end(), r.events.begin(), r.events.end());
        out.actions.push_back(a);
    }
    GameState again(setup);
    for (const Action& a : out.actions)
        REQUIRE(again.apply(a).ok);
    CHECK(again == s);
    return out;
}

}  // namespace eden_test
