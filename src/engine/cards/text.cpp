#include "eden/cards/text.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace eden {

namespace {

// U+2212 MINUS SIGN: "−2 strength" reads as a penalty, not a hyphenated word.
constexpr std::string_view kMinus = "\u2212";
// U+2014 EM DASH between a timing and its trigger: "Reaction — when ...".
constexpr std::string_view kDash = " \u2014 ";

std::string count_of(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string signed_amount(int n) {
    return n < 0 ? std::string(kMinus) + std::to_string(-n) : "+" + std::to_string(n);
}

std::string_view resource_singular(TileColor c) {
    switch (c) {
        case TileColor::white:
            return "crystal shard";
        case TileColor::green:
            return "plant";
        case TileColor::red:
            return "animal";
        case TileColor::grey:
            return "ore";
        case TileColor::yellow:
            return "positronium";
        case TileColor::brown:
            return "omninutrient";
        case TileColor::pink:
            return "inhabitant";
        case TileColor::black:
            return "nothing";
    }
    return "?";
}

// "A", "A and B", "A, B and C".
std::string join_list(const std::vector<std::string>& parts, std::string_view last_joiner) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += i + 1 == parts.size() ? std::string(last_joiner) : std::string(", ");
        out += parts[i];
    }
    return out;
}

// The sentence being written. After "this unit" has been named, the next mention of it reads
// "it" ("doom this unit to give it +2 strength"); naming another unit in between undoes that.
struct Sentence {
    bool self_is_last_unit = false;
};

std::string with_max_cost(std::string_view unit, int max_cost) {
    std::string out(unit);
    if (max_cost > 0) out += " of cost " + std::to_string(max_cost) + " or less";
    return out + " of your choice";
}

std::string target_text(const Effect& e, Sentence& s) {
    bool self = false;
    std::string out;
    switch (e.target) {
        case Target::self:
            self = true;
            out = s.self_is_last_unit ? "it" : "this unit";
            break;
        case Target::allied_units:
            out = "every allied unit on this front";
            break;
        case Target::chosen_allied_unit:
            out = with_max_cost("an allied unit", e.max_cost);
            break;
        case Target::chosen_enemy_unit:
            out = with_max_cost("an enemy unit", e.max_cost);
            break;
        case Target::triggering_unit:
            out = "that unit";
            break;
        case Target::neighbouring_territories:
            out = "the territories around your territory on this front";
            break;
        case Target::enemy_territory:
            out = "the territory across this front";
            break;
        case Target::allied_side:
            out = "your side of this front";
            break;
        case Target::other_allied_units:
            out = "every other allied unit on this front";
            break;
        case Target::enemy_cost_5_or_most_expensive:
            out = "an enemy unit of cost 5, or else one of the most expensive";
            break;
        case Target::enemy_bottom_row_cost_5_or_most_expensive:
            out =
                "a unit of cost 5 on the enemy's bottom row, or else one of the most expensive "
                "there";
            break;
        case Target::enemy_unit_enemy_chooses:
            out = "an enemy unit of the enemy's choice";
            break;
    }
    s.self_is_last_unit = self;
    return out;
}

std::string_view per_text(Per p) {
    switch (p) {
        case Per::none:
            return "";
        case Per::other_allied_unit:
            return " for each other allied unit on this front";
        case Per::enemy_unit:
            return " for each enemy unit on this front";
        case Per::dragon_territory_besides_heart:
            return " for each dragon territory other than the Heart of Eden";
    }
    return "";
}

std::string card_name(const CardLibrary& lib, const std::string& id) {
    if (const auto i = lib.index_of(id)) return lib.cards[static_cast<std::size_t>(*i)].name;
    return id;
}

std::string article_for(std::string_view name) {
    if (name.empty()) return "a";
    switch (name.front()) {
        case 'A':
        case 'E':
        case 'I':
        case 'O':
        case 'U':
        case 'a':
        case 'e':
        case 'i':
        case 'o':
        case 'u':
            return "an";
        default:
            return "a";
    }
}

