// The dragons' territories and targets (include/eden/dragons/targets.hpp). Rulebook: 000
// "Mechanics", "Dragon target cards"; RULES.md §4.
#include "eden/dragons/targets.hpp"

#include <algorithm>

namespace eden {

std::set<Hex> dragon_territories_connected(const DragonMapView& view) {
    std::set<Hex> reached;
    const auto heart = view.map->heart();
    if (!heart || !view.dragons.count(*heart)) return reached;
    std::vector<Hex> frontier{*heart};
    reached.insert(*heart);
    while (!frontier.empty()) {
        const Hex h = frontier.back();
        frontier.pop_back();
        for (Hex n : view.map->placed_neighbours(h))
            if (view.dragons.count(n) && reached.insert(n).second) frontier.push_back(n);
    }
    return reached;
}

bool dragon_territory_cut_off(const DragonMapView& view, Hex territory) {
    return view.dragons.count(territory) && !dragon_territories_connected(view).count(territory);
}

std::vector<Hex> dragon_attackable(const DragonMapView& view) {
    std::set<Hex> out;
    for (Hex d : dragon_territories_connected(view))
        for (Hex n : view.map->placed_neighbours(d))
            if (!view.dragons.count(n)) out.insert(n);
    return {out.begin(), out.end()};
}

namespace {

std::vector<Hex> owned_by(const DragonMapView& view, const std::vector<Hex>& territories,
                          bool only_not_attacked) {
    std::vector<Hex> out;
    for (Hex h : territories) {
        const auto it = view.players.find(h);
        if (it == view.players.end()) continue;
        if (only_not_attacked && view.attacked_last_turn.count(it->second)) continue;
        out.push_back(h);
    }
    return out;
}

}  // namespace

std::vector<Hex> dragon_targets(const DragonTargetCard& card, const DragonMapView& view) {
    std::vector<Hex> pool = dragon_attackable(view);
    if (card.players_not_attacked_last_turn) {
        // "belonging to players not attacked during the last turn (all players if there is
        // none)": players' territories only; everyone's when no such player is attackable.
        std::vector<Hex> fresh = owned_by(view, pool, true);
        pool = fresh.empty() ? owned_by(view, pool, false) : fresh;
    }
    if (pool.empty()) return {};
    const Hex heart = *view.map->heart();
    std::vector<int> distance;
    for (Hex h : pool)
        distance.push_back(view.map->distance(heart, h, view.metric));
    const int wanted = card.select == TargetDistance::closest
                           ? *std::min_element(distance.begin(), distance.end())
                           : *std::max_element(distance.begin(), distance.end());
    std::vector<Hex> out;
    for (std::size_t i = 0; i < pool.size(); ++i)
        if (distance[i] == wanted) out.push_back(pool[i]);
    return out;  // pool came sorted
}

int dragon_base_defense(const DragonBaseDefense& rule, int round) {
    const int rises = std::max(0, round - rule.from_round + 1);
    return rule.start + rule.step * rises;
}

int dragon_territory_defense(const DragonBaseDefense& rule, int base_defense, bool cut_off) {
    return std::max(0, base_defense - (cut_off ? rule.cut_off_penalty : 0));
}

}  // namespace eden
