#include "eden/map.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace eden {

int Map::index_of(Hex h) const {
    auto it = std::lower_bound(tiles_.begin(), tiles_.end(), h,
                               [](const auto& entry, Hex key) { return entry.first < key; });
    if (it == tiles_.end() || it->first != h) return -1;
    return static_cast<int>(it - tiles_.begin());
}

const Tile* Map::at(Hex h) const {
    const int i = index_of(h);
    return i < 0 ? nullptr : &tiles_[static_cast<std::size_t>(i)].second;
}

Tile* Map::at(Hex h) {
    const int i = index_of(h);
    return i < 0 ? nullptr : &tiles_[static_cast<std::size_t>(i)].second;
}

void Map::place(Hex h, const Tile& t) {
    auto it = std::lower_bound(tiles_.begin(), tiles_.end(), h,
                               [](const auto& entry, Hex key) { return entry.first < key; });
    if (it != tiles_.end() && it->first == h)
        throw std::logic_error("Map::place: hex " + to_string(h) + " is taken");
    tiles_.insert(it, {h, t});
}

void Map::remove(Hex h) {
    const int i = index_of(h);
    if (i < 0) throw std::logic_error("Map::remove: no tile at " + to_string(h));
    tiles_.erase(tiles_.begin() + i);
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

std::vector<Hex> Map::standing_portals() const {
    std::vector<Hex> out;
    for (const auto& [h, t] : tiles_)
        if (t.kind == TileKind::portal && !t.portal_destroyed) out.push_back(h);
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

std::vector<int> Map::path_distances_by_index(Hex from) const {
    std::vector<int> dist(tiles_.size(), kUnreachable);
    const int start = index_of(from);
    if (start < 0) return dist;
    std::vector<int> queue{start};
    dist[static_cast<std::size_t>(start)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int cur = queue[head];
        const int d = dist[static_cast<std::size_t>(cur)];
        for (Hex n : neighbours(tiles_[static_cast<std::size_t>(cur)].first)) {
            const int i = index_of(n);
            if (i < 0 || dist[static_cast<std::size_t>(i)] != kUnreachable) continue;
            dist[static_cast<std::size_t>(i)] = d + 1;
            queue.push_back(i);
        }
    }
    return dist;
}

std::unordered_map<Hex, int, HexHash> Map::path_distances_from(Hex from) const {
    std::unordered_map<Hex, int, HexHash> out;
    const auto dist = path_distances_by_index(from);
    for (std::size_t i = 0; i < dist.size(); ++i)
        if (dist[i] != kUnreachable) out.emplace(tiles_[i].first, dist[i]);
    return out;
}

int Map::distance(Hex a, Hex b, DistanceMetric metric) const {
    if (metric == DistanceMetric::grid) return grid_distance(a, b);
    const int i = index_of(b);
    if (i < 0) return kUnreachable;
    return path_distances_by_index(a)[static_cast<std::size_t>(i)];
}

bool Map::is_connected() const {
    if (tiles_.empty()) return true;
    const auto dist = path_distances_by_index(tiles_.front().first);
    return std::find(dist.begin(), dist.end(), kUnreachable) == dist.end();
}

bool Map::stays_connected_without(Hex h) const {
    if (!has(h)) return is_connected();
    Map copy = *this;
    copy.remove(h);
    return copy.is_connected();
}

}  // namespace eden
