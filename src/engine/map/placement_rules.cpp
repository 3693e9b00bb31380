#include "eden/map/placement_rules.hpp"

#include <algorithm>
#include <bit>

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
    // Counted in place: placed_neighbours() would allocate a vector just to take its size.
    int count = 0;
    for (int i : map.neighbour_indices(portal))
        count += i >= 0 ? 1 : 0;
    return count;
}

std::string limited_kind(const Rules& rules) {
    return rules.portal_limit_counts_every_tile ? " tiles" : " ordinary tiles";
}

std::string possessive(const SeatNames& names, int player) {
    return seat_name(names, player) + "'s";
}

}  // namespace

std::vector<WholeMapProblem> whole_map_problems(const Map& map) {
    // A game seats 2 to 6 players (003 §Setup), one portal each.
    constexpr int kFewestSeats = 2, kMostSeats = 6;
    std::vector<WholeMapProblem> out;
    const auto heart = map.heart();
    if (!heart) out.push_back({WholeMapProblem::Kind::no_heart, 0, {}});
    const auto portals = map.portals();
    const int count = static_cast<int>(portals.size());
    if (count < kFewestSeats || count > kMostSeats)
        out.push_back({WholeMapProblem::Kind::portal_count, count, portals});
    // N portals seat players 1..N: a gap leaves a player without one.
    for (int seat = 0; seat < std::min(count, kMostSeats); ++seat)
        if (!map.portal_of(seat)) out.push_back({WholeMapProblem::Kind::missing_portal, seat, {}});
    if (!map.tiles().empty()) {
        const auto reach = map.path_distances_by_index(heart ? *heart : map.tiles().front().first);
        std::vector<Hex> cut;
        for (std::size_t i = 0; i < map.tiles().size(); ++i)
            if (reach[i] == kUnreachable) cut.push_back(map.tiles()[i].first);
        if (!cut.empty())
            out.push_back(
                {WholeMapProblem::Kind::cut_off, static_cast<int>(cut.size()), std::move(cut)});
    }
    return out;
}

std::vector<MapViolation> map_constraint_violations(const Map& map, const Rules& rules) {
    using Kind = MapViolation::Kind;
    std::vector<MapViolation> out;
    const auto heart = map.heart();
    const auto portals = map.portals();
    const bool grid = rules.distance_metric == DistanceMetric::grid;
    auto violation = [&](Kind kind, int owner, int other, int value, int limit) {
        MapViolation v;
        v.kind = kind;
        v.owner = owner;
        v.other = other;
        v.value = value;
        v.limit = limit;
        v.through = !grid;
        return v;
    };
    for (Hex p : portals) {
        const int owner = map.at(p)->portal_owner;
        const int touching = limited_neighbours(map, rules, p);
        if (touching > rules.portal_max_ordinary_neighbours) {
            MapViolation v = violation(Kind::crowded, owner, kNoPlayer, touching,
                                       rules.portal_max_ordinary_neighbours);
            v.every_tile = rules.portal_limit_counts_every_tile;
            v.hexes.push_back(p);
            for (Hex n : map.placed_neighbours(p))
                if (v.every_tile || map.at(n)->kind == TileKind::ordinary) v.hexes.push_back(n);
            out.push_back(std::move(v));
        }
        // By tile position rather than a hash map of hexes: the same distances, no hashing.
        std::vector<int> dist;
        if (!grid) dist = map.path_distances_by_index(p);
        auto dist_to = [&](Hex q) {
            return grid ? grid_distance(p, q) : dist[static_cast<std::size_t>(map.index_of(q))];
        };
        if (heart) {
            const int d = dist_to(*heart);
            if (d != kUnreachable && d < rules.portal_min_distance_heart) {
                MapViolation v = violation(Kind::near_heart, owner, kNoPlayer, d,
                                           rules.portal_min_distance_heart);
                v.hexes = {p, *heart};
                out.push_back(std::move(v));
            }
        }
        for (Hex q : portals) {
            if (!(p < q)) continue;
            const int d = dist_to(q);
            if (d != kUnreachable && d < rules.portal_min_distance_portal) {
                MapViolation v = violation(Kind::near_portal, owner, map.at(q)->portal_owner, d,
                                           rules.portal_min_distance_portal);
                v.hexes = {p, q};
                out.push_back(std::move(v));
            }
        }
    }
    return out;
}

