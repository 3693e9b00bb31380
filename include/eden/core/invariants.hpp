// The engine's invariants, checked by the simulator and the random-playout tests after every
// action (DESIGN.md "Habits": random playouts that check invariants).
//
// - Conservation: no card appears or vanishes (every card of the game is in exactly one place;
//   every dragon card in one dragon pile, none coming back from out of the game),
//   and resources, pure energy and troops change only by the amounts the events of the action
//   report (production, harvest, payment, a portal destroyed...).
// - Eliminated players play no card: no unit added to a front by a player eliminated before the
//   action, and no decision asking one to add or defend with a unit (003 §Understand tiles,
//   002 §The Expansion phase: an eliminated player is out of the game; issue 35).
// - Liveness: every pending decision of an unfinished game has at least one legal option, and
//   every option it lists is accepted by why_illegal.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"

namespace eden {

// What conservation is measured on: the resources lying on the map or kept in stocks (002) and
// the pure energy counts;
// King of Eden: the dragon cards out of the game and in the reserve, which only the rules of 000
// change, one way (Baby Dragons leave the game, improvement takes from the reserve).
struct ConservedTotals {
    int resources = 0;
    int pure_energy = 0;
    int troops = 0;  // with troops (RULES.md §5): on every territory
    int dragons_removed = 0;
    int dragon_reserve = 0;
    bool dragons = false;  // the dragons are in the game (their decks are dealt at the conquest)
    // Not conserved but remembered: the seats already eliminated (one bit per seat), for the
    // check that no eliminated player plays a card (issue 35, every ruleset).
    std::uint32_t eliminated = 0;
    friend bool operator==(const ConservedTotals&, const ConservedTotals&) = default;
};

ConservedTotals conserved_totals(const GameState& state);

// Why the step from `before` (the totals of the state before the action) to `after`, given the
// action's events, breaks an invariant; nullopt if it keeps them all.
std::optional<std::string> invariant_violation(const ConservedTotals& before,
                                               const GameState& after,
                                               const std::vector<Event>& events);

}  // namespace eden
