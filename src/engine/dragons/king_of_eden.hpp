// The King of Eden's dragons in the conquest: their turn, their defense, their battles (RULES.md
// §4). One part of the rules (dragons/king_of_eden.cpp): functions of namespace
// detail::king_of_eden over the GameState. engine/conquest/rules.hpp lists the parts;
// engine/conquest/support.hpp is what they share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::king_of_eden {

// King of Eden, RULES.md §4
void start_dragons_turn(GameState& g, Events& ev);
// Plays the dragons' turn on until a player decides; false once the turn is over.
bool advance_dragons(GameState& g, Events& ev);
void apply_dragons(GameState& g, const Action& a, Events& ev);
Decision dragons_pending(const GameState& g);
// Whether the dragons take a turn this round (from round 2, while they hold the Heart).
bool dragons_play_this_round(const GameState& g);
// The defense of a dragon territory a player attacks; nullopt for any other territory.
std::optional<StrengthItem> dragon_defense_of(const GameState& g, Hex territory);
// 003 step 7 of a dragon attack's battle: its result is kept for the attack (the territory is
// taken or not once both battles of a supported attack are fought).
void record_dragon_battle(GameState& g, Events& ev);
// A front opened on the Heart: the King of Eden on row 1 and a dragon hand (once per battle).
void dragons_defend_heart(GameState& g, Hex territory, Events& ev);
// After a battle of the players: the dragons' cards on the Heart go back, taken dragon
// territories leave the dragons.
void dragons_after_player_battle(GameState& g);

}  // namespace eden::detail::king_of_eden