// How a permanent strength bonus on the owner's side names the fronts it counts on: a
// technology card's side strength follows its condition (cards/technology.cpp), so "attacking" and
// "defending" fold into the subject ("your side of every front you attack").
std::string_view side_fronts(Condition c) {
    switch (c) {
        case Condition::attacking:
            return "your side of every front you attack";
        case Condition::defending:
            return "your side of every front you defend";
        case Condition::none:
        case Condition::hand_empty:
        case Condition::on_top_row:
        case Condition::enemy_by_base_defense:
        case Condition::self_doomed:
        case Condition::enemy_by_hand:
        case Condition::king_of_eden_on_front:
        case Condition::no_king_of_eden_on_front:
            return "your side of every front";
    }
    return "your side of every front";
}

// An effect as a verb phrase: imperative ("give this unit +2 strength") for the abilities a
// player triggers, a statement ("+2 strength") for a permanent effect.
std::string effect_text(const Effect& e, bool permanent, Condition side_condition,
                        const CardLibrary& lib, Sentence& s) {
    const std::string strength =
        signed_amount(e.amount) + " strength" + std::string(per_text(e.per));
    switch (e.verb) {
        case Verb::add_strength:
            if (permanent) {
                if (e.target == Target::self) return strength;
                if (e.target == Target::allied_side)
                    return std::string(side_fronts(side_condition)) + " gets " + strength;
                return target_text(e, s) + " gets " + strength;
            }
            return "give " + target_text(e, s) + " " + strength;
        case Verb::draw:
            return "draw " + count_of(e.amount, "card", "cards");
        case Verb::scout:
            // FAQ 7: the first revealed card may be added (a unit) or discarded, or the cards go
            // back on top in the order the player chooses.
            if (e.amount == 1)
                return "reveal the top card of your deck. You may add it to this front (if it is a "
                       "unit) or discard it, or put it back";
            return "reveal the top " + std::to_string(e.amount) +
                   " cards of your deck. You may add the first to this front (if it is a unit) "
                   "or discard it, or put them back in any order";
        case Verb::harvest:
            return "harvest " + std::string(resource_name(e.resource)) + " from " +
                   target_text(e, s);
        case Verb::purchase_to_hand:
            return "purchase a unit of your World, paying its price, and put it into your hand";
        case Verb::doom:
            return "doom " + target_text(e, s);
        case Verb::restore:
            return "restore " + target_text(e, s);
        case Verb::get_rid_of:
            return "get rid of " + target_text(e, s);
        case Verb::return_from_discard: {
            const std::string name = card_name(lib, e.card);
            return "add " + article_for(name) + " " + name +
                   " from your discard pile to this front";
        }
        case Verb::gain_mana:
            return "gain " + std::to_string(e.amount) + " mana on this front";
        case Verb::move_to_top:
            return "move " + target_text(e, s) + " to a new top row";
        case Verb::move_to_bottom:
            return "move " + target_text(e, s) + " to a new bottom row";
        case Verb::gain_resources:
            return "place " + resource_count_text(e.amount, e.resource) +
                   " on your territory on this front";
        case Verb::enemy_discards:
            return "make your enemy on this front discard " + count_of(e.amount, "card", "cards") +
                   " at random";
        case Verb::gain_pure_energy:
            return "gain " + std::to_string(e.amount) + " pure energy";
        case Verb::return_to_hand: {
            Effect self = e;
            self.target = Target::self;
            return "return " + target_text(self, s) +
                   " to your hand instead of your discard pile, unless it is doomed";
        }
        case Verb::extra_front:
            return "you may open " + count_of(e.amount, "more front", "more fronts") +
                   " in each attack subphase";
        case Verb::extra_production:
            return "your portal produces " + count_of(e.amount, "more resource", "more resources") +
                   " in each Production phase";
        case Verb::discard_random:
            return "discard " + count_of(e.amount, "random card", "random cards") +
                   " from your hand";
        case Verb::enemy_discards_chosen:
            return "make your enemy on this front discard " + count_of(e.amount, "card", "cards") +
                   " of his choice";
        case Verb::replace_abilities: {
            std::vector<std::string> names;
            for (const std::string& id : e.cards)
                names.push_back(card_name(lib, id));
            std::string becomes;
            for (std::size_t i = 0; i < e.becomes.size(); ++i) {
                Sentence inner;
                if (i > 0) becomes += ", then ";
                becomes += effect_text(e.becomes[i], false, Condition::none, lib, inner);
            }
            return "the abilities of your " + join_list(names, " and ") + " on this front are \"" +
                   becomes + "\"";
        }
        case Verb::never_collapses:
            return "this unit never collapses and is never discarded";
    }
    return "?";
}