std::optional<std::string> map_constraint_violation(const Map& map, const Rules& rules,
                                                    const SeatNames& names) {
    const auto all = map_constraint_violations(map, rules);
    if (all.empty()) return std::nullopt;
    const MapViolation& v = all.front();
    const std::string through = v.through ? " through the tiles" : "";
    switch (v.kind) {
        case MapViolation::Kind::crowded:
            return possessive(names, v.owner) + " portal would touch " + std::to_string(v.value) +
                   limited_kind(rules) + " (at most " + std::to_string(v.limit) + ")";
        case MapViolation::Kind::near_heart:
            return possessive(names, v.owner) + " portal would be " + std::to_string(v.value) +
                   " from the Heart of Eden" + through + " (at least " + std::to_string(v.limit) +
                   ")";
        case MapViolation::Kind::near_portal:
            return possessive(names, v.owner) + " and " + possessive(names, v.other) +
                   " portals would be " + std::to_string(v.value) + " apart" + through +
                   " (at least " + std::to_string(v.limit) + ")";
    }
    return std::nullopt;
}

PlacementChecker::PlacementChecker(const Map& map, const Rules& rules, const SeatNames&)
    : map_(map), rules_(rules) {
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
    const std::size_t n = landmarks_.size();
    if (rules.distance_metric == DistanceMetric::path) {
        pair_.resize(n * n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t k = 0; k < n; ++k)
                pair_[i * n + k] =
                    landmarks_[i].dist[static_cast<std::size_t>(map.index_of(landmarks_[k].at))];
    }
    near_.resize(n);
}

PlacementChecker::Around PlacementChecker::around(Hex at) const {
    Around out;
    for (int i : map_.neighbour_indices(at))
        if (i >= 0) out.index[static_cast<std::size_t>(out.count++)] = i;
    return out;
}

void PlacementChecker::measure_near(const Around& placed) const {
    if (rules_.distance_metric == DistanceMetric::grid) return;
    for (std::size_t l = 0; l < landmarks_.size(); ++l) {
        int best = kFar;
        for (int j = 0; j < placed.count; ++j)
            best = std::min(best, landmarks_[l].dist[static_cast<std::size_t>(
                                      placed.index[static_cast<std::size_t>(j)])]);
        near_[l] = best;
    }
}

text::Message PlacementChecker::too_close_reason(const Landmark& a, const Landmark& b,
                                                 int d) const {
    const bool through = rules_.distance_metric != DistanceMetric::grid;
    if (a.heart || b.heart) {
        const Landmark& portal = a.heart ? b : a;
        return text::Message("refusal.place.near_heart")
            .with("player", text::Seat{portal.owner})
            .with("distance", d)
            .with_flag("through", through)
            .with("min", rules_.portal_min_distance_heart);
    }
    return text::Message("refusal.place.near_portal")
        .with("player", text::Seat{a.owner})
        .with("other", text::Seat{b.owner})
        .with("distance", d)
        .with_flag("through", through)
        .with("min", rules_.portal_min_distance_portal);
}

text::Message PlacementChecker::placing(bool portal, Hex at, text::Message reason) {
    return text::Message("refusal.place.placing")
        .with_flag("portal", portal)
        .with("place", text::Place{at})
        .with("reason", text::in_place(std::move(reason)));
}

text::Message PlacementChecker::crowded(int owner, int touching, bool every_tile) const {
    return text::Message("refusal.place.crowded")
        .with("player", text::Seat{owner})
        .with("count", touching)
        .with_flag("every", every_tile)
        .with("max", rules_.portal_max_ordinary_neighbours);
}

