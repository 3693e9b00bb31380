// One dragon card's immediate abilities, resolved the same way wherever the dragons fight: on the
// Heart against an attacker and on a player's territory they attack (both sides of a Battle:
// battle/heart_battle.cpp). The places differ only in where the cards lie, which the caller says
// through a DragonCardSide; the order of the abilities, their conditions and costs, the verbs and
// the choices 000 leaves the player live here once (RULES.md §4 "A dragon attack").
#pragma once

#include <functional>
#include <vector>

#include "eden/dragons/abilities.hpp"
#include "engine/conquest/support.hpp"

namespace eden::detail {

// How far the resolving dragon card has got; the fields belong to the caller's saved state.
struct DragonProgress {
    int& ability;  // its next ability
    int& effect;   // 0: that ability is not entered yet (condition, costs); k: effect k is next
    DragonOwed& owed;
    std::vector<CardId>& choice;  // owed get_rid_of: the units the player chooses among
};

// The player's units the dragons may get rid of, top row first, with what each adds now.
struct DragonsEnemyUnits {
    std::vector<CardId> cards;
    std::vector<PlayerUnitView> views;
};

// Where the resolving card fights.
struct DragonCardSide {
    std::size_t index = 0;  // the card among the front's dragons
    int enemy = kNoPlayer;  // the player the dragons fight there
    std::function<DragonFrontView()> view;
    std::function<void(std::size_t)> doom;  // marks a dragon of that front doomed (a cost)
    std::function<DragonsEnemyUnits()> enemy_units;
    // What becomes of a unit the dragons get rid of (003 collapse in a battle).
    std::function<void(CardId, Events&)> get_rid_of;
};

// Resolves the card's immediate abilities from where they stopped. True when they are done; false
// when the player owes a choice first (progress.owed says which).
bool resolve_dragon_card(GameState& g, const DragonCardSide& side, const DragonProgress& progress,
                         Events& ev);

// The player's answer to what a dragon card left him (a unit to lose, a card to discard); the
// caller then resumes resolve_dragon_card.
void apply_dragon_choice(GameState& g, const DragonCardSide& side, const DragonProgress& progress,
                         const Action& a, Events& ev);

}  // namespace eden::detail
