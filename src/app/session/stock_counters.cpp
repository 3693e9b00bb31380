#include "app/session/stock_counters.hpp"

namespace eden::app {

std::optional<StockCounters> stock_counters(const GameState& state, int seat) {
    if (state.rules().economy != Economy::stock || state.phase() != Phase::conquest ||
        !state.setup().cards)
        return std::nullopt;
    const ConquestState& c = state.conquest();
    if (seat < 0 || seat >= static_cast<int>(c.players.size())) return std::nullopt;
    const PlayerState& p = c.players[static_cast<std::size_t>(seat)];
    StockCounters out;
    out.stock = p.stock;
    out.pure_energy = p.pure_energy;
    // The engine counts the spending per Reinforcements phase and zeroes it only when the next
    // one begins: before it, nothing of this round's cap is spent yet.
    out.spent_on_units = c.step == ConquestStep::purchasing ? p.unit_spending : 0;
    // With the stock, the set-aside cards are the crystals in front (the engine's own reading,
    // detail::economy::crystals_in_front): played face up, so any seat may count them.
    const auto& defs = state.setup().cards->cards;
    for (CardId card : p.piles.set_aside) {
        const auto def = static_cast<std::size_t>(c.cards[static_cast<std::size_t>(card)].def);
        if (def < defs.size()) out.crystals_in_front += defs[def].crystal_value;
    }
    return out;
}

}  // namespace eden::app
