#include "app/session/map_fairness.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace eden::app {

namespace {

void set_figure(PortalFairness& p, FairnessFigure f, int value) {
    p.figures[static_cast<std::size_t>(f)] = value;
}

PortalFairness measure_portal(const Map& map, Hex portal, int seat, DistanceMetric metric) {
    PortalFairness p;
    p.seat = seat;
    p.portal = portal;
    const std::optional<Hex> heart = map.heart();
    const int to_heart = heart ? map.distance(portal, *heart, metric) : kUnreachable;
    set_figure(p, FairnessFigure::to_heart, to_heart == kUnreachable ? -1 : to_heart);
    int nearest = -1;
    for (const Hex other : map.portals())
        if (other != portal) {
            const int d = map.distance(portal, other, metric);
            if (d != kUnreachable && (nearest < 0 || d < nearest)) nearest = d;
        }
    set_figure(p, FairnessFigure::to_nearest_portal, nearest);
    int territories = 0, resources = 0, rich = 0, first = 0;
    for (const auto& [hex, tile] : map.tiles()) {
        if (tile.kind != TileKind::ordinary) continue;
        const int d = map.distance(portal, hex, metric);
        if (d == kUnreachable || d > kFairnessReach) continue;
        ++territories;
        ++p.colours_near[static_cast<std::size_t>(tile.color)];
        if (tile.richness_token) ++rich;
        if (tile.color == TileColor::black) continue;
        ++resources;
        if (d == 1) ++first;
    }
    int colours = 0;
    for (const TileColor c : kResourceColors)
        colours += p.colours_near[static_cast<std::size_t>(c)] > 0 ? 1 : 0;
    set_figure(p, FairnessFigure::territories_near, territories);
    set_figure(p, FairnessFigure::resources_near, resources);
    set_figure(p, FairnessFigure::colours_near, colours);
    set_figure(p, FairnessFigure::richness_near, rich);
    set_figure(p, FairnessFigure::first_reach, first);
    return p;
}

}  // namespace

MapFairness map_fairness(const Map& map, DistanceMetric metric) {
    MapFairness out;
    for (int seat = 0;; ++seat) {
        const std::optional<Hex> portal = map.portal_of(seat);
        if (!portal) break;
        out.portals.push_back(measure_portal(map, *portal, seat, metric));
    }
    if (out.portals.size() < 2) return out;
    for (const FairnessFigure f : kFairnessFigures)
        for (const PortalFairness& p : out.portals) {
            if (p.figure(f) < 0) continue;
            // The others' median, not their mean: one seat far off would drag the mean and
            // have every other seat flagged beside it.
            std::vector<int> values;
            for (const PortalFairness& q : out.portals)
                if (q.seat != p.seat && q.figure(f) >= 0) values.push_back(q.figure(f));
            if (values.empty()) continue;
            std::sort(values.begin(), values.end());
            const std::size_t mid = values.size() / 2;
            const double others =
                values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
            const double off = std::abs(p.figure(f) - others);
            if (off >= 2.0 && off >= others * 0.25)
                out.flags.push_back({p.seat, f, p.figure(f), others});
        }
    return out;
}

}  // namespace eden::app
