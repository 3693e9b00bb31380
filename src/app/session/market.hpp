// What a player may buy, and what he cannot yet (issue 16 item 6: "what the player can afford
// shown on the market"). The engine offers only the cards he can pay for; the market also
// shows the rest of his World and the common and technology piles, each with the words of
// what is missing ("2 more ore"). Whether a card is affordable is the engine's word (its Buy
// options); only the shortfall's wording is worked out here.
#pragma once

#include <string>
#include <vector>

#include "eden/core/game_state.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

struct MarketCard {
    int card = -1;            // a card id: one per kind (the top of a pile, one World unit)
    bool affordable = false;  // the engine offers to buy it now
    std::string missing;      // when not: "needs 2 more ore and 1 more Energy Crystal value"
};

// The market of `player` during a purchase decision; `offered` are the cards the decision's
// Buy options name. Affordable cards first, then the others, each group in the engine's order
// (his World, then the supply piles).
std::vector<MarketCard> market_for(const GameState& state, int player,
                                   const std::vector<int>& offered,
                                   text::Language language = text::Language::english);

}  // namespace eden::app
