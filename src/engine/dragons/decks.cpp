// The dragons' decks during a game (include/eden/dragons/decks.hpp). Rulebook: 000 "Dragon
// target cards", "Mechanics", Baby Dragon; RULES.md §4.
#include "eden/dragons/decks.hpp"

#include <algorithm>

namespace eden {

namespace {

void shuffle_in_phase(DragonTargetDeck& deck, const DragonDeckDef& def, int phase, Rng& rng) {
    deck.phase = phase;
    deck.cards = def.target_numbers_of_phase(phase);
    rng.shuffle(deck.cards);
}

// Removes up to `count` copies of `card` from `pile`; returns how many.
int remove_copies(std::vector<std::string>& pile, const std::string& card, int count) {
    int removed = 0;
    for (auto it = pile.begin(); it != pile.end() && removed < count;) {
        if (*it == card) {
            it = pile.erase(it);
            ++removed;
        } else {
            ++it;
        }
    }
    return removed;
}

void shuffle_discard_into_deck(DragonPiles& piles, Rng& rng) {
    piles.deck.insert(piles.deck.end(), piles.discard.begin(), piles.discard.end());
    piles.discard.clear();
    rng.shuffle(piles.deck);
}

}  // namespace

DragonTargetDeck start_target_deck(const DragonDeckDef& def, Rng& rng) {
    DragonTargetDeck deck;
    shuffle_in_phase(deck, def, 1, rng);
    return deck;
}

int draw_target_card(DragonTargetDeck& deck, const DragonDeckDef& def, Rng& rng) {
    if (deck.cards.empty())
        shuffle_in_phase(deck, def, std::min(deck.phase + 1, def.last_phase()), rng);
    const int card = deck.cards.back();
    deck.cards.pop_back();
    if (def.target(card).reshuffle) shuffle_in_phase(deck, def, deck.phase, rng);
    return card;
}

std::string improve_dragon_deck(DragonPiles& piles, std::vector<std::string>& reserve,
                                const DragonDeckDef& def, Rng& rng) {
    const CardRemoval& r = def.improvement;
    int removed = remove_copies(piles.discard, r.card, r.count);
    removed += remove_copies(piles.deck, r.card, r.count - removed);
    std::string added;
    if (removed == 0 && !reserve.empty()) {
        const auto i = static_cast<std::size_t>(
            rng.uniform_int(0, static_cast<std::int64_t>(reserve.size()) - 1));
        added = reserve[i];
        reserve.erase(reserve.begin() + static_cast<std::ptrdiff_t>(i));
        piles.deck.push_back(added);
    }
    shuffle_discard_into_deck(piles, rng);
    return added;
}

int destroy_played_baby_dragons(DragonPiles& piles, const DragonDeckDef& def, Rng& rng) {
    const CardRemoval& r = def.baby_dragons_played;
    int removed = remove_copies(piles.discard, r.card, r.count);
    removed += remove_copies(piles.deck, r.card, r.count - removed);
    shuffle_discard_into_deck(piles, rng);
    return removed;
}

}  // namespace eden
