// The dragons' territories and whom they attack: connection to the Heart, cut-off territories,
// the attackable territories, the dragon base defense and the target cards' selection.
//
// Rulebook: 000 "Mechanics" (attacks only on the frontiers of dragon territories connected to
// the Heart; a disconnected dragon territory defends with −5 and is not used by the target
// cards; base defense 5, +2 per dragons' turn from turn 3), "Dragon target cards"; RULES.md §4
// "Dragons", "Dragon turn", "Players attacking dragon territories" (U99, U105). Distance is
// RULES.md §2's (map.distance_metric).
#pragma once

#include <map>
#include <set>
#include <vector>

#include "eden/core/rules.hpp"
#include "eden/dragons/deck.hpp"
#include "eden/map/hex_table.hpp"
#include "eden/map/map.hpp"

namespace eden {

// What the target cards look at.
struct DragonMapView {
    const Map* map = nullptr;
    std::set<Hex> dragons;             // the dragons' territories (the Heart while they hold it)
    HexTable<int> players;             // territories a player controls -> seat; others are wild
    std::set<int> attacked_last_turn;  // seats the dragons attacked in their last turn
    DistanceMetric metric = DistanceMetric::path;
};

// The dragon territories connected to the Heart through dragon territories (empty once the
// Heart is no longer theirs).
std::set<Hex> dragon_territories_connected(const DragonMapView& view);
// A dragon territory not connected to the Heart.
bool dragon_territory_cut_off(const DragonMapView& view, Hex territory);

// RULES.md §4: the non-dragon territories touching a dragon territory connected to the Heart.
std::vector<Hex> dragon_attackable(const DragonMapView& view);

// One selection of a target card (RULES.md §4): among the attackable territories (for
// players_not_attacked_last_turn: those of players the dragons did not attack in their last
// turn, or every player's if none of those is attackable), all those at the minimum
// (closest) or maximum (furthest) distance to the Heart. "×2" is a second call once the first
// attacks are resolved. Sorted.
std::vector<Hex> dragon_targets(const DragonTargetCard& card, const DragonMapView& view);

// 000: the dragons' base defense during round `round` once their turn of that round has begun:
// `start`, +`step` at each dragons' turn from round `from_round` (5, 5, 7, 9, ... by default).
int dragon_base_defense(const DragonBaseDefense& rule, int round);
// A dragon territory's defense when a player attacks it: the base defense, `cut_off_penalty`
// less when cut off from the Heart, never below 0.
int dragon_territory_defense(const DragonBaseDefense& rule, int base_defense, bool cut_off);

}  // namespace eden
