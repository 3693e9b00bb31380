// The dragons' cards on a front drawn as units (issue 15: a dragon battle shows as a battle):
// each dragon with the strength it adds to the dragons' side, computed by the engine's own
// dragon_unit_strength (RULES.md §4: permanent effects such as Golden Dragon's aura and the King
// of Eden's +1 per dragon territory). Pure C++, no SDL; the battle section and the battle
// record read it.
#pragma once

#include <string>
#include <vector>

#include "eden/core/game_state.hpp"
#include "eden/dragons/abilities.hpp"

namespace eden::app {

struct DragonUnit {
    std::string card;  // dragon card id
    const CardDef* def = nullptr;
    int strength = 0;
    bool doomed = false;
};

// The dragons on front `front` of the battle being fought: their side when they attack a
// player's territory, the Heart's defense when players attack it. Empty without dragons there.
std::vector<DragonUnit> dragons_on_front(const GameState& state, int front);

// Each dragon's strength on a front holding `dragons` in that order, against a player who fights
// with cards (`enemy_by_hand`) or on base defense.
std::vector<int> dragon_unit_strengths(const GameState& state,
                                       const std::vector<DragonUnitView>& dragons,
                                       bool enemy_by_hand);

}  // namespace eden::app
