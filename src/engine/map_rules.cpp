#include "eden/map_rules.hpp"

#include <set>

namespace eden {

namespace {

std::string seat_name(const SeatNames& names, int player) {
    if (player >= 0 && static_cast<std::size_t>(player) < names.size()) return names[player];
    return "player " + std::to_string(player + 1);
}

std::string possessive(const SeatNames& names, int player) { return seat_name(names, player) + "'s"; }

}  // namespace

std::optional<std::string> map_constraint_violation(const Map& map, const Rules& rules,
                                                    const SeatNames& names) {
    const auto heart = map.heart();
    const auto portals = map.portals();
    for (Hex p : portals) {
        const int owner = map.at(p)->portal_owner;
        const int ordinary = map.ordinary_neighbour_count(p);
        if (ordinary > rules.portal_max_ordinary_neighbours)
            return possessive(names, owner) + " portal would touch " + std::to_string(ordinary) +
                   " ordinary tiles (at most " +
                   std::to_string(rules.portal_max_ordinary_neighbours) + ")";
        if (rules.distance_metric == DistanceMetric::grid) {
            if (heart && grid_distance(p, *heart) < rules.portal_min_distance_heart)
                return possessive(names, owner) + " portal would be " +
                       std::to_string(grid_distance(p, *heart)) +
                       " from the Heart of Eden (at least " +
                       std::to_string(rules.portal_min_distance_heart) + ")";
            for (Hex q : portals) {
                if (!(p < q)) continue;
                const int d = grid_distance(p, q);
                if (d < rules.portal_min_distance_portal)
                    return possessive(names, owner) + " and " +
                           possessive(names, map.at(q)->portal_owner) + " portals would be " +
                           std::to_string(d) + " apart (at least " +
                           std::to_string(rules.portal_min_distance_portal) + ")";
            }
            continue;
        }
        const auto dist = map.path_distances_from(p);
        if (heart) {
            auto it = dist.find(*heart);
            if (it != dist.end() && it->second < rules.portal_min_distance_heart)
                return possessive(names, owner) + " portal would be " + std::to_string(it->second) +
                       " from the Heart of Eden through the tiles (at least " +
                       std::to_string(rules.portal_min_distance_heart) + ")";
        }
        for (Hex q : portals) {
            if (!(p < q)) continue;
            auto it = dist.find(q);
            if (it != dist.end() && it->second < rules.portal_min_distance_portal)
                return possessive(names, owner) + " and " +
                       possessive(names, map.at(q)->portal_owner) + " portals would be " +
                       std::to_string(it->second) + " apart through the tiles (at least " +
                       std::to_string(rules.portal_min_distance_portal) + ")";
        }
    }
    return std::nullopt;
}

std::optional<std::string> why_cannot_place_ordinary(const Map& map, const Rules& rules,
                                                     const SeatNames& names, int player, Hex at,
                                                     OrdinaryPlacement kind) {
    if (map.has(at)) return to_string(at) + " already holds a tile";
    if (map.placed_neighbours(at).empty()) return to_string(at) + " does not touch the map";
    const bool exempt = kind == OrdinaryPlacement::king_of_eden_face_up;
    if (!exempt && rules.forbid_tiles_next_to_portal) {
        for (Hex n : neighbours(at)) {
            const Tile* t = map.at(n);
            if (t && t->kind == TileKind::portal)
                return to_string(at) + " touches " + possessive(names, t->portal_owner) +
                       " portal (no tile may touch a portal)";
        }
    }
    Map after = map;
    Tile tile;
    tile.kind = TileKind::ordinary;
    after.place(at, tile);
    if (!exempt) {
        if (auto own = map.portal_of(player)) {
            const int d = after.distance(at, *own, rules.distance_metric);
            if (d != kUnreachable && d < rules.own_portal_min_tile_distance)
                return to_string(at) + " is " + std::to_string(d) +
                       " from your own portal (ordinary tiles go at least " +
                       std::to_string(rules.own_portal_min_tile_distance) + " away)";
        }
    }
    if (auto v = map_constraint_violation(after, rules, names))
        return "a tile at " + to_string(at) + ": " + *v;
    return std::nullopt;
}

std::optional<std::string> why_cannot_place_portal(const Map& map, const Rules& rules,
                                                   const SeatNames& names, int player, Hex at) {
    if (map.portal_of(player)) return "your portal is already on the map";
    if (map.has(at)) return to_string(at) + " already holds a tile";
    if (map.placed_neighbours(at).empty()) return to_string(at) + " does not touch the map";
    Map after = map;
    Tile portal;
    portal.kind = TileKind::portal;
    portal.portal_owner = player;
    after.place(at, portal);
    if (auto v = map_constraint_violation(after, rules, names))
        return "a portal at " + to_string(at) + ": " + *v;
    return std::nullopt;
}

std::optional<std::string> why_cannot_remove_portal(const Map& map, const Rules& rules,
                                                    int player) {
    auto at = map.portal_of(player);
    if (!at) return "your portal is not on the map";
    if (rules.portal_removal_keeps_map_connected && !map.stays_connected_without(*at))
        return "removing your portal would split the map in two";
    return std::nullopt;
}

std::vector<Hex> legal_ordinary_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                      int player, OrdinaryPlacement kind) {
    std::vector<Hex> out;
    for (Hex h : map.open_hexes())
        if (!why_cannot_place_ordinary(map, rules, names, player, h, kind)) out.push_back(h);
    return out;
}

std::vector<Hex> legal_portal_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                    int player) {
    std::vector<Hex> out;
    if (map.portal_of(player)) return out;
    for (Hex h : map.open_hexes())
        if (!why_cannot_place_portal(map, rules, names, player, h)) out.push_back(h);
    return out;
}

bool qualifies_for_richness_token(const Map& map, const Rules& rules, Hex at) {
    const Tile* self = map.at(at);
    if (!self || self->kind != TileKind::ordinary) return false;
    std::set<TileColor> colours;
    bool touches_portal = false;
    for (Hex n : neighbours(at)) {
        const Tile* t = map.at(n);
        if (!t) continue;
        if (t->kind == TileKind::ordinary && t->color != TileColor::black) colours.insert(t->color);
        if (t->kind == TileKind::portal) touches_portal = true;
    }
    const int types =
        static_cast<int>(colours.size()) + (rules.richness_counts_portals && touches_portal ? 1 : 0);
    return types >= rules.richness_min_colours;
}

}  // namespace eden
