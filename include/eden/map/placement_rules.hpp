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

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "eden/core/rules.hpp"
#include "eden/map/map.hpp"
#include "eden/text/message.hpp"

namespace eden {

// Seat names for messages ("too close to Bob's portal").
using SeatNames = std::vector<std::string>;

// One constraint a map breaks as it stands (issue 38 item 2: the map editor marks each on its
// hexes). No words: map_constraint_violation words the first for a data file's error, the
// editor words each through the catalogs.
struct MapViolation {
    enum class Kind {
        crowded,     // a portal touches more tiles than allowed: `value` of at most `limit`
        near_heart,  // a portal `value` from the Heart, at least `limit` wanted
        near_portal  // two portals `value` apart, at least `limit` wanted
    };
    Kind kind = Kind::crowded;
    int owner = kNoPlayer;  // the portal's seat
    int other = kNoPlayer;  // near_portal: the other portal's seat
    int value = 0;
    int limit = 0;
    bool through = false;     // distances measured through the tiles (map.distance_metric)
    bool every_tile = false;  // crowded: every tile counts, not only ordinary ones
    std::vector<Hex> hexes;   // the portal first, then the Heart, other portal or tiles
    friend bool operator==(const MapViolation&, const MapViolation&) = default;
};

// What makes a map unable to seat a game as a whole, before any placement rule (003 §Setup: 2
// to 6 players, a portal each, around the one Heart, on one map). The loader of data/maps,
// `eden-cli simulate --map` and the map editor all check these; each words them its own way.
struct WholeMapProblem {
    enum class Kind {
        no_heart,        // the map has no Heart of Eden
        portal_count,    // `value` portals, not 2 to 6 (hexes: the portals)
        missing_portal,  // seat `value` has no portal though a later seat has one
        cut_off          // `value` tiles joined to the rest by no path (hexes: those tiles)
    };
    Kind kind = Kind::no_heart;
    int value = 0;
    std::vector<Hex> hexes;
    friend bool operator==(const WholeMapProblem&, const WholeMapProblem&) = default;
};

// Every such problem, in the order above. "Cut off" is measured from the Heart, or from the
// first tile when there is none.
std::vector<WholeMapProblem> whole_map_problems(const Map& map);

// Every constraint the map breaks, portal by portal in hex order: for each, its crowding, then
// its distance to the Heart, then to each later portal.
std::vector<MapViolation> map_constraint_violations(const Map& map, const Rules& rules);

// The first constraint the map breaks as it stands, or nullopt. In English: it words a data
// file's error (DataError), which a designer reads beside its JSON pointer.
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
// so d'(A, B) = min(d(A, B), d(A, n1) + 2 + d(n2, B)) over neighbours n1, n2 of h, which is
// min(d(A, B), near(A) + 2 + near(B)) with near(X) the distance from X to h's closest neighbour.
class PlacementChecker {
  public:
    // `names` is not read: a refusal is a message whose seats its reader names (issue 36). It
    // goes with the other SeatNames parameters once map_constraint_violation, the last English
    // wording here, is a message too.
    PlacementChecker(const Map& map, const Rules& rules, const SeatNames& names);

    std::optional<text::Message> why_not_ordinary(int player, Hex at, OrdinaryPlacement kind) const;
    std::optional<text::Message> why_not_portal(int player, Hex at) const;
    // The same verdicts without composing a reason: scans of every open hex only need yes or
    // no, and building the message of each refused hex costs allocations.
    bool can_place_ordinary(int player, Hex at, OrdinaryPlacement kind) const;
    bool can_place_portal(int player, Hex at) const;

  private:
    static constexpr int kFar = 1 << 28;
    struct Landmark {
        Hex at;
        bool heart = false;
        int owner = kNoPlayer;
        std::vector<int> dist;  // by tile index; kFar when unreachable
    };
    // The placed neighbours of a candidate hex, in direction order, by position in tiles().
    struct Around {
        std::array<int, 6> index{};
        int count = 0;
    };
    Around around(Hex at) const;
    // Fills near_ with each landmark's distance to its closest tile in `placed` (kFar if none).
    void measure_near(const Around& placed) const;
    // Each check returns whether the placement is legal; when it is not and `why` is given,
    // the reason is written there.
    bool check_ordinary(int player, Hex at, OrdinaryPlacement kind, text::Message* why) const;
    bool check_portal(int player, Hex at, text::Message* why) const;
    // The landmarks' pairwise distances after a tile lands at `at`, or the first rule broken.
    // Reads near_, which the caller has measured for the placed neighbours of `at`.
    bool shortcut_ok(Hex at, const Landmark* new_portal, text::Message* why) const;
    // Why two landmarks at distance d are too close.
    text::Message too_close_reason(const Landmark& a, const Landmark& b, int d) const;
    // "a tile at (1,2): <reason>", "a portal at …": which placement broke a rule elsewhere.
    static text::Message placing(bool portal, Hex at, text::Message reason);
    // "Bob's portal would touch 4 ordinary tiles (at most 3)".
    text::Message crowded(int owner, int touching, bool every_tile) const;

    const Map& map_;
    const Rules& rules_;
    std::vector<Landmark> landmarks_;  // the Heart (if placed) and every portal
    // Path metric: pair_[i * n + k] is the distance from landmark i to landmark k on the map
    // as it stands, which no candidate changes.
    std::vector<int> pair_;
    // Scratch for measure_near, reused across candidates to avoid an allocation per hex; a
    // checker is a short-lived local, never shared between threads.
    mutable std::vector<int> near_;
};

std::optional<text::Message> why_cannot_place_ordinary(const Map& map, const Rules& rules,
                                                       const SeatNames& names, int player, Hex at,
                                                       OrdinaryPlacement kind);
std::optional<text::Message> why_cannot_place_portal(const Map& map, const Rules& rules,
                                                     const SeatNames& names, int player, Hex at);
std::optional<text::Message> why_cannot_remove_portal(const Map& map, const Rules& rules,
                                                      int player);

std::vector<Hex> legal_ordinary_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                      int player, OrdinaryPlacement kind);
std::vector<Hex> legal_portal_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                    int player);

// Whether the ordinary tile at `at` now qualifies for a crystal-shard richness token: it
// touches ordinary non-black tiles of at least map.richness_min_colours colours. With
// map.richness_counts_portals a touching portal counts too: as one more type, or, with
// map.portal_has_owner_colour (004: "les tuiles portail comptent"; RULES.md §6), as its owner's
// colour, `seat_colours[owner]` (a portal whose owner has no colour there counts as a type).
bool qualifies_for_richness_token(const Map& map, const Rules& rules, Hex at,
                                  const std::vector<TileColor>& seat_colours = {});

}  // namespace eden
