// The map of Eden: which tile lies on which hex, and distances through placed tiles.
//
// Rulebook: 003 §Create the Map; RULES.md §2 "Distance" (U20, U21): distance is the number
// of frontiers crossed on the shortest path *through placed tiles*. The `grid` metric is
// kept for rulesets that read U20 the other way (parameter `map.distance_metric`).
#pragma once

#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "eden/hex.hpp"
#include "eden/tile.hpp"

namespace eden {

enum class DistanceMetric { path, grid };

inline constexpr Hex kHeartHex{0, 0};
inline constexpr int kUnreachable = -1;

// Tiles are kept in a vector sorted by hex: a map holds at most a few dozen tiles, so binary
// search over contiguous memory beats a node-based container, and a copy is one allocation.
class Map {
  public:
    using Tiles = std::vector<std::pair<Hex, Tile>>;

    bool empty() const { return tiles_.empty(); }
    std::size_t size() const { return tiles_.size(); }
    bool has(Hex h) const { return index_of(h) >= 0; }
    const Tile* at(Hex h) const;
    Tile* at(Hex h);
    // Sorted by hex.
    const Tiles& tiles() const { return tiles_; }
    // The position of h in tiles(), or -1.
    int index_of(Hex h) const;

    // Precondition: the hex is empty (checked; throws std::logic_error otherwise).
    void place(Hex h, const Tile& t);
    // Precondition: a tile lies there (checked; throws std::logic_error otherwise).
    void remove(Hex h);

    std::optional<Hex> portal_of(int player) const;
    std::vector<Hex> portals() const;
    // Portals not destroyed: the ones that give full control and measure base defense.
    std::vector<Hex> standing_portals() const;
    std::optional<Hex> heart() const;

    // Placed tiles touching h.
    std::vector<Hex> placed_neighbours(Hex h) const;
    int ordinary_neighbour_count(Hex h) const;
    // Empty hexes touching at least one placed tile, in a stable (sorted) order.
    std::vector<Hex> open_hexes() const;

    // Shortest number of frontiers from `from` to every tile reachable through placed tiles.
    // `from` itself must hold a tile.
    std::unordered_map<Hex, int, HexHash> path_distances_from(Hex from) const;
    // The same by position in tiles(): kUnreachable where no path exists.
    std::vector<int> path_distances_by_index(Hex from) const;
    // Distance between two placed tiles under a metric; kUnreachable if no path exists.
    int distance(Hex a, Hex b, DistanceMetric metric) const;

    bool is_connected() const;
    // Whether the remaining tiles stay connected if the tile at h is taken away.
    bool stays_connected_without(Hex h) const;

    friend bool operator==(const Map&, const Map&) = default;

  private:
    Tiles tiles_;
};

}  // namespace eden
