// The placement constraints of map creation, on hand-built maps (003 §Create the Map, "Keep in
// mind that"; RULES.md §2 "Distance" and "Map creation"). Each TEST_CASE is one rule.
//
// Hexes are axial (q, r); the six neighbours of (q, r) are (q±1, r), (q, r±1), (q+1, r-1) and
// (q-1, r+1). Most maps below are straight arms out from the Heart at (0,0), where the path
// distance through placed tiles equals the grid distance unless the test says otherwise.
#include <catch2/catch.hpp>

#include "eden/map/placement_rules.hpp"
#include "support/map_builders.hpp"
#include "support/refusal_words.hpp"

using namespace eden;
using namespace eden_test::map_builders;
using Catch::Matchers::Contains;

namespace {

const Hex kMapRulesEast{1, 0};
const Hex kMapRulesNorthEast{1, -1};

constexpr int kMapRulesAlice = 0;
constexpr int kMapRulesBob = 1;
constexpr int kMapRulesCarol = 2;

// A refusal in the English a player reads, seats named as names() names them.
std::optional<std::string> in_words(const std::optional<text::Message>& why) {
    if (!why) return std::nullopt;
    text::Names seats;
    seats.seats = names();
    return eden_test::english(*why, seats);
}

std::optional<std::string> map_rules_ordinary(const Map& m, const Rules& r, int player, Hex at) {
    return in_words(
        why_cannot_place_ordinary(m, r, names(), player, at, OrdinaryPlacement::normal));
}

std::optional<std::string> map_rules_portal(const Map& m, const Rules& r, int player, Hex at) {
    return in_words(why_cannot_place_portal(m, r, names(), player, at));
}

// Heart, tiles (1,0) (2,0) (3,0), Alice's portal at (4,0): the smallest legal portal.
Map map_rules_east_arm_with_alice_portal() {
    Map m = heart_only();
    put_line(m, {1, 0}, kMapRulesEast, 3);
    put_portal(m, {4, 0}, kMapRulesAlice);
    return m;
}

}  // namespace

TEST_CASE("003 Create the Map: a portal may not be at distance 3 or less from the Heart",
          "[map-rules]") {
    const Rules rules;
    Map m = heart_only();
    put_line(m, {1, 0}, kMapRulesEast, 2);

    // (3,0) is 3 frontiers from the Heart: (0,0) -> (1,0) -> (2,0) -> (3,0).
    const auto too_close = map_rules_portal(m, rules, kMapRulesAlice, {3, 0});
    REQUIRE(too_close);
    CHECK_THAT(*too_close, Contains("Heart"));
    CHECK_THAT(*too_close, Contains("3 from the Heart"));
    CHECK_THAT(*too_close, Contains("Alice"));

    // One more tile and the portal at distance 4 is allowed.
    put(m, {3, 0});
    CHECK_FALSE(map_rules_portal(m, rules, kMapRulesAlice, {4, 0}));
    put_portal(m, {4, 0}, kMapRulesAlice);
    CHECK(m.distance({4, 0}, kHeartHex, DistanceMetric::path) == 4);
    CHECK_FALSE(map_constraint_violation(m, rules, names()));
}

TEST_CASE("003 Create the Map: a portal may not be at distance 4 or less from another portal",
          "[map-rules]") {
    const Rules rules;
    Map m = map_rules_east_arm_with_alice_portal();
    put_line(m, {5, 0}, kMapRulesEast, 3);  // (5,0) (6,0) (7,0)

    // (8,0) is 4 frontiers from Alice's portal at (4,0).
    const auto too_close = map_rules_portal(m, rules, kMapRulesBob, {8, 0});
    REQUIRE(too_close);
    CHECK_THAT(*too_close, Contains("portals"));
    CHECK_THAT(*too_close, Contains("4 apart"));
    CHECK_THAT(*too_close, Contains("Alice"));
    CHECK_THAT(*too_close, Contains("Bob"));

    // Distance 5 is enough.
    put(m, {8, 0});
    CHECK_FALSE(map_rules_portal(m, rules, kMapRulesBob, {9, 0}));
}

