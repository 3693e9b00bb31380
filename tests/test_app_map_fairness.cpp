// Fairness at a glance (issue 38 item 3): each portal's figures on a drawn map, and a flag on a
// seat off the others. A map drawn with the 2-fold symmetry about the Heart is even; the same
// map with the tiles about one portal turned black is not, and the flags name that seat.
#include <catch2/catch.hpp>

#include "app/session/map_fairness.hpp"

using namespace eden;
using namespace eden::app;

namespace {

int hex_length(Hex h) {
    return (std::abs(h.q) + std::abs(h.r) + std::abs(-h.q - h.r)) / 2;
}

// The Heart, a disc of radius 3 of green, red and yellow tiles (by ring), and two portals just
// outside it, each other's mirror through the Heart.
Map symmetric_map() {
    Map map;
    map.place({0, 0}, Tile::heart());
    const TileColor by_ring[] = {TileColor::green, TileColor::red, TileColor::yellow};
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r) {
            const Hex h{q, r};
            const int ring = hex_length(h);
            if (ring >= 1 && ring <= 3) map.place(h, Tile::ordinary(by_ring[ring - 1]));
        }
    map.place({4, -1}, Tile::portal(0));
    map.place({-4, 1}, Tile::portal(1));
    return map;
}

}  // namespace

TEST_CASE("Issue 38 (3): a map symmetric about the Heart gives every portal the same start",
          "[map-fairness]") {
    const MapFairness f = map_fairness(symmetric_map(), DistanceMetric::path);
    REQUIRE(f.portals.size() == 2);
    for (const FairnessFigure figure : kFairnessFigures)
        CHECK(f.portals[0].figure(figure) == f.portals[1].figure(figure));
    CHECK(f.flags.empty());
    // The figures themselves, counted by hand: the portal at (4,-1) touches (3,0) and (3,-1)
    // of the outer ring, 4 steps from the Heart and 8 from the other portal.
    const PortalFairness& p = f.portals[0];
    CHECK(p.portal == Hex{4, -1});
    CHECK(p.figure(FairnessFigure::to_heart) == 4);
    CHECK(p.figure(FairnessFigure::to_nearest_portal) == 8);
    CHECK(p.figure(FairnessFigure::first_reach) == 2);
    CHECK(p.figure(FairnessFigure::colours_near) == 2);  // yellow and red within 2 steps
    CHECK(p.figure(FairnessFigure::richness_near) == 0);
    CHECK(p.figure(FairnessFigure::territories_near) == p.figure(FairnessFigure::resources_near));
}

TEST_CASE("Issue 38 (3): the seat whose surroundings are black is flagged on what it produces",
          "[map-fairness]") {
    Map map = symmetric_map();
    // Every tile within 2 steps of seat 1's portal turned black.
    const Hex portal{-4, 1};
    for (const Hex h : std::vector<Hex>{{-3, 0}, {-3, 1}, {-2, 0}, {-2, 1}, {-3, 2}, {-2, -1}}) {
        if (!map.has(h) || map.distance(portal, h, DistanceMetric::path) > 2) continue;
        map.remove(h);
        map.place(h, Tile::ordinary(TileColor::black));
    }
    const MapFairness f = map_fairness(map, DistanceMetric::path);
    REQUIRE(f.portals.size() == 2);
    CHECK(f.portals[1].figure(FairnessFigure::resources_near) <
          f.portals[0].figure(FairnessFigure::resources_near));
    CHECK(f.portals[1].figure(FairnessFigure::first_reach) == 0);
    // Seat 1 is flagged on the producing tiles near it (with two seats, seat 0 is off by as
    // much the other way).
    bool producing = false;
    for (const FairnessFlag& flag : f.flags) {
        if (flag.figure == FairnessFigure::resources_near && flag.seat == 1) {
            producing = true;
            CHECK(flag.value == f.portals[1].figure(FairnessFigure::resources_near));
            CHECK(flag.others == Approx(f.portals[0].figure(FairnessFigure::resources_near)));
        }
        CHECK(flag.figure != FairnessFigure::to_heart);  // the distances did not change
    }
    CHECK(producing);
}

TEST_CASE("Issue 38 (3): with four seats only the one off the others is flagged",
          "[map-fairness]") {
    Map map = symmetric_map();
    map.place({1, -4}, Tile::portal(2));
    map.place({-1, 4}, Tile::portal(3));
    REQUIRE(map_fairness(map, DistanceMetric::path).flags.empty());
    // The tiles touching seat 1's portal turned black: seat 1 alone reaches less.
    for (const Hex h : std::vector<Hex>{{-3, 0}, {-3, 1}}) {
        map.remove(h);
        map.place(h, Tile::ordinary(TileColor::black));
    }
    const MapFairness f = map_fairness(map, DistanceMetric::path);
    REQUIRE_FALSE(f.flags.empty());
    for (const FairnessFlag& flag : f.flags)
        CHECK(flag.seat == 1);
}
