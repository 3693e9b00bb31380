// The dragons' decks during a game: the target deck moving through its phases, the battle deck
// improved at the start of the dragons' turns and thinned after a turn a Baby Dragon was played.
//
// Rulebook: 000 "Dragon target cards" (the deck is initially phase 1 cards; at its end, the next
// phase's cards are shuffled; T8 "Shuffle"), "Mechanics" (improving the deck), Baby Dragon;
// RULES.md §4 "Dragons", "Decks", "A dragon attack" (U98, U100). Randomness: the state's
// generator only.
#pragma once

#include <string>
#include <vector>

#include "eden/core/rng.hpp"
#include "eden/dragons/abilities.hpp"
#include "eden/dragons/deck.hpp"

namespace eden {

struct DragonTargetDeck {
    int phase = 1;
    std::vector<int> cards;  // card numbers, top = back
    friend bool operator==(const DragonTargetDeck&, const DragonTargetDeck&) = default;
};

// The phase-1 cards, shuffled.
DragonTargetDeck start_target_deck(const DragonDeckDef& def, Rng& rng);
// Draws the top target card. An empty deck first takes the next phase's cards, shuffled (the
// last phase's again once it is reached); a reshuffle card (T8) shuffles every card of its
// phase into a new deck once drawn.
int draw_target_card(DragonTargetDeck& deck, const DragonDeckDef& def, Rng& rng);

// 000 "Improving the dragons' deck": deck and discard pile together lose `improvement.count`
// copies of `improvement.card` while any remain (fewer if fewer remain); if none remained, one
// random card of the reserve joins them. Then they are shuffled into the deck. Returns the card
// added, or "" when Baby Dragons were removed (or the reserve is empty).
std::string improve_dragon_deck(DragonPiles& piles, std::vector<std::string>& reserve,
                                const DragonDeckDef& def, Rng& rng);

// 000 Baby Dragon: at the end of a dragons' turn in which one was played, `count` copies leave
// the game (from the discard pile, then the deck) and deck and discard pile are shuffled
// together. Returns how many left.
int destroy_played_baby_dragons(DragonPiles& piles, const DragonDeckDef& def, Rng& rng);

}  // namespace eden
