// Typed events that apply() reports, so the renderer can animate and the log can print what
// happened without diffing two states (DESIGN.md "The engine contract").
#pragma once

#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "eden/battle/forecast.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/tile.hpp"

namespace eden {

struct ShardColourChosen {
    int player;
    TileColor colour;
};
struct TileDrawn {
    int player;
    bool face_up;
};  // what was drawn is private until placed
struct TilePlaced {
    int player;
    Hex at;
    TileColor colour;
    bool blind;
};
struct RichnessTokenPlaced {
    Hex at;
    // Why: a tile of the colour a crystal-shard civilization chose (003 §Distribute the tiles,
    // note), or else a tile touching four colours (RULES.md §2).
    bool chosen_colour = false;
};
struct RichnessTokenRemoved {
    Hex at;
};
struct PortalPlaced {
    int player;
    Hex at;
};
struct PortalRemoved {
    int player;
    Hex at;
};
struct BlackTileGiven {
    int player;
    int count_so_far;
};
struct FinalPortalRoundStarted {};
struct TerritoryControlled {
    int player;
    Hex at;
};
struct FirstPlayerTokenGiven {
    int player;
};
struct MapCompleted {};

// The conquest. Every change to a player's resources or pure energy is reported with its
// amount, so the simulator can check that nothing appears or vanishes except by a rule.
struct RoundStarted {
    int round;
};
struct PhaseStarted {
    std::string phase;  // "production", "expansion", "purchasing"
};
struct TurnStarted {
    int player;
};
struct CardsDrawn {
    int player;
    int count;
};
struct ResourcesGained {  // placed on territories: starting, production, harvest
    int player;
    int amount;
    std::string why;
};
struct ResourcesSpent {  // removed from territories to pay a cost
    int player;
    int amount;
};
struct ResourcesLost {  // removed by a rule: a portal destroyed by its owner
    Hex at;
    int amount;
};
struct PureEnergyChanged {  // gained, spent, lost, or captured with a portal
    int player;
    int delta;
    std::string why;
};
struct CardBought {
    int player;
    int card;
};
struct CardDiscarded {
    int player;
    int card;
};
struct CardSetAside {
    int player;
    int card;
};
struct FrontOpened {
    int player;
    Hex from;
    Hex at;
    int defender;  // -1: a wild territory
};
struct UnitAdded {
    int player;
    int card;
    int front;
};
struct FrontStopped {
    int player;
    int front;
};
struct AbilityTriggered {
    int player;
    int card;
    int ability;
};
struct UnitDoomed {
    int card;
};
struct UnitRestored {
    int card;
};
struct UnitCollapsed {
    int card;
};
struct UnitDestroyed {  // a card destroyed: a unit back to its World, a common card to its pile
    int card;
};
struct UnitReturned {  // post-combat: back to the World, paid
    int card;
};
struct UnitRescued {
    int card;
};
struct ManaGained {  // mana: a temporary resource of one side of one front (glossary)
    int player;
    int front;
    int delta;  // negative when spent
};
struct UnitMoved {  // glossary "Move": a new row above the top row, or under the bottom one
    int card;
    bool to_top;
};
struct UnitTakenBack {  // post-combat: back into its owner's hand instead of the discard pile
    int player;
    int card;
};
// A unit as it counted at battle step 7: its card and its strength then, abilities included.
struct CountedUnit {
    int card = 0;
    int strength = 0;
};
struct FrontResolved {
    int front;
    int attacker_strength;
    int defender_strength;
    bool attacker_won;
    // The count itemised, as the forecast gave it at step 7, and each side's units with their
    // strengths, top row first (issue 16: the battle's result shows both rows and the bonuses).
    // A side on base defense (or the dragons) has no units here.
    FrontForecast count = {};
    std::vector<CountedUnit> attacker_units = {};
    std::vector<CountedUnit> defender_units = {};
};
struct TerritoryTaken {
    int player;
    int from;  // -1: wild
    Hex at;
};
struct PortalDestroyed {
    int owner;
    Hex at;
};
struct PlayerEliminated {
    int player;
};
struct PortalDestructionScheduled {  // 003 §Expansion: it falls at the start of his next turn
    int player;
    Hex at;
};
// King of Eden (RULES.md §4).
struct DragonTurnBegan {
    int target_card;         // the target card drawn
    int base_defense;        // after this turn's rise
    std::string card_added;  // improvement: a reserve dragon added ("" if none)
    int cards_removed;       // improvement: Baby Dragons that left the game
};
struct DragonCardPlayed {  // the dragons add a card of their hand to the front
    std::string name;
};
struct DragonBattleFought {  // one player's battle in a dragon attack
    int player;
    int dragons_strength;
    int player_strength;
    bool by_hand;
};
struct DragonsTookTerritory {
    Hex at;
    int from;  // -1: a wild territory (fallen without a battle)
};
struct DragonAttackRepelled {
    Hex at;
    int defender;
};
// King of Eden: a player's ability strikes a dragon unit on the Heart (RULES.md §4 "in both
// directions"): got rid of (discarded) or doomed.
struct DragonUnitStruck {
    int player;
    std::string name;
    bool doomed;  // else got rid of
};
struct DragonTurnEnded {
    int cards_removed;  // Baby Dragons destroyed after a turn one was played in
};
// Troops (RULES.md §5): placed when settling or reinforcing, moved between touching territories.
struct TroopsPlaced {
    int player;
    Hex at;
    int count;
};
struct TroopsMoved {
    int player;
    Hex from;
    Hex to;
    int count;
};
// Battles with troops (RULES.md §5 C4, C5): troops leave a territory for the frontier of the
// one attacked, come back from it (home, or into the territory taken), or are lost.
struct TroopsToFrontier {
    int player;
    Hex from;
    Hex toward;
    int count;
};
struct TroopsFromFrontier {
    int player;
    Hex toward;
    Hex to;
    int count;
};
struct TroopsLost {
    int player;
    Hex at;
    int count;
};
// Wild territory markers (004, RULES.md §6 F1, F5): laid on the territories without troops when
// the conquest begins; one beaten when a player takes its territory.
struct WildMarkersLaid {
    int territories;
    int lowest;
    int highest;
};
struct WildMarkerBeaten {
    int player;
    Hex at;
    int value;
};
struct GameOver {
    std::vector<int> winners;
    bool dragons_won = false;  // King of Eden: every portal destroyed (000 "Victory condition")
};

using Event = std::variant<
    ShardColourChosen, TileDrawn, TilePlaced, RichnessTokenPlaced, RichnessTokenRemoved,
    PortalPlaced, PortalRemoved, BlackTileGiven, FinalPortalRoundStarted, TerritoryControlled,
    FirstPlayerTokenGiven, MapCompleted, RoundStarted, PhaseStarted, TurnStarted, CardsDrawn,
    ResourcesGained, ResourcesSpent, ResourcesLost, PureEnergyChanged, CardBought, CardDiscarded,
    CardSetAside, FrontOpened, UnitAdded, FrontStopped, AbilityTriggered, UnitDoomed, UnitRestored,
    UnitCollapsed, UnitDestroyed, UnitReturned, UnitRescued, ManaGained, UnitMoved, UnitTakenBack,
    FrontResolved, TerritoryTaken, PortalDestroyed, PlayerEliminated, PortalDestructionScheduled,
    DragonTurnBegan, DragonCardPlayed, DragonBattleFought, DragonsTookTerritory,
    DragonAttackRepelled, DragonUnitStruck, DragonTurnEnded, TroopsPlaced, TroopsMoved,
    TroopsToFrontier, TroopsFromFrontier, TroopsLost, WildMarkersLaid, WildMarkerBeaten, GameOver>;

// Names a card for the log ("Skeleton"): the caller decides what a reader may see. The log's
// sentences are eden/text's (eden/text/event_text.hpp): the engine keeps no language.
using CardNamer = std::function<std::string(int card)>;

}  // namespace eden
