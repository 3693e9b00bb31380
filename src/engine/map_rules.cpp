#include "eden/map_rules.hpp"

#include <algorithm>
#include <set>

namespace eden {

namespace {

std::string seat_name(const SeatNames& names, int player) {
    if (player >= 0 && static_cast<std::size_t>(player) < names.size()) return names[player];
    return "player " + std::to_string(player + 1);
}

// The tiles a portal's neighbour limit counts: ordinary tiles (003), or every tile (002/004,
// parameter map.portal_limit_counts_every_tile).
int limited_neighbours(const Map& map, const Rules& rules, Hex portal) {
    if (!rules.portal_limit_counts_every_tile) return map.ordinary_neighbour_count(portal);
    return static_cast<int>(map.placed_neighbours(portal).size());
}

std::string limited_kind(const Rules& rules) {
    return rules.portal_limit_counts_every_tile ? " tiles" : " ordinary tiles";
}

std::string possessive(const SeatNames& names, int player) {
    return seat_name(names, player) + "'s";
}

}  // namespace

std::optional<std::string> map_constraint_violation(const Map& map, const Rules& rules,
                                                    const SeatNames& names) {
    const auto heart = map.heart();
    const auto portals = map.portals();
    for (Hex p : portals) {
        const int owner = map.at(p)->portal_owner;
        const int touching = limited_neighbours(map, rules, p);
        if (touching > rules.portal_max_ordinary_neighbours)
            return possessive(names, owner) + " portal would touch " + std::to_string(touching) +
                   limited_kind(rules) + " (at most " +
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

PlacementChecker::PlacementChecker(const Map& map, const Rules& rules, const SeatNames& names)
    : map_(map), rules_(rules), names_(names) {
    for (const auto& [h, t] : map.tiles()) {
        if (t.kind == TileKind::ordinary) continue;
        Landmark l{h, t.kind == TileKind::heart, t.portal_owner, {}};
        if (rules.distance_metric == DistanceMetric::path) {
            l.dist = map.path_distances_by_index(h);
            for (int& d : l.dist)
                if (d == kUnreachable) d = kFar;
        }
        landmarks_.push_back(std::move(l));
    }
}

int PlacementChecker::dist(const Landmark& from, Hex to) const {
    if (rules_.distance_metric == DistanceMetric::grid) return grid_distance(from.at, to);
    const int i = map_.index_of(to);
    return i < 0 ? kFar : from.dist[static_cast<std::size_t>(i)];
}

std::string PlacementChecker::possessive(int player) const {
    return eden::possessive(names_, player);
}

std::optional<std::string> PlacementChecker::shortcut_violation(Hex at,
                                                                const Landmark* new_portal) const {
    std::vector<Hex> around;
    for (Hex n : neighbours(at))
        if (map_.has(n)) around.push_back(n);
    const bool grid = rules_.distance_metric == DistanceMetric::grid;
    // Distance from a landmark to the new tile: through its best neighbour.
    auto to_new = [&](const Landmark& l) {
        if (grid) return grid_distance(l.at, at);
        int best = kFar;
        for (Hex n : around)
            best = std::min(best, dist(l, n) + 1);
        return best;
    };
    auto between = [&](const Landmark& a, const Landmark& b) {
        if (grid) return grid_distance(a.at, b.at);
        int best = dist(a, b.at);
        for (Hex n1 : around)
            for (Hex n2 : around)
                best = std::min(best, dist(a, n1) + 2 + dist(b, n2));
        return best;
    };
    const std::string through = grid ? "" : " through the tiles";
    auto too_close = [&](const Landmark& a, const Landmark& b,
                         int d) -> std::optional<std::string> {
        if (a.heart || b.heart) {
            const Landmark& portal = a.heart ? b : a;
            if (d < rules_.portal_min_distance_heart)
                return possessive(portal.owner) + " portal would be " + std::to_string(d) +
                       " from the Heart of Eden" + through + " (at least " +
                       std::to_string(rules_.portal_min_distance_heart) + ")";
            return std::nullopt;
        }
        if (d < rules_.portal_min_distance_portal)
            return possessive(a.owner) + " and " + possessive(b.owner) + " portals would be " +
                   std::to_string(d) + " apart" + through + " (at least " +
                   std::to_string(rules_.portal_min_distance_portal) + ")";
        return std::nullopt;
    };
    for (std::size_t i = 0; i < landmarks_.size(); ++i) {
        for (std::size_t k = i + 1; k < landmarks_.size(); ++k) {
            if (landmarks_[i].heart && landmarks_[k].heart) continue;
            if (auto v =
                    too_close(landmarks_[i], landmarks_[k], between(landmarks_[i], landmarks_[k])))
                return v;
        }
        if (new_portal)
            if (auto v = too_close(*new_portal, landmarks_[i], to_new(landmarks_[i]))) return v;
    }
    return std::nullopt;
}

std::optional<std::string> PlacementChecker::why_not_ordinary(int player, Hex at,
                                                              OrdinaryPlacement kind) const {
    if (map_.has(at)) return to_string(at) + " already holds a tile";
    bool touches = false;
    for (Hex n : neighbours(at))
        touches = touches || map_.has(n);
    if (!touches) return to_string(at) + " does not touch the map";
    const bool exempt = kind == OrdinaryPlacement::king_of_eden_face_up;
    for (Hex n : neighbours(at)) {
        const Tile* t = map_.at(n);
        if (!t || t->kind != TileKind::portal) continue;
        if (!exempt && rules_.forbid_tiles_next_to_portal)
            return to_string(at) + " touches " + possessive(t->portal_owner) +
                   " portal (no tile may touch a portal)";
        const int touching = limited_neighbours(map_, rules_, n) + 1;
        if (touching > rules_.portal_max_ordinary_neighbours)
            return "a tile at " + to_string(at) + ": " + possessive(t->portal_owner) +
                   " portal would touch " + std::to_string(touching) + limited_kind(rules_) +
                   " (at most " + std::to_string(rules_.portal_max_ordinary_neighbours) + ")";
    }
    if (!exempt) {
        for (const auto& l : landmarks_) {
            if (l.heart || l.owner != player) continue;
            int d = kFar;
            if (rules_.distance_metric == DistanceMetric::grid) {
                d = grid_distance(l.at, at);
            } else {
                for (Hex n : neighbours(at))
                    if (map_.has(n)) d = std::min(d, dist(l, n) + 1);
            }
            if (d < rules_.own_portal_min_tile_distance)
                return to_string(at) + " is " + std::to_string(d) +
                       " from your own portal (ordinary tiles go at least " +
                       std::to_string(rules_.own_portal_min_tile_distance) + " away)";
        }
    }
    if (auto v = shortcut_violation(at, nullptr)) return "a tile at " + to_string(at) + ": " + *v;
    return std::nullopt;
}

std::optional<std::string> PlacementChecker::why_not_portal(int player, Hex at) const {
    if (map_.portal_of(player)) return std::string("your portal is already on the map");
    if (map_.has(at)) return to_string(at) + " already holds a tile";
    bool touches = false;
    for (Hex n : neighbours(at))
        touches = touches || map_.has(n);
    if (!touches) return to_string(at) + " does not touch the map";
    const int touching = limited_neighbours(map_, rules_, at);
    if (touching > rules_.portal_max_ordinary_neighbours)
        return "a portal at " + to_string(at) + ": " + possessive(player) + " portal would touch " +
               std::to_string(touching) + limited_kind(rules_) + " (at most " +
               std::to_string(rules_.portal_max_ordinary_neighbours) + ")";
    if (rules_.portal_limit_counts_every_tile) {
        // The new portal is one more tile for any portal it touches.
        for (Hex n : neighbours(at)) {
            const Tile* t = map_.at(n);
            if (!t || t->kind != TileKind::portal) continue;
            const int theirs = limited_neighbours(map_, rules_, n) + 1;
            if (theirs > rules_.portal_max_ordinary_neighbours)
                return "a portal at " + to_string(at) + ": " + possessive(t->portal_owner) +
                       " portal would touch " + std::to_string(theirs) + " tiles (at most " +
                       std::to_string(rules_.portal_max_ordinary_neighbours) + ")";
        }
    }
    Landmark self{at, false, player, {}};
    if (auto v = shortcut_violation(at, &self)) return "a portal at " + to_string(at) + ": " + *v;
    return std::nullopt;
}

std::optional<std::string> why_cannot_place_ordinary(const Map& map, const Rules& rules,
                                                     const SeatNames& names, int player, Hex at,
                                                     OrdinaryPlacement kind) {
    return PlacementChecker(map, rules, names).why_not_ordinary(player, at, kind);
}

std::optional<std::string> why_cannot_place_portal(const Map& map, const Rules& rules,
                                                   const SeatNames& names, int player, Hex at) {
    return PlacementChecker(map, rules, names).why_not_portal(player, at);
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
    const PlacementChecker checker(map, rules, names);
    std::vector<Hex> out;
    for (Hex h : map.open_hexes())
        if (!checker.why_not_ordinary(player, h, kind)) out.push_back(h);
    return out;
}

std::vector<Hex> legal_portal_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                    int player) {
    std::vector<Hex> out;
    if (map.portal_of(player)) return out;
    const PlacementChecker checker(map, rules, names);
    for (Hex h : map.open_hexes())
        if (!checker.why_not_portal(player, h)) out.push_back(h);
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
    const int types = static_cast<int>(colours.size()) +
                      (rules.richness_counts_portals && touches_portal ? 1 : 0);
    return types >= rules.richness_min_colours;
}

}  // namespace eden
