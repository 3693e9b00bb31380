// 003 §Expansion phase, §Battle rules "General Principle"; RULES.md §2 "Expansion":
// frontiers, opponents across them and the cost of battles in additional attack subphases.
#include <algorithm>
#include <catch2/catch.hpp>
#include <stdexcept>

#include "eden/conquest/frontier.hpp"

using namespace eden;

namespace {

// Player 0's portal at (0,0), ordinary (1,0) and (2,0), the Heart at (3,0), ordinary (4,0) and
// (5,0), player 1's portal at (6,0); a wild tile at (1,-1) touches (0,0) and (1,0).
Map row_with_heart() {
    Map m;
    m.place({0, 0}, Tile::portal(0));
    m.place({1, 0}, Tile::ordinary(TileColor::green));
    m.place({2, 0}, Tile::ordinary(TileColor::red));
    m.place({3, 0}, Tile::heart());
    m.place({4, 0}, Tile::ordinary(TileColor::grey));
    m.place({5, 0}, Tile::ordinary(TileColor::pink));
    m.place({6, 0}, Tile::portal(1));
    m.place({1, -1}, Tile::ordinary(TileColor::yellow));
    return m;
}

}  // namespace

TEST_CASE(
    "003 Expansion: a player may attack wild territories and other players' territories "
    "across his frontiers",
    "[frontier]") {
    const Map m = row_with_heart();
    Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 1},
                    {{4, 0}, 1}, {{5, 0}, 1}, {{6, 0}, 1}};

    // Two frontiers with the wild (1,-1) (from the portal and from (1,0)), one with player 1's
    // Heart; sorted by allied then enemy territory.
    CHECK(frontiers_of(m, control, 0) ==
          std::vector<Frontier>{{{0, 0}, {1, -1}}, {{1, 0}, {1, -1}}, {{2, 0}, {3, 0}}});
    // The Heart is a territory like any other: it can be attacked and attacked from.
    CHECK(frontiers_of(m, control, 1) == std::vector<Frontier>{{{3, 0}, {2, 0}}});
    // A player with no territory has no frontier; a control entry without a tile is ignored.
    CHECK(frontiers_of(m, control, 2).empty());
    control[{9, 9}] = 0;
    CHECK(frontiers_of(m, control, 0).size() == 3);

    // A player's own territories are never across his frontiers.
    for (const Frontier& f : frontiers_of(m, control, 0)) {
        CHECK(controller_of(control, f.allied) == 0);
        CHECK(controller_of(control, f.enemy) != 0);
    }
}

TEST_CASE("003 Expansion: a portal territory can be attacked across a frontier", "[frontier]") {
    const Map m = row_with_heart();
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 0},
                          {{4, 0}, 0}, {{5, 0}, 0}, {{6, 0}, 1}};
    CHECK(frontiers_of(m, control, 0) ==
          std::vector<Frontier>{{{0, 0}, {1, -1}}, {{1, 0}, {1, -1}}, {{5, 0}, {6, 0}}});
    CHECK(frontiers_of(m, control, 1) == std::vector<Frontier>{{{6, 0}, {5, 0}}});
}

TEST_CASE("003 Expansion: wild territories are those no player controls", "[frontier]") {
    const Control control{{{0, 0}, 0}, {{3, 0}, 2}};
    CHECK(controller_of(control, {0, 0}) == 0);
    CHECK(controller_of(control, {3, 0}) == 2);
    CHECK_FALSE(controller_of(control, {1, -1}).has_value());
}

TEST_CASE(
    "003 General Principle: a frontier joins a territory of the player to a touching one "
    "he does not control",
    "[frontier]") {
    const Map m = row_with_heart();
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 1}};
    CHECK(is_frontier_of(m, control, 0, {{2, 0}, {3, 0}}));
    CHECK(is_frontier_of(m, control, 0, {{1, 0}, {1, -1}}));       // wild
    CHECK_FALSE(is_frontier_of(m, control, 0, {{1, 0}, {2, 0}}));  // his own on both sides
    CHECK_FALSE(is_frontier_of(m, control, 0, {{3, 0}, {2, 0}}));  // the allied side is not his
    CHECK_FALSE(is_frontier_of(m, control, 0, {{2, 0}, {4, 0}}));  // not touching
    CHECK_FALSE(is_frontier_of(m, control, 0, {{2, 0}, {2, 1}}));  // no tile across
    CHECK(is_frontier_of(m, control, 1, {{3, 0}, {2, 0}}));
}

