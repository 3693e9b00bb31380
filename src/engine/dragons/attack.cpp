// A dragon attack on the dragons' state (include/eden/dragons/attack.hpp). Rulebook: 000
// "Mechanics", King of Eden; RULES.md §4 "A dragon attack", "Dragon conquest".
#include "eden/dragons/attack.hpp"

#include <set>

#include "eden/dragons/conquest.hpp"
#include "eden/dragons/targets.hpp"

namespace eden {

int dragon_territories_besides_heart(const DragonState& d, const Map& map) {
    const auto heart = map.heart();
    const bool holds_heart = heart && d.territories.count(*heart);
    return static_cast<int>(d.territories.size()) - (holds_heart ? 1 : 0);
}

DragonHandResult dragons_play_on_base_defense(DragonState& d, const DragonDeckDef& def,
                                              const Map& map, Rng& rng) {
    DragonHandResult out = play_dragon_hand_on_base_defense(
        def, d.piles, {}, dragon_territories_besides_heart(d, map), rng);
    // The hand's dragons left the piles for the front: the state keeps them counted there.
    for (const DragonUnitView& u : out.front.dragons)
        d.in_play.push_back(u.card);
    return out;
}

void dragons_clear_fronts(DragonState& d, const DragonDeckDef& def) {
    for (const std::string& id : d.in_play)
        if (id != def.king) d.piles.discard.push_back(id);
    d.in_play.clear();
    d.piles.discard.insert(d.piles.discard.end(), d.piles.hand.begin(), d.piles.hand.end());
    d.piles.hand.clear();
}

int dragon_territory_defense_of(const DragonState& d, const DragonDeckDef& def, const Map& map,
                                Hex territory) {
    DragonMapView view;
    view.map = &map;
    view.dragons = d.territories;
    return dragon_territory_defense(def.base_defense, d.base_defense,
                                    dragon_territory_cut_off(view, territory));
}

std::vector<int> dragon_support_candidates(const Map& map, const Control& control, Hex territory,
                                           int defender, const std::vector<bool>& eliminated) {
    std::set<int> seats;
    for (Hex n : map.placed_neighbours(territory)) {
        const auto it = control.find(n);
        if (it == control.end() || it->second == defender) continue;
        const auto seat = static_cast<std::size_t>(it->second);
        if (seat < eliminated.size() && eliminated[seat]) continue;
        seats.insert(it->second);
    }
    return {seats.begin(), seats.end()};
}

int dragons_take(DragonState& d, Map& map, TerritoryResources& resources, Control& control,
                 Hex territory) {
    const int loser = dragons_conquer(map, resources, control, territory);
    d.territories.insert(territory);
    return loser;
}

}  // namespace eden