TEST_CASE("003 Create the Map: a portal may not touch 3 ordinary tiles (placing the portal)",
          "[map-rules]") {
    const Rules rules;
    Map m = heart_only();
    put_line(m, {1, 0}, kMapRulesEast, 4);  // (1,0) .. (4,0)
    put(m, {4, 1}, TileColor::red);
    // (5,0), 5 from the Heart, touches (4,0) and (4,1): two ordinary tiles are fine.
    REQUIRE(m.ordinary_neighbour_count({5, 0}) == 2);
    CHECK_FALSE(map_rules_portal(m, rules, kMapRulesAlice, {5, 0}));

    SECTION("a third coloured tile") {
        put(m, {5, -1}, TileColor::pink);
        const auto why = map_rules_portal(m, rules, kMapRulesAlice, {5, 0});
        REQUIRE(why);
        CHECK_THAT(*why, Contains("portal"));
        CHECK_THAT(*why, Contains("3 ordinary tiles"));
    }
    SECTION("a black tile is an ordinary tile too") {
        put(m, {5, -1}, TileColor::black);
        const auto why = map_rules_portal(m, rules, kMapRulesAlice, {5, 0});
        REQUIRE(why);
        CHECK_THAT(*why, Contains("3 ordinary tiles"));
    }
}

TEST_CASE(
    "003 Create the Map: a portal may not touch 3 ordinary tiles (a third tile placed next to "
    "it)",
    "[map-rules]") {
    const Rules rules;
    Map m = heart_only();
    put_line(m, {1, 0}, kMapRulesEast, 4);  // (1,0) .. (4,0)
    put(m, {4, 1}, TileColor::red);
    put_portal(m, {5, 0}, kMapRulesAlice);  // touches (4,0) and (4,1)
    REQUIRE_FALSE(map_constraint_violation(m, rules, names()));

    // Bob has no portal, so only the "at any time" constraints can refuse his tiles.
    for (Hex third : {Hex{5, -1}, Hex{6, 0}, Hex{5, 1}}) {
        INFO("third tile at " << to_string(third));
        const auto why = map_rules_ordinary(m, rules, kMapRulesBob, third);
        REQUIRE(why);
        CHECK_THAT(*why, Contains("Alice's portal"));
        CHECK_THAT(*why, Contains("3 ordinary tiles"));
    }
    // A tile that does not touch the portal is fine.
    CHECK_FALSE(map_rules_ordinary(m, rules, kMapRulesBob, {3, 1}));
}

TEST_CASE(
    "003 Create the Map: a player may not place an ordinary tile at distance 3 or less from "
    "their own portal",
    "[map-rules]") {
    const Rules rules;
    Map m = map_rules_east_arm_with_alice_portal();
    put_line(m, {5, 0}, kMapRulesEast, 2);  // (5,0) (6,0)

    const auto at_3 = map_rules_ordinary(m, rules, kMapRulesAlice, {7, 0});
    REQUIRE(at_3);
    CHECK_THAT(*at_3, Contains("own portal"));
    CHECK_THAT(*at_3, Contains("is 3 from"));

    // (5,1) does not touch the portal but is 2 from it, via (5,0).
    const auto at_2 = map_rules_ordinary(m, rules, kMapRulesAlice, {5, 1});
    REQUIRE(at_2);
    CHECK_THAT(*at_2, Contains("own portal"));
    CHECK_THAT(*at_2, Contains("is 2 from"));

    put(m, {7, 0});
    CHECK_FALSE(map_rules_ordinary(m, rules, kMapRulesAlice, {8, 0}));  // distance 4

    SECTION("touching one's own portal is distance 1") {
        const Map alone = map_rules_east_arm_with_alice_portal();  // the portal touches (3,0) only
        const auto at_1 = map_rules_ordinary(alone, rules, kMapRulesAlice, {5, 0});
        REQUIRE(at_1);
        CHECK_THAT(*at_1, Contains("is 1 from your own portal"));
    }
    SECTION("another player's portal does not restrict") {
        Map fresh = map_rules_east_arm_with_alice_portal();
        put_line(fresh, {5, 0}, kMapRulesEast, 2);
        CHECK_FALSE(map_rules_ordinary(fresh, rules, kMapRulesBob, {7, 0}));
    }
    SECTION("a portal that is not on the map does not restrict") {
        Map no_portal = heart_only();
        put_line(no_portal, {1, 0}, kMapRulesEast, 3);
        CHECK_FALSE(map_rules_ordinary(no_portal, rules, kMapRulesAlice, {4, 0}));
    }
}

