#include "eden/map/map.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <stdexcept>

namespace eden {

namespace {

auto lower_bound_of(const Map::Tiles& tiles, Hex h) {
    return std::lower_bound(tiles.begin(), tiles.end(), h,
                            [](const auto& entry, Hex key) { return entry.first < key; });
}

}  // namespace

int Map::index_by_search(Hex h) const {
    auto it = lower_bound_of(tiles_, h);
    if (it == tiles_.end() || it->first != h) return -1;
    return static_cast<int>(it - tiles_.begin());
}

void Map::reindex_from(std::size_t from) {
    for (std::size_t i = from; i < tiles_.size(); ++i) {
        const Hex h = tiles_[i].first;
        if (in_window(h)) slot_[window_slot(h)] = static_cast<std::int16_t>(i + 1);
    }
}

void Map::place(Hex h, const Tile& t) {
    auto it = lower_bound_of(tiles_, h);
    if (it != tiles_.end() && it->first == h)
        throw std::logic_error("Map::place: hex " + to_string(h) + " is taken");
    // The window stores position + 1 in an int16.
    if (tiles_.size() >= static_cast<std::size_t>(std::numeric_limits<std::int16_t>::max()))
        throw std::logic_error("Map::place: too many tiles");
    const auto pos = static_cast<std::size_t>(it - tiles_.begin());
    tiles_.insert(it, {h, t});
    distances_.reset();
    reindex_from(pos);
}

void Map::remove(Hex h) {
    const int i = index_of(h);
    if (i < 0) throw std::logic_error("Map::remove: no tile at " + to_string(h));
    tiles_.erase(tiles_.begin() + i);
    distances_.reset();
    if (in_window(h)) slot_[window_slot(h)] = 0;
    reindex_from(static_cast<std::size_t>(i));
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
    out.reserve(8);  // a portal per seat at most: one allocation, not one per doubling
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
    const auto around = neighbour_indices(h);
    for (std::size_t i = 0; i < 6; ++i)
        if (around[i] >= 0) out.push_back(h + kHexDirections[i]);
    return out;
}

int Map::ordinary_neighbour_count(Hex h) const {
    int count = 0;
    for (int i : neighbour_indices(h))
        if (i >= 0 && tiles_[static_cast<std::size_t>(i)].second.kind == TileKind::ordinary)
            ++count;
    return count;
}

std::vector<Hex> Map::open_hexes() const {
    // Open hexes in the window are marked in a bitset, whose slot order is (q, r) order, so
    // reading the set bits back yields them sorted and without duplicates: no std::set nodes
    // and no sort. The rare hexes outside the window are sorted apart and merged in.
    constexpr std::size_t kWords = kWindowSide * kWindowSide / 64;
    std::array<std::uint64_t, kWords> seen{};
    std::vector<Hex> outside;
    for (const auto& [h, t] : tiles_) {
        const auto around = neighbour_indices(h);
        for (std::size_t i = 0; i < 6; ++i) {
            if (around[i] >= 0) continue;
            const Hex n = h + kHexDirections[i];
            if (in_window(n)) {
                const std::size_t slot = window_slot(n);
                seen[slot / 64] |= std::uint64_t{1} << (slot % 64);
            } else {
                outside.push_back(n);
            }
        }
    }
    std::size_t count = 0;
    for (std::uint64_t word : seen)
        count += static_cast<std::size_t>(std::popcount(word));
    std::vector<Hex> out;
    out.reserve(count + outside.size());
    for (std::size_t w = 0; w < kWords; ++w) {
        for (std::uint64_t bits = seen[w]; bits != 0; bits &= bits - 1) {
            const int slot = static_cast<int>(w * 64) + std::countr_zero(bits);
            out.push_back({slot / kWindowSide - kWindowHalf, slot % kWindowSide - kWindowHalf});
        }
    }
    if (!outside.empty()) {
        std::sort(outside.begin(), outside.end());
        outside.erase(std::unique(outside.begin(), outside.end()), outside.end());
        const auto middle = out.insert(out.end(), outside.begin(), outside.end());
        std::inplace_merge(out.begin(), middle, out.end());
    }
    return out;
}

namespace {

// Breadth-first search over tile positions; `blocked` (a position, or -1) is treated as absent.
std::vector<int> bfs_by_index(const Map& map, int start, int blocked) {
    const auto& tiles = map.tiles();
    std::vector<int> dist(tiles.size(), kUnreachable);
    if (start < 0) return dist;
    // Each tile enters the queue at most once. Maps hold a few dozen tiles, so the queue
    // lives on the stack and the only allocation is the result.
    constexpr std::size_t kSmall = 256;
    std::array<int, kSmall> small;
    std::vector<int> large;
    int* queue = small.data();
    if (tiles.size() > kSmall) {
        large.resize(tiles.size());
        queue = large.data();
    }
    std::size_t tail = 0;
    queue[tail++] = start;
    dist[static_cast<std::size_t>(start)] = 0;
    for (std::size_t head = 0; head < tail; ++head) {
        const int cur = queue[head];
        const int d = dist[static_cast<std::size_t>(cur)];
        for (int i : map.neighbour_indices(tiles[static_cast<std::size_t>(cur)].first)) {
            if (i < 0 || i == blocked || dist[static_cast<std::size_t>(i)] != kUnreachable)
                continue;
            dist[static_cast<std::size_t>(i)] = d + 1;
            queue[tail++] = i;
        }
    }
    return dist;
}

}  // namespace

std::vector<int> Map::path_distances_by_index(Hex from) const {
    const int start = index_of(from);
    if (distances_ && start >= 0) {
        const auto row = distances_->begin() +
                         static_cast<std::ptrdiff_t>(static_cast<std::size_t>(start) * size());
        return std::vector<int>(row, row + static_cast<std::ptrdiff_t>(size()));
    }
    return bfs_by_index(*this, start, -1);
}

void Map::cache_path_distances() {
    auto table = std::make_shared<std::vector<int>>();
    table->reserve(size() * size());
    for (std::size_t i = 0; i < size(); ++i) {
        const auto row = bfs_by_index(*this, static_cast<int>(i), -1);
        table->insert(table->end(), row.begin(), row.end());
    }
    distances_ = std::move(table);
}

int Map::path_distance_by_index(int a, int b) const {
    if (a < 0 || b < 0) return kUnreachable;
    if (distances_)
        return (*distances_)[static_cast<std::size_t>(a) * size() + static_cast<std::size_t>(b)];
    return bfs_by_index(*this, a, -1)[static_cast<std::size_t>(b)];
}

std::unordered_map<Hex, int, HexHash> Map::path_distances_from(Hex from) const {
    std::unordered_map<Hex, int, HexHash> out;
    const auto dist = path_distances_by_index(from);
    out.reserve(dist.size());
    for (std::size_t i = 0; i < dist.size(); ++i)
        if (dist[i] != kUnreachable) out.emplace(tiles_[i].first, dist[i]);
    return out;
}

int Map::distance(Hex a, Hex b, DistanceMetric metric) const {
    if (metric == DistanceMetric::grid) return grid_distance(a, b);
    const int i = index_of(b);
    if (i < 0) return kUnreachable;
    const int from = index_of(a);
    // A hex with no tile reaches nothing (as the search from it would say).
    if (from < 0) return kUnreachable;
    return path_distance_by_index(from, i);
}

bool Map::is_connected() const {
    if (tiles_.empty()) return true;
    const auto dist = path_distances_by_index(tiles_.front().first);
    return std::find(dist.begin(), dist.end(), kUnreachable) == dist.end();
}

bool Map::stays_connected_without(Hex h) const {
    const int gone = index_of(h);
    if (gone < 0) return is_connected();
    // Searching around the blocked position answers the same question as searching a copy
    // with the tile removed, without copying the map.
    if (tiles_.size() == 1) return true;
    const int start = gone == 0 ? 1 : 0;
    const auto dist = bfs_by_index(*this, start, gone);
    for (std::size_t i = 0; i < dist.size(); ++i)
        if (static_cast<int>(i) != gone && dist[i] == kUnreachable) return false;
    return true;
}

}  // namespace eden
