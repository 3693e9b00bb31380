// The names a player reads in the game log: the setup's player names and the cards' names
// (the sentences themselves are eden/text's).
#include "eden/core/game_state.hpp"

namespace eden {

std::vector<std::string> player_names(const GameState& state) {
    std::vector<std::string> names;
    for (const PlayerSetup& p : state.setup().players)
        names.push_back(p.name);
    return names;
}

std::string card_name(const GameState& state, int card) {
    const auto& cards = state.conquest().cards;
    const auto& library = state.setup().cards;
    if (!library || card < 0 || static_cast<std::size_t>(card) >= cards.size())
        return "card #" + std::to_string(card);
    const int def = cards[static_cast<std::size_t>(card)].def;
    if (def < 0 || static_cast<std::size_t>(def) >= library->cards.size())
        return "card #" + std::to_string(card);
    return library->cards[static_cast<std::size_t>(def)].name;
}

}  // namespace eden
