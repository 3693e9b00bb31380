#include "eden/map.hpp"

#include <algorithm>
#include <deque>
#include <set>
#include <stdexcept>

namespace eden {

const Tile* Map::at(Hex h) const {
    auto it = tiles_.find(h);
    return it == tiles_.end() ? nullptr : &it->second;
}

Tile* Map::at(Hex h) {
    auto it = tiles_.find(h);
    return it == tiles_.end() ? nullptr : &it->second;
}

void Map::place(Hex h, const Tile& t) {
    if (!tiles_.emplace(h, t).second)
        throw std::logic_error("Map::place: hex " + to_string(h) + " is taken");
}

void Map::remove(Hex h) {
    if (tiles_.erase(h) == 0) throw std::logic_error("Map::remove: no tile at " + to_string(h));
}

std::optional<Hex> Map::portal_of(int player) const {
    for (const auto& [h, t] : tiles_)
        if (t.kind == TileKind::portal && t.portal_owner == player) return h;
    return std::nullopt;
}

std::vector<Hex> Map::portals() const {
    std::vector<Hex> out;
    for (const auto& [h, t] : tiles_)
        if (t.kind == TileKind::portal) out.push_back(h);
    return out;
}

std::optional<Hex> Map::heart() const {
    for (const auto& [h, t] : tiles_)
        if (t.kind == TileKind::heart) return h;
    return std::nullopt;
}

std::vector<Hex> Map::placed_neighbours(Hex h) const {
    std::vector<Hex> out;
    for (Hex n : neighbours(h))
        if (has(n)) out.push_back(n);
    return out;
}

int Map::ordinary_neighbour_count(Hex h) const {
    int count = 0;
    for (Hex n : neighbours(h)) {
        const Tile* t = at(n);
        if (t && t->kind == TileKind::ordinary) ++count;
    }
    return count;
}

std::vector<Hex> Map::open_hexes() const {
    std::set<Hex> out;
    for (const auto& [h, t] : tiles_)
        for (Hex n : neighbours(h))
            if (!has(n)) out.insert(n);
    return {out.begin(), out.end()};
}

std::unordered_map<Hex, int, HexHash> Map::path_distances_from(Hex from) const {
    std::unordered_map<Hex, int, HexHash> dist;
    if (!has(from)) return dist;
    std::deque<Hex> queue{from};
    dist.emplace(from, 0);
    while (!queue.empty()) {
        Hex cur = queue.front();
        queue.pop_front();
        const int d = dist[cur];
        for (Hex n : neighbours(cur)) {
            if (!has(n) || dist.count(n)) continue;
            dist.emplace(n, d + 1);
            queue.push_back(n);
        }
    }
    return dist;
}

int Map::distance(Hex a, Hex b, DistanceMetric metric) const {
    if (metric == DistanceMetric::grid) return grid_distance(a, b);
    const auto dist = path_distances_from(a);
    auto it = dist.find(b);
    return it == dist.end() ? kUnreachable : it->second;
}

bool Map::is_connected() const {
    if (tiles_.empty()) return true;
    return path_distances_from(tiles_.begin()->first).size() == tiles_.size();
}

bool Map::stays_connected_without(Hex h) const {
    if (!has(h)) return is_connected();
    Map copy = *this;
    copy.remove(h);
    return copy.is_connected();
}

}  // namespace eden