// FAQ 6: "do X to do Y" — the costs, each paid in full before the effects.
std::string cost_text(const AbilityCost& c, std::string_view civ_resource, Sentence& s) {
    switch (c.kind) {
        case CostKind::doom_self:
            s.self_is_last_unit = true;
            return "doom this unit";
        case CostKind::discard_from_hand:
            return "discard " + count_of(c.amount, "card", "cards") + " from your hand";
        case CostKind::pay_civ_resources:
            return "use " + std::to_string(c.amount) + " of your civilization resource" +
                   (civ_resource.empty() ? std::string() : " (" + std::string(civ_resource) + ")");
        case CostKind::destroy_from_discard:
            return "destroy " + count_of(c.amount, "card", "cards") + " of your discard pile";
        case CostKind::discard_this:
            return "discard this card";
        case CostKind::pay_mana:
            return "spend " + std::to_string(c.amount) + " mana";
        case CostKind::discard_crystal:
            return "discard " +
                   (c.amount == 1 ? std::string("an Energy Crystal")
                                  : std::to_string(c.amount) + " Energy Crystals") +
                   " from your hand";
        case CostKind::doom_allied_named: {
            // The cost text has no library at hand: the id, title-cased, is the card's name.
            std::vector<std::string> names;
            for (std::string id : c.cards) {
                for (std::size_t i = 0; i < id.size(); ++i) {
                    if (id[i] == '_') id[i] = ' ';
                    if ((i == 0 || id[i - 1] == ' ') && id[i] >= 'a' && id[i] <= 'z')
                        id[i] = static_cast<char>(id[i] - 'a' + 'A');
                }
                names.push_back(id);
            }
            return "doom " +
                   std::string(c.amount == 1 ? "an allied "
                                             : std::to_string(c.amount) + " allied ") +
                   join_list(names, " or ") + " on this front";
        }
    }
    return "?";
}

// The event a reaction or a from-hand card waits for. A unit's reaction speaks of its own
// front; a card in the hand of a player who fights on several fronts, of any of them.
std::string_view event_text(TriggerEvent e, bool from_hand) {
    switch (e) {
        case TriggerEvent::none:
            return "";
        case TriggerEvent::this_collapses:
            return "when this unit collapses";
        case TriggerEvent::enemy_unit_added:
            return from_hand ? "when an enemy unit is added to a front you fight on"
                             : "when an enemy unit is added to this front";
        case TriggerEvent::subphase_start:
            return "when your attack subphase begins";
        case TriggerEvent::allied_unit_collapses:
            return "when another allied unit on this front collapses";
    }
    return "";
}

// A reaction's condition: it may be triggered when it becomes true, or when the unit is added
// while it holds (003 §Effects and abilities).
std::string_view reaction_condition_text(Condition c) {
    switch (c) {
        case Condition::none:
            return "";
        case Condition::hand_empty:
            return "when your hand is empty";
        case Condition::on_top_row:
            return "when this unit is on the top row";
        case Condition::defending:
            return "when you are defending";
        case Condition::enemy_by_base_defense:
            return "when the enemy side of this front is base defense";
        case Condition::attacking:
            return "when you are attacking";
        case Condition::self_doomed:
            return "when this unit is doomed";
        case Condition::enemy_by_hand:
            return "when the enemy on this front fights with cards";
        case Condition::king_of_eden_on_front:
            return "when the King of Eden is on this front";
        case Condition::no_king_of_eden_on_front:
            return "when the King of Eden is not on this front";
    }
    return "";
}

// A permanent effect's condition: on as long as it holds.
std::string_view permanent_condition_text(Condition c) {
    switch (c) {
        case Condition::none:
            return "";
        case Condition::hand_empty:
            return "while your hand is empty";
        case Condition::on_top_row:
            return "while on the top row";
        case Condition::defending:
            return "while defending";
        case Condition::enemy_by_base_defense:
            return "while the enemy side is base defense";
        case Condition::attacking:
            return "while attacking";
        case Condition::self_doomed:
            return "while doomed";
        case Condition::enemy_by_hand:
            return "while the enemy fights with cards";
        case Condition::king_of_eden_on_front:
            return "while the King of Eden is on this front";
        case Condition::no_king_of_eden_on_front:
            return "while the King of Eden is not on this front";
    }
    return "";
}

