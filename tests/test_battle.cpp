// Battle steps 1–9 (003 §Battle rules "Battle"; RULES.md §2 "Battle").
#include <catch2/catch.hpp>

#include "eden/forecast.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;

namespace {

// Seat 0 at the start of its first attack subphase with exactly `units` in hand.
GameState with_hand(const std::vector<std::string>& units) {
    GameState s = at_first_expansion();
    return edited(s, [&](nlohmann::json& j) {
        empty_hand(j, 0);
        for (const auto& id : units)
            move_card(j, world_card(s, id, 0), 0, "hand");
    });
}

}  // namespace

TEST_CASE("003 Battle step 7: a tie holds the territory", "[battle]") {
    GameState s = with_hand({"miner"});
    const Frontier f = wild_frontier(s, 0);
    // A wild territory at base defense 1 (distance 2 from Bob's portal? no: from the nearest
    // standing portal) against one strength-1 unit: count what the forecast says.
    const CardId miner = s.conquest().players[0].piles.hand.front();
    must_apply(s, OpenFront{f, miner});
    advance_until(s, [](const GameState& g) { return !g.conquest().battle; });
    REQUIRE(s.conquest().turn.had_battle);
}
