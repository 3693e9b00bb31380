// What a dragon battle decides and what a dragon victory does (include/eden/dragons/conquest.hpp).
// Rulebook: 000 "Mechanics"; RULES.md §4 "Support", "Dragon conquest".
#include "eden/dragons/conquest.hpp"

#include <numeric>

namespace eden {

bool dragons_take_territory(const std::vector<int>& dragon_strengths,
                            const std::vector<int>& player_strengths, bool wild) {
    if (wild && dragon_strengths.empty() && player_strengths.empty()) return true;
    const int dragons = std::accumulate(dragon_strengths.begin(), dragon_strengths.end(), 0);
    const int players = std::accumulate(player_strengths.begin(), player_strengths.end(), 0);
    return dragons > players;
}

int dragons_conquer(Map& map, TerritoryResources& resources, Control& control, Hex territory) {
    resources.erase(territory);
    if (Tile* t = map.at(territory); t && t->kind == TileKind::portal) t->portal_destroyed = true;
    const auto it = control.find(territory);
    if (it == control.end()) return kNoPlayer;
    const int loser = it->second;
    control.erase(it);
    return loser;
}

}  // namespace eden
