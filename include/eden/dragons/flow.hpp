// What the UI and the bots read of a dragon attack in progress (the rules live in
// src/engine/dragons/king_of_eden.cpp). Rulebook: RULES.md §4 "A dragon attack".
#pragma once

#include <optional>

#include "eden/battle/forecast.hpp"
#include "eden/core/game_state.hpp"

namespace eden {

// The battle being fought in a dragon attack, as everyone sees it: the dragons' hand is played
// face up one card per step, so the only hidden part is the order of the cards still to come.
struct DragonFightView {
    Hex territory;
    int defender = -1;
    int seat = -1;                // who fights this battle (the defender or his supporter)
    bool by_hand = false;         // else the territory's base defense
    int dragons = 0;              // the dragons' side now
    int player = 0;               // the player's side now (units or base defense, plus his bonus)
    int dragon_cards_left = 0;    // in the dragons' hand, still to be played
    double dragon_card_mean = 0;  // mean printed strength of the dragons' deck and discard
    std::vector<std::string> dragon_cards;  // the dragons on the front, in the order played
};

// nullopt unless a dragon battle is being fought.
std::optional<DragonFightView> dragon_fight_view(const GameState& g);

// What a dragon territory puts up against a player's attack (RULES.md §4 "Players attacking
// dragon territories"): the dragons' base defense, 5 less when cut off; the Heart: the dragons on
// it (the King of Eden alone until a front opens and his hand is played). nullopt for any
// territory that is not the dragons'.
std::optional<StrengthItem> dragon_defense(const GameState& g, Hex territory);

// The mean printed strength of the cards the dragons' next hand comes from (their deck and
// discard pile); 0 without dragons.
double dragon_card_mean(const GameState& g);

// The cards of a dragon hand in this game under a dragons.*_hand_size parameter (its entry for
// the game's player count; -1: the deck's hand_size).
int dragon_hand_size(const GameState& g, const std::vector<int>& by_player_count);

// Whether the players face the dragons together now: a King of Eden game while the dragons hold
// the Heart (the variant turns into Supremacy once it falls).
bool players_face_dragons(const GameState& g);

}  // namespace eden
