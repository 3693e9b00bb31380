// What the dragons' cards do, read from their card-effect data: the dragon-only words of
// cards/cards.hpp (dragon_only) and the ordinary words as the dragons play them.
//
// Rulebook: 000 "Dragon battle cards" and "Mechanics" (a random card of the dragon hand is
// discarded, dragons got rid of are discarded, the dragons choose the unit most detrimental to
// the player); RULES.md §4 "A dragon attack" (U98, U102, U103, U106).
//
// These are the building blocks of a dragon battle, on plain views of a front so that each card
// is tested alone: the strength of the dragons' side (permanent effects: Golden Dragon's aura,
// the King of Eden's +1 per dragon territory, "+2 if the player is not manually defending"), the
// abilities a dragon has on a front (Red King/Queen rewrites the blue dragons'), whether an
// immediate ability's condition holds (Baby Dragon, Green Dragon), which player units a "get rid
// of" may take and whether the player chooses among them, the dragon hand's draws and random
// discards, and the dragons' own choice rule.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/cards/cards.hpp"
#include "eden/core/rng.hpp"
#include "eden/dragons/deck.hpp"

namespace eden {

struct DragonUnitView {
    std::string card;  // dragon card id
    bool doomed = false;
    friend bool operator==(const DragonUnitView&, const DragonUnitView&) = default;
};

// One front of a dragon battle as the dragons' cards see it.
struct DragonFrontView {
    std::vector<DragonUnitView> dragons;  // the dragons' side, in the order they were added
    bool enemy_by_hand = false;  // the player fights with cards (defends by hand or attacks)
    int dragon_territories_besides_heart = 0;
};

// A unit of the player on the front. `strength` is what it adds to his side now.
struct PlayerUnitView {
    int cost = 0;
    int strength = 0;
    bool bottom_row = false;
};

// Whether a condition of a dragon ability holds on this front (000: Baby Dragon's "if King of
// Eden", Green Dragon's "if the player is manually defending or attacking", "if the player is
// not manually defending").
bool dragon_condition_holds(Condition c, const DragonDeckDef& deck, const DragonFrontView& front);

// The strength of one dragon on the front (index into front.dragons): printed strength plus
// every permanent add_strength that reaches it and holds (its own, per its `per`; the
// other_allied_units aura of the other dragons).
int dragon_unit_strength(const DragonDeckDef& deck, const DragonFrontView& front,
                         std::size_t index);
// The dragons' side of the front: the sum over its dragons.
int dragon_side_strength(const DragonDeckDef& deck, const DragonFrontView& front);

// The abilities the dragon at `index` has on this front: its printed ones, except that a
// replace_abilities of another dragon on the front naming it turns its non-permanent abilities
// into one immediate ability with the replacement's effects (000 Red King/Queen, U106).
std::vector<Ability> dragon_abilities_on_front(const DragonDeckDef& deck,
                                               const DragonFrontView& front, std::size_t index);

// A dragon with a permanent never_collapses (000: the King of Eden).
bool dragon_never_collapses(const CardDef& card);

// The dragons that a doom_allied_named cost of the dragon at `index` may doom: named, not doomed,
// not the payer itself.
std::vector<std::size_t> dragons_doomable_for(const AbilityCost& cost, const DragonFrontView& front,
                                              std::size_t index);

// Which of the player's units a dragon's get_rid_of with `target` may take, and who picks.
struct UnitChoice {
    std::vector<std::size_t> candidates;  // indices into the player's units
    bool player_chooses = false;          // else the dragons do (dragons_choose)
};
// enemy_cost_5_or_most_expensive: the cost-5 units, else the most expensive; among those "in case
// of equality, the player can choose among those adding the most strength to his side": only the
// strongest stay and the player chooses if several do. The bottom-row variant looks at the
// bottom row only. enemy_unit_enemy_chooses: every unit, the player chooses. chosen_enemy_unit:
// every unit (max_cost applies), the dragons choose. Empty when there is no unit to take.
UnitChoice dragon_get_rid_of_choice(const Effect& effect, const std::vector<PlayerUnitView>& units);

// 000 "they choose the one ... most detrimental to the player": given, for each option, the
// player's strength minus the dragons' once it is taken, the option leaving that margin lowest;
// ties are broken with the state's generator (RULES.md §4). Precondition: margins not empty.
std::size_t dragons_choose(const std::vector<int>& margins, Rng& rng);

// The dragons' hand, deck (top = back) and discard pile, by card id.
struct DragonPiles {
    std::vector<std::string> deck;
    std::vector<std::string> hand;
    std::vector<std::string> discard;
    friend bool operator==(const DragonPiles&, const DragonPiles&) = default;
};
// Draws up to `n` cards into the hand; an empty deck takes the shuffled discard pile first
// (003 §Deck, as for a player). Returns how many were drawn.
int dragons_draw(DragonPiles& piles, int n, Rng& rng);
// Discards `n` random cards of the hand (000: "making the dragons discard a card discards a
// random card from this hand"). Returns how many were discarded.
int dragons_discard_random(DragonPiles& piles, int n, Rng& rng);

}  // namespace eden
