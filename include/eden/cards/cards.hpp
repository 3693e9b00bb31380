// Card definitions and the card-effect vocabulary (DESIGN.md "Rules as data").
//
// Rulebook: 003 §Settle near the portals (the common cards, purchasing, destroying a card),
// §Effects and abilities (immediate, delayed, reaction, post-combat abilities and permanent
// effects), FAQ 5–12 and the glossary (doom, restore, get rid of, harvest, production
// capability). RULES.md §2 "Abilities" and "Cards the rulebooks name but never print".
//
// No rulebook prints a card: every card is ours, written as data (data/cards/*.json and
// data/civilizations/*.json) in this small vocabulary and interpreted by one engine module
// (cards/effects.cpp). A card is a name, a cost number, a price, a strength and a list of
// abilities; an ability is *when* (timing, with the event or condition of a reaction), *what it
// costs*
// ("do X to do Y": X must be paid in full, FAQ 6), and *what it does* (effects, each one verb).
#pragma once

#include <array>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "eden/conquest/payment.hpp"
#include "eden/map/tile.hpp"

namespace eden {

enum class CardKind {
    unit,            // a civilization's unit: played on fronts (003 §Battle)
    energy_crystal,  // Small / Medium / Huge Energy Crystal: pays for purchases
    common,          // the other common cards (Setback, Opportunity): used from the hand
    technology,      // bought with pure energy, one of each per player (RULES.md §2); kept in
                     // play in front of its owner, its permanent effects always on
    dragon,          // a King of Eden dragon (000): a unit the engine plays for the dragons, from
                     // data/dragons/*.json; only dragons use the dragon-only words below
};

// 003 §Effects and abilities.
enum class Timing {
    immediate,    // just after the unit is added to the battle
    delayed,      // between battle steps 6 and 7
    post_combat,  // at the start of the post-combat phase
    reaction,     // each time `event` occurs, or `condition` becomes (or is, when added) true
    permanent,    // always on: a strength bonus while `condition` holds
    from_hand,    // a common card used from the hand at `event`; its cost includes discarding it
};

// Events a reaction (or a from-hand card) waits for.
enum class TriggerEvent {
    none,
    this_collapses,         // this unit collapses (is got rid of, or collapses when doomed)
    enemy_unit_added,       // an enemy unit is added to a front this card's owner fights on
    subphase_start,         // the owner's attack subphase begins (hand management, from hand)
    allied_unit_collapses,  // another allied unit on this unit's front collapses
};

// Conditions for reactions and permanent effects. 003: a condition-based reaction may be
// triggered when the unit is added while the condition holds, or when it becomes true.
enum class Condition {
    none,
    hand_empty,             // the owner's hand is empty
    on_top_row,             // this unit is on the top row of its side of the front
    defending,              // the owner is the defending player
    enemy_by_base_defense,  // the enemy side of this front is base defense, not units
    attacking,              // the owner is the attacking player
    self_doomed,            // this unit is doomed
    // Dragon-only (000): an immediate dragon ability may hold under one of these.
    enemy_by_hand,            // the player across this front fights with cards (defends by hand
                              // or attacks), not with base defense (Green Dragon)
    king_of_eden_on_front,    // the King of Eden is on this dragon front (Baby Dragon)
    no_king_of_eden_on_front  // ... and is not (Baby Dragon)
};

// What an ability's cost asks ("do X to do Y", FAQ 6).
enum class CostKind {
    doom_self,             // doom this unit (a doomed unit cannot be doomed again)
    discard_from_hand,     // discard `amount` cards of the owner's choice from hand
    pay_civ_resources,     // use `amount` civilization resources from the owner's territories
    destroy_from_discard,  // destroy `amount` cards of the owner's discard pile
    discard_this,          // a from-hand card: discard the card itself
    pay_mana,              // spend `amount` mana of this side of the front (glossary: mana)
    discard_crystal,       // discard `amount` Energy Crystal cards of the owner's choice from hand
    doom_allied_named,     // dragon-only: doom `amount` allied units of this front named in `cards`
};

struct AbilityCost {
    CostKind kind = CostKind::doom_self;
    int amount = 1;
    std::vector<std::string> cards{};  // doom_allied_named: the card ids that may be doomed
    friend bool operator==(const AbilityCost&, const AbilityCost&) = default;
};

// The verbs. Each is implemented once in cards/effects.cpp and tested once.
enum class Verb {
    add_strength,         // `amount` strength to `target` (for the rest of the battle)
    draw,                 // draw `amount` cards into the hand
    scout,                // reveal the top `amount` cards; add the first to this front (a unit),
                          // discard it, or put them back in any order (FAQ 7)
    harvest,              // place on the allied territory `resource` equal to the production
                          // capability of the `target` territories (glossary; FAQ 9)
    purchase_to_hand,     // purchase a unit of the owner's World, paying it, into the hand (FAQ 10)
    doom,                 // doom `target`
    restore,              // restore `target` (remove its doomed status)
    get_rid_of,           // make `target` collapse
    return_from_discard,  // add a card named `card` from the discard pile to this front
    gain_mana,            // `amount` mana for this side of the front: a temporary resource that
                          // exists only on this front and is lost when the battle ends (glossary)
    move_to_top,          // move `target` to a new row above its side's top row (glossary: move)
    move_to_bottom,       // move `target` under its side's bottom row
    gain_resources,       // place `amount` `resource` on the allied territory
    enemy_discards,       // the enemy player of this front discards `amount` random cards from hand
    gain_pure_energy,     // `amount` added to the owner's pure energy count
    return_to_hand,       // (post-combat) this unit goes back to the owner's hand, not the discard
    extra_front,          // (technology, permanent) `amount` more fronts per attack subphase
    extra_production,     // (technology, permanent) the owner's standing portal produces `amount`
    discard_random,       // the owner discards `amount` random cards from its own hand (for the
                          // dragons: from the dragon hand, 000 Baby Dragon)
    // Dragon-only (000), played by the dragons' battle rules:
    enemy_discards_chosen,  // the enemy player discards `amount` cards of his choice (Green Dragon)
    replace_abilities,      // (permanent) the abilities of the allied units named in `cards`
                            // become `becomes` (Red King/Queen)
    never_collapses,        // (permanent) this unit never collapses nor is discarded (King of Eden)
};

// What an add_strength amount is multiplied by ("+1 for each other allied unit").
enum class Per {
    none,
    other_allied_unit,  // each other allied unit on this front
    enemy_unit,         // each enemy unit on this front
    // Dragon-only: each dragon territory other than the Heart (King of Eden).
    dragon_territory_besides_heart,
};

// Whom or what an effect acts on.
enum class Target {
    self,                      // this unit
    allied_units,              // every allied unit on this front, including ones added later
    chosen_allied_unit,        // one allied unit on this front, chosen when resolving
    chosen_enemy_unit,         // one enemy unit on this front, chosen when resolving
    triggering_unit,           // the unit whose addition triggered a reaction
    neighbouring_territories,  // the allied territory's six neighbours (edges count as black)
    enemy_territory,           // the territory across this front
    allied_side,               // this side of the front as a whole: strength that counts even
                               // when the side stands on base defense (technology cards)
    // Dragon-only (000):
    other_allied_units,              // every other allied unit on this front (Golden Dragon)
    enemy_cost_5_or_most_expensive,  // an enemy unit of cost 5, else one of the most expensive
    enemy_bottom_row_cost_5_or_most_expensive,  // the same among the enemy's bottom row
    enemy_unit_enemy_chooses,  // an enemy unit, chosen by the enemy player (White Dragon)
};

struct Effect {
    Verb verb = Verb::add_strength;
    int amount = 0;
    Target target = Target::self;
    TileColor resource = TileColor::white;  // harvest
    std::string card;                       // return_from_discard: the card id
    int max_cost = 0;     // chosen_enemy_unit / chosen_allied_unit: 0 = any cost, else at most
    Per per = Per::none;  // add_strength: the amount is per each of these
    std::vector<std::string> cards{};  // replace_abilities: the card ids whose abilities change
    std::vector<Effect> becomes{};     // replace_abilities: their immediate effects from now on
    friend bool operator==(const Effect&, const Effect&) = default;
};

struct Ability {
    Timing timing = Timing::immediate;
    TriggerEvent event = TriggerEvent::none;
    Condition condition = Condition::none;
    std::vector<AbilityCost> costs;
    std::vector<Effect> effects;
    friend bool operator==(const Ability&, const Ability&) = default;
};

struct CardDef {
    std::string id;  // unique across all card files, e.g. "infantry_squad"
    std::string name;
    CardKind kind = CardKind::unit;
    int cost = 0;              // a unit's cost number: returning, rescuing, the cost-6 rule
    Cost price;                // what purchasing it takes (003 §Resources, purchases)
    int strength = 0;          // units
    int crystal_value = 0;     // Energy Crystals: 1, 2, 3
    int copies = 1;            // units: copies in the World; common cards: the supply pile's size
    std::string civilization;  // units: the civilization id
    std::vector<Ability> abilities;
    std::string design_note;
    friend bool operator==(const CardDef&, const CardDef&) = default;
};

struct Civilization {
    std::string id;
    std::string name;
    TileColor resource = TileColor::grey;
    std::string description;
    std::vector<std::string> units;  // card ids, in the file's order
    friend bool operator==(const Civilization&, const Civilization&) = default;
};

// Every card a game can use. Index-based: the engine refers to definitions by position.
struct CardLibrary {
    std::vector<CardDef> cards;
    std::vector<Civilization> civilizations;

