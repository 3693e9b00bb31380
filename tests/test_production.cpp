// 003 §Production phase; RULES.md §2 "Production": what territories yield and where it goes.
#include <catch2/catch.hpp>
#include <numeric>

#include "eden/conquest/production.hpp"
#include "eden/core/rng.hpp"
#include "support/refusal_words.hpp"

using namespace eden;

namespace {

Tile production_ordinary(TileColor c, bool token = false) {
    Tile t = Tile::ordinary(c);
    t.richness_token = token;
    return t;
}

Tile production_portal(int owner, bool destroyed = false) {
    Tile t = Tile::portal(owner);
    t.portal_destroyed = destroyed;
    return t;
}

Tile production_heart() {
    return Tile::heart();
}

// A straight row: player 0's portal at (0,0), then ordinary tiles (1,0) ... (n,0).
Map production_row(int n, TileColor c = TileColor::black) {
    Map m;
    m.place({0, 0}, production_portal(0));
    for (int q = 1; q <= n; ++q)
        m.place({q, 0}, production_ordinary(c));
    return m;
}

int sum(const std::vector<ResourcePlacement>& placement) {
    return std::accumulate(placement.begin(), placement.end(), 0,
                           [](int acc, const ResourcePlacement& p) { return acc + p.count; });
}

}  // namespace

TEST_CASE(
    "003 Production: 1 resource per ordinary territory, +1 if rich in the civilization "
    "resource, +1 with a richness token",
    "[production]") {
    Map m;
    m.place({0, 0}, production_heart());
    m.place({4, 0}, production_portal(0));
    m.place({3, 0}, production_ordinary(TileColor::green));         // rich in plants: 2
    m.place({5, 0}, production_ordinary(TileColor::grey, true));    // token: 2
    m.place({4, -1}, production_ordinary(TileColor::green, true));  // both: 3
    m.place({4, 1}, production_ordinary(TileColor::black));         // plain: 1
    m.place({2, 0}, production_ordinary(TileColor::green));         // player 1's
    const Control control{{{4, 0}, 0},  {{3, 0}, 0}, {{5, 0}, 0},
                          {{4, -1}, 0}, {{4, 1}, 0}, {{2, 0}, 1}};

    CHECK(production_for(m, control, 0, TileColor::green) == ProductionYield{8, 0});
    // Another civilization resource: only the tiles of its colour count as rich.
    CHECK(production_for(m, control, 0, TileColor::grey) == ProductionYield{7, 0});
    // Player 1's green territory is rich for a plant civilization, not for a red one.
    CHECK(production_for(m, control, 1, TileColor::green) == ProductionYield{2, 0});
    CHECK(production_for(m, control, 1, TileColor::red) == ProductionYield{1, 0});
    // Nobody else's territory counts, and a seat with none produces nothing.
    CHECK(production_for(m, control, 2, TileColor::green) == ProductionYield{0, 0});
}

TEST_CASE(
    "003 Production: the Heart gives its controller 1 pure energy - portals and the Heart give "
    "no resources",
    "[production]") {
    Map m;
    m.place({0, 0}, production_heart());
    m.place({4, 0}, production_portal(0));
    m.place({-4, 0}, production_portal(1, true));  // a conquered portal, now player 0's
    m.place({1, 0}, production_ordinary(TileColor::white, true));
    Control control{{{0, 0}, 0}, {{4, 0}, 0}, {{-4, 0}, 0}};
    CHECK(production_for(m, control, 0, TileColor::white) == ProductionYield{0, 1});

    control[{1, 0}] = 0;
    CHECK(production_for(m, control, 0, TileColor::white) == ProductionYield{3, 1});

    control[{0, 0}] = 1;  // the Heart changes hands: so does its pure energy
    CHECK(production_for(m, control, 0, TileColor::white) == ProductionYield{3, 0});
    CHECK(production_for(m, control, 1, TileColor::white) == ProductionYield{0, 1});
}

TEST_CASE("RULES.md §2 Production: connection to the portal is not required", "[production]") {
    Map m = production_row(4, TileColor::red);
    // (2,0) is player 1's: (3,0) and (4,0) are cut off from player 0's portal.
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 1}, {{3, 0}, 0}, {{4, 0}, 0}};
    CHECK(production_for(m, control, 0, TileColor::red).resources == 6);

    // Even with the portal destroyed, the territories still produce.
    m.at({0, 0})->portal_destroyed = true;
    CHECK(production_for(m, control, 0, TileColor::red).resources == 6);
}