TEST_CASE(
    "003 Create the Map (at any time): a tile may not bring two portals within 4 of each other "
    "through the tiles",
    "[map-rules]") {
    const Rules rules;
    // Alice's portal at (4,0) at the end of the east arm; Bob's at (4,-4) at the end of the
    // north-east arm. They are 4 apart on the grid but 7 apart through the tiles (via (1,0)
    // and (1,-1), which touch), so both portals are legal.
    Map m = map_rules_east_arm_with_alice_portal();
    put_line(m, {1, -1}, kMapRulesNorthEast, 3);  // (1,-1) (2,-2) (3,-3)
    REQUIRE_FALSE(map_rules_portal(m, rules, kMapRulesBob, {4, -4}));
    put_portal(m, {4, -4}, kMapRulesBob);
    REQUIRE(grid_distance({4, 0}, {4, -4}) == 4);
    REQUIRE(m.distance({4, 0}, {4, -4}, DistanceMetric::path) == 7);

    // Carol (no portal) builds a bridge (4,-1) (4,-2) towards Bob's portal: still 7 apart.
    REQUIRE_FALSE(map_rules_ordinary(m, rules, kMapRulesCarol, {4, -1}));
    put(m, {4, -1});
    REQUIRE_FALSE(map_rules_ordinary(m, rules, kMapRulesCarol, {4, -2}));
    put(m, {4, -2});
    REQUIRE(m.distance({4, 0}, {4, -4}, DistanceMetric::path) == 7);

    // The tile that closes the bridge would put the portals 4 apart through the tiles, though
    // no grid distance changes: refused.
    const auto why = map_rules_ordinary(m, rules, kMapRulesCarol, {4, -3});
    REQUIRE(why);
    CHECK_THAT(*why, Contains("portals"));
    CHECK_THAT(*why, Contains("4 apart through the tiles"));
    CHECK_THAT(*why, Contains("(4,-3)"));
}

TEST_CASE(
    "003 Create the Map (at any time): a tile may not bring a portal within 3 of the Heart "
    "through the tiles",
    "[map-rules]") {
    const Rules rules;
    // A hook (1,0) (1,1) (1,2) reaches (0,3), which is 3 from the Heart on the grid but 4
    // through the tiles: Alice's portal is legal there.
    Map m = heart_only();
    put(m, {1, 0});
    put(m, {1, 1});
    put(m, {1, 2});
    REQUIRE_FALSE(map_rules_portal(m, rules, kMapRulesAlice, {0, 3}));
    put_portal(m, {0, 3}, kMapRulesAlice);
    REQUIRE(grid_distance(kHeartHex, {0, 3}) == 3);

    // (0,2) touches the portal but keeps it 4 from the Heart (via (1,1)).
    REQUIRE_FALSE(map_rules_ordinary(m, rules, kMapRulesBob, {0, 2}));
    put(m, {0, 2});
    REQUIRE(m.distance(kHeartHex, {0, 3}, DistanceMetric::path) == 4);

    // (0,1) opens the shortcut Heart -> (0,1) -> (0,2) -> portal: 3.
    const auto why = map_rules_ordinary(m, rules, kMapRulesBob, {0, 1});
    REQUIRE(why);
    CHECK_THAT(*why, Contains("Heart"));
    CHECK_THAT(*why, Contains("Alice's portal"));
    CHECK_THAT(*why, Contains("3 from the Heart"));
}

TEST_CASE("003 Create the Map: a portal may not be removed if that splits the map", "[map-rules]") {
    const Rules rules;
    Map m = map_rules_east_arm_with_alice_portal();

    // At the end of its arm the portal can go.
    CHECK_FALSE(why_cannot_remove_portal(m, rules, kMapRulesAlice));

    // With a tile beyond it, the portal holds (5,0) to the rest of the map.
    put(m, {5, 0});
    const auto why = in_words(why_cannot_remove_portal(m, rules, kMapRulesAlice));
    REQUIRE(why);
    CHECK_THAT(*why, Contains("split"));

    // A second route to (5,0) around the portal ((4,-1) touches (3,0) and (5,-1) touches
    // (4,-1) and (5,0)) keeps the map in one piece without it.
    put(m, {4, -1});
    put(m, {5, -1});
    CHECK_FALSE(why_cannot_remove_portal(m, rules, kMapRulesAlice));

    SECTION("nobody can remove a portal that is not on the map") {
        const auto none = in_words(why_cannot_remove_portal(m, rules, kMapRulesBob));
        REQUIRE(none);
        CHECK_THAT(*none, Contains("not on the map"));
    }
    SECTION("classic-style parameter off: removal may split the map") {
        Map split = map_rules_east_arm_with_alice_portal();
        put(split, {5, 0});
        Rules loose;
        loose.portal_removal_keeps_map_connected = false;
        CHECK_FALSE(why_cannot_remove_portal(split, loose, kMapRulesAlice));
    }
}

