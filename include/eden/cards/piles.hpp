// A player's cards: deck, hand, discard pile and set-aside cards, and drawing from the deck.
//
// Rulebook: 003 §Settle near the portals — "Deck"; glossary "Replenish"; FAQ 1 and 2.
// RULES.md §2 "Settling" and "Expansion". Parameters read: none (the hand size, 5, or 6 for
// Unbalance's first player, is the caller's).
//
// 003: "Whenever a player should draw or reveal more cards from his deck than it contains, he
// shuffles his discard pile and puts the cards at the bottom of his deck." The shuffle uses the
// game's Rng, so a seed replays the same draws.
//
// Pure functions, not yet wired into GameState.
#pragma once

#include <vector>

#include "eden/core/rng.hpp"

namespace eden {

using CardId = int;

struct CardPiles {
    std::vector<CardId> deck;  // top = back()
    std::vector<CardId> hand;  // in the order drawn
    std::vector<CardId> discard;
    std::vector<CardId> set_aside;
    friend bool operator==(const CardPiles&, const CardPiles&) = default;
};

// Draws up to n cards from the top of the deck into the hand (each appended to the hand) and
// returns how many were drawn. If n is more than the deck holds, the discard pile is first
// shuffled and put under the remaining deck cards; fewer than n are drawn only if deck and
// discard pile together run out. Set-aside cards are never drawn. n <= 0 draws nothing and
// does not shuffle.
int draw(CardPiles& piles, int n, Rng& rng);

// 003 glossary "Replenish": draw until the hand holds hand_size cards. FAQ 1: it may end with
// fewer, if deck and discard pile run out. Returns how many were drawn (0 if the hand already
// holds hand_size or more).
int replenish(CardPiles& piles, int hand_size, Rng& rng);

// Reveals the top n cards (the same refill rule as draw) and returns them top first, leaving
// them on the deck; fewer if deck and discard pile together hold fewer.
std::vector<CardId> reveal_top(CardPiles& piles, int n, Rng& rng);

// Every card in the four piles: drawing, revealing and refilling never change it.
int total_cards(const CardPiles& piles);

}  // namespace eden
