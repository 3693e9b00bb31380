// King of Eden chains (RULES.md §4 "Map"): each player lays 3 tiles out from the Heart at
// distances 1, 2, 3, the portal at the end, and the face-up tile touching the portal; the
// usual constraints apply. A spot is offered only if the chain can still be finished from it
// and, where possible, every later player's chain still fits, so no player is ever left
// without a legal choice.
//
// Parameters read: map.king_of_eden_chain_length, map.distance_metric and the constraints of
// map/placement_rules.hpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/map/placement_rules.hpp"

namespace eden::detail {

struct ChainContext {
    const Rules& rules;
    const SeatNames& names;
    int player;
};

// Why `at` cannot be chain tile `index` (0-based) after `tip`, or nullopt.
std::optional<text::Message> why_not_chain_tile(const Map& map, const ChainContext& c, int index,
                                                Hex tip, Hex at);
// Why the portal cannot go at `at` after the chain's last tile `tip`, or nullopt.
std::optional<text::Message> why_not_chain_portal(const Map& map, const ChainContext& c, Hex tip,
                                                  Hex at);
// Spots for the face-up tile touching the player's portal.
std::vector<Hex> face_up_spots_by_portal(const Map& map, const ChainContext& c);
// The same, keeping room for the chains of `later` players where possible.
std::vector<Hex> face_up_spots_keeping_room(const Map& map, const ChainContext& c,
                                            const std::vector<int>& later);
// Spots for the next chain element: tile `index` while index < chain length, else the portal.
std::vector<Hex> chain_spots(const Map& map, const ChainContext& c, int index, Hex tip,
                             const std::vector<int>& later);
// Whether `players` chains fit around a lone Heart, laid in turn the straightest way. If they
// do, chain_spots() and face_up_spots_keeping_room() always offer a spot from which every
// later chain still fits, so the chain phase never reaches a decision without options (the
// setup check, core/setup_check.cpp, refuses rules for which this is false).
bool every_chain_fits(const Rules& rules, int players);

}  // namespace eden::detail
