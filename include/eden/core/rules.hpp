// Ruleset parameters: every rule on which the rulebook editions disagree is a named parameter
// (RULES.md §1), so `classic`, `edition-fr` and house rules are data, not code.
//
// A ruleset file (data/rulesets/*.json) lists every parameter with its value and a one-line
// description; a scenario or variant overlays a few values. Unknown parameter names are errors.
// The parameters the engine reads live in `Rules`; `parameter_table()` maps each id to its field.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "eden/map/map.hpp"
#include "eden/map/tile.hpp"

namespace eden {

// Who places face-down tiles without looking at them first (RULES.md §2, §3; U28).
enum class BlindPlacement { none, all, all_but_first_player };
// Who starts the conquest: the map's first player (003), or the player whose portal reached
// its final spot first (002/004 "the first player to have put their portal in its final
// location", read as the earliest last placement, U17).
enum class ConquestFirstPlayer { same_as_map, first_final_portal };
// How the map starts: the standard free build, or King of Eden's chains (RULES.md §4).
enum class MapSetup { standard, king_of_eden_chain };
// How the game is won (003 §Choose a scenario; RULES.md §3). The *_then_supremacy forms are the
// scenario variants: the fall of the protagonist (or of the King) switches to Supremacy.
enum class Victory {
    supremacy,                 // the last standing portal wins
    unbalance,                 // the first player's portal falls: the others win
    unbalance_then_supremacy,  // ...or the game goes on as Supremacy (the variant)
    king_of_eden,              // issue: the dragons (not yet played by the engine)
    king_of_eden_then_supremacy,
};

// The phases of a round (003 §To battle!): a ruleset plays them in its own order (RULES.md §5
// C3: 002 plays Expansion first). The King of Eden dragons' turn ends the expansion phase.
enum class RoundPhase { production, expansion, purchasing };
// Where a player's resources are kept (issue 18: the economy is one concern with one dispatcher,
// src/engine/conquest/economy.cpp): typed resources lying on his territories (003 §Resources),
// or one stock of untyped resources kept between rounds (002, RULES.md §5 C1).
enum class Economy { territories, stock };

// How an expansion turn attacks again after taking territory from a player (issue 18: one
// dispatcher, src/engine/conquest/extra_attacks.cpp): 003's additional attack subphases, each
// front paid by its distance to the portal, or 002's bonus turns from the territories just taken,
// each front paid with a troop (RULES.md §5 C7).
enum class ExtraAttacks { subphases, bonus_turns };

// Who plays when in a battle (issue 18: one dispatcher, src/engine/battle/battle_order.cpp):
// 003's steps 3–6, front by front (the defender opens each front by hand or leaves it to base
// defense, then attacker and defender add one unit per front still active, stopping per front),
// or 002's alternating turns (one unit at a time on a front of the player's choice, from the
// attacker, then each defender in seat order; stopping is final for the whole battle; RULES.md
// §5 C5), or the playtesters' sealed battles (RULES.md §7 H4: in steps 4–6 the attacker adds
// every unit he will add on each front, then the defender, seeing them, adds his; then the
// immediate abilities resolve in the order the units were added).
enum class BattleOrder { by_front, alternating, sealed };
// When a defender may discard and replenish: before a battle, if attacked before in this
// expansion phase (003 step 2), or after every battle he defended (002 §Combat, RULES.md §5 C5).
enum class DefenderRefresh { attacked_again, after_battle };
// Where the Production phase's pure energy comes from (one dispatcher, src/engine/conquest/
// economy.cpp): the Heart of Eden alone (003: 1 to its controller; 002: 1 if it is connected),
// or 004's refinement (RULES.md §6 F3: 1 per 5 stocks produced, +1 per controlled territory
// touching the Heart, +2 for the Heart).
enum class PureEnergy { heart, refined };
// Where the starting troops go (src/engine/conquest/troops.cpp): placed by the player on his
// portal and the tiles touching it, at least 1 on each (002 §Conquest Setup), or laid out by the
// rule, 1 on the portal and 2 on each tile touching it (004 §Conquête, Mise en place; RULES.md
// §6 F1).
enum class StartingTroops { placed, by_portal };
// Where a round's new troops go: on any of the player's territories, placed one at a time
// (002 §The Reinforcements phase), or all on his portal (004 §La phase de Logistique, F8).
enum class ReinforcementsOn { any_territory, portal };
// With a stock (game.economy stock), what the n-th common card of a purchasing phase costs: n
// times its printed price (002 §The Reinforcements phase, RULES.md §5 C8), or its printed price
// (004 §La phase de Logistique, RULES.md §6 F8).
enum class StockCommonsPrice { escalating, printed };
// What the captor of a portal puts on each territory of the player he eliminates: the loser's
// troops, become his (002 §The Expansion phase: "all that player's remaining troops are replaced
// by troops from the attacking player"), or 1 troop (004 §Cas particuliers: "ses troupes sont
// remplacées par 1 troupe du joueur attaquant"; RULES.md §6 F9).
enum class CapturedTroops { replaced, one_each };

struct Rules {
    int min_players = 2;
    int max_players = 6;
    // Who holds the first player token when the conquest starts (U17).
    ConquestFirstPlayer conquest_first_player = ConquestFirstPlayer::same_as_map;

