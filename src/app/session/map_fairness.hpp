// Fairness at a glance (issue 38 item 3): for each portal of a drawn map, what its seat starts
// with and how far it stands, and a flag where one seat is off the others. A seat starts at its
// portal, so what lies near it is what his first rounds can take: the territories and the
// resources within 2 steps, their colours, the richness tokens, and the resources touching the
// portal (what his first attacks reach). Steps are counted with the ruleset's distance metric
// (RULES.md §2 "Distance"). Pure: no SDL, no words (the editor words the flags).
#pragma once

#include <array>
#include <iterator>
#include <string>
#include <vector>

#include "eden/map/map.hpp"
#include "eden/map/tile.hpp"

namespace eden::app {

// What each portal is measured by, in the order the editor shows them.
enum class FairnessFigure {
    to_heart,           // steps to the Heart
    to_nearest_portal,  // steps to the nearest other portal
    territories_near,   // ordinary tiles within 2 steps
    resources_near,     // of them, the ones that produce (not black)
    colours_near,       // resource colours among them
    richness_near,      // richness tokens among them
    first_reach,        // producing tiles touching the portal: the first attacks' reach
};
inline constexpr FairnessFigure kFairnessFigures[] = {
    FairnessFigure::to_heart,         FairnessFigure::to_nearest_portal,
    FairnessFigure::territories_near, FairnessFigure::resources_near,
    FairnessFigure::colours_near,     FairnessFigure::richness_near,
    FairnessFigure::first_reach};
inline constexpr int kFairnessReach = 2;

struct PortalFairness {
    int seat = 0;
    Hex portal;
    std::array<int, std::size(kFairnessFigures)> figures{};  // by FairnessFigure; -1: none
    std::array<int, kAllTileColors.size()> colours_near{};   // ordinary tiles by colour

    int figure(FairnessFigure f) const { return figures[static_cast<std::size_t>(f)]; }
};

// A seat off the others on one figure: by at least 2 and by a quarter of the others' median.
struct FairnessFlag {
    int seat = 0;
    FairnessFigure figure = FairnessFigure::to_heart;
    int value = 0;
    double others = 0;  // the other seats' median
};

struct MapFairness {
    std::vector<PortalFairness> portals;  // by seat
    std::vector<FairnessFlag> flags;
};

MapFairness map_fairness(const Map& map, DistanceMetric metric);

}  // namespace eden::app
