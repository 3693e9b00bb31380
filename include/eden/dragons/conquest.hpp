// What a dragon battle decides and what a dragon victory does to the map: the second building
// block of a dragon attack (not yet part of the game flow).
//
// Rulebook: 000 "Mechanics" (support: the sum of the dragons' strengths over both battles against
// the sum of the players'; conquered territories lose their resources, a portal is destroyed;
// the dragons win automatically against wild territories); RULES.md §4 "Support", "Dragon
// conquest", and §2 "Battle" (a tie holds the territory).
#pragma once

#include <map>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/map/map.hpp"

namespace eden {

// One battle, or a supported one (the defender's and the supporter's): the dragons take the
// territory when their strengths summed over the battles exceed the players' summed strengths;
// a tie holds. A wild territory (no battle at all: both lists empty and `wild`) falls at once.
bool dragons_take_territory(const std::vector<int>& dragon_strengths,
                            const std::vector<int>& player_strengths, bool wild);

// 000: the dragons conquer `territory`: every resource on it is destroyed, a portal on it is
// destroyed, and it leaves `control` (the dragons' territories are kept apart by the caller).
// Returns the seat that lost it (kNoPlayer for a wild territory).
int dragons_conquer(Map& map, TerritoryResources& resources, Control& control, Hex territory);

}  // namespace eden
