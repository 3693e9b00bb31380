// The end of a King of Eden game (000 "Victory condition"; RULES.md §4 "End"; the scenario's
// variant): the Heart taken, every portal destroyed, the switch to Supremacy.
#include <catch2/catch.hpp>

#include <filesystem>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/dragons/victory.hpp"
#include "support/map_builders.hpp"

using namespace eden;
using eden_test::king_of_eden_deck;
using namespace eden_test::map_builders;

namespace {

struct Eden {
    Map map = heart_only();
    DragonState dragons;
    Eden() {
        put_portal(map, {4, 0}, 0);
        put_portal(map, {-4, 0}, 1);
        Rng rng(1);
        dragons = start_dragons(king_of_eden_deck(), *map.heart(), rng);
    }
};

}  // namespace

TEST_CASE("000 Victory condition: while the dragons hold the Heart and a portal stands, play on",
          "[dragons][dragon-victory]") {
    Eden e;
    CHECK(king_of_eden_outcome(e.dragons, e.map, Victory::king_of_eden) ==
          KingOfEdenOutcome::ongoing);
    e.map.at({4, 0})->portal_destroyed = true;  // one portal left is enough
    CHECK(king_of_eden_outcome(e.dragons, e.map, Victory::king_of_eden) ==
          KingOfEdenOutcome::ongoing);
}

TEST_CASE("RULES.md 4 End: every portal destroyed, everyone loses", "[dragons][dragon-victory]") {
    Eden e;
    e.map.at({4, 0})->portal_destroyed = true;
    e.map.at({-4, 0})->portal_destroyed = true;
    CHECK(king_of_eden_outcome(e.dragons, e.map, Victory::king_of_eden) ==
          KingOfEdenOutcome::players_lose);
    CHECK(king_of_eden_outcome(e.dragons, e.map, Victory::king_of_eden_then_supremacy) ==
          KingOfEdenOutcome::players_lose);
}

TEST_CASE(
    "RULES.md 4 End: the Heart taken, everyone wins, in the variant the game goes on as "
    "Supremacy",
    "[dragons][dragon-victory]") {
    Eden e;
    e.dragons.territories.erase(*e.map.heart());
    e.dragons.territories.insert(Hex{1, 0});  // a dragon territory left does not matter
    CHECK(king_of_eden_outcome(e.dragons, e.map, Victory::king_of_eden) ==
          KingOfEdenOutcome::players_win);
    CHECK(king_of_eden_outcome(e.dragons, e.map, Victory::king_of_eden_then_supremacy) ==
          KingOfEdenOutcome::supremacy_from_now);
    // Taken in the same action that destroyed the last portal: the Heart decides.
    e.map.at({4, 0})->portal_destroyed = true;
    e.map.at({-4, 0})->portal_destroyed = true;
    CHECK(king_of_eden_outcome(e.dragons, e.map, Victory::king_of_eden) ==
          KingOfEdenOutcome::players_win);
}
