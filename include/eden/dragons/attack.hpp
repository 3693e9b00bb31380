// A dragon attack on the dragons' state: the hand dealt and played onto a front (its dragons in
// play until the battle is over), the front cleared after the battle, and a territory taken.
// Building blocks of the dragons' turn in the game flow, each keeping every dragon card counted.
//
// Rulebook: 000 "Mechanics" (a 5-card hand played in random order; the dragons take a territory:
// its resources and portal are destroyed), King of Eden ("can't collapse or be discarded", +1
// per dragon territory other than the Heart); RULES.md §4 "A dragon attack", "Dragon conquest";
// U105 (a territory the dragons lose is no longer theirs; cut-off territories still count).
#pragma once

#include <map>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/dragons/hand_play.hpp"
#include "eden/dragons/state.hpp"
#include "eden/map/map.hpp"

namespace eden {

// The dragon territories other than the Heart (the King of Eden's +1 each), cut-off ones included.
int dragon_territories_besides_heart(const DragonState& d, const Map& map);

// An attack on a territory defended by its base defense: a hand is dealt from the dragons' deck
// and played in random order (play_dragon_hand_on_base_defense); its dragons are in play until
// dragons_clear_fronts.
DragonHandResult dragons_play_on_base_defense(DragonState& d, const DragonDeckDef& def,
                                              const Map& map, Rng& rng);

// After a battle: the dragons in play and any card left in their hand go to the discard pile,
// except the King of Eden, who goes back beside the Heart (he is never discarded).
void dragons_clear_fronts(DragonState& d, const DragonDeckDef& def);

// RULES.md §4 "Players attacking dragon territories": a dragon territory other than the Heart
// defends like a wild territory with the dragons' base defense, `cut_off_penalty` less when it is
// cut off from the Heart (U105). Precondition: `territory` is the dragons' and not the Heart.
int dragon_territory_defense_of(const DragonState& d, const DragonDeckDef& def, const Map& map,
                                Hex territory);

// RULES.md §4 "Support" (U104): the seats that may support `defender` against a dragon attack on
// `territory`: every other seat controlling a territory touching it, not `eliminated`. Sorted.
std::vector<int> dragon_support_candidates(const Map& map, const Control& control, Hex territory,
                                           int defender, const std::vector<bool>& eliminated);

// The dragons take `territory`: it becomes theirs, its resources are destroyed, a portal on it is
// destroyed (dragons_conquer). Returns the seat that lost it (kNoPlayer for a wild territory).
int dragons_take(DragonState& d, Map& map, TerritoryResources& resources, Control& control,
                 Hex territory);

}  // namespace eden
