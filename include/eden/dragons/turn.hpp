// The dragons' turn on their state: what happens at its start and at its end, and the map as the
// target cards see it. Building blocks of the dragons' turn in the game flow, each keeping the
// dragon cards counted (dragon_inconsistency): cards that leave the game join `removed`.
//
// Rulebook: 000 "Mechanics" (from turn 3 the base defense rises by 2 and the deck is improved
// then shuffled), Baby Dragon (2 destroyed at the end of a turn one was played in), "Dragon
// target cards" (players not attacked during the last turn); RULES.md §4 "Dragons", "Dragon
// turn", "A dragon attack".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/dragons/state.hpp"
#include "eden/dragons/targets.hpp"

namespace eden {

struct DragonTurnStart {
    bool improved = false;  // round >= from_round: the base defense rose and the deck improved
    int base_defense = 0;
    int cards_removed = 0;   // Baby Dragons that left the game
    std::string card_added;  // the reserve card added when no Baby Dragon was left ("" if none)
};

// RULES.md §4 "Dragons": from round `from_round`, at the start of the dragons' turn, the base
// defense rises by `step`, then the deck is improved and shuffled (deck and discard pile
// together). Before that round nothing changes.
DragonTurnStart begin_dragons_turn(DragonState& d, const DragonDeckDef& def, int round, Rng& rng);

// RULES.md §4 "Dragon turn": the dragons draw one target card (draw_target_card: the next
// phase's cards when the deck runs out) and their turn is on (d.turn). Returns its number.
int draw_dragons_target(DragonState& d, const DragonDeckDef& def, Rng& rng);

struct DragonSelection {
    std::vector<Hex> wild;     // fall at once (000: the dragons win against wild territories)
    std::vector<Hex> players;  // the players' territories attacked, now d.turn->attacks
};
// The target card's next selection (dragon_targets on `view`; "×2": the second one once the
// first one's attacks are resolved, among the territories still attackable), or nullopt once it
// has made them all. The seats whose territories are selected count as attacked this turn.
// Throws std::logic_error without a turn on or while attacks of the last selection remain.
std::optional<DragonSelection> next_dragon_selection(DragonState& d, const DragonDeckDef& def,
                                                     const DragonMapView& view);

// The end of the dragons' turn: after a turn a Baby Dragon was played in, `count` Baby Dragons
// leave the game and deck and discard pile are shuffled together (000 Baby Dragon, U98); the
// seats attacked this turn become those "attacked during the last turn" (T3, T7); the turn is
// over. Returns how many cards left the game.
int end_dragons_turn(DragonState& d, const DragonDeckDef& def, Rng& rng);

// The map as the target cards see it: the dragons' territories, the players' (`control`), whom
// the dragons attacked last turn.
DragonMapView dragon_map_view(const DragonState& d, const Map& map, const Control& control,
                              DistanceMetric metric);

}  // namespace eden