    // nullopt if unknown.
    std::optional<int> index_of(std::string_view card_id) const;
    const Civilization* civilization(std::string_view id) const;
    friend bool operator==(const CardLibrary&, const CardLibrary&) = default;
};

std::string_view to_string(CardKind k);
std::string_view to_string(Timing t);
std::string_view to_string(TriggerEvent e);
std::string_view to_string(Condition c);
std::string_view to_string(CostKind k);
std::string_view to_string(Verb v);
std::string_view to_string(Target t);
std::string_view to_string(Per p);

// Every value of each enum, in declaration order: the parsers, the data/README.md check and
// the app's lists walk these, so a new value added above must be added here too.
inline constexpr std::array<CardKind, 5> kAllCardKinds{CardKind::unit, CardKind::energy_crystal,
                                                       CardKind::common, CardKind::technology,
                                                       CardKind::dragon};
inline constexpr std::array<Timing, 6> kAllTimings{Timing::immediate,   Timing::delayed,
                                                   Timing::post_combat, Timing::reaction,
                                                   Timing::permanent,   Timing::from_hand};
inline constexpr std::array<TriggerEvent, 5> kAllTriggerEvents{
    TriggerEvent::none, TriggerEvent::this_collapses, TriggerEvent::enemy_unit_added,
    TriggerEvent::subphase_start, TriggerEvent::allied_unit_collapses};
inline constexpr std::array<Condition, 10> kAllConditions{Condition::none,
                                                          Condition::hand_empty,
                                                          Condition::on_top_row,
                                                          Condition::defending,
                                                          Condition::enemy_by_base_defense,
                                                          Condition::attacking,
                                                          Condition::self_doomed,
                                                          Condition::enemy_by_hand,
                                                          Condition::king_of_eden_on_front,
                                                          Condition::no_king_of_eden_on_front};
inline constexpr std::array<CostKind, 8> kAllCostKinds{
    CostKind::doom_self,         CostKind::discard_from_hand,
    CostKind::pay_civ_resources, CostKind::destroy_from_discard,
    CostKind::discard_this,      CostKind::pay_mana,
    CostKind::discard_crystal,   CostKind::doom_allied_named};
inline constexpr std::array<Verb, 22> kAllVerbs{Verb::add_strength,
                                                Verb::draw,
                                                Verb::scout,
                                                Verb::harvest,
                                                Verb::purchase_to_hand,
                                                Verb::doom,
                                                Verb::restore,
                                                Verb::get_rid_of,
                                                Verb::return_from_discard,
                                                Verb::gain_mana,
                                                Verb::move_to_top,
                                                Verb::move_to_bottom,
                                                Verb::gain_resources,
                                                Verb::enemy_discards,
                                                Verb::gain_pure_energy,
                                                Verb::return_to_hand,
                                                Verb::extra_front,
                                                Verb::extra_production,
                                                Verb::discard_random,
                                                Verb::enemy_discards_chosen,
                                                Verb::replace_abilities,
                                                Verb::never_collapses};
inline constexpr std::array<Target, 12> kAllTargets{
    Target::self,
    Target::allied_units,
    Target::chosen_allied_unit,
    Target::chosen_enemy_unit,
    Target::triggering_unit,
    Target::neighbouring_territories,
    Target::enemy_territory,
    Target::allied_side,
    Target::other_allied_units,
    Target::enemy_cost_5_or_most_expensive,
    Target::enemy_bottom_row_cost_5_or_most_expensive,
    Target::enemy_unit_enemy_chooses};
inline constexpr std::array<Per, 4> kAllPers{Per::none, Per::other_allied_unit, Per::enemy_unit,
                                             Per::dragon_territory_besides_heart};

// Whether a word belongs to the dragons only (000): the dragons' battle rules play it, the
// player battles of cards/effects.cpp do not, so cards/cards.cpp refuses it on any card but a
// dragon.
bool dragon_only(Verb v);
bool dragon_only(Target t);
bool dragon_only(Condition c);
bool dragon_only(CostKind k);
bool dragon_only(Per p);

// One card file's cards: data/cards/common.json is {"cards": [...]}, a civilization file
// data/civilizations/<id>.json is {"id", "name", "resource", "description", "units": [...]}.
// Both throw DataError(source, pointer, reason) for unknown keys, unknown verbs, missing ids,
// bad numbers. The JSON form of a card is documented in data/README.md.
CardDef card_from_json(const nlohmann::json& j, const std::string& source,
                       const std::string& pointer);
nlohmann::json card_to_json(const CardDef& c);
// Appends the file's cards (and civilization) to `library`; duplicate ids are errors.
void add_common_cards_file(CardLibrary& library, const nlohmann::json& j,
                           const std::string& source);
void add_civilization_file(CardLibrary& library, const nlohmann::json& j,
                           const std::string& source);
// Cross-file checks once every file is in: return_from_discard names a known card, each
// civilization has at least 3 cost-1 unit copies (the starting deck), the common cards
// include the three Energy Crystals. Throws DataError naming `source`.
void check_library(const CardLibrary& library, const std::string& source);
// The same checks, naming the file each card came from, so a cross-file error points at the
// file a designer must fix. The origins parallel library.cards and library.civilizations (the
// file and the JSON pointer of the card or civilization object); `source` names the problems no
// file is to blame for (a missing Energy Crystal).
struct CardOrigin {
    std::string source;
    std::string pointer;
};
struct LibraryOrigins {
    std::vector<CardOrigin> cards;
    std::vector<CardOrigin> civilizations;
};
void check_library(const CardLibrary& library, const std::string& source,
                   const LibraryOrigins& origins);

// A whole library as one JSON value (saves carry the cards they were played with) and back.
nlohmann::json library_to_json(const CardLibrary& library);
CardLibrary library_from_json(const nlohmann::json& j, const std::string& source,
                              const std::string& pointer);

}  // namespace eden
