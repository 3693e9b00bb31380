// The placement constraints of map creation, checked "at any time" (003 §Place tiles on the
// map; RULES.md §2 "Map creation" and "Distance"):
//   - a portal at distance >= map.portal_min_distance_heart from the Heart,
//   - and >= map.portal_min_distance_portal from every other portal,
//   - a portal touching at most map.portal_max_ordinary_neighbours ordinary tiles,
//   - no ordinary tile placed within map.own_portal_min_tile_distance - 1 of one's own portal,
//   - (map.forbid_tiles_next_to_portal) no tile placed touching a portal,
//   - (map.portal_removal_keeps_map_connected) no removal that splits the map.
// "At any time" means a placement is illegal if any constraint fails after it, so a tile that
// opens a shortcut between two portals is refused. Richness tokens: 003 §Place tiles on the map.
//
// Parameters read: map.distance_metric, map.portal_*, map.own_portal_min_tile_distance,
// map.forbid_tiles_next_to_portal, map.richness_min_colours, map.richness_counts_portals.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/map.hpp"
#include "eden/rules.hpp"

namespace eden {

// Seat names for messages ("too close to Bob's portal").
using SeatNames = std::vector<std::string>;

// The first constraint the map breaks as it stands, or nullopt.
std::optional<std::string> map_constraint_violation(const Map& map, const Rules& rules,
                                                    const SeatNames& names);

enum class OrdinaryPlacement {
    normal,
    // King of Eden: the face-up tile goes touching the portal (RULES.md §4), which the
    // own-portal distance and next-to-portal rules would otherwise forbid.
    king_of_eden_face_up,
};

// Checks many candidate placements on one map quickly: distances from every portal and from
// the Heart are computed once; a new tile at h can only shorten a path by passing through h,
// so d'(A, B) = min(d(A, B), d(A, n1) + 2 + d(n2, B)) over neighbours n1, n2 of h.
class PlacementChecker {
  public:
    PlacementChecker(const Map& map, const Rules& rules, const SeatNames& names);

    std::optional<std::string> why_not_ordinary(int player, Hex at, OrdinaryPlacement kind) const;
    std::optional<std::string> why_not_portal(int player, Hex at) const;

  private:
    static constexpr int kFar = 1 << 28;
    struct Landmark {
        Hex at;
        bool heart = false;
        int owner = kNoPlayer;
        std::vector<int> dist;  // by tile index; kFar when unreachable
    };
    int dist(const Landmark& from, Hex to) const;
    // The landmarks' pairwise distances after a tile lands at `at`, or the first rule broken.
    std::optional<std::string> shortcut_violation(Hex at, const Landmark* new_portal) const;
    std::string possessive(int player) const;

    const Map& map_;
    const Rules& rules_;
    const SeatNames& names_;
    std::vector<Landmark> landmarks_;  // the Heart (if placed) and every portal
};

std::optional<std::string> why_cannot_place_ordinary(const Map& map, const Rules& rules,
                                                     const SeatNames& names, int player, Hex at,
                                                     OrdinaryPlacement kind);
std::optional<std::string> why_cannot_place_portal(const Map& map, const Rules& rules,
                                                   const SeatNames& names, int player, Hex at);
std::optional<std::string> why_cannot_remove_portal(const Map& map, const Rules& rules, int player);

std::vector<Hex> legal_ordinary_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                      int player, OrdinaryPlacement kind);
std::vector<Hex> legal_portal_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                    int player);

// Whether the ordinary tile at `at` now qualifies for a crystal-shard richness token: it
// touches ordinary non-black tiles of at least map.richness_min_colours colours (and, with
// map.richness_counts_portals, a portal counts as one more type).
bool qualifies_for_richness_token(const Map& map, const Rules& rules, Hex at);

}  // namespace eden