TEST_CASE("003 Expansion: the opponents a player shares a frontier with", "[frontier]") {
    // Player 0 holds his portal, (1,0) and the destroyed portal of player 3 at (-1,0). Around
    // them: player 2 at (2,0) and (2,-1), player 1 at (1,1) and (0,1), wild (1,-1), and
    // eliminated player 3's remaining territory (0,-1).
    Map m;
    m.place({0, 0}, Tile::portal(0));
    m.place({1, 0}, Tile::ordinary(TileColor::green));
    Tile conquered = Tile::portal(3);
    conquered.portal_destroyed = true;
    m.place({-1, 0}, conquered);
    for (Hex h : {Hex{2, 0}, Hex{2, -1}, Hex{1, 1}, Hex{0, 1}, Hex{1, -1}, Hex{0, -1}})
        m.place(h, Tile::ordinary(TileColor::black));
    const Control control{{{0, 0}, 0},  {{1, 0}, 0}, {{-1, 0}, 0}, {{2, 0}, 2},
                          {{2, -1}, 2}, {{1, 1}, 1}, {{0, 1}, 1},  {{0, -1}, 3}};

    // Each once, sorted; wild territories name no opponent. An eliminated player's territories
    // stay his (003 §Conquering a portal territory), so he is still across the frontier.
    CHECK(opponents_across(m, control, 0) == std::vector<int>{1, 2, 3});
    CHECK(opponents_across(m, control, 3) == std::vector<int>{0});
    // (2,0) and (1,1) touch: players 1 and 2 share a frontier too.
    CHECK(opponents_across(m, control, 2) == std::vector<int>{0, 1});
    CHECK(opponents_across(m, control, 1) == std::vector<int>{0, 2});
    CHECK(opponents_across(m, control, 4).empty());
}

TEST_CASE(
    "RULES.md §2 Expansion: a battle in an additional subphase costs the attacked territory's "
    "distance to the attacker's portal",
    "[frontier]") {
    // A horseshoe from player 0's portal at (0,0): (2,-2) is 2 away on the grid, 6 along the
    // tiles. Player 1's portal at (3,-3) touches (2,-2) but is not player 0's portal.
    Map m;
    m.place({0, 0}, Tile::portal(0));
    m.place({1, 0}, Tile::ordinary(TileColor::green));
    for (Hex h : {Hex{-1, 0}, Hex{-1, -1}, Hex{0, -2}, Hex{1, -3}, Hex{2, -3}, Hex{2, -2}})
        m.place(h, Tile::ordinary(TileColor::black));
    m.place({3, -3}, Tile::portal(1));

    Rules rules;
    CHECK(additional_subphase_cost(m, rules, 0, {1, 0}) == 1);
    CHECK(additional_subphase_cost(m, rules, 0, {0, -2}) == 3);
    CHECK(additional_subphase_cost(m, rules, 0, {2, -2}) == 6);  // through placed tiles
    CHECK(additional_subphase_cost(m, rules, 1, {2, -2}) == 1);
    rules.distance_metric = DistanceMetric::grid;  // the other reading of U20
    CHECK(additional_subphase_cost(m, rules, 0, {2, -2}) == 2);
}

TEST_CASE("RULES.md §2 Expansion: without a standing portal there is no subphase cost",
          "[frontier]") {
    Map m;
    m.place({0, 0}, Tile::portal(0));
    m.place({1, 0}, Tile::ordinary(TileColor::green));
    m.place({2, 0}, Tile::portal(1));
    const Rules rules;
    CHECK_THROWS_AS(additional_subphase_cost(m, rules, 2, {1, 0}), std::logic_error);  // none
    CHECK_THROWS_AS(additional_subphase_cost(m, rules, 0, {5, 5}), std::logic_error);  // no tile
    // Player 0's portal is destroyed (he is eliminated): player 1's standing portal, though
    // nearer, is not his.
    m.at({0, 0})->portal_destroyed = true;
    CHECK_THROWS_AS(additional_subphase_cost(m, rules, 0, {1, 0}), std::logic_error);
    CHECK(additional_subphase_cost(m, rules, 1, {1, 0}) == 1);
}

TEST_CASE("003 Expansion: every frontier of a player on a wide map, each once and in order",
          "[frontier]") {
    // A hexagon of radius 3, control striped among three players and wild tiles: the list must
    // hold exactly the touching pairs (own tile, tile not his), sorted, as the options list it.
    Map m;
    Control control;
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r) {
            const Hex h{q, r};
            if (grid_distance(h, {0, 0}) > 3) continue;
            m.place(h, Tile::ordinary(TileColor::green));
            const int stripe = (q * 7 + r * 3 + 21) % 4;  // 3: wild
            if (stripe < 3) control[h] = stripe;
        }
    for (int player = 0; player < 3; ++player) {
        std::vector<Frontier> expected;
        for (const auto& [hex, tile] : m.tiles())
            for (const Hex n : neighbours(hex)) {
                if (!m.has(n) || controller_of(control, hex) != player) continue;
                if (controller_of(control, n) != player) expected.push_back({hex, n});
            }
        std::sort(expected.begin(), expected.end());
        CHECK(frontiers_of(m, control, player) == expected);
    }
}
