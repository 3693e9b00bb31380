// Ruleset parameters for the map rules where the editions disagree (RULES.md §1, §2;
// rules-comparison.md U23-U25): each variant behaves as its edition says, and the standard
// value keeps 003's rule.
#include <catch2/catch.hpp>

#include "eden/game_state.hpp"
#include "eden/map_rules.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using nlohmann::json;

namespace {

json tile_json(int q, int r, const char* colour, bool token = false) {
    return {{"q", q}, {"r", r}, {"kind", "ordinary"}, {"color", colour}, {"energy_rich", token}};
}

// Alice's portal at the end of a chain, beside a yellow tile whose fourth "type" is the portal.
GameState portal_beside_token(bool follow_changes) {
    auto setup = eden_test::basic_setup(2, 3);
    setup.first_player = 0;
    setup.rules.richness_counts_portals = true;
    setup.rules.richness_tokens_follow_changes = follow_changes;
    json j = GameState(setup).to_json();
    j["map"]["tiles"] = json::array({{{"q", 0}, {"r", 0}, {"kind", "heart"}},
                                     tile_json(1, 0, "red"),
                                     tile_json(2, 0, "green"),
                                     tile_json(3, 0, "yellow", true),
                                     tile_json(3, -1, "grey"),
                                     tile_json(3, 1, "brown"),
                                     {{"q", 4}, {"r", 0}, {"kind", "portal"}, {"player", 0}}});
    j["turn"]["step"] = "portal";
    return GameState::from_json(j, "test");
}

}  // namespace

TEST_CASE("002/004 variant: the portal's limit of 2 neighbours counts every tile",
          "[map-variants]") {
    Rules rules;
    rules.portal_min_distance_heart = 1;  // lets a portal touch the Heart, to count it
    Map m;
    const Tile heart = Tile::heart();
    m.place(kHeartHex, heart);
    m.place({1, 0}, Tile::ordinary(TileColor::red));
    m.place({0, -1}, Tile::ordinary(TileColor::green));
    // (1,-1) touches the Heart and two ordinary tiles.
    CHECK_FALSE(why_cannot_place_portal(m, rules, {}, 0, {1, -1}));  // 003: 2 ordinary tiles
    rules.portal_limit_counts_every_tile = true;
    const auto why = why_cannot_place_portal(m, rules, {}, 0, {1, -1});
    REQUIRE(why);
    CHECK_THAT(*why, Catch::Contains("would touch 3 tiles"));

    // And a tile next to a portal that already touches the Heart and one tile is refused.
    Map n;
    n.place(kHeartHex, heart);
    n.place({1, 0}, Tile::ordinary(TileColor::red));
    n.place({1, -1}, Tile::portal(0));
    CHECK(why_cannot_place_ordinary(n, rules, {}, 1, {2, -2}, OrdinaryPlacement::normal));
    rules.portal_limit_counts_every_tile = false;
    CHECK_FALSE(why_cannot_place_ordinary(n, rules, {}, 1, {2, -2}, OrdinaryPlacement::normal));
}

TEST_CASE("004 variant: richness tokens follow the tiles, so removing a portal can take one away",
          "[map-variants]") {
    GameState s = portal_beside_token(true);
    REQUIRE(s.map().at({3, 0})->richness_token);
    const ApplyResult r = s.apply(RemovePortal{});
    REQUIRE(r);
    CHECK_FALSE(s.map().at({3, 0})->richness_token);
    bool removed_event = false;
    for (const auto& e : r.events)
        if (const auto* x = std::get_if<RichnessTokenRemoved>(&e))
            removed_event = x->at == Hex{3, 0};
    CHECK(removed_event);
}

TEST_CASE("003 Place tiles on the map: a richness token, once placed, stays", "[map-variants]") {
    GameState s = portal_beside_token(false);
    REQUIRE(s.apply(RemovePortal{}));
    CHECK(s.map().at({3, 0})->richness_token);
}
