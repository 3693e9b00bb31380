// The dragons' side of a King of Eden game, as the conquest state holds it: their battle deck,
// hand and discard pile, the reserve, the cards that left the game, the target deck, the base
// defense, their territories and whom they attacked in their last turn.
//
// Rulebook: 000 "Mechanics", "Dragon target cards", "Dragon battle cards"; RULES.md §4
// "Dragons", "Decks", "Dragon turn". The rules that change this state live in src/engine/dragons/.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/core/rng.hpp"
#include "eden/dragons/abilities.hpp"
#include "eden/dragons/deck.hpp"
#include "eden/dragons/decks.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/map.hpp"

namespace eden {

// What the dragon whose ability is resolving still leaves to the player (000: "the player can
// choose"; Green Dragon): none, one of `DragonStep::choice` to get rid of, or a card of his hand
// to discard.
enum class DragonOwed { none, get_rid_of, discard };

// A dragon attack on a player's territory, from the support question to the conquest. Each of its
// battles (the defender's, then a supporter's against a second dragon hand; RULES.md §4 "A
// dragon attack", "Support") is the conquest's Battle with the dragons attacking
// (Battle::attacker == kNoPlayer) while it is fought; its result is kept here.
struct DragonAttack {
    Hex territory;
    int defender = -1;
    std::vector<int> to_ask;  // seats still to be asked whether they support, in seat order
    int supporter = -1;       // the seat that supports, if any
    std::vector<int> dragon_strengths;  // per finished battle
    std::vector<int> player_strengths;
    friend bool operator==(const DragonAttack&, const DragonAttack&) = default;
};

// The dragons' turn in progress (RULES.md §4 "Dragon turn"): the target card drawn, how many of
// its selections were made ("×2": two), the territories of players the current selection
// attacks and that are not resolved yet, the seats attacked this turn, whether a Baby Dragon was
// played (000: two leave the game at the end of the turn).
struct DragonTurn {
    int target_card = 0;
    int selections_done = 0;
    std::vector<Hex> attacks;
    std::set<int> attacked;
    bool baby_dragon_played = false;
    std::optional<DragonAttack> attack;  // the attack being fought
    friend bool operator==(const DragonTurn&, const DragonTurn&) = default;
};

struct DragonState {
    DragonPiles piles;  // the battle deck (top = back), the hand, the discard pile
    // Dragons on a front outside any Battle (the hand play on base defense, dragons/attack.hpp);
    // those of a battle lie on its fronts.
    std::vector<std::string> in_play;
    std::vector<std::string> reserve;  // cost-5 dragons that improvement may add (000)
    std::vector<std::string> removed;  // dragons that left the game (Baby Dragons, 000)
    DragonTargetDeck targets;
    int base_defense = 0;              // 000: starts at 5, +2 per dragons' turn from round 3
    std::set<Hex> territories;         // the dragons' territories (the Heart while they hold it)
    std::set<int> attacked_last_turn;  // seats the dragons attacked in their last turn (T3, T7)
    std::optional<DragonTurn> turn;    // while the dragons' turn is on
    friend bool operator==(const DragonState&, const DragonState&) = default;
};

// RULES.md §4 "Dragons", "Decks": the dragons hold the Heart; the starting battle deck is
// shuffled; the reserve waits; the target deck starts with the phase-1 cards, shuffled; the
// base defense starts at the deck's start value. The King of Eden stays beside the Heart and is
// in no pile.
DragonState start_dragons(const DragonDeckDef& def, Hex heart, Rng& rng);

// Why `d` cannot be the dragons of a game played with `def`, or nullopt: a dragon card appeared
// or vanished (every copy of every card but the King is in exactly one of deck, hand, discard,
// in play, reserve and removed; the King is beside the Heart or in play, once), a reserve or
// removed card the rules never put there, a target card outside its phase or twice, a negative
// base defense, a seat out of range, a turn's target card that does not exist or more
// selections than it makes.
std::optional<std::string> dragon_inconsistency(const DragonState& d, const DragonDeckDef& def,
                                                int players);
// Why the dragons' territories cannot be on this map beside the players' `control`: a territory
// that is not on the map, or one a player controls too; an attack of their turn on a territory
// that is not a player's.
std::optional<std::string> dragon_territory_problem(const DragonState& d, const Map& map,
                                                    const Control& control);

// As JSON and back. dragons_from_json throws DataError(source, pointer + "/...", reason) for
// unknown keys and wrong types; the card ids are checked by dragon_inconsistency.
nlohmann::json dragons_to_json(const DragonState& d);
DragonState dragons_from_json(const nlohmann::json& j, const std::string& source,
                              const std::string& pointer);
// Replaces, in a dragons JSON value, what no seat may see: the battle deck, the target deck and
// the dragons' hand (cards dealt, not yet played), by their counts. Played cards are public.
void hide_dragons_private(nlohmann::json& view);

}  // namespace eden