TEST_CASE("003 Place tiles on the map: a tile is placed in contact with another tile on the map",
          "[map-rules]") {
    const Rules rules;
    const Map m = map_rules_east_arm_with_alice_portal();

    const auto tile = map_rules_ordinary(m, rules, kMapRulesBob, {0, 5});
    REQUIRE(tile);
    CHECK_THAT(*tile, Contains("does not touch the map"));

    const auto port = map_rules_portal(m, rules, kMapRulesBob, {-6, 0});
    REQUIRE(port);
    CHECK_THAT(*port, Contains("does not touch the map"));

    CHECK_FALSE(map_rules_ordinary(m, rules, kMapRulesBob, {-1, 0}));  // next to the Heart
}

TEST_CASE("003 Place tiles on the map: a hex that already holds a tile takes no other",
          "[map-rules]") {
    const Rules rules;
    const Map m = map_rules_east_arm_with_alice_portal();

    for (Hex taken : {kHeartHex, Hex{2, 0}, Hex{4, 0}}) {
        INFO("hex " << to_string(taken));
        const auto tile = map_rules_ordinary(m, rules, kMapRulesBob, taken);
        REQUIRE(tile);
        CHECK_THAT(*tile, Contains("already holds a tile"));
    }
    // Bob has no portal yet; (2,0) is taken.
    const auto port = map_rules_portal(m, rules, kMapRulesBob, {2, 0});
    REQUIRE(port);
    CHECK_THAT(*port, Contains("already holds a tile"));
    // A second portal for Alice is refused for that reason first.
    const auto second = map_rules_portal(m, rules, kMapRulesAlice, {-4, 0});
    REQUIRE(second);
    CHECK_THAT(*second, Contains("already on the map"));
}

TEST_CASE(
    "003 Place tiles on the map: a richness token when an ordinary tile touches 4 different "
    "non-black colours",
    "[map-rules]") {
    const Rules rules;
    // The yellow tile at (1,0) touches (2,0) (2,-1) (1,-1) (0,0)=Heart (0,1) (1,1).
    Map m = heart_only();
    put(m, {1, 0}, TileColor::yellow);
    put(m, {2, 0}, TileColor::red);
    CHECK_FALSE(qualifies_for_richness_token(m, rules, {1, 0}));
    put(m, {2, -1}, TileColor::green);
    CHECK_FALSE(qualifies_for_richness_token(m, rules, {1, 0}));
    put(m, {1, -1}, TileColor::grey);
    // Three colours around, four counting its own yellow: its own colour does not count.
    CHECK_FALSE(qualifies_for_richness_token(m, rules, {1, 0}));
    put(m, {1, 1}, TileColor::pink);
    CHECK(qualifies_for_richness_token(m, rules, {1, 0}));

    // The Heart itself never carries a token.
    CHECK_FALSE(qualifies_for_richness_token(m, rules, kHeartHex));
}

TEST_CASE(
    "003 Place tiles on the map: black tiles and portals and the Heart do not count towards "
    "richness",
    "[map-rules]") {
    Rules rules;
    // Around (1,0): three colours, a black tile, Alice's portal and the Heart: six neighbours,
    // only three kinds that count.
    Map m = heart_only();
    put(m, {1, 0}, TileColor::yellow);
    put(m, {2, 0}, TileColor::red);
    put(m, {2, -1}, TileColor::green);
    put(m, {1, -1}, TileColor::grey);
    put(m, {1, 1}, TileColor::black);
    put_portal(m, {0, 1}, kMapRulesAlice);
    CHECK_FALSE(qualifies_for_richness_token(m, rules, {1, 0}));

    // A black tile is an ordinary territory: it too gets a token among 4 colours.
    Map around_black = heart_only();
    put(around_black, {1, 0}, TileColor::black);
    put(around_black, {2, 0}, TileColor::red);
    put(around_black, {2, -1}, TileColor::green);
    put(around_black, {1, -1}, TileColor::grey);
    put(around_black, {1, 1}, TileColor::pink);
    CHECK(qualifies_for_richness_token(around_black, rules, {1, 0}));

    // With map.richness_counts_portals (a house-rule parameter) the portal is a 4th type.
    rules.richness_counts_portals = true;
    CHECK(qualifies_for_richness_token(m, rules, {1, 0}));
}

