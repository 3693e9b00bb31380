#include "eden/conquest/production.hpp"

#include <algorithm>
#include <limits>
#include <set>
#include <tuple>
#include <unordered_map>

#include "engine/conquest/control_by_index.hpp"

namespace eden {

namespace {

// The standard battle.bonus_resource_threshold, for the overload that is not given one.
constexpr int kStandardFillTarget = 5;

bool controls(const Control& control, Hex at, int player) {
    auto it = control.find(at);
    return it != control.end() && it->second == player;
}

// The player's territories that lie on the map, in the default placement's rank order.
std::vector<Hex> ranked_territories(const Map& map, const Control& control, int player) {
    const std::vector<char> full = detail::fully_controlled_by_index(map, control, player);
    // From the standing portal, by position in map.tiles(); kUnreachable without one. The
    // conquest's map keeps a distance table, read in place; a map without one is searched once.
    std::optional<Hex> portal = map.portal_of(player);
    if (portal && map.at(*portal)->portal_destroyed) portal.reset();
    const int from = portal ? map.index_of(*portal) : -1;
    std::vector<int> searched;
    if (portal && !map.has_path_distance_table()) searched = map.path_distances_by_index(*portal);
    auto distance_to = [&](int i) {
        if (from < 0) return kUnreachable;
        return searched.empty() ? map.path_distance_by_index(from, i)
                                : searched[static_cast<std::size_t>(i)];
    };

    struct Ranked {
        bool partial;
        int distance;
        Hex at;
    };
    std::vector<Ranked> ranked;
    ranked.reserve(control.size());
    for (const auto& [at, owner] : control) {
        if (owner != player) continue;
        const int i = map.index_of(at);
        if (i < 0) continue;
        const int d = distance_to(i);
        ranked.push_back({full[static_cast<std::size_t>(i)] == 0,
                          d == kUnreachable ? std::numeric_limits<int>::max() : d, at});
    }
    std::sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        return std::tie(a.partial, a.distance, a.at) < std::tie(b.partial, b.distance, b.at);
    });
    std::vector<Hex> out;
    out.reserve(ranked.size());
    for (const Ranked& r : ranked)
        out.push_back(r.at);
    return out;
}

}  // namespace

ProductionYield production_for(const Map& map, const Control& control, int player,
                               TileColor civ_resource) {
    ProductionYield yield;
    for (const auto& [at, owner] : control) {
        if (owner != player) continue;
        const Tile* tile = map.at(at);
        if (!tile) continue;
        if (tile->kind == TileKind::heart) {
            yield.pure_energy += 1;
            continue;
        }
        if (tile->kind != TileKind::ordinary) continue;
        yield.resources += 1;
        if (tile->color == civ_resource) yield.resources += 1;
        if (tile->richness_token) yield.resources += 1;
    }
    return yield;
}

ProductionYield connected_production_for(const Map& map, const Control& control, int player,
                                         TileColor civ_resource, bool portal_of_own_colour) {
    ProductionYield yield;
    const auto portal = map.portal_of(player);
    if (!portal || map.at(*portal)->portal_destroyed || !controls(control, *portal, player))
        return yield;
    std::set<Hex> reached{*portal};
    std::vector<Hex> frontier{*portal};
    while (!frontier.empty()) {
        const Hex at = frontier.back();
        frontier.pop_back();
        const Tile* tile = map.at(at);
        yield.resources += 1;
        if (tile->kind == TileKind::heart) yield.pure_energy += 1;
        if (tile->kind == TileKind::ordinary) {
            if (tile->color == civ_resource) yield.resources += 1;
            if (tile->richness_token) yield.resources += 1;
        }
        if (tile->kind == TileKind::portal && portal_of_own_colour) yield.resources += 1;
        for (Hex next : map.placed_neighbours(at))
            if (controls(control, next, player) && reached.insert(next).second)
                frontier.push_back(next);
    }
    return yield;
}

int refined_pure_energy(const Map& map, const Control& control, int player, int stocks) {
    int pure = std::max(stocks, 0) / 5;
    if (const auto heart = map.heart()) {
        if (controls(control, *heart, player)) pure += 2;
        for (Hex h : map.placed_neighbours(*heart))
            if (controls(control, h, player)) pure += 1;
    }
    return pure;
}

std::vector<ResourcePlacement> default_production_placement(const Map& map, const Control& control,
                                                            int player, TileColor civ_resource,
                                                            int resources,
                                                            const TerritoryResources& already,
                                                            int fill_to) {
    std::vector<ResourcePlacement> out;
    if (resources <= 0) return out;
    const std::vector<Hex> ranked = ranked_territories(map, control, player);
    if (ranked.empty()) return out;

    // What counts towards the bonus: shards and civilization resources together (003 §Bonuses).
    auto counted = [&](Hex at) {
        auto it = already.find(at);
        if (it == already.end()) return 0;
        int n = it->second.of(TileColor::white);
        if (civ_resource != TileColor::white) n += it->second.of(civ_resource);
        return n;
    };

    int left = resources;
    for (Hex at : ranked) {
        if (left == 0) break;
        const int room = fill_to - counted(at);
        if (room <= 0) continue;
        const int put = std::min(room, left);
        out.push_back({at, civ_resource, put});
        left -= put;
    }
    if (left > 0) {
        if (!out.empty() && out.front().at == ranked.front())
            out.front().count += left;
        else
            out.insert(out.begin(), {ranked.front(), civ_resource, left});
    }
    return out;
}

std::vector<ResourcePlacement> default_production_placement(const Map& map, const Control& control,
                                                            int player, TileColor civ_resource,
                                                            int resources) {
    return default_production_placement(map, control, player, civ_resource, resources, {},
                                        kStandardFillTarget);
}

std::optional<text::Message> why_invalid_placement(
    const Map& map, const Control& control, int player, TileColor civ_resource, int resources,
    const std::vector<ResourcePlacement>& placement) {
    int placed = 0;
    for (const ResourcePlacement& p : placement) {
        if (p.count < 0)
            return text::Message("refusal.produce.negative")
                .with("count", p.count)
                .with("place", text::Place{p.at});
        if (p.type == TileColor::black || (p.type != TileColor::white && p.type != civ_resource))
            return text::Message("refusal.produce.wrong_type")
                .with("civ", std::string(to_string(civ_resource)))
                .with("colour", std::string(to_string(p.type)));
        if (!map.has(p.at))
            return text::Message("refusal.produce.no_territory").with("place", text::Place{p.at});
        if (!controls(control, p.at, player))
            return text::Message("refusal.produce.not_yours").with("place", text::Place{p.at});
        placed += p.count;
    }
    if (placed != resources)
        return text::Message("refusal.produce.wrong_total")
            .with("placed", placed)
            .with("produced", resources);
    return std::nullopt;
}

void apply_placement(TerritoryResources& resources,
                     const std::vector<ResourcePlacement>& placement) {
    for (const ResourcePlacement& p : placement)
        resources[p.at].add(p.type, p.count);
}

}  // namespace eden