    std::vector<TileColor> face_down_colours{kAllTileColors.begin(), kAllTileColors.end()};
    DistanceMetric distance_metric = DistanceMetric::path;
    int portal_min_distance_heart = 4;
    int portal_min_distance_portal = 5;
    int portal_max_ordinary_neighbours = 2;
    bool portal_limit_counts_every_tile = false;
    int own_portal_min_tile_distance = 4;
    bool forbid_tiles_next_to_portal = false;
    bool portal_removal_keeps_map_connected = true;
    int richness_min_colours = 4;
    bool richness_counts_portals = false;
    // A portal is of its owner's colour (004, RULES.md §6): for richness it counts as that
    // colour rather than as a type of its own, and its owner's production counts it as a
    // territory of his colour (F3).
    bool portal_has_owner_colour = false;
    bool richness_tokens_follow_changes = false;
    bool shard_civilization_chooses_colour = true;
    bool black_tile_must_enable_portal = true;
    bool final_portal_round = true;
    BlindPlacement blind_placement = BlindPlacement::none;
    MapSetup setup = MapSetup::standard;
    int king_of_eden_chain_length = 3;
    // King of Eden (RULES.md §4): the cards of a dragon hand in each battle of a dragon attack,
    // and beside the King of Eden when a player attacks the Heart, by player count (2 to 6
    // players); -1: the dragon deck's hand_size (000: 5). The scenario scales them, since more
    // civilizations get more tries at the Heart each round.
    std::vector<int> dragon_attack_hand_size{-1, -1, -1, -1, -1};
    std::vector<int> dragon_heart_hand_size{-1, -1, -1, -1, -1};

    // The conquest (003 §Settle near the portals, §Expansion phase; RULES.md §2–§3).
    Victory victory = Victory::supremacy;
    std::vector<RoundPhase> round_phases{RoundPhase::production, RoundPhase::expansion,
                                         RoundPhase::purchasing};
    Economy economy = Economy::territories;
    ExtraAttacks extra_attacks = ExtraAttacks::subphases;
    int hand_size = 5;
    int starting_resources = 2;
    bool setup_purchase = true;  // 003 §Resources, purchases; 002 has none (RULES.md §5 C2)
    // Losing the Heart: its holder spends all his pure energy on technology at once, the rest is
    // lost (002, 004; RULES.md §5 C9, §6 F9). Off in 003.
    bool heart_loss_spends_pure_energy = false;
    // A player may destroy his own portal in his attack subphase (003 §Expansion phase); 002 has
    // no such rule (RULES.md §5 C10).
    bool destroy_own_portal = true;
    int starting_cost1_units = 3;
    int starting_medium_crystals = 1;
    int starting_small_crystals_min = 3;
    int starting_small_crystals_max = 5;
    int max_fronts = 2;
    // Players one subphase's fronts may attack (003: the territories of at most one other
    // player; 002: "possibly against 2 different players", RULES.md §5 C4).
    int max_defenders = 1;
    BattleOrder battle_order = BattleOrder::by_front;
    DefenderRefresh defender_refresh = DefenderRefresh::attacked_again;
    int unbalance_hand_size = 6;
    int unbalance_starting_resources = 4;
    int unbalance_extra_unit_cost = 2;  // 0: no extra unit

    // Troops (002, RULES.md §5 C2, C8): off in `standard`. With troops a territory is controlled
    // while it holds at least one of its controller's troops.
    bool troops = false;
    int troops_at_start = 5;         // on the portal and the tiles touching it, ≥ 1 each
    int troops_per_round = 3;        // received in the Reinforcements phase...
    int troops_per_round_heart = 4;  // ...by the Heart of Eden's holder
    StartingTroops starting_troops = StartingTroops::placed;
    ReinforcementsOn reinforcements_on = ReinforcementsOn::any_territory;
    // Wild territory markers (004 §Conquête, Mise en place; RULES.md §6 F1, F5): when the
    // conquest begins, every territory without troops gets one, by rings out from the troops:
    // the first value beside them, the next beside those, ..., the last on every tile left. A
    // marker fights as that many troops of a defender. Empty: no markers (002, 003).
    std::vector<int> wild_markers;
    PureEnergy pure_energy = PureEnergy::heart;
    CapturedTroops captured_troops = CapturedTroops::replaced;
    // With a stock: common cards' prices (C8, F8), and whether technology is for the Heart's
    // holder only (002: "If the player controls the Heart of Eden, they may also purchase
    // technology cards"; 004 sets no such condition).
    StockCommonsPrice stock_commons_price = StockCommonsPrice::escalating;
    bool stock_technology_needs_heart = true;

