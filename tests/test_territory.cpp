// 003 §Battle rules: base defense, full and partial control, territory bonuses.
#include <catch2/catch.hpp>

#include "support/test_setups.hpp"

#include "eden/conquest/territory.hpp"

using namespace eden;

namespace {

Tile territory_ordinary() {
    return Tile::ordinary(TileColor::black);
}
Tile territory_portal(int owner) {
    return Tile::portal(owner);
}

// A straight row: a portal at (0,0), ordinary tiles at (1,0) ... (n,0).
Map territory_row(int n) {
    Map m;
    m.place({0, 0}, territory_portal(0));
    for (int q = 1; q <= n; ++q)
        m.place({q, 0}, territory_ordinary());
    return m;
}

}  // namespace

TEST_CASE("003 Base Defense: 0, 0, 1, 3, 5, 7 at distances 0 to 5 from the closest portal",
          "[territory]") {
    const Rules rules;
    const Map m = territory_row(5);
    const int expected[] = {0, 0, 1, 3, 5, 7};
    for (int d = 0; d <= 5; ++d) {
        CAPTURE(d);
        CHECK(base_defense_for_distance(rules, d) == expected[d]);
        CHECK(base_defense(m, rules, {d, 0}) == expected[d]);
    }
    CHECK(base_defense_for_distance(rules, 8) == 13);  // +2 per step on and on
}

TEST_CASE("RULES.md §2: base defense counts the distance to the nearest standing portal",
          "[territory]") {
    const Rules rules;
    Map m = territory_row(6);
    m.place({7, 0}, territory_portal(1));
    CHECK(base_defense(m, rules, {5, 0}) == 1);  // 2 from player 1's portal, 5 from player 0's
    // Player 1's portal is destroyed: only player 0's still measures.
    m.at({7, 0})->portal_destroyed = true;
    CHECK(base_defense(m, rules, {5, 0}) == 7);
}

TEST_CASE("RULES.md §2 Distance: base defense follows the path through placed tiles",
          "[territory]") {
    Rules rules;
    // A horseshoe: the tile at (2,-2) is 2 from the portal on the grid, 6 along the tiles.
    Map m;
    m.place({0, 0}, territory_portal(0));
    for (Hex h : {Hex{-1, 0}, Hex{-1, -1}, Hex{0, -2}, Hex{1, -3}, Hex{2, -3}, Hex{2, -2}})
        m.place(h, territory_ordinary());
    CHECK(base_defense(m, rules, {2, -2}) == base_defense_for_distance(rules, 6));
    rules.distance_metric = DistanceMetric::grid;
    CHECK(base_defense(m, rules, {2, -2}) == base_defense_for_distance(rules, 2));
}

TEST_CASE("003 Full Control: it spreads from the standing portal through touching territories",
          "[territory]") {
    const Map m = territory_row(5);
    Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{4, 0}, 0}, {{3, 0}, 1}};
    const auto full = fully_controlled(m, control, 0);
    CHECK(full == std::set<Hex>{{0, 0}, {1, 0}, {2, 0}});
    CHECK_FALSE(full.count({4, 0}));  // cut off by player 1's territory: partial control
    CHECK(fully_controlled(m, control, 1).empty());  // player 1 has no portal here

    Map destroyed = m;
    destroyed.at({0, 0})->portal_destroyed = true;  // 003: a destroyed portal gives no control
    CHECK(fully_controlled(destroyed, control, 0).empty());
}

TEST_CASE("003 Bonuses: at least 5 crystal shards or civilization resources give +1",
          "[territory]") {
    const Rules rules;
    const Map m = territory_row(3);
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 1}};
    TerritoryResources res;
    res[{2, 0}] =
        eden_test::resources(3, TileColor::green, 2);  // 3 shards + 2 plants, player 0 is green
    CHECK(territory_bonus(m, rules, control, res, {2, 0}, 0, TileColor::green).rich);
    CHECK(territory_bonus(m, rules, control, res, {2, 0}, 0, TileColor::green).total() == 1);
    // Another civilization's resource does not count.
    CHECK(territory_bonus(m, rules, control, res, {2, 0}, 0, TileColor::red).total() == 0);
    res[{2, 0}] = eden_test::resources(4);
    CHECK(territory_bonus(m, rules, control, res, {2, 0}, 0, TileColor::green).total() == 0);
    // Wild and enemy territories give the player nothing.
    res[{3, 0}] = eden_test::resources(9);
    CHECK(territory_bonus(m, rules, control, res, {3, 0}, 0, TileColor::green).total() == 0);
}

TEST_CASE("003 Bonuses: a territory with 5 shards next to another such territory gives +2",
          "[territory]") {
    const Rules rules;
    const Map m = territory_row(3);
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 1}};
    TerritoryResources res;
    res[{1, 0}] = eden_test::resources(5);
    res[{2, 0}] = eden_test::resources(5);
    const auto both = territory_bonus(m, rules, control, res, {2, 0}, 0, TileColor::grey);
    CHECK(both.rich);
    CHECK(both.next_to_rich);
    CHECK(both.total() == 2);
    // The portal touches (1,0), a rich territory of the same player: +1.
    CHECK(territory_bonus(m, rules, control, res, {0, 0}, 0, TileColor::grey).total() == 1);
    // Player 1's (3,0) touches player 0's rich (2,0): no bonus for player 1.
    CHECK(territory_bonus(m, rules, control, res, {3, 0}, 1, TileColor::red).total() == 0);
}
