#include "engine/dragons/consistency.hpp"

namespace eden::detail {

std::optional<std::string> dragons_in_game_problem(const GameSetup& setup, const ConquestState& c,
                                                   const Map& map, const Control& control) {
    if (!c.dragons) return std::nullopt;
    if (!setup.dragons) return std::string("dragons in a game played without a dragon deck");
    // The dragons on the fronts of a battle (defending the Heart, or attacking a player's
    // territory) are in play too.
    DragonState d = *c.dragons;
    if (c.battle)
        for (const Front& f : c.battle->fronts)
            for (const BattleSide* side : {&f.attack, &f.defense})
                for (const DragonUnitView& u : side->dragons)
                    d.in_play.push_back(u.card);
    if (auto problem =
            dragon_inconsistency(d, *setup.dragons, static_cast<int>(setup.players.size())))
        return problem;
    return dragon_territory_problem(*c.dragons, map, control);
}

}  // namespace eden::detail
