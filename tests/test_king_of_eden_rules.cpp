// King of Eden's rules that the issue #15 audit found broken, one test each, played through the
// engine API with bots.
//
// Rulebook: 000 "Mechanics"; 003 §Understand tiles, §Battle steps 2–3; RULES.md §3 "King of Eden"
// variant, §4 "Dragon turn", "A dragon attack", "Elimination", "End".
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "eden/dragon_flow.hpp"
#include "support/king_of_eden_games.hpp"

using namespace eden;
using namespace eden_test;

TEST_CASE(
    "RULES.md 4 Elimination (003 Understand tiles): a player whose portal the dragons destroy is "
    "eliminated and never decides again; taking the Heart is a win for every seat",
    "[dragons][elimination]") {
    int eliminated_by_dragons = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        GameState state(king_of_eden_setup(3 + static_cast<int>(seed % 3), seed));
        std::set<int> out;
        play(state, "heuristic", seed,
             [&](const GameState& after, const Decision& d, const Action&,
                 const std::vector<Event>& events) {
                 INFO("seed " << seed);
                 CHECK(out.count(d.player) == 0);  // no turn, production, purchase or support
                 bool dragons_took = false;
                 for (const Event& e : events) {
                     if (std::holds_alternative<DragonsTookTerritory>(e)) dragons_took = true;
                     if (const auto* p = std::get_if<PortalDestroyed>(&e)) {
                         CHECK(after.conquest()
                                   .players[static_cast<std::size_t>(p->owner)]
                                   .eliminated);
                         if (dragons_took) ++eliminated_by_dragons;
                         out.insert(p->owner);
                     }
                 }
             });
        if (state.is_over() && !state.conquest().winners.empty())
            CHECK(state.conquest().winners.size() ==
                  static_cast<std::size_t>(state.player_count()));
    }
    CHECK(eliminated_by_dragons > 0);
}