TEST_CASE("003 Production: control of a hex with no tile produces nothing", "[production]") {
    const Map m = production_row(1);
    const Control control{{{1, 0}, 0}, {{9, 9}, 0}};
    CHECK(production_for(m, control, 0, TileColor::red) == ProductionYield{1, 0});
}

TEST_CASE(
    "003 Production: resources may go on any territory of the player, the portal and the Heart "
    "included, as crystal shards or the civilization resource",
    "[production]") {
    Map m = production_row(2);
    m.place({-1, 0}, production_heart());
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{-1, 0}, 0}};
    const std::vector<ResourcePlacement> placement{{{0, 0}, TileColor::white, 2},
                                                   {{-1, 0}, TileColor::brown, 1},
                                                   {{2, 0}, TileColor::brown, 1},
                                                   {{2, 0}, TileColor::white, 0}};
    CHECK_FALSE(why_invalid_placement(m, control, 0, TileColor::brown, 4, placement));

    TerritoryResources resources;
    resources[{2, 0}].add(TileColor::brown, 4);
    apply_placement(resources, placement);
    CHECK(resources[{0, 0}].of(TileColor::white) == 2);
    CHECK(resources[{-1, 0}].of(TileColor::brown) == 1);
    CHECK(resources[{2, 0}].of(TileColor::brown) == 5);
    CHECK(resources[{2, 0}].total() == 5);
}

TEST_CASE("003 Production: placements are refused with a reason", "[production]") {
    Map m = production_row(3);
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 1}};
    auto refusal = [&](const std::vector<ResourcePlacement>& placement, int resources = 3) {
        auto why = why_invalid_placement(m, control, 0, TileColor::grey, resources, placement);
        REQUIRE(why);
        return eden_test::english(*why);
    };

    SECTION("too few or too many resources") {
        CHECK(refusal({{{1, 0}, TileColor::grey, 2}}) ==
              "the placement puts 2 resources, but 3 were produced");
        CHECK(refusal({{{1, 0}, TileColor::grey, 2}, {{2, 0}, TileColor::white, 2}}) ==
              "the placement puts 4 resources, but 3 were produced");
        CHECK(refusal({}, 1) == "the placement puts 0 resources, but 1 were produced");
    }
    SECTION("a type that is neither crystal shards nor the civilization resource") {
        CHECK(refusal({{{1, 0}, TileColor::green, 3}}) ==
              "each resource produced is crystal shards or your civilization resource (ore), "
              "not plants");
        CHECK(refusal({{{1, 0}, TileColor::black, 3}}).find("not nothing") != std::string::npos);
    }
    SECTION("someone else's territory, a wild one, or no territory at all") {
        CHECK(refusal({{{3, 0}, TileColor::grey, 3}}) ==
              "resources go on your own territories, and (3,0) is not yours");
        m.place({4, 0}, production_ordinary(TileColor::grey));
        CHECK(refusal({{{4, 0}, TileColor::grey, 3}}) ==
              "resources go on your own territories, and (4,0) is not yours");
        CHECK(refusal({{{7, 7}, TileColor::grey, 3}}) == "there is no territory at (7,7)");
    }
    SECTION("a negative count") {
        CHECK(refusal({{{1, 0}, TileColor::grey, 4}, {{2, 0}, TileColor::grey, -1}}) ==
              "a placement cannot put a negative number of resources (-1 on (2,0))");
    }
}

