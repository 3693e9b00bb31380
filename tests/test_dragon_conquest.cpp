// What a dragon battle decides and what a dragon victory does (000 "Mechanics"; RULES.md §4
// "Support", "Dragon conquest"; §2 "Battle": a tie holds the territory).
#include <catch2/catch.hpp>

#include "eden/dragons/conquest.hpp"
#include "support/map_builders.hpp"

using namespace eden;
using namespace eden_test::map_builders;

TEST_CASE("RULES.md 4 Support: the summed strengths of both battles decide, a tie holds",
          "[dragons][dragon-conquest]") {
    // Alone: strictly more strength takes the territory.
    CHECK(dragons_take_territory({9}, {8}, false));
    CHECK_FALSE(dragons_take_territory({8}, {8}, false));
    // Supported: the defender loses his battle 12 to 5, the supporter wins his 4 to 10: 16 > 15.
    CHECK(dragons_take_territory({12, 4}, {5, 10}, false));
    CHECK_FALSE(dragons_take_territory({12, 3}, {5, 10}, false));  // 15 = 15 holds
    CHECK_FALSE(dragons_take_territory({12, 2}, {5, 10}, false));
}

TEST_CASE("000 Mechanics: the dragons win automatically against wild territories",
          "[dragons][dragon-conquest]") {
    CHECK(dragons_take_territory({}, {}, true));
    CHECK_FALSE(dragons_take_territory({}, {}, false));
}

TEST_CASE("000 Mechanics: a dragon conquest destroys the resources on the territory and a portal",
          "[dragons][dragon-conquest]") {
    Map map = heart_only();
    put(map, {1, 0}, TileColor::grey);
    put_portal(map, {2, 0}, 1);
    TerritoryResources resources;
    resources[{1, 0}].add(TileColor::grey, 3);
    resources[{2, 0}].add(TileColor::white, 2);
    Control control{{{1, 0}, 0}, {{2, 0}, 1}};

    CHECK(dragons_conquer(map, resources, control, {1, 0}) == 0);
    CHECK(resources.count({1, 0}) == 0);
    CHECK(control.count({1, 0}) == 0);
    CHECK_FALSE(map.at({2, 0})->portal_destroyed);

    CHECK(dragons_conquer(map, resources, control, {2, 0}) == 1);
    CHECK(map.at({2, 0})->portal_destroyed);
    CHECK(resources.empty());
    CHECK(control.empty());
}
