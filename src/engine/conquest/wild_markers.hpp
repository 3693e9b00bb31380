// Wild territory markers (004 §Conquête, Mise en place; RULES.md §6 F1, F5, F9): laid once the
// players' troops stand, fought as a defender's troops, removed when beaten.
// One part of the rules (conquest/wild_markers.cpp): functions of namespace detail::wild_markers
// over the GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is
// what they share.
#pragma once

#include <optional>
#include <string>

#include "engine/conquest/support.hpp"

namespace eden::detail::wild_markers {

// troops.wild_markers: whether this game has markers (004); never without troops.
bool in_play(const GameState& g);
// Every tile without troops gets its marker, in rings out from the troops (F1).
void lay(GameState& g, Events& ev);
// `player` took `at`: its marker, if any, is beaten and removed (F5).
void beaten(GameState& g, int player, Hex at, Events& ev);
// Why the markers of a state read from a file break a rule (one off the map, on a territory
// someone holds, or of a value the parameter does not have), or nullopt.
std::optional<std::string> inconsistency(const GameState& g);

}  // namespace eden::detail::wild_markers
