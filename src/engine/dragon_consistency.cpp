#include "dragon_consistency.hpp"

namespace eden::detail {

std::optional<std::string> dragons_in_game_problem(const GameSetup& setup, const ConquestState& c,
                                                   const Map& map, const Control& control) {
    if (!c.dragons) return std::nullopt;
    if (!setup.dragons) return std::string("dragons in a game played without a dragon deck");
    if (auto problem = dragon_inconsistency(*c.dragons, *setup.dragons,
                                            static_cast<int>(setup.players.size())))
        return problem;
    return dragon_territory_problem(*c.dragons, map, control);
}

}  // namespace eden::detail
