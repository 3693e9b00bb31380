// How a King of Eden game stands: the players won (the Heart is taken), lost (every portal is
// destroyed), go on, or — in the variant — go on as Supremacy once the Heart falls. A building
// block of the scenario's end in the game flow.
//
// Rulebook: 000 "Victory condition" (conquer the Heart before all portals are destroyed); RULES.md
// §4 "End"; data/scenarios/king-of-eden.json's variant "open" (the dragons leave, Supremacy).
#pragma once

#include "eden/core/rules.hpp"
#include "eden/dragons/state.hpp"
#include "eden/map/map.hpp"

namespace eden {

enum class KingOfEdenOutcome {
    ongoing,
    players_win,         // everyone wins
    players_lose,        // everyone loses
    supremacy_from_now,  // the variant: the King is slain, the game goes on as Supremacy
};

// The Heart no longer the dragons' decides first: taking it is the players' goal, whatever
// else the same action destroyed. Otherwise the players lose once no portal stands.
KingOfEdenOutcome king_of_eden_outcome(const DragonState& d, const Map& map, Victory victory);

}  // namespace eden
