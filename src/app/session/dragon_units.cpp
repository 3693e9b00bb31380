#include "app/session/dragon_units.hpp"

#include "eden/dragons/attack.hpp"

namespace eden::app {

std::vector<int> dragon_unit_strengths(const GameState& state,
                                       const std::vector<DragonUnitView>& dragons,
                                       bool enemy_by_hand) {
    std::vector<int> out;
    const auto& deck = state.setup().dragons;
    const auto& d = state.conquest().dragons;
    if (!deck || !d) return out;
    DragonFrontView view;
    view.dragons = dragons;
    view.enemy_by_hand = enemy_by_hand;
    view.dragon_territories_besides_heart = dragon_territories_besides_heart(*d, state.map());
    for (std::size_t i = 0; i < dragons.size(); ++i)
        out.push_back(dragon_unit_strength(*deck, view, i));
    return out;
}

std::vector<DragonUnit> dragons_on_front(const GameState& state, int front) {
    std::vector<DragonUnit> out;
    if (state.phase() != Phase::conquest) return out;
    const auto& battle = state.conquest().battle;
    const auto& deck = state.setup().dragons;
    if (!battle || !deck || front < 0 || front >= static_cast<int>(battle->fronts.size()))
        return out;
    const Front& f = battle->fronts[static_cast<std::size_t>(front)];
    // RULES.md §4: the dragons attack a player's territory (no attacking seat), or defend the
    // Heart against a player who adds units (he fights "by hand").
    const bool dragons_attack = battle->attacker == kNoPlayer;
    const auto& dragons = dragons_attack ? f.attack.dragons : f.defense.dragons;
    const auto strengths = dragon_unit_strengths(state, dragons, dragons_attack ? f.by_hand : true);
    for (std::size_t i = 0; i < dragons.size(); ++i)
        out.push_back({dragons[i].card, deck->card(dragons[i].card),
                       i < strengths.size() ? strengths[i] : 0, dragons[i].doomed});
    return out;
}

}  // namespace eden::app
