#include "eden/cards/piles.hpp"

#include <algorithm>

namespace eden {

namespace {

// 003 §Deck: when n cards are wanted and the deck holds fewer, the discard pile is shuffled
// and put at the bottom of the deck (the front of the vector: the top is its back).
void ensure_on_deck(CardPiles& piles, int n, Rng& rng) {
    if (n <= static_cast<int>(piles.deck.size()) || piles.discard.empty()) return;
    std::vector<CardId> refill = std::move(piles.discard);
    piles.discard.clear();
    rng.shuffle(refill);
    piles.deck.insert(piles.deck.begin(), refill.begin(), refill.end());
}

}  // namespace

int draw(CardPiles& piles, int n, Rng& rng) {
    if (n <= 0) return 0;
    ensure_on_deck(piles, n, rng);
    const int drawn = std::min(n, static_cast<int>(piles.deck.size()));
    for (int i = 0; i < drawn; ++i) {
        piles.hand.push_back(piles.deck.back());
        piles.deck.pop_back();
    }
    return drawn;
}

int replenish(CardPiles& piles, int hand_size, Rng& rng) {
    return draw(piles, hand_size - static_cast<int>(piles.hand.size()), rng);
}

std::vector<CardId> reveal_top(CardPiles& piles, int n, Rng& rng) {
    std::vector<CardId> out;
    if (n <= 0) return out;
    ensure_on_deck(piles, n, rng);
    const int shown = std::min(n, static_cast<int>(piles.deck.size()));
    out.assign(piles.deck.rbegin(), piles.deck.rbegin() + shown);
    return out;
}

int total_cards(const CardPiles& piles) {
    return static_cast<int>(piles.deck.size() + piles.hand.size() + piles.discard.size() +
                            piles.set_aside.size());
}

}  // namespace eden
