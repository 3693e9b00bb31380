// The readings RULES.md §5 C12 keeps for `classic` (issue 35), each named: a wild territory's
// strength counts the tiles to the nearest *standing* portal, and the Heart of Eden takes no
// richness token. (The survivors' retreat: tests/test_troops_battle.cpp; free moves along a
// chain: tests/test_troops.cpp.)
#include <catch2/catch.hpp>

#include "data/game_data.hpp"
#include "eden/conquest/territory.hpp"
#include "eden/map/placement_rules.hpp"
#include "support/classic_two_players.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::test;

TEST_CASE(
    "RULES.md §5 C12: a wild territory's strength is 2 x the tiles between it and the nearest "
    "standing portal - a destroyed portal is no longer a portal (002 Attacking a wild territory)",
    "[classic][rules]") {
    // Alice's portal, four tiles, Bob's portal in a row: (3,0) has 2 tiles between it and
    // Alice's portal, 1 between it and Bob's.
    Map m;
    m.place({0, 0}, Tile::portal(0));
    for (int q = 1; q <= 4; ++q)
        m.place({q, 0}, Tile::ordinary(TileColor::green));
    m.place({5, 0}, Tile::portal(1));
    const Rules rules = classic_rules();
    const Hex wild{3, 0};
    CHECK(base_defense(m, rules, wild) == 2);  // 1 tile between it and Bob's portal
    m.at({5, 0})->portal_destroyed = true;     // Bob's portal falls: Alice's is the nearest
    CHECK(base_defense(m, rules, wild) == 4);  // 2 tiles between: 002's example gives 4
    m.at({0, 0})->portal_destroyed = true;     // none stands: nothing to count from
    CHECK(distance_to_nearest_standing_portal(m, rules, wild) == kUnreachable);
}

TEST_CASE(
    "RULES.md §5 C12: the Heart of Eden takes no richness token, whatever it touches (002 "
    "Building the map: the token goes on a tile)",
    "[classic][rules]") {
    // The Heart surrounded by six colours and a portal's worth of types: an ordinary tile there
    // would qualify many times over.
    const Rules rules = classic_rules();
    const TileColor ring[] = {TileColor::green,  TileColor::red,   TileColor::grey,
                              TileColor::yellow, TileColor::brown, TileColor::pink};
    Map m;
    m.place({0, 0}, Tile::heart());
    int i = 0;
    for (Hex n : neighbours(Hex{0, 0}))
        m.place(n, Tile::ordinary(ring[i++]));
    CHECK_FALSE(qualifies_for_richness_token(m, rules, {0, 0}));

    Map ordinary;
    ordinary.place({0, 0}, Tile::ordinary(TileColor::black));
    i = 0;
    for (Hex n : neighbours(Hex{0, 0}))
        ordinary.place(n, Tile::ordinary(ring[i++]));
    CHECK(qualifies_for_richness_token(ordinary, rules, {0, 0}));
}
