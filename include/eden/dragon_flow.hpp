// What the UI and the bots read of a dragon attack in progress (the rules live in
// src/engine/dragon_flow.cpp). Rulebook: RULES.md §4 "A dragon attack".
#pragma once

#include <optional>

#include "eden/game_state.hpp"

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

}  // namespace eden
