// The game log with the names a player reads: the setup's player names and the cards' names.
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

std::string describe(const Event& e, const GameState& state) {
    return describe(e, player_names(state), [&](int card) { return card_name(state, card); });
}

}  // namespace eden
