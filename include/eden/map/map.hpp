// The map of Eden: which tile lies on which hex, and distances through placed tiles.
//
// Rulebook: 003 §Create the Map; RULES.md §2 "Distance" (U20, U21): distance is the number
// of frontiers crossed on the shortest path *through placed tiles*. The `grid` metric is
// kept for rulesets that read U20 the other way (parameter `map.distance_metric`).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "eden/map/hex.hpp"
#include "eden/map/tile.hpp"

namespace eden {

enum class DistanceMetric { path, grid };

inline constexpr Hex kHeartHex{0, 0};
inline constexpr int kUnreachable = -1;

// Tiles are kept in a vector sorted by hex: a map holds at most a few dozen tiles, so
// iteration is over contiguous memory and a copy is one allocation. Lookups by hex are the hot
// path of map creation (every legality check walks neighbours and distances), so a small
// dense window around the Heart maps a hex straight to its position in the vector; hexes
// outside the window fall back to binary search, so any coordinates stay correct.
class Map {
  public:
    using Tiles = std::vector<std::pair<Hex, Tile>>;

    Map() = default;
    Map(const Map&) = default;
    Map& operator=(const Map&) = default;
    // A moved-from map is left empty: the window is an array, which a move copies, so the
    // defaults would leave it naming positions in a vector that the move emptied.
    Map(Map&& other) noexcept
        : tiles_(std::move(other.tiles_)),
          distances_(std::move(other.distances_)),
          slot_(other.slot_) {
        other.tiles_.clear();
        other.slot_ = {};
    }
    Map& operator=(Map&& other) noexcept {
        if (this == &other) return *this;
        tiles_ = std::move(other.tiles_);
        slot_ = other.slot_;
        distances_ = std::move(other.distances_);
        other.tiles_.clear();
        other.slot_ = {};
        return *this;
    }

    bool empty() const { return tiles_.empty(); }
    std::size_t size() const { return tiles_.size(); }
    bool has(Hex h) const { return index_of(h) >= 0; }
    const Tile* at(Hex h) const {
        const int i = index_of(h);
        return i < 0 ? nullptr : &tiles_[static_cast<std::size_t>(i)].second;
    }
    Tile* at(Hex h) {
        const int i = index_of(h);
        return i < 0 ? nullptr : &tiles_[static_cast<std::size_t>(i)].second;
    }
    // Sorted by hex.
    const Tiles& tiles() const { return tiles_; }
    // The position of h in tiles(), or -1.
    int index_of(Hex h) const {
        if (!in_window(h)) return index_by_search(h);
        return slot_[window_slot(h)] - 1;
    }
    // index_of for the six neighbours of h, in kHexDirections order: the loops over
    // neighbours in distances and placement checks are the hot path, and inside the window a
    // neighbour is a fixed offset away, with no bounds check per neighbour.
    std::array<int, 6> neighbour_indices(Hex h) const {
        std::array<int, 6> out{};
        if (in_interior(h)) {
            const std::int16_t* centre = &slot_[window_slot(h)];
            for (std::size_t i = 0; i < 6; ++i)
                out[i] = centre[kNeighbourOffsets[i]] - 1;
        } else {
            for (std::size_t i = 0; i < 6; ++i)
                out[i] = index_of(h + kHexDirections[i]);
        }
        return out;
    }

    // Precondition: the hex is empty (checked; throws std::logic_error otherwise). Placing or
    // removing a tile drops the distance table (cache_path_distances).
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

    // Measures every path distance once and keeps the table, shared by copies of the map, until
    // a tile is placed or removed. The map is fixed during the conquest, whose every battle and
    // production asks for distances (a breadth-first search each, 10 % of a playout before).
    void cache_path_distances();
    bool has_path_distance_table() const { return distances_ != nullptr; }
    // Path distance between the tiles at positions a and b of tiles(); kUnreachable if none.
    int path_distance_by_index(int a, int b) const;

    bool is_connected() const;
    // Whether the remaining tiles stay connected if the tile at h is taken away.
    bool stays_connected_without(Hex h) const;

    // The window and the distance table are derived from tiles_, so equal tiles mean equal maps.
    friend bool operator==(const Map& a, const Map& b) { return a.tiles_ == b.tiles_; }

  private:
    // q and r in [-16, 15]: 700 six-player random maps of every scenario stay within
    // [-15, 14] counting the open hexes around them, and 32 x 32 int16 entries (2 KB) keep a
    // Map copy a memcpy of the window plus one allocation (about 80 ns); a 64 x 64 window
    // would quadruple that for no gain.
    static constexpr int kWindowHalf = 16;
    static constexpr int kWindowSide = 2 * kWindowHalf;
    static constexpr bool in_window(Hex h) {
        return static_cast<unsigned>(h.q + kWindowHalf) < static_cast<unsigned>(kWindowSide) &&
               static_cast<unsigned>(h.r + kWindowHalf) < static_cast<unsigned>(kWindowSide);
    }
    static constexpr std::size_t window_slot(Hex h) {
        return static_cast<std::size_t>((h.q + kWindowHalf) * kWindowSide + (h.r + kWindowHalf));
    }
    // Hexes whose six neighbours all lie in the window.
    static constexpr bool in_interior(Hex h) {
        return static_cast<unsigned>(h.q + kWindowHalf - 1) <
                   static_cast<unsigned>(kWindowSide - 2) &&
               static_cast<unsigned>(h.r + kWindowHalf - 1) <
                   static_cast<unsigned>(kWindowSide - 2);
    }
    // Slot distance from a hex to each neighbour, in kHexDirections order.
    static constexpr std::array<std::ptrdiff_t, 6> kNeighbourOffsets = [] {
        std::array<std::ptrdiff_t, 6> out{};
        for (std::size_t i = 0; i < 6; ++i)
            out[i] = kHexDirections[i].q * kWindowSide + kHexDirections[i].r;
        return out;
    }();
    int index_by_search(Hex h) const;
    // Rewrites the window entries of tiles_[from..]: inserting or erasing shifts their indices.
    void reindex_from(std::size_t from);

    Tiles tiles_;
    // Row-major size() x size() path distances by position, or null: see cache_path_distances.
    std::shared_ptr<const std::vector<int>> distances_;
    // Position in tiles_ plus one, 0 for no tile: zero-initialised means an empty map.
    std::array<std::int16_t, kWindowSide * kWindowSide> slot_{};
};

}  // namespace eden