bool PlacementChecker::shortcut_ok(Hex at, const Landmark* new_portal, text::Message* why) const {
    const bool grid = rules_.distance_metric == DistanceMetric::grid;
    const std::size_t n = landmarks_.size();
    // Distance from a landmark to the new tile: through its best neighbour.
    auto to_new = [&](std::size_t l) {
        if (grid) return grid_distance(landmarks_[l].at, at);
        return std::min(kFar, near_[l] + 1);
    };
    // Through the new tile: best of the old path and landmark -> neighbour -> new tile ->
    // neighbour -> landmark. The two legs are independent, so the best pair of neighbours is
    // each landmark's closest one: the same minimum as trying every pair (kFar + 2 + kFar
    // cannot overflow).
    auto between = [&](std::size_t a, std::size_t b) {
        if (grid) return grid_distance(landmarks_[a].at, landmarks_[b].at);
        return std::min(pair_[a * n + b], near_[a] + 2 + near_[b]);
    };
    // Only the comparison is hot: the message is composed apart, when a caller wants it.
    auto too_close = [&](const Landmark& a, const Landmark& b, int d) {
        const bool heart = a.heart || b.heart;
        if (d >= (heart ? rules_.portal_min_distance_heart : rules_.portal_min_distance_portal))
            return false;
        if (why) *why = too_close_reason(a, b, d);
        return true;
    };
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t k = i + 1; k < n; ++k) {
            if (landmarks_[i].heart && landmarks_[k].heart) continue;
            if (too_close(landmarks_[i], landmarks_[k], between(i, k))) return false;
        }
        if (new_portal && too_close(*new_portal, landmarks_[i], to_new(i))) return false;
    }
    return true;
}

bool PlacementChecker::check_ordinary(int player, Hex at, OrdinaryPlacement kind,
                                      text::Message* why) const {
    if (map_.has(at)) {
        if (why) *why = text::Message("refusal.place.occupied").with("place", text::Place{at});
        return false;
    }
    const Around placed = around(at);
    if (placed.count == 0) {
        if (why) *why = text::Message("refusal.place.detached").with("place", text::Place{at});
        return false;
    }
    const bool exempt = kind == OrdinaryPlacement::king_of_eden_face_up;
    for (int j = 0; j < placed.count; ++j) {
        const auto& [n, t] =
            map_.tiles()[static_cast<std::size_t>(placed.index[static_cast<std::size_t>(j)])];
        if (t.kind != TileKind::portal) continue;
        if (!exempt && rules_.forbid_tiles_next_to_portal) {
            if (why)
                *why = text::Message("refusal.place.touches_portal")
                           .with("place", text::Place{at})
                           .with("player", text::Seat{t.portal_owner});
            return false;
        }
        const int touching = limited_neighbours(map_, rules_, n) + 1;
        if (touching > rules_.portal_max_ordinary_neighbours) {
            if (why)
                *why = placing(
                    false, at,
                    crowded(t.portal_owner, touching, rules_.portal_limit_counts_every_tile));
            return false;
        }
    }
    measure_near(placed);
    if (!exempt) {
        for (std::size_t l = 0; l < landmarks_.size(); ++l) {
            const Landmark& mark = landmarks_[l];
            if (mark.heart || mark.owner != player) continue;
            const int d = rules_.distance_metric == DistanceMetric::grid
                              ? grid_distance(mark.at, at)
                              : std::min(kFar, near_[l] + 1);
            if (d < rules_.own_portal_min_tile_distance) {
                if (why)
                    *why = text::Message("refusal.place.near_own_portal")
                               .with("place", text::Place{at})
                               .with("distance", d)
                               .with("min", rules_.own_portal_min_tile_distance);
                return false;
            }
        }
    }
    if (!shortcut_ok(at, nullptr, why)) {
        if (why) *why = placing(false, at, std::move(*why));
        return false;
    }
    return true;
}

bool PlacementChecker::check_portal(int player, Hex at, text::Message* why) const {
    // The landmarks are every portal on the map, so this asks what map_.portal_of(player)
    // would without another scan of the tiles.
    for (const Landmark& l : landmarks_)
        if (!l.heart && l.owner == player) {
            if (why) *why = text::Message("refusal.place.portal_already");
            return false;
        }
    if (map_.has(at)) {
        if (why) *why = text::Message("refusal.place.occupied").with("place", text::Place{at});
        return false;
    }
    const Around placed = around(at);
    if (placed.count == 0) {
        if (why) *why = text::Message("refusal.place.detached").with("place", text::Place{at});
        return false;
    }
    const int touching = limited_neighbours(map_, rules_, at);
    if (touching > rules_.portal_max_ordinary_neighbours) {
        if (why)
            *why =
                placing(true, at, crowded(player, touching, rules_.portal_limit_counts_every_tile));
        return false;
    }
    if (rules_.portal_limit_counts_every_tile) {
        // The new portal is one more tile for any portal it touches.
        for (int j = 0; j < placed.count; ++j) {
            const auto& [n, t] =
                map_.tiles()[static_cast<std::size_t>(placed.index[static_cast<std::size_t>(j)])];
            if (t.kind != TileKind::portal) continue;
            const int theirs = limited_neighbours(map_, rules_, n) + 1;
            if (theirs > rules_.portal_max_ordinary_neighbours) {
                if (why) *why = placing(true, at, crowded(t.portal_owner, theirs, true));
                return false;
            }
        }
    }
    measure_near(placed);
    const Landmark self{at, false, player, {}};
    if (!shortcut_ok(at, &self, why)) {
        if (why) *why = placing(true, at, std::move(*why));
        return false;
    }
    return true;
}

