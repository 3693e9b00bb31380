// The dragons playing a hand against a territory on base defense: the first building block of a
// dragon attack (not yet part of the game flow).
//
// Rulebook: 000 "Mechanics" (a 5-card hand played in a random order, making the dragons discard
// discards a random card of this hand), Baby Dragon, the blue dragons; RULES.md §4 "A dragon
// attack": one card per step, never stopping early; against base defense there is no player
// unit to get rid of and "the player is not manually defending".
#pragma once

#include <string>
#include <vector>

#include "eden/core/rng.hpp"
#include "eden/dragons/abilities.hpp"
#include "eden/dragons/deck.hpp"

namespace eden {

struct DragonHandResult {
    DragonFrontView front;            // the dragons on the front, in the order they were played
    int strength = 0;                 // the dragons' side, every permanent effect counted
    int player_random_discards = 0;   // enemy_discards the player owes (Green King/Queen)
    bool baby_dragon_played = false;  // 000: 2 Baby Dragons leave the game after the turn
};

// Deals `hand_size` cards (-1: `def.hand_size`) from `piles` (plus `opening`, e.g. the King of Eden
// on the Heart, already on the front) and plays the whole hand in random order against base
// defense, each dragon's immediate abilities resolved as it is added (cards drawn join the hand and
// are played too). The front's dragons stay out of `piles`: the caller discards them after the
// battle (dragon_never_collapses ones excepted).
DragonHandResult play_dragon_hand_on_base_defense(const DragonDeckDef& def, DragonPiles& piles,
                                                  const std::vector<std::string>& opening,
                                                  int dragon_territories_besides_heart, Rng& rng,
                                                  bool enemy_by_hand = false, int hand_size = -1);

}  // namespace eden