TEST_CASE(
    "003 Production: the default placement fills the fully controlled territories nearest the "
    "portal up to 5 civilization resources, one after the other",
    "[production]") {
    // Player 0: portal (0,0), (1,0), (2,0), (3,0) fully controlled; (5,0) cut off by player 1.
    Map m = production_row(5);
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0},
                          {{3, 0}, 0}, {{4, 0}, 1}, {{5, 0}, 0}};
    using P = ResourcePlacement;
    const TileColor civ = TileColor::yellow;

    CHECK(default_production_placement(m, control, 0, civ, 3) == std::vector<P>{{{0, 0}, civ, 3}});
    CHECK(default_production_placement(m, control, 0, civ, 12) ==
          std::vector<P>{{{0, 0}, civ, 5}, {{1, 0}, civ, 5}, {{2, 0}, civ, 2}});
    // The partially controlled territory comes last; past 5 everywhere, the rest goes on the
    // first.
    CHECK(default_production_placement(m, control, 0, civ, 27) == std::vector<P>{{{0, 0}, civ, 7},
                                                                                 {{1, 0}, civ, 5},
                                                                                 {{2, 0}, civ, 5},
                                                                                 {{3, 0}, civ, 5},
                                                                                 {{5, 0}, civ, 5}});
    CHECK(default_production_placement(m, control, 0, civ, 0).empty());
    CHECK(default_production_placement(m, control, 2, civ, 4).empty());  // no territory
}

TEST_CASE(
    "003 Production: the default placement tops up what already lies there, counting shards "
    "and civilization resources",
    "[production]") {
    Map m = production_row(3);
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 0}};
    TerritoryResources already;
    already[{0, 0}].add(TileColor::white, 3);
    already[{0, 0}].add(TileColor::green, 1);
    already[{1, 0}].add(TileColor::grey, 2);  // not counted: neither shards nor plants
    already[{2, 0}].add(TileColor::green, 6);
    using P = ResourcePlacement;
    const TileColor civ = TileColor::green;
    const auto placement = default_production_placement(m, control, 0, civ, 9, already, 5);
    CHECK(placement == std::vector<P>{{{0, 0}, civ, 1}, {{1, 0}, civ, 5}, {{3, 0}, civ, 3}});
    CHECK_FALSE(why_invalid_placement(m, control, 0, civ, 9, placement));
}

TEST_CASE("003 Production: with no standing portal, the default placement goes in hex order",
          "[production]") {
    Map m = production_row(2);
    m.at({0, 0})->portal_destroyed = true;
    const Control control{{{2, 0}, 0}, {{1, 0}, 0}};
    using P = ResourcePlacement;
    CHECK(default_production_placement(m, control, 0, TileColor::red, 7) ==
          std::vector<P>{{{1, 0}, TileColor::red, 5}, {{2, 0}, TileColor::red, 2}});
}

TEST_CASE("003 Production: the default placement always validates", "[production]") {
    // Random maps on a disc of radius 2 around the Heart, random control among two seats and
    // the wild, random civilization resources.
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        Map m;
        std::vector<Hex> hexes;
        for (int q = -2; q <= 2; ++q)
            for (int r = -2; r <= 2; ++r)
                if (grid_distance({0, 0}, {q, r}) <= 2) hexes.push_back({q, r});
        rng.shuffle(hexes);
        m.place(hexes[0], production_portal(0, rng.uniform_int(0, 3) == 0));
        m.place(hexes[1], production_portal(1));
        m.place(hexes[2], production_heart());
        for (std::size_t i = 3; i < hexes.size(); ++i) {
            if (rng.uniform_int(0, 4) == 0) continue;  // a hole
            const auto colour = kAllTileColors[static_cast<std::size_t>(rng.uniform_int(0, 7))];
            m.place(hexes[i], production_ordinary(colour, rng.uniform_int(0, 2) == 0));
        }
        Control control;
        for (const auto& [at, tile] : m.tiles()) {
            const auto owner = static_cast<int>(rng.uniform_int(-1, 1));
            if (owner >= 0) control[at] = owner;
        }
        TerritoryResources already;
        for (const auto& [at, tile] : m.tiles())
            already[at].add(TileColor::white, static_cast<int>(rng.uniform_int(0, 6)));

        for (int player : {0, 1}) {
            const auto civ = kResourceColors[static_cast<std::size_t>(rng.uniform_int(0, 6))];
            const int produced = production_for(m, control, player, civ).resources;
            for (const auto& placement :
                 {default_production_placement(m, control, player, civ, produced),
                  default_production_placement(m, control, player, civ, produced, already, 5)}) {
                CHECK_FALSE(why_invalid_placement(m, control, player, civ, produced, placement));
                CHECK(sum(placement) == produced);
                for (const auto& p : placement) {
                    CHECK(p.type == civ);
                    CHECK(p.count > 0);
                }
            }
        }
    }
}
