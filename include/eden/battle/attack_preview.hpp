// Before a front opens (issue 16 item 1): what attacking a territory would face, so a person
// hovering it sees the defense before he commits a unit.
//
// Rulebook: 003 §Battle rules — "Battle" steps 1, 3 and 7, "Bonuses", "Full Control vs Partial
// Control, Base Defense"; 003 §Expansion phase (an additional subphase's front costs resources
// equal to the territory's distance to the attacker's portal); RULES.md §4 (the dragons' defense).
// Parameters read: those of forecast_front and additional_subphase_cost.
#pragma once

#include <optional>
#include <string>

#include <vector>

#include "eden/battle/forecast.hpp"
#include "eden/conquest/frontier.hpp"
#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"

namespace eden {

struct AttackPreview {
    // Both sides with no unit yet: the attacker's bonuses against the territory's base defense
    // and the defender's bonuses (the dragons' defense on a dragon territory).
    FrontForecast forecast;
    int defender = kNoPlayer;  // who controls the territory (kNoPlayer: wild, or the dragons')
    // nullopt: the defender may answer with units from his hand at step 3 instead of the base
    // defense (a fully controlled territory); else why the base defense stands.
    std::optional<text::Message> why_base_defense;
    int defender_hand = 0;  // cards in the defender's hand: every seat sees how many
    // Resources the front costs: 0 in the first attack subphase, the territory's distance to
    // the attacker's portal in an additional one (003 §Expansion phase).
    int cost = 0;
    bool additional_subphase = false;
};

// The preview of a front `attacker` could open across `frontier` now. Throws std::logic_error
// if the game is not in its conquest or `frontier` is not one of `attacker`'s frontiers.
AttackPreview preview_attack(const GameState& state, int attacker, const Frontier& frontier);

// The units on one side of front `front` of the battle in progress, top row first, each with its
// strength as it stands (abilities included): what the battle section draws on each card. Empty
// if there is no such front. Units on a front are public.
std::vector<CountedUnit> front_units(const GameState& state, int front, bool attacking);

}  // namespace eden
