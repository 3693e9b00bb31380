// How a King of Eden game stands (include/eden/dragons/victory.hpp). Rulebook: 000 "Victory
// condition"; RULES.md §4 "End".
#include "eden/dragons/victory.hpp"

namespace eden {

KingOfEdenOutcome king_of_eden_outcome(const DragonState& d, const Map& map, Victory victory) {
    const auto heart = map.heart();
    if (heart && !d.territories.count(*heart))
        return victory == Victory::king_of_eden_then_supremacy
                   ? KingOfEdenOutcome::supremacy_from_now
                   : KingOfEdenOutcome::players_win;
    if (map.standing_portals().empty()) return KingOfEdenOutcome::players_lose;
    return KingOfEdenOutcome::ongoing;
}

}  // namespace eden