    // Battle (003 §Battle rules).
    std::vector<int> base_defense_by_distance{0, 0, 1, 3};
    int bonus_resource_threshold = 5;
    // Post-combat, a player may return his units to the World by paying their cost (003 §Battle
    // step 8); in 002 every unit is discarded after the battle (RULES.md §5 C5, C10).
    bool post_combat_returns = true;

    friend bool operator==(const Rules&, const Rules&) = default;
};

// phase_order: every one of `choices` exactly once, in the order played.
enum class ParamType { integer, boolean, colour_list, integer_list, choice, phase_order };

struct ParamInfo {
    std::string_view id;
    ParamType type;
    int min = 0;  // integers only
    int max = 0;
    std::vector<std::string_view> choices;  // choice and phase_order parameters only
    // Integer lists only: the exact length (0: at least 2; -1: any length, none included). A
    // list of a fixed length also takes one integer, meaning that value everywhere.
    int list_size = 0;
    // A rule whose edition is not playable yet (troops.*: 002's battles with troops are not
    // built): kept at its default wherever a person chooses rules (the app's variants, --set).
    bool unfinished = false;
};

// Every parameter the engine knows, in a stable order.
const std::vector<ParamInfo>& parameter_table();

// Reads / writes one parameter by id as JSON. set_parameter throws DataError(source, pointer,
// reason) for an unknown id or a value of the wrong type or range.
nlohmann::json get_parameter(const Rules& rules, std::string_view id);
void set_parameter(Rules& rules, std::string_view id, const nlohmann::json& value,
                   const std::string& source, const std::string& pointer);

// Why `rules` cannot start a game a person asked for: an unfinished parameter (ParamInfo::
// unfinished) away from its value in `base` (the defaults, or the ruleset the person chose: a
// ruleset file may play an edition still being built, a person's --set may not move it);
// nullopt when none is.
std::optional<std::string> unfinished_rule_in_use(const Rules& rules, const Rules& base = {});

// All parameter values as one {"id": value} object, and back (every id required).
nlohmann::json rules_to_json(const Rules& rules);
Rules rules_from_json(const nlohmann::json& j, const std::string& source,
                      const std::string& pointer);
// Applies {"id": value, ...} on top of `rules`.
void apply_overrides(Rules& rules, const nlohmann::json& overrides, const std::string& source,
                     const std::string& pointer);
// Parses "key=value" as given on the command line (`--set map.final_portal_round=false`).
void apply_assignment(Rules& rules, std::string_view assignment);

// A ruleset file: its identity, every parameter's value and one-line description.
struct Ruleset {
    std::string id;
    std::string name;
    std::string description;
    Rules rules;
    std::vector<std::pair<std::string, std::string>> descriptions;  // id -> one line
    // The scenarios (data/scenarios ids) this ruleset defines, in the file's order; empty: every
    // scenario (classic: only supremacy, King of Eden and Unbalance are not defined with troops).
    std::vector<std::string> scenarios;
    // An edition still being built (the file's "in_progress": what is missing, in English for
    // the playtesters who run it from eden-cli); empty when complete. The app offers only
    // complete rulesets; the CLI plays this one with a warning.
    std::string in_progress;
};

// Whether the ruleset defines the scenario (Ruleset::scenarios).
bool ruleset_offers(const Ruleset& ruleset, const std::string& scenario_id);

Ruleset ruleset_from_json(const nlohmann::json& j, const std::string& source);

// A scenario file (data/scenarios/*.json): its words for players, its overlay of parameters,
// and its variants (each another overlay).
struct ScenarioVariant {
    std::string id;
    std::string name;
    std::string description;
    nlohmann::json set = nlohmann::json::object();
};

struct Scenario {
    std::string id;
    std::string name;
    std::string summary;
    std::string deviations;
    std::string win_conditions;
    nlohmann::json set = nlohmann::json::object();
    std::vector<ScenarioVariant> variants;
    // The dragon deck (data/dragons/<id>.json) the scenario is played with, "" for none
    // (King of Eden: RULES.md §4).
    std::string dragons;
};

Scenario scenario_from_json(const nlohmann::json& j, const std::string& source);
// The ruleset with the scenario's overlay and, if `variant_id` is not empty, the variant's.
// Throws DataError if the variant does not exist.
Rules rules_for(const Ruleset& ruleset, const Scenario& scenario, const std::string& variant_id,
                const std::string& source);

}  // namespace eden