std::optional<text::Message> PlacementChecker::why_not_ordinary(int player, Hex at,
                                                                OrdinaryPlacement kind) const {
    text::Message why;
    if (check_ordinary(player, at, kind, &why)) return std::nullopt;
    return why;
}

std::optional<text::Message> PlacementChecker::why_not_portal(int player, Hex at) const {
    text::Message why;
    if (check_portal(player, at, &why)) return std::nullopt;
    return why;
}

bool PlacementChecker::can_place_ordinary(int player, Hex at, OrdinaryPlacement kind) const {
    return check_ordinary(player, at, kind, nullptr);
}

bool PlacementChecker::can_place_portal(int player, Hex at) const {
    return check_portal(player, at, nullptr);
}

std::optional<text::Message> why_cannot_place_ordinary(const Map& map, const Rules& rules,
                                                       const SeatNames& names, int player, Hex at,
                                                       OrdinaryPlacement kind) {
    return PlacementChecker(map, rules, names).why_not_ordinary(player, at, kind);
}

std::optional<text::Message> why_cannot_place_portal(const Map& map, const Rules& rules,
                                                     const SeatNames& names, int player, Hex at) {
    return PlacementChecker(map, rules, names).why_not_portal(player, at);
}

std::optional<text::Message> why_cannot_remove_portal(const Map& map, const Rules& rules,
                                                      int player) {
    auto at = map.portal_of(player);
    if (!at) return text::Message("refusal.place.portal_absent");
    if (rules.portal_removal_keeps_map_connected && !map.stays_connected_without(*at))
        return text::Message("refusal.place.portal_split");
    return std::nullopt;
}

std::vector<Hex> legal_ordinary_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                      int player, OrdinaryPlacement kind) {
    const PlacementChecker checker(map, rules, names);
    std::vector<Hex> out;
    for (Hex h : map.open_hexes())
        if (checker.can_place_ordinary(player, h, kind)) out.push_back(h);
    return out;
}

std::vector<Hex> legal_portal_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                    int player) {
    std::vector<Hex> out;
    if (map.portal_of(player)) return out;
    const PlacementChecker checker(map, rules, names);
    for (Hex h : map.open_hexes())
        if (checker.can_place_portal(player, h)) out.push_back(h);
    return out;
}

bool qualifies_for_richness_token(const Map& map, const Rules& rules, Hex at,
                                  const std::vector<TileColor>& seat_colours) {
    const Tile* self = map.at(at);
    if (!self || self->kind != TileKind::ordinary) return false;
    // One bit per colour: the distinct colours around, without a std::set's allocations.
    unsigned colours = 0;
    bool touches_portal = false;
    for (Hex n : neighbours(at)) {
        const Tile* t = map.at(n);
        if (!t) continue;
        if (t->kind == TileKind::ordinary && t->color != TileColor::black)
            colours |= 1u << static_cast<unsigned>(t->color);
        if (t->kind != TileKind::portal) continue;
        const auto owner = static_cast<std::size_t>(t->portal_owner);
        if (rules.richness_counts_portals && rules.portal_has_owner_colour &&
            t->portal_owner >= 0 && owner < seat_colours.size())
            colours |= 1u << static_cast<unsigned>(seat_colours[owner]);
        else
            touches_portal = true;
    }
    const int types =
        std::popcount(colours) + (rules.richness_counts_portals && touches_portal ? 1 : 0);
    return types >= rules.richness_min_colours;
}

}  // namespace eden