TEST_CASE(
    "003 Place tiles on the map: a colour counts once for richness however many tiles show "
    "it",
    "[map-rules]") {
    const Rules rules;
    Map m = heart_only();
    put(m, {1, 0}, TileColor::yellow);
    put(m, {2, 0}, TileColor::red);
    put(m, {2, -1}, TileColor::red);
    put(m, {1, -1}, TileColor::green);
    put(m, {1, 1}, TileColor::grey);
    put(m, {0, 1}, TileColor::grey);
    // Five coloured neighbours, three colours.
    CHECK_FALSE(qualifies_for_richness_token(m, rules, {1, 0}));
}

TEST_CASE("RULES.md §2 classic: with map.forbid_tiles_next_to_portal no tile touches a portal",
          "[map-rules]") {
    const Map m = map_rules_east_arm_with_alice_portal();

    // Standard rules: Bob may touch Alice's portal (it then touches 2 ordinary tiles).
    const Rules standard;
    CHECK_FALSE(map_rules_ordinary(m, standard, kMapRulesBob, {5, 0}));

    Rules classic;
    classic.forbid_tiles_next_to_portal = true;
    const auto why = map_rules_ordinary(m, classic, kMapRulesBob, {5, 0});
    REQUIRE(why);
    CHECK_THAT(*why, Contains("touches Alice's portal"));
    CHECK_THAT(*why, Contains("no tile may touch a portal"));
    // Away from the portal, tiles are still fine.
    CHECK_FALSE(map_rules_ordinary(m, classic, kMapRulesBob, {-1, 0}));
}

TEST_CASE("RULES.md §2 Distance: with map.distance_metric grid the constraints use grid distance",
          "[map-rules]") {
    Rules grid;
    grid.distance_metric = DistanceMetric::grid;
    const Rules path;

    SECTION("portal and portal") {
        // The two arms of the shortcut test: 7 apart through the tiles, 4 on the grid.
        Map m = map_rules_east_arm_with_alice_portal();
        put_line(m, {1, -1}, kMapRulesNorthEast, 3);
        CHECK_FALSE(map_rules_portal(m, path, kMapRulesBob, {4, -4}));
        const auto why = map_rules_portal(m, grid, kMapRulesBob, {4, -4});
        REQUIRE(why);
        CHECK_THAT(*why, Contains("4 apart"));
        CHECK_THAT(*why, !Contains("through the tiles"));
    }
    SECTION("portal and Heart") {
        // The hook: (0,3) is 4 from the Heart through the tiles, 3 on the grid.
        Map m = heart_only();
        put(m, {1, 0});
        put(m, {1, 1});
        put(m, {1, 2});
        CHECK_FALSE(map_rules_portal(m, path, kMapRulesAlice, {0, 3}));
        const auto why = map_rules_portal(m, grid, kMapRulesAlice, {0, 3});
        REQUIRE(why);
        CHECK_THAT(*why, Contains("3 from the Heart"));
    }
    SECTION("own portal") {
        // Alice's portal at (0,3) on the hook, and (-1,1) west of the Heart.
        Map m = heart_only();
        put(m, {1, 0});
        put(m, {1, 1});
        put(m, {1, 2});
        put_portal(m, {0, 3}, kMapRulesAlice);
        put(m, {-1, 1});  // touches the Heart
        // (-1,2) touches (-1,1) only among placed tiles: path to the portal goes round via the
        // Heart, (1,0), (1,1), (1,2): 6 frontiers; on the grid it is 2.
        REQUIRE(m.placed_neighbours({-1, 2}).size() == 1);
        CHECK_FALSE(map_rules_ordinary(m, path, kMapRulesAlice, {-1, 2}));
        const auto why = map_rules_ordinary(m, grid, kMapRulesAlice, {-1, 2});
        REQUIRE(why);
        CHECK_THAT(*why, Contains("own portal"));
    }
}
