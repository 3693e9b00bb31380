// The dragons' decks of the King of Eden scenario, as data (data/dragons/*.json).
//
// Rulebook: 000 "Dragon battle cards", "Dragon target cards", base defense and deck
// improvement; RULES.md §4 "Dragons", "Decks" (U97–U101, U105).
//
// A dragon deck file holds the battle cards (kind dragon, written in the card-effect vocabulary
// of cards/cards.hpp) with their copies, which card stays beside the Heart (the King of Eden),
// which cards wait in the reserve, the target cards with their phases, the dragon base defense and
// the deck improvement. The battle deck a game starts with is every copy but the King's and the
// reserve's.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/cards/cards.hpp"

namespace eden {

// 000 "Dragon target cards": which attackable territories the dragons attack.
enum class TargetDistance {
    closest,   // at the minimum distance to the Heart among the attackable ones
    furthest,  // at the maximum distance
};
std::string_view to_string(TargetDistance d);

struct DragonTargetCard {
    int number = 0;           // 1–8, as printed
    std::vector<int> phases;  // the phases (1–5) whose target deck holds this card
    TargetDistance select = TargetDistance::closest;
    // "belonging to players not attacked during the last turn (all players if there is none)"
    bool players_not_attacked_last_turn = false;
    int times = 1;           // "×2": the selection is done twice (RULES.md §4)
    bool reshuffle = false;  // T8 "Shuffle": the phase's cards are shuffled into a new deck
    friend bool operator==(const DragonTargetCard&, const DragonTargetCard&) = default;
};

// 000: the dragon territories' base defense starts at `start` and rises by `step` at the start of
// each dragons' turn from round `from_round`; a territory cut off from the Heart has
// `cut_off_penalty` less.
struct DragonBaseDefense {
    int start = 5;
    int step = 2;
    int from_round = 3;
    int cut_off_penalty = 5;
    friend bool operator==(const DragonBaseDefense&, const DragonBaseDefense&) = default;
};

// "Remove `count` copies of `card`": the improvement of the deck (000: 2 Baby Dragons while any
// remain, else a random reserve card is added) and the end of a turn a Baby Dragon was played in.
struct CardRemoval {
    std::string card;
    int count = 0;
    friend bool operator==(const CardRemoval&, const CardRemoval&) = default;
};

struct DragonDeckDef {
    std::string id;
    std::string name;
    std::string description;
    std::vector<CardDef> cards;        // kind dragon, with their copies
    std::string king;                  // kept beside the Heart, never in the battle deck
    std::vector<std::string> reserve;  // every copy of these starts in the reserve
    int hand_size = 5;
    DragonBaseDefense base_defense;
    CardRemoval improvement;
    CardRemoval baby_dragons_played;
    std::vector<DragonTargetCard> targets;

    // nullptr if unknown.
    const CardDef* card(std::string_view id) const;
    // The card ids of the starting battle deck, one per copy, in file order (RULES.md §4: every
    // dragon card but the King of Eden and the reserve).
    std::vector<std::string> starting_deck() const;
    // One id per reserve copy, in file order.
    std::vector<std::string> starting_reserve() const;
    // The target cards of a phase, in number order.
    std::vector<int> target_numbers_of_phase(int phase) const;
    int last_phase() const;
    const DragonTargetCard& target(int number) const;
    friend bool operator==(const DragonDeckDef&, const DragonDeckDef&) = default;
};

// Throws DataError(source, pointer, reason): unknown keys, cards that are not dragons, an
// unknown king/reserve/removal card id, a reserve card that is not cost 5 (000: improvement adds
// "a cost-5 dragon"), target numbers not 1..N each once, a phase with no card, an empty phase.
DragonDeckDef dragon_deck_from_json(const nlohmann::json& j, const std::string& source);
// The same file read at `pointer` inside a larger document (a save's setup): errors name the
// pointer from the document's root.
DragonDeckDef dragon_deck_from_json(const nlohmann::json& j, const std::string& source,
                                    const std::string& pointer);
// The deck as its file writes it, so a save carries the dragons it was played with;
// dragon_deck_from_json reads it back equal.
nlohmann::json dragon_deck_to_json(const DragonDeckDef& d);

}  // namespace eden