// A dragon's immediate ability that happens only under a condition (000).
std::string_view immediate_condition_text(Condition c) {
    switch (c) {
        case Condition::enemy_by_hand:
            return "if the enemy on this front fights with cards";
        case Condition::king_of_eden_on_front:
            return "if the King of Eden is on this front";
        case Condition::no_king_of_eden_on_front:
            return "if the King of Eden is not on this front";
        default:
            return "";
    }
}

// Whether a permanent ability's condition reads in the subject of its side bonus instead of
// after its timing: "Permanent: your side of every front you attack gets +2 strength."
bool condition_folds_into_side(const Ability& a) {
    if (a.timing != Timing::permanent || a.effects.empty()) return false;
    if (a.condition != Condition::attacking && a.condition != Condition::defending) return false;
    for (const Effect& e : a.effects)
        if (e.verb != Verb::add_strength || e.target != Target::allied_side) return false;
    return true;
}

// "Immediate", "Reaction — when this unit collapses", "Permanent — while defending".
std::string timing_text(const Ability& a) {
    std::string_view qualifier;
    std::string out;
    switch (a.timing) {
        case Timing::immediate:
            out = "Immediate";
            // 000: a dragon's immediate ability may hold only under a condition.
            qualifier = immediate_condition_text(a.condition);
            break;
        case Timing::delayed:
            out = "Delayed";
            break;
        case Timing::post_combat:
            out = "Post-combat";
            break;
        case Timing::reaction:
            out = "Reaction";
            qualifier = a.event != TriggerEvent::none ? event_text(a.event, false)
                                                      : reaction_condition_text(a.condition);
            break;
        case Timing::permanent:
            out = "Permanent";
            if (!condition_folds_into_side(a)) qualifier = permanent_condition_text(a.condition);
            break;
        case Timing::from_hand:
            out = "From your hand";
            qualifier = event_text(a.event, true);
            break;
    }
    if (!qualifier.empty()) out += std::string(kDash) + std::string(qualifier);
    return out;
}

std::string civ_resource_name(const CardLibrary& lib, std::string_view civilization_id) {
    if (civilization_id.empty()) return "";
    const Civilization* civ = lib.civilization(civilization_id);
    return civ ? std::string(resource_name(civ->resource)) : "";
}

}  // namespace

std::string resource_count_text(int count, TileColor type) {
    return count_of(count, resource_singular(type), resource_name(type));
}

std::string ability_text(const Ability& a, const CardLibrary& lib,
                         std::string_view civilization_id) {
    Sentence s;
    const std::string civ_resource = civ_resource_name(lib, civilization_id);
    std::vector<std::string> costs;
    for (const AbilityCost& c : a.costs)
        costs.push_back(cost_text(c, civ_resource, s));
    const bool permanent = a.timing == Timing::permanent;
    const Condition side_condition = condition_folds_into_side(a) ? a.condition : Condition::none;
    std::string effects;
    for (std::size_t i = 0; i < a.effects.size(); ++i) {
        if (i > 0) effects += permanent ? " and " : ", then ";
        effects += effect_text(a.effects[i], permanent, side_condition, lib, s);
    }
    std::string out = timing_text(a) + ": ";
    if (!costs.empty()) out += join_list(costs, " and ") + " to ";
    return out + effects + ".";
}

std::string card_rules_text(const CardDef& c, const CardLibrary& lib) {
    std::string out;
    for (const Ability& a : c.abilities) {
        if (!out.empty()) out += '\n';
        out += ability_text(a, lib, c.civilization);
    }
    return out;
}

std::string price_text(const Cost& cost) {
    std::vector<std::string> parts;
    if (cost.energy_crystals > 0)
        parts.push_back(count_of(cost.energy_crystals, "Energy Crystal", "Energy Crystals"));
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (cost.resources[i] > 0)
            parts.push_back(resource_count_text(cost.resources[i], kResourceColors[i]));
    if (cost.any_one_type > 0)
        parts.push_back(
            count_of(cost.any_one_type, "resource of any one type", "resources of any one type"));
    if (cost.pure_energy > 0) parts.push_back(std::to_string(cost.pure_energy) + " pure energy");
    if (parts.empty()) return "free";
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i > 0 ? " + " : "") + parts[i];
    return out;
}

}  // namespace eden
