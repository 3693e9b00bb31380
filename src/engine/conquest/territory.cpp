#include "eden/conquest/territory.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "engine/conquest/control_by_index.hpp"

namespace eden {

namespace {

std::size_t type_index(TileColor type) {
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (kResourceColors[i] == type) return i;
    throw std::invalid_argument("black is not a resource");
}

}  // namespace

int ResourceCounts::of(TileColor type) const {
    return by_type[type_index(type)];
}

void ResourceCounts::add(TileColor type, int n) {
    int& slot = by_type[type_index(type)];
    if (slot + n < 0) throw std::logic_error("ResourceCounts: removing more than lies there");
    slot += n;
}

int ResourceCounts::total() const {
    return std::accumulate(by_type.begin(), by_type.end(), 0);
}

int base_defense_for_distance(const Rules& rules, int distance) {
    const auto& table = rules.base_defense_by_distance;
    if (distance < 0) distance = 0;
    if (static_cast<std::size_t>(distance) < table.size())
        return table[static_cast<std::size_t>(distance)];
    const int last = table.back();
    const int step = table[table.size() - 1] - table[table.size() - 2];
    return last + step * (distance - static_cast<int>(table.size()) + 1);
}

int distance_to_nearest_standing_portal(const Map& map, const Rules& rules, Hex at) {
    int best = kUnreachable;
    auto keep = [&best](int d) {
        if (d != kUnreachable && (best == kUnreachable || d < best)) best = d;
    };
    if (rules.distance_metric != DistanceMetric::path) {
        for (Hex p : map.standing_portals())
            keep(map.distance(p, at, rules.distance_metric));
        return best;
    }
    // Path distance is symmetric: one search out from `at` measures every portal at once
    // (every battle's forecast asks, so one search instead of one per portal).
    if (!map.has(at)) return kUnreachable;
    if (map.has_path_distance_table()) {
        const int at_index = map.index_of(at);
        for (Hex p : map.standing_portals())
            keep(map.path_distance_by_index(map.index_of(p), at_index));
        return best;
    }
    const std::vector<int> from_at = map.path_distances_by_index(at);
    for (Hex p : map.standing_portals())
        keep(from_at[static_cast<std::size_t>(map.index_of(p))]);
    return best;
}

int base_defense(const Map& map, const Rules& rules, Hex at) {
    const int d = distance_to_nearest_standing_portal(map, rules, at);
    if (d == kUnreachable)
        return base_defense_for_distance(
            rules, static_cast<int>(rules.base_defense_by_distance.size()) - 1);
    return base_defense_for_distance(rules, d);
}

std::vector<char> detail::fully_controlled_by_index(const Map& map, const Control& control,
                                                    int player) {
    // The search runs over tile positions (control and visits in flat tables).
    const std::vector<int> owner = detail::controllers_by_index(map, control);
    std::vector<char> reached(map.size(), 0);
    std::vector<int> frontier;
    frontier.reserve(map.size());
    const auto& tiles = map.tiles();
    // The player's standing portal (or portals, on a hand-made map) starts the search.
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Tile& t = tiles[i].second;
        if (t.kind == TileKind::portal && !t.portal_destroyed && t.portal_owner == player &&
            owner[i] == player && !reached[i]) {
            reached[i] = 1;
            frontier.push_back(static_cast<int>(i));
        }
    }
    while (!frontier.empty()) {
        const int cur = frontier.back();
        frontier.pop_back();
        for (int n : map.neighbour_indices(tiles[static_cast<std::size_t>(cur)].first)) {
            if (n < 0) continue;
            const auto k = static_cast<std::size_t>(n);
            if (owner[k] != player || reached[k]) continue;
            reached[k] = 1;
            frontier.push_back(n);
        }
    }
    return reached;
}

std::set<Hex> fully_controlled(const Map& map, const Control& control, int player) {
    const std::vector<char> reached = detail::fully_controlled_by_index(map, control, player);
    const auto& tiles = map.tiles();
    std::set<Hex> full;
    for (std::size_t i = 0; i < tiles.size(); ++i)
        if (reached[i]) full.insert(full.end(), tiles[i].first);
    return full;
}

TerritoryBonus territory_bonus(const Map& map, const Rules& rules, const Control& control,
                               const TerritoryResources& resources, Hex at, int player,
                               TileColor civ_resource) {
    auto controlled_by_player = [&](Hex h) {
        auto it = control.find(h);
        return it != control.end() && it->second == player;
    };
    auto is_rich = [&](Hex h) {
        if (!controlled_by_player(h)) return false;
        auto it = resources.find(h);
        if (it == resources.end()) return false;
        int counted = it->second.of(TileColor::white);
        if (civ_resource != TileColor::white) counted += it->second.of(civ_resource);
        return counted >= rules.bonus_resource_threshold;
    };
    TerritoryBonus bonus;
    if (!controlled_by_player(at)) return bonus;
    bonus.rich = is_rich(at);
    for (Hex n : map.placed_neighbours(at))
        if (is_rich(n)) bonus.next_to_rich = true;
    return bonus;
}

}  // namespace eden
