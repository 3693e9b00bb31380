// The conquest's state: cards, resources, pure energy, the round, the expansion turn and the
// battle in progress. Plain data the UI and the tests read; the rules that change it live in
// src/engine/conquest/, src/engine/battle/ and cards/effects.cpp.
//
// Rulebook: 003 §Settle near the portals, §To battle!, §Battle rules; RULES.md §2–§3.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "eden/battle/battle_plan.hpp"
#include "eden/cards/piles.hpp"
#include "eden/conquest/frontier.hpp"
#include "eden/conquest/payment.hpp"
#include "eden/conquest/territory.hpp"
#include "eden/dragons/state.hpp"
#include "eden/map/hex.hpp"

namespace eden {

// A physical card of this game: its definition (index into the CardLibrary) and its owner
// (kNoPlayer for a common card still in its supply pile's keeping).
struct CardInstance {
    int def = 0;
    int owner = kNoPlayer;
    friend bool operator==(const CardInstance&, const CardInstance&) = default;
};

// Where the conquest stands.
enum class ConquestStep {
    settle_units,        // choose the 3 cost-1 units of the starting deck
    settle_crystals,     // choose 3, 4 or 5 Small Energy Crystals
    settle_extra_unit,   // Unbalance: the first player's extra cost-2 unit
    settle_resources,    // place the starting resources
    settle_purchase,     // the setup purchase window (crystals from hand)
    settle_troops,       // with troops: the starting troops (002 §Conquest Setup)
    production,          // place the round's resources
    expansion,           // an expansion turn (see ExpansionTurn)
    dragons,             // King of Eden: the dragons' turn, the last of the expansion phase
    purchasing,          // buy with set-aside crystals, resources and pure energy
    purchasing_discard,  // draw back the set-aside cards, then discard as many
    reinforce_troops,    // with troops: the round's new troops (002 §The Reinforcements phase)
    move_troops,         // with troops: free moves between touching territories, then done
    game_over,
};

struct PlayerState {
    CardPiles piles;                   // deck, hand, discard pile, set-aside cards
    std::vector<CardId> world;         // the civilization's units not in play (003 §Deck)
    std::vector<CardId> collapsed;     // collapsed units waiting for the unit-destruction phase
    std::vector<CardId> technologies;  // technology cards in play in front of him (RULES.md §2)
    int pure_energy = 0;
    int stock = 0;  // game.economy "stock" (002, RULES.md §5 C1): his untyped resources
    // Stock economy, this Reinforcements phase (RULES.md §5 C8): resources spent on units (within
    // the value of the Energy Crystals in front: his set-aside cards) and common cards bought.
    int unit_spending = 0;
    int commons_bought = 0;
    int hand_size = 5;
    bool eliminated = false;
    bool portal_destruction_scheduled = false;  // 003 §Expansion: destroyed next turn start
    bool attacked_this_expansion = false;       // 003 §Battle step 2
    int cards_to_discard = 0;                   // purchasing: set-aside cards drawn back
    int settle_units_chosen = 0;
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

// One unit on a front.
struct UnitInPlay {
    CardId card = 0;
    bool doomed = false;
    int strength_bonus = 0;           // add_strength aimed at this unit, for the rest of the battle
    bool condition_was_true = false;  // condition reactions: "the condition just became true"
    friend bool operator==(const UnitInPlay&, const UnitInPlay&) = default;
};

struct BattleSide {
    std::vector<std::vector<UnitInPlay>> rows;  // top row first
    bool stopped = false;
    int allied_units_bonus = 0;  // per unit of this side, for the rest of the battle (Shaman)
    int side_bonus = 0;          // add_strength to allied_side, for the rest of the battle
    int mana = 0;                // glossary: temporary resource, this front only, lost at the end
    // King of Eden: the dragons on this side of the front, in the order they were added: those
    // defending the Heart (the King of Eden first), or those attacking a player's territory;
    // they count through dragon_side_strength (RULES.md §4).
    std::vector<DragonUnitView> dragons;
    friend bool operator==(const BattleSide&, const BattleSide&) = default;
};

struct Front {
    Frontier frontier;
    int defender = kNoPlayer;  // who controlled the enemy territory when the front opened
    bool by_hand = false;      // the defender defends with units (else base defense)
    bool defense_chosen = false;
    BattleSide attack;
    BattleSide defense;
    bool attacker_won = false;
    // With troops (RULES.md §5 C4, C5): the attacker's troops near this frontier, sent from
    // frontier.allied when the front opened; +1 strength each.
    int attack_troops = 0;
    friend bool operator==(const Front&, const Front&) = default;
};

enum class BattleStep {
    opening,           // step 1: the attacker may open a second front
    defender_refresh,  // step 2: the defender, attacked before this expansion, may discard
    defender_opens,    // step 3: the defender chooses the fronts he defends by hand
    attacker_adds,     // step 4
    defender_adds,     // step 5
    taking_turns,      // battle.order alternating (002 §Combat): one unit at a time, turn about
    sealed_abilities,  // battle.order sealed (RULES.md §7 H4): the units' immediate abilities,
                       // in the order the units were added
    delayed,           // between steps 6 and 7: delayed abilities
    post_combat,       // step 8: post-combat abilities, then returning units to the World
    destruction,       // step 9: rescuing collapsed units
    refresh_after,     // battle.defender_refresh after_battle (002): each defender refreshes
    over,
};

// With troops (RULES.md §5 C5): a defender's troops that survived on a territory he lost, off
// the map until he places them, one at a time, on his territories touching it.
struct Retreat {
    int player = kNoPlayer;
    Hex from;
    int count = 0;
    friend bool operator==(const Retreat&, const Retreat&) = default;
};

// An ability a player may trigger now (003: triggering is always optional).
struct TriggerOffer {
    int player = kNoPlayer;
    CardId card = 0;
    int ability = 0;
    int front = 0;
    CardId triggering_unit = -1;  // reactions to a unit being added
    friend bool operator==(const TriggerOffer&, const TriggerOffer&) = default;
};

// An ability being resolved, one cost or effect at a time; some need a choice.
struct Resolution {
    TriggerOffer offer;
    int cost_index = 0;
    int effect_index = 0;
    int chosen = 0;                  // cards chosen so far for a multi-card cost
    std::vector<CardId> revealed;    // scout: the revealed cards, top first
    bool choosing_purchase = false;  // purchase_to_hand: choosing the unit
    friend bool operator==(const Resolution&, const Resolution&) = default;
};

// A dragon just added to a front (the Heart's, or the front of a dragon attack): its immediate
// abilities resolving, one effect at a time, and the choice one of them leaves the player it
// fights (RULES.md §4, 000 "the player can choose"; Green Dragon).
struct DragonStep {
    int front = 0;
    int index = 0;    // into the dragons of the front's dragon side
    int ability = 0;  // its next ability
    int effect = 0;   // 0: the ability is not entered yet (condition, costs); k: effect k is next
    DragonOwed owed = DragonOwed::none;
    std::vector<CardId> choice;  // owed get_rid_of: the player's units he chooses among
    friend bool operator==(const DragonStep&, const DragonStep&) = default;
};

// battle.order sealed: a unit added in steps 4–5, its abilities not yet offered.
struct SealedUnit {
    int player = kNoPlayer;
    CardId card = 0;
    int front = 0;
    friend bool operator==(const SealedUnit&, const SealedUnit&) = default;
};

struct Battle {
    // kNoPlayer: the dragons attack (King of Eden, RULES.md §4 "A dragon attack"): one front on
    // the attacked territory, their cards on Front::attack.dragons, the player who fights them
    // (the defender or his supporter) is `defender`.
    int attacker = kNoPlayer;
    int defender = kNoPlayer;  // the first opposing player, if any (each front has its own)
    std::vector<Front> fronts;
    BattleStep step = BattleStep::opening;
    int cursor = 0;  // the front a per-front step asks about next
    std::vector<TriggerOffer> offers;
    std::optional<Resolution> resolving;
    bool delayed_offered = false;
    bool post_combat_offered = false;
    bool doomed_collapsed = false;
    int returning_player = kNoPlayer;       // post-combat / destruction: whose turn to choose
    std::optional<DragonStep> dragon_step;  // King of Eden: a dragon on the Heart resolving
    // battle.order alternating: the player whose turn it is to add a unit or stop.
    int turn_of = kNoPlayer;
    // The defenders still to discard and replenish, first asked first (defender_refresh and
    // refresh_after steps).
    std::vector<int> refreshing;
    // With troops (RULES.md §5 C4, C5), in the order they are asked: the front just opened
    // whose troops the attacker sends next (-1: none); after the fronts are counted, the
    // defenders' retreats, then the territories taken whose attacking troops (all on them) the
    // attacker spreads back over the territories they came from.
    int sending_front = -1;
    std::vector<Retreat> retreats;
    std::vector<Hex> occupied;
    // With troops (RULES.md §5 C6): units of cost 5 or more that just collapsed, first to last,
    // each destroyed unless its owner spends a troop on its front.
    std::vector<CardId> collapsed_costly;
    // Seats' battle plans (RULES.md §7 H1, H2), one per seat and front; cleared when the fronts
    // are counted. Private to their seat: views of other seats leave them out.
    std::vector<BattlePlan> plans;
    // Seats' planned answers to the post-combat return of units (FrontPlan::after_battle), kept
    // from their plans when those are cleared; seat-private like the plans.
    std::vector<std::pair<int, PlanAfterBattle>> after_battle;
    // battle.order sealed (RULES.md §7 H4): the units added in steps 4–5, in order, whose
    // immediate abilities are offered once both sides have played; `cursor` walks them in the
    // sealed_abilities step.
    std::vector<SealedUnit> sealed_added;
    friend bool operator==(const Battle&, const Battle&) = default;
};

enum class SubphaseStep {
    begin,        // discard / set aside (swap) / use cards / open the first front / end
    battle,       // a battle is on
    end,          // discard / set aside (swap) after the battle
    bonus_offer,  // 002: territory taken from a player: a bonus turn, or the turn ends
};

// 003 §Expansion phase: a player's turn, a series of attack subphases.
struct ExpansionTurn {
    int player = kNoPlayer;
    int subphase = 0;  // 0 = the first attack subphase
    SubphaseStep step = SubphaseStep::begin;
    int opponent = kNoPlayer;      // this subphase's opposing player, once a front names one
    bool had_battle = false;       // this subphase
    int additional_earned = 0;     // additional subphases earned and not yet begun
    std::uint32_t taken_from = 0;  // opponents already taken from this turn (bit per seat)
    // game.extra_attacks bonus_turns (002, RULES.md §5 C7): the territories taken from players
    // in this turn (or bonus turn), and, in a bonus turn, the only ones it may attack from.
    bool bonus = false;
    std::vector<Hex> taken_from_players;
    std::vector<Hex> bonus_origins;
    friend bool operator==(const ExpansionTurn&, const ExpansionTurn&) = default;
};

// What a payment in progress is for; the Pay decision settles it.
enum class PaymentPurpose {
    purchase,
    open_front,
    return_to_world,
    rescue,
    ability_cost,
    purchase_to_hand
};

struct PendingPayment {
    int player = kNoPlayer;
    PaymentPurpose purpose = PaymentPurpose::purchase;
    Cost cost;
    // 003 §Expansion: an additional subphase's battle costs N resources "using any combination
    // of their civilization resource and crystal shards"; `cost` is then empty.
    int civ_or_shards = 0;
    bool crystals_from_hand = false;  // else from the set-aside cards (Purchasing phase)
    CardId card = -1;                 // the card bought, returned, rescued, played
    Frontier frontier;                // open_front
    friend bool operator==(const PendingPayment&, const PendingPayment&) = default;
};

struct ConquestState {
    std::vector<CardInstance> cards;          // every physical card; CardId indexes it
    std::vector<std::vector<CardId>> supply;  // per common card definition, top = back()
    std::vector<PlayerState> players;
    TerritoryResources resources;  // lying on territories (003 §Resources)
    // With troops (RULES.md §5): the controller's troops on each territory; a territory is
    // controlled exactly when it holds some (conquest/troops.cpp).
    std::map<Hex, int> troops;
    // troops.wild_markers (004 §Conquête, Mise en place; RULES.md §6 F1, F5): the marker on each
    // wild territory that has one, its value; it fights as that many troops of a defender and is
    // removed when the territory is taken. A territory emptied of troops has none (F9).
    std::map<Hex, int> wild_markers;
    int troops_left = 0;  // settling, reinforcements: troops the current player has to place
    ConquestStep step = ConquestStep::settle_units;
    int round = 0;            // 1 from the first round (conquest/rounds.cpp)
    int first_player = 0;     // holder of the first player token
    int current = 0;          // whose decision in a per-player step
    int players_done = 0;     // in a per-player step, how many have finished
    int production_left = 0;  // resources the current player has to place
    ExpansionTurn turn;
    std::optional<Battle> battle;
    std::optional<PendingPayment> payment;
    // game.heart_loss_spends_pure_energy (RULES.md §5 C9): who just lost the Heart and is buying
    // technology with his pure energy before the battle goes on; kNoPlayer when nobody.
    int heart_spender = kNoPlayer;
    bool unbalance_switched = false;     // Unbalance variant: the protagonist fell
    std::vector<int> winners;            // game over: the winning seats (empty: nobody)
    std::optional<DragonState> dragons;  // King of Eden (RULES.md §4); absent in other games
    friend bool operator==(const ConquestState&, const ConquestState&) = default;
};

// The conquest state as JSON and back (conquest/json.cpp). conquest_from_json throws
// DataError(source, pointer + "/...", reason) for anything malformed: unknown keys, unknown
// enum names, wrong types, card ids out of range.
nlohmann::json conquest_to_json(const ConquestState& c);
// The step's name as conquest_to_json writes it ("settle_units", "expansion", ...).
std::string_view to_string(ConquestStep step);
ConquestState conquest_from_json(const nlohmann::json& j, const std::string& source,
                                 const std::string& pointer);
// Replaces, in a conquest JSON value (as conquest_to_json wrote it), what `seat` may not see:
// other players' hands (by their count), every deck's order (by its count; nobody knows the
// order of his own deck), other players' set-aside cards (by their count). Discard piles,
// Worlds, supply piles, resources and battles are public. The dragons' deck and target deck
// orders are nobody's to see.
void hide_conquest_private(nlohmann::json& view, int seat);
// Why a conquest state read from a file cannot be a state of a game (a card in two places or
// in none, a seat out of range...), or nullopt.
std::optional<std::string> conquest_inconsistency(const ConquestState& c, int players,
                                                  int card_definitions);

}  // namespace eden
