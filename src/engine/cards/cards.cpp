// Card definitions as data: the strict JSON reader and writer of include/eden/cards/cards.hpp.
//
// Rulebook: 003 §Effects and abilities, FAQ 5–12 and the glossary; RULES.md §2 "Abilities" and
// "Cards the rulebooks name but never print". The file formats are documented in
// data/README.md ("Cards").
//
// Every card is our design, so every check here guards against a designer's slip rather than
// a rulebook's: unknown keys and names are typos, a key a verb does not use would silently do
// nothing, and an ability whose timing cannot happen to its kind of card would never trigger.
// Errors name the file and the JSON pointer of the mistake.
#include "eden/cards/cards.hpp"

#include <algorithm>
#include <stdexcept>

#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

namespace eden {

using detail::at;  // one step down a JSON pointer (core/json_checks.hpp)
using nlohmann::json;

std::string_view to_string(CardKind k) {
    switch (k) {
        case CardKind::unit:
            return "unit";
        case CardKind::energy_crystal:
            return "energy_crystal";
        case CardKind::common:
            return "common";
        case CardKind::technology:
            return "technology";
        case CardKind::dragon:
            return "dragon";
    }
    return "?";
}

std::string_view to_string(Timing t) {
    switch (t) {
        case Timing::immediate:
            return "immediate";
        case Timing::delayed:
            return "delayed";
        case Timing::post_combat:
            return "post_combat";
        case Timing::reaction:
            return "reaction";
        case Timing::permanent:
            return "permanent";
        case Timing::from_hand:
            return "from_hand";
    }
    return "?";
}

std::string_view to_string(TriggerEvent e) {
    switch (e) {
        case TriggerEvent::none:
            return "none";
        case TriggerEvent::this_collapses:
            return "this_collapses";
        case TriggerEvent::enemy_unit_added:
            return "enemy_unit_added";
        case TriggerEvent::subphase_start:
            return "subphase_start";
        case TriggerEvent::allied_unit_collapses:
            return "allied_unit_collapses";
    }
    return "?";
}

std::string_view to_string(Condition c) {
    switch (c) {
        case Condition::none:
            return "none";
        case Condition::hand_empty:
            return "hand_empty";
        case Condition::on_top_row:
            return "on_top_row";
        case Condition::defending:
            return "defending";
        case Condition::enemy_by_base_defense:
            return "enemy_by_base_defense";
        case Condition::attacking:
            return "attacking";
        case Condition::self_doomed:
            return "self_doomed";
        case Condition::enemy_by_hand:
            return "enemy_by_hand";
        case Condition::king_of_eden_on_front:
            return "king_of_eden_on_front";
        case Condition::no_king_of_eden_on_front:
            return "no_king_of_eden_on_front";
    }
    return "?";
}

std::string_view to_string(CostKind k) {
    switch (k) {
        case CostKind::doom_self:
            return "doom_self";
        case CostKind::discard_from_hand:
            return "discard_from_hand";
        case CostKind::pay_civ_resources:
            return "pay_civ_resources";
        case CostKind::destroy_from_discard:
            return "destroy_from_discard";
        case CostKind::discard_this:
            return "discard_this";
        case CostKind::pay_mana:
            return "pay_mana";
        case CostKind::discard_crystal:
            return "discard_crystal";
        case CostKind::doom_allied_named:
            return "doom_allied_named";
    }
    return "?";
}

std::string_view to_string(Verb v) {
    switch (v) {
        case Verb::add_strength:
            return "add_strength";
        case Verb::draw:
            return "draw";
        case Verb::scout:
            return "scout";
        case Verb::harvest:
            return "harvest";
        case Verb::purchase_to_hand:
            return "purchase_to_hand";
        case Verb::doom:
            return "doom";
        case Verb::restore:
            return "restore";
        case Verb::get_rid_of:
            return "get_rid_of";
        case Verb::return_from_discard:
            return "return_from_discard";
        case Verb::gain_mana:
            return "gain_mana";
        case Verb::move_to_top:
            return "move_to_top";
        case Verb::move_to_bottom:
            return "move_to_bottom";
        case Verb::gain_resources:
            return "gain_resources";
        case Verb::enemy_discards:
            return "enemy_discards";
        case Verb::gain_pure_energy:
            return "gain_pure_energy";
        case Verb::return_to_hand:
            return "return_to_hand";
        case Verb::extra_front:
            return "extra_front";
        case Verb::extra_production:
            return "extra_production";
        case Verb::discard_random:
            return "discard_random";
        case Verb::enemy_discards_chosen:
            return "enemy_discards_chosen";
        case Verb::replace_abilities:
            return "replace_abilities";
        case Verb::never_collapses:
            return "never_collapses";
    }
    return "?";
}

std::string_view to_string(Target t) {
    switch (t) {
        case Target::self:
            return "self";
        case Target::allied_units:
            return "allied_units";
        case Target::chosen_allied_unit:
            return "chosen_allied_unit";
        case Target::chosen_enemy_unit:
            return "chosen_enemy_unit";
        case Target::triggering_unit:
            return "triggering_unit";
        case Target::neighbouring_territories:
            return "neighbouring_territories";
        case Target::enemy_territory:
            return "enemy_territory";
        case Target::allied_side:
            return "allied_side";
        case Target::other_allied_units:
            return "other_allied_units";
        case Target::enemy_cost_5_or_most_expensive:
            return "enemy_cost_5_or_most_expensive";
        case Target::enemy_bottom_row_cost_5_or_most_expensive:
            return "enemy_bottom_row_cost_5_or_most_expensive";
        case Target::enemy_unit_enemy_chooses:
            return "enemy_unit_enemy_chooses";
    }
    return "?";
}

std::string_view to_string(Per p) {
    switch (p) {
        case Per::none:
            return "none";
        case Per::other_allied_unit:
            return "other_allied_unit";
        case Per::enemy_unit:
            return "enemy_unit";
        case Per::dragon_territory_besides_heart:
            return "dragon_territory_besides_heart";
    }
    return "?";
}

bool dragon_only(Verb v) {
    return v == Verb::discard_random || v == Verb::enemy_discards_chosen ||
           v == Verb::replace_abilities || v == Verb::never_collapses;
}
bool dragon_only(Target t) {
    return t == Target::other_allied_units || t == Target::enemy_cost_5_or_most_expensive ||
           t == Target::enemy_bottom_row_cost_5_or_most_expensive ||
           t == Target::enemy_unit_enemy_chooses;
}
bool dragon_only(Condition c) {
    return c == Condition::enemy_by_hand || c == Condition::king_of_eden_on_front ||
           c == Condition::no_king_of_eden_on_front;
}
bool dragon_only(CostKind k) {
    return k == CostKind::doom_allied_named;
}
bool dragon_only(Per p) {
    return p == Per::dragon_territory_besides_heart;
}

std::optional<int> CardLibrary::index_of(std::string_view card_id) const {
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == card_id) return static_cast<int>(i);
    return std::nullopt;
}

const Civilization* CardLibrary::civilization(std::string_view id) const {
    for (const auto& c : civilizations)
        if (c.id == id) return &c;
    return nullptr;
}

namespace {

// ---- small readers ----------------------------------------------------------------------

template <class E, std::size_t N>
std::string names_of(const std::array<E, N>& all) {
    std::string out;
    for (E e : all) {
        if (!out.empty()) out += ", ";
        out += to_string(e);
    }
    return out;
}

// A snake_case name of one of `all`; the error lists the known names, so a typo is a glance
// away from its fix.
template <class E, std::size_t N>
E read_name(const json& obj, const char* key, const char* what, const std::array<E, N>& all,
            const std::string& source, const std::string& pointer) {
    const std::string s = detail::require_string(obj, key, source, pointer);
    for (E e : all)
        if (to_string(e) == s) return e;
    // The catalogs word `what` in each language: a keyword for their `select`.
    std::string what_key = what;
    std::replace(what_key.begin(), what_key.end(), ' ', '_');
    throw DataError(
        source, at(pointer, key),
        std::string("unknown ") + what + " \"" + s + "\" (known: " + names_of(all) + ")",
        text::Message("data_error.cards.unknown_name")
            .with("what", what_key)
            .with("name", text::Name{s})
            .with("known", text::Name{names_of(all)}));
}

template <class E, std::size_t N>
E read_optional_name(const json& obj, const char* key, const char* what,
                     const std::array<E, N>& all, E fallback, const std::string& source,
                     const std::string& pointer) {
    return obj.contains(key) ? read_name(obj, key, what, all, source, pointer) : fallback;
}

int read_int_at_least(const json& obj, const char* key, int fallback, int minimum,
                      const std::string& source, const std::string& pointer) {
    if (!obj.contains(key)) return fallback;
    const int v = detail::require_int(obj, key, source, pointer);
    if (v < minimum)
        throw DataError(
            source, at(pointer, key),
            "must be at least " + std::to_string(minimum) + ", got " + std::to_string(v),
            text::Message("data_error.cards.at_least")
                .with("minimum", text::Name{std::to_string(minimum)})
                .with("got", text::Name{std::to_string(v)}));
    return v;
}

int read_optional_int(const json& obj, const char* key, int fallback, const std::string& source,
                      const std::string& pointer) {
    return obj.contains(key) ? detail::require_int(obj, key, source, pointer) : fallback;
}

// Names, descriptions and design notes are shown to players and designers: empty is a slip.
std::string read_text(const json& obj, const char* key, const std::string& source,
                      const std::string& pointer) {
    std::string s = detail::require_string(obj, key, source, pointer);
    if (s.empty())
        throw DataError(source, at(pointer, key), "must not be empty",
                        text::Message("data_error.must_not_be_empty"));
    return s;
}

bool is_snake_case(const std::string& s) {
    if (s.empty() || s[0] < 'a' || s[0] > 'z') return false;
    return std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

// Ids are written in other cards (return_from_discard), saves and file names.
std::string read_id(const json& obj, const char* key, const std::string& source,
                    const std::string& pointer) {
    std::string id = detail::require_string(obj, key, source, pointer);
    if (!is_snake_case(id))
        throw DataError(
            source, at(pointer, key),
            "id \"" + id + "\" must be snake_case: a-z, 0-9 and _, starting with a letter",
            text::Message("data_error.cards.id_not_snake_case").with("id", text::Name{id}));
    return id;
}

const char* const kResourceNames = "white green red grey yellow brown pink";

std::optional<std::size_t> resource_index(std::string_view name) {
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (to_string(kResourceColors[i]) == name) return i;
    return std::nullopt;
}

TileColor read_resource(const json& obj, const char* key, const std::string& source,
                        const std::string& pointer) {
    const TileColor c = detail::require_colour(obj, key, source, pointer);
    if (c == TileColor::black)
        throw DataError(source, at(pointer, key),
                        std::string("black is no resource (") + kResourceNames + ")",
                        text::Message("data_error.cards.black_no_resource"));
    return c;
}

template <class Read>
auto read_array(const json& j, const std::string& source, const std::string& pointer, Read read)
    -> std::vector<decltype(read(j, pointer))> {
    if (!j.is_array())
        throw DataError(source, pointer, "must be an array",
                        text::Message("data_error.must_be_array"));
    std::vector<decltype(read(j, pointer))> out;
    for (std::size_t i = 0; i < j.size(); ++i)
        out.push_back(read(j[i], at(pointer, i)));
    return out;
}

// ---- price --------------------------------------------------------------------------------

std::array<int, 7> resources_from_json(const json& j, const std::string& source,
                                       const std::string& pointer) {
    if (!j.is_object())
        throw DataError(source, pointer, "must be an object of colour: amount, e.g. {\"grey\": 1}",
                        text::Message("data_error.cards.resources_object"));
    std::array<int, 7> out{};
    for (const auto& [name, value] : j.items()) {
        const auto i = resource_index(name);
        if (!i)
            throw DataError(source, pointer + "/" + detail::escape_pointer(name),
                            "unknown resource colour \"" + name + "\" (" + kResourceNames + ")",
                            text::Message("data_error.cards.unknown_resource_colour")
                                .with("colour", text::Name{name}));
        out[*i] = read_int_at_least(j, name.c_str(), 0, 0, source, pointer);
    }
    return out;
}

Cost price_from_json(const json& j, const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer, {}, {"energy_crystals", "resources", "pure_energy", "any_one_type"});
    Cost c;
    c.energy_crystals = read_int_at_least(j, "energy_crystals", 0, 0, source, pointer);
    c.pure_energy = read_int_at_least(j, "pure_energy", 0, 0, source, pointer);
    c.any_one_type = read_int_at_least(j, "any_one_type", 0, 0, source, pointer);
    if (j.contains("resources"))
        c.resources = resources_from_json(j.at("resources"), source, at(pointer, "resources"));
    return c;
}

json price_to_json(const Cost& c) {
    json resources = json::object();
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (c.resources[i] != 0)
            resources[std::string(to_string(kResourceColors[i]))] = c.resources[i];
    return {{"energy_crystals", c.energy_crystals},
            {"resources", resources},
            {"pure_energy", c.pure_energy},
            {"any_one_type", c.any_one_type}};
}

// ---- effects ------------------------------------------------------------------------------

// Which optional keys a verb reads. A key the verb ignores would be a silent no-op, so it is
// refused instead.
struct VerbKeys {
    bool amount = false;
    bool target = false;
    bool resource = false;
    bool card = false;
    bool per = false;
    bool cards = false;  // replace_abilities: "cards" and "becomes"
};

VerbKeys keys_of(Verb v) {
    switch (v) {
        case Verb::add_strength:
            return {.amount = true, .target = true, .per = true};
        case Verb::draw:
        case Verb::scout:
        case Verb::gain_mana:
        case Verb::enemy_discards:
        case Verb::gain_pure_energy:
        case Verb::extra_front:
        case Verb::extra_production:
        case Verb::discard_random:
        case Verb::enemy_discards_chosen:
            return {.amount = true};
        case Verb::replace_abilities:
            return {.cards = true};
        case Verb::never_collapses:
            return {};
        case Verb::gain_resources:
            return {.amount = true, .resource = true};
        case Verb::move_to_top:
        case Verb::move_to_bottom:
            return {.target = true};
        case Verb::return_to_hand:
            return {};
        case Verb::harvest:
            return {.target = true, .resource = true};
        case Verb::purchase_to_hand:
            return {};
        case Verb::doom:
        case Verb::restore:
        case Verb::get_rid_of:
            return {.target = true};
        case Verb::return_from_discard:
            return {.card = true};
    }
    return {};
}

bool is_territory(Target t) {
    return t == Target::neighbouring_territories || t == Target::enemy_territory;
}

bool is_chosen(Target t) {
    return t == Target::chosen_allied_unit || t == Target::chosen_enemy_unit;
}

void refuse_unused_keys(const json& j, Verb verb, const std::string& source,
                        const std::string& pointer) {
    const VerbKeys used = keys_of(verb);
    const std::pair<const char*, bool> keys[] = {
        {"amount", used.amount}, {"target", used.target}, {"resource", used.resource},
        {"card", used.card},     {"per", used.per},       {"cards", used.cards},
        {"becomes", used.cards}};
    for (const auto& [key, allowed] : keys)
        if (!allowed && j.contains(key))
            throw DataError(source, at(pointer, key),
                            std::string(to_string(verb)) + " takes no \"" + key + "\"",
                            text::Message("data_error.cards.takes_no_key")
                                .with("what", text::Name{std::string(to_string(verb))})
                                .with("key", text::Name{key}));
}

void check_amount(const Effect& e, const std::string& source, const std::string& pointer) {
    // Only strength may go down (Setback); a draw of 0 cards is a card that does nothing.
    if (e.verb == Verb::add_strength && e.amount == 0)
        throw DataError(source, at(pointer, "amount"), "add_strength needs a non-zero amount",
                        text::Message("data_error.cards.add_strength_non_zero"));
    const bool counts = e.verb == Verb::draw || e.verb == Verb::scout ||
                        e.verb == Verb::gain_mana || e.verb == Verb::enemy_discards ||
                        e.verb == Verb::gain_pure_energy || e.verb == Verb::extra_front ||
                        e.verb == Verb::extra_production || e.verb == Verb::gain_resources ||
                        e.verb == Verb::discard_random || e.verb == Verb::enemy_discards_chosen;
    if (counts && e.amount < 1)
        throw DataError(source, at(pointer, "amount"),
                        std::string(to_string(e.verb)) + " needs an amount of at least 1, got " +
                            std::to_string(e.amount),
                        text::Message("data_error.cards.amount_at_least_one")
                            .with("verb", text::Name{std::string(to_string(e.verb))})
                            .with("got", text::Name{std::to_string(e.amount)}));
}

void check_target(const Effect& e, const std::string& source, const std::string& pointer) {
    if (!keys_of(e.verb).target) return;
    if (e.verb == Verb::harvest && !is_territory(e.target))
        throw DataError(source, at(pointer, "target"),
                        "harvest takes territories: neighbouring_territories or enemy_territory",
                        text::Message("data_error.cards.harvest_territories"));
    if (e.verb != Verb::harvest && is_territory(e.target))
        throw DataError(source, at(pointer, "target"),
                        std::string(to_string(e.verb)) + " acts on units, not on territories",
                        text::Message("data_error.cards.units_not_territories")
                            .with("verb", text::Name{std::string(to_string(e.verb))}));
    if (e.target == Target::allied_side && e.verb != Verb::add_strength)
        throw DataError(source, at(pointer, "target"),
                        "allied_side takes strength only (add_strength)",
                        text::Message("data_error.cards.allied_side_strength"));
    if (e.target == Target::allied_side && e.per != Per::none)
        throw DataError(source, at(pointer, "per"), "a side's strength is not per unit",
                        text::Message("data_error.cards.side_not_per_unit"));
    if (e.max_cost != 0 && !is_chosen(e.target))
        throw DataError(source, at(pointer, "max_cost"),
                        "max_cost limits a chosen_allied_unit or chosen_enemy_unit",
                        text::Message("data_error.cards.max_cost_chosen"));
}

std::vector<std::string> read_card_ids(const json& j, const char* key, const std::string& source,
                                       const std::string& pointer) {
    const std::string ptr = at(pointer, key);
    if (!j.contains(key) || !j.at(key).is_array() || j.at(key).empty())
        throw DataError(source, ptr, "must be a non-empty array of card ids",
                        text::Message("data_error.cards.card_id_array"));
    std::vector<std::string> out;
    for (std::size_t i = 0; i < j.at(key).size(); ++i) {
        const json& id = j.at(key)[i];
        if (!id.is_string() || !is_snake_case(id.get<std::string>()))
            throw DataError(source, at(ptr, i), "must be a snake_case card id",
                            text::Message("data_error.cards.snake_case_card_id"));
        out.push_back(id.get<std::string>());
    }
    return out;
}

Effect effect_from_json(const json& j, const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer, {"verb"},
        {"amount", "target", "resource", "card", "max_cost", "per", "cards", "becomes"});
    Effect e;
    e.verb = read_name(j, "verb", "verb", kAllVerbs, source, pointer);
    refuse_unused_keys(j, e.verb, source, pointer);
    e.amount = read_optional_int(j, "amount", 0, source, pointer);
    e.target =
        read_optional_name(j, "target", "target", kAllTargets, Target::self, source, pointer);
    if (j.contains("resource")) e.resource = read_resource(j, "resource", source, pointer);
    if (j.contains("card")) e.card = detail::require_string(j, "card", source, pointer);
    e.max_cost = read_int_at_least(j, "max_cost", 0, 0, source, pointer);
    e.per = read_optional_name(j, "per", "per", kAllPers, Per::none, source, pointer);
    if (e.verb == Verb::replace_abilities) {
        e.cards = read_card_ids(j, "cards", source, pointer);
        if (!j.contains("becomes"))
            throw DataError(source, pointer, "replace_abilities needs the effects they become",
                            text::Message("data_error.cards.replace_needs_becomes"));
        e.becomes = read_array(
            j.at("becomes"), source, at(pointer, "becomes"),
            [&](const json& b, const std::string& p) { return effect_from_json(b, source, p); });
        // The new ability is one immediate ability: nothing that needs a timing of its own.
        for (std::size_t i = 0; i < e.becomes.size(); ++i)
            if (e.becomes[i].verb == Verb::replace_abilities ||
                e.becomes[i].verb == Verb::never_collapses)
                throw DataError(source, at(at(at(pointer, "becomes"), i), "verb"),
                                "an ability becomes immediate effects only",
                                text::Message("data_error.cards.becomes_immediate_only"));
    }
    check_amount(e, source, pointer);
    check_target(e, source, pointer);
    if (e.verb == Verb::gain_resources && !j.contains("resource"))
        throw DataError(source, pointer, "gain_resources needs the resource it places",
                        text::Message("data_error.cards.gain_resources_needs_resource"));
    if (e.verb == Verb::return_from_discard && e.card.empty())
        throw DataError(source, at(pointer, "card"),
                        "return_from_discard needs the card id to return",
                        text::Message("data_error.cards.return_needs_card"));
    return e;
}

json effect_to_json(const Effect& e) {
    json j = {{"verb", to_string(e.verb)}};
    if (e.amount != 0) j["amount"] = e.amount;
    if (e.target != Target::self) j["target"] = to_string(e.target);
    if (e.verb == Verb::harvest || e.verb == Verb::gain_resources)
        j["resource"] = to_string(e.resource);
    if (e.per != Per::none) j["per"] = to_string(e.per);
    if (!e.card.empty()) j["card"] = e.card;
    if (e.max_cost != 0) j["max_cost"] = e.max_cost;
    if (!e.cards.empty()) j["cards"] = e.cards;
    if (e.verb == Verb::replace_abilities) {
        j["becomes"] = json::array();
        for (const Effect& b : e.becomes)
            j["becomes"].push_back(effect_to_json(b));
    }
    return j;
}

// ---- ability costs ------------------------------------------------------------------------

AbilityCost ability_cost_from_json(const json& j, const std::string& source,
                                   const std::string& pointer) {
    detail::require_object_with_keys(j, source, pointer, {"kind"}, {"amount", "cards"});
    AbilityCost c;
    c.kind = read_name(j, "kind", "cost kind", kAllCostKinds, source, pointer);
    c.amount = read_int_at_least(j, "amount", 1, 1, source, pointer);
    if (c.kind == CostKind::doom_allied_named)
        c.cards = read_card_ids(j, "cards", source, pointer);
    else if (j.contains("cards"))
        throw DataError(source, at(pointer, "cards"),
                        std::string(to_string(c.kind)) + " takes no \"cards\"",
                        text::Message("data_error.cards.takes_no_key")
                            .with("what", text::Name{std::string(to_string(c.kind))})
                            .with("key", text::Name{"cards"}));
    // A unit is doomed once (glossary) and a card is discarded once.
    if ((c.kind == CostKind::doom_self || c.kind == CostKind::discard_this) && c.amount != 1)
        throw DataError(source, at(pointer, "amount"),
                        std::string(to_string(c.kind)) + " happens once: amount must be 1",
                        text::Message("data_error.cards.happens_once")
                            .with("what", text::Name{std::string(to_string(c.kind))}));
    return c;
}

json ability_cost_to_json(const AbilityCost& c) {
    json j = {{"kind", to_string(c.kind)}};
    if (c.amount != 1) j["amount"] = c.amount;
    if (!c.cards.empty()) j["cards"] = c.cards;
    return j;
}

// ---- abilities ----------------------------------------------------------------------------

bool has_cost(const Ability& a, CostKind k) {
    return std::any_of(a.costs.begin(), a.costs.end(),
                       [k](const AbilityCost& c) { return c.kind == k; });
}

// 003 §Effects and abilities: a reaction waits for an event or a condition; a permanent effect
// may hold under a condition; a from-hand card is used at an event.
void check_trigger(const Ability& a, const std::string& source, const std::string& pointer) {
    const bool waits = a.timing == Timing::reaction || a.timing == Timing::from_hand;
    // 000: a dragon's immediate ability may hold only under a condition ("if the player is not
    // manually defending", Baby Dragon's "if King of Eden"); check_ability_fits_kind keeps
    // those conditions on dragons.
    const bool conditional = a.timing == Timing::reaction || a.timing == Timing::permanent ||
                             (a.timing == Timing::immediate && dragon_only(a.condition));
    if (a.event != TriggerEvent::none && !waits)
        throw DataError(source, at(pointer, "event"),
                        "only a reaction or a from_hand ability waits for an event",
                        text::Message("data_error.cards.event_needs_waiting"));
    if (a.condition != Condition::none && !conditional)
        throw DataError(source, at(pointer, "condition"),
                        "only a reaction or a permanent effect has a condition",
                        text::Message("data_error.cards.condition_needs_reaction"));
    if (a.timing == Timing::reaction && a.event == TriggerEvent::none &&
        a.condition == Condition::none)
        throw DataError(source, pointer, "a reaction needs an event or a condition",
                        text::Message("data_error.cards.reaction_needs_trigger"));
    if (a.timing == Timing::reaction && a.event != TriggerEvent::none &&
        a.condition != Condition::none)
        throw DataError(source, pointer, "a reaction waits for an event or a condition, not both",
                        text::Message("data_error.cards.reaction_not_both"));
    if (a.timing == Timing::from_hand && a.event == TriggerEvent::none)
        throw DataError(source, pointer, "a from_hand ability needs the event at which it is used",
                        text::Message("data_error.cards.from_hand_needs_event"));
}

void check_costs(const Ability& a, const std::string& source, const std::string& pointer) {
    if (a.timing == Timing::permanent && !a.costs.empty())
        throw DataError(source, at(pointer, "costs"), "a permanent effect has no cost",
                        text::Message("data_error.cards.permanent_no_cost"));
    // The card used from the hand goes to the discard pile: that is part of using it.
    if (a.timing == Timing::from_hand && !has_cost(a, CostKind::discard_this))
        throw DataError(source, at(pointer, "costs"),
                        "a from_hand ability costs discard_this (the card is discarded to use it)",
                        text::Message("data_error.cards.from_hand_costs_discard"));
    if (a.timing != Timing::from_hand && has_cost(a, CostKind::discard_this))
        throw DataError(source, at(pointer, "costs"),
                        "discard_this is the cost of a from_hand ability only",
                        text::Message("data_error.cards.discard_this_from_hand_only"));
}

void check_effects(const Ability& a, const std::string& source, const std::string& pointer) {
    if (a.effects.empty())
        throw DataError(source, at(pointer, "effects"), "an ability needs at least one effect",
                        text::Message("data_error.cards.ability_needs_effect"));
    for (std::size_t i = 0; i < a.effects.size(); ++i) {
        const Effect& e = a.effects[i];
        const std::string ptr = at(at(pointer, "effects"), i);
        // A permanent effect is a strength bonus (003: "increased strength in battle under
        // certain conditions"); anything else would need a moment to happen at.
        const bool standing = e.verb == Verb::add_strength || e.verb == Verb::extra_front ||
                              e.verb == Verb::extra_production ||
                              e.verb == Verb::replace_abilities || e.verb == Verb::never_collapses;
        if (a.timing == Timing::permanent && !standing)
            throw DataError(source, at(ptr, "verb"),
                            "a permanent effect can only be add_strength, extra_front or "
                            "extra_production",
                            text::Message("data_error.cards.permanent_verbs"));
        if (a.timing != Timing::permanent &&
            (e.verb == Verb::replace_abilities || e.verb == Verb::never_collapses))
            throw DataError(source, at(ptr, "verb"),
                            std::string(to_string(e.verb)) + " is a permanent effect",
                            text::Message("data_error.cards.is_permanent")
                                .with("verb", text::Name{std::string(to_string(e.verb))}));
        if (a.timing != Timing::permanent &&
            (e.verb == Verb::extra_front || e.verb == Verb::extra_production))
            throw DataError(source, at(ptr, "verb"),
                            std::string(to_string(e.verb)) + " is a permanent effect",
                            text::Message("data_error.cards.is_permanent")
                                .with("verb", text::Name{std::string(to_string(e.verb))}));
        if (e.verb == Verb::return_to_hand && a.timing != Timing::post_combat)
            throw DataError(source, at(ptr, "verb"),
                            "return_to_hand happens after the battle: timing post_combat",
                            text::Message("data_error.cards.return_to_hand_post_combat"));
        // The collapsed ally of allied_unit_collapses has left the front: nothing to aim at.
        if (e.target == Target::triggering_unit && keys_of(e.verb).target &&
            a.event != TriggerEvent::enemy_unit_added)
            throw DataError(source, at(ptr, "target"),
                            "triggering_unit needs the event enemy_unit_added",
                            text::Message("data_error.cards.triggering_unit_event"));
    }
}

Ability ability_from_json(const json& j, const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(j, source, pointer, {"timing", "effects"},
                                     {"event", "condition", "costs"});
    Ability a;
    a.timing = read_name(j, "timing", "timing", kAllTimings, source, pointer);
    a.event = read_optional_name(j, "event", "event", kAllTriggerEvents, TriggerEvent::none, source,
                                 pointer);
    a.condition = read_optional_name(j, "condition", "condition", kAllConditions, Condition::none,
                                     source, pointer);
    if (j.contains("costs"))
        a.costs = read_array(j.at("costs"), source, at(pointer, "costs"),
                             [&](const json& c, const std::string& p) {
                                 return ability_cost_from_json(c, source, p);
                             });
    a.effects = read_array(
        j.at("effects"), source, at(pointer, "effects"),
        [&](const json& e, const std::string& p) { return effect_from_json(e, source, p); });
    check_trigger(a, source, pointer);
    check_costs(a, source, pointer);
    check_effects(a, source, pointer);
    return a;
}

json ability_to_json(const Ability& a) {
    json j = {{"timing", to_string(a.timing)}};
    if (a.event != TriggerEvent::none) j["event"] = to_string(a.event);
    if (a.condition != Condition::none) j["condition"] = to_string(a.condition);
    if (!a.costs.empty()) {
        j["costs"] = json::array();
        for (const auto& c : a.costs)
            j["costs"].push_back(ability_cost_to_json(c));
    }
    j["effects"] = json::array();
    for (const auto& e : a.effects)
        j["effects"].push_back(effect_to_json(e));
    return j;
}

// ---- cards --------------------------------------------------------------------------------

// Units fight on fronts; the other cards are used from the hand. 003 §Effects and abilities
// ties immediate, delayed, reaction and post-combat abilities to a unit added to a battle.
// The dragon-only words are played by the dragons' battle rules (dragons/abilities.cpp); a player
// card using one would do nothing in a player battle, so it is refused.
void check_dragon_words(const CardDef& c, const Ability& a, const std::string& source,
                        const std::string& pointer) {
    if (c.kind == CardKind::dragon) return;
    const auto refuse = [&](const std::string& at_pointer, std::string_view word) {
        return DataError(
            source, at_pointer,
            std::string(word) + " is for dragon cards only (kind dragon, data/dragons)",
            text::Message("data_error.cards.dragon_only")
                .with("word", text::Name{std::string(word)}));
    };
    if (dragon_only(a.condition)) throw refuse(at(pointer, "condition"), to_string(a.condition));
    for (std::size_t i = 0; i < a.costs.size(); ++i)
        if (dragon_only(a.costs[i].kind))
            throw refuse(at(at(at(pointer, "costs"), i), "kind"), to_string(a.costs[i].kind));
    for (std::size_t i = 0; i < a.effects.size(); ++i) {
        const Effect& e = a.effects[i];
        const std::string ptr = at(at(pointer, "effects"), i);
        if (dragon_only(e.verb)) throw refuse(at(ptr, "verb"), to_string(e.verb));
        if (keys_of(e.verb).target && dragon_only(e.target))
            throw refuse(at(ptr, "target"), to_string(e.target));
        if (dragon_only(e.per)) throw refuse(at(ptr, "per"), to_string(e.per));
    }
}

void check_ability_fits_kind(const CardDef& c, const Ability& a, const std::string& source,
                             const std::string& pointer) {
    check_dragon_words(c, a, source, pointer);
    // A dragon is a unit the engine plays for the dragons (000).
    const bool unit = c.kind == CardKind::unit || c.kind == CardKind::dragon;
    if (unit && a.timing == Timing::from_hand)
        throw DataError(source, at(pointer, "timing"),
                        "a unit is played on a front, not used from the hand (from_hand is for "
                        "the other cards)",
                        text::Message("data_error.cards.unit_not_from_hand"));
    const bool battle_timing = a.timing == Timing::immediate || a.timing == Timing::delayed ||
                               a.timing == Timing::post_combat || a.timing == Timing::reaction;
    if (!unit && battle_timing)
        throw DataError(source, at(pointer, "timing"),
                        std::string("only a unit has ") + std::string(to_string(a.timing)) +
                            " abilities; this card is " + std::string(to_string(c.kind)),
                        text::Message("data_error.cards.unit_timing")
                            .with("timing", text::Name{std::string(to_string(a.timing))})
                            .with("kind", text::Name{std::string(to_string(c.kind))}));
    if (!unit && has_cost(a, CostKind::doom_self))
        throw DataError(source, at(pointer, "costs"), "only a unit can be doomed (doom_self)",
                        text::Message("data_error.cards.doom_self_unit_only"));
    if (!unit && has_cost(a, CostKind::pay_mana))
        throw DataError(source, at(pointer, "costs"), "only a unit on a front can spend mana",
                        text::Message("data_error.cards.mana_unit_only"));
    if (!unit && a.condition == Condition::self_doomed)
        throw DataError(source, at(pointer, "condition"), "only a unit can be doomed",
                        text::Message("data_error.cards.doomed_unit_only"));
    const bool technology = c.kind == CardKind::technology;
    // A technology card stays in play in front of its owner (RULES.md §2): it works through
    // permanent effects, on the owner's side of every front.
    if (technology && a.timing != Timing::permanent)
        throw DataError(source, at(pointer, "timing"),
                        "a technology card stays in play: its abilities are permanent",
                        text::Message("data_error.cards.technology_permanent"));
    if (!technology && !unit && a.timing == Timing::permanent)
        throw DataError(source, at(pointer, "timing"),
                        "only units and technology cards have permanent effects",
                        text::Message("data_error.cards.permanent_units_technology"));
    for (std::size_t i = 0; i < a.effects.size(); ++i) {
        const Effect& e = a.effects[i];
        const std::string ptr = at(at(pointer, "effects"), i);
        if (technology && e.verb == Verb::add_strength && e.target != Target::allied_side)
            throw DataError(source, at(ptr, "target"),
                            "a technology card's strength goes to its owner's side: allied_side",
                            text::Message("data_error.cards.technology_allied_side"));
        if (!technology && (e.verb == Verb::extra_front || e.verb == Verb::extra_production))
            throw DataError(source, at(ptr, "verb"),
                            std::string(to_string(e.verb)) + " is for technology cards",
                            text::Message("data_error.cards.technology_verb")
                                .with("verb", text::Name{std::string(to_string(e.verb))}));
    }
    for (std::size_t i = 0; i < a.effects.size(); ++i)
        if (!unit && keys_of(a.effects[i].verb).target && a.effects[i].target == Target::self)
            throw DataError(source, at(at(at(pointer, "effects"), i), "target"),
                            "a card that is not a unit has no self to target",
                            text::Message("data_error.cards.no_self"));
}

void check_numbers(const CardDef& c, const std::string& source, const std::string& pointer) {
    const bool unit = c.kind == CardKind::unit || c.kind == CardKind::dragon;
    if (unit && (c.cost < 1 || c.cost > 6))
        throw DataError(source, at(pointer, "cost"),
                        "a unit's cost must be between 1 and 6, got " + std::to_string(c.cost),
                        text::Message("data_error.cards.unit_cost_range")
                            .with("got", text::Name{std::to_string(c.cost)}));
    if (!unit && c.cost < 0)
        throw DataError(source, at(pointer, "cost"),
                        "must be at least 0, got " + std::to_string(c.cost),
                        text::Message("data_error.cards.at_least")
                            .with("minimum", text::Name{"0"})
                            .with("got", text::Name{std::to_string(c.cost)}));
    if (!unit && c.strength != 0)
        throw DataError(source, at(pointer, "strength"), "only units have a strength",
                        text::Message("data_error.cards.strength_units_only"));
    if (c.kind == CardKind::energy_crystal && (c.crystal_value < 1 || c.crystal_value > 3))
        throw DataError(
            source, at(pointer, "crystal_value"),
            "an Energy Crystal is worth 1, 2 or 3, got " + std::to_string(c.crystal_value),
            text::Message("data_error.cards.crystal_value_range")
                .with("got", text::Name{std::to_string(c.crystal_value)}));
    if (c.kind != CardKind::energy_crystal && c.crystal_value != 0)
        throw DataError(source, at(pointer, "crystal_value"),
                        "only an Energy Crystal has a crystal_value",
                        text::Message("data_error.cards.crystal_value_only"));
    if (!c.civilization.empty() && c.kind != CardKind::unit)
        throw DataError(source, at(pointer, "civilization"), "only units belong to a civilization",
                        text::Message("data_error.cards.civilization_units_only"));
}

}  // namespace

CardDef card_from_json(const json& j, const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer, {"id", "name", "cost", "design_note"},
        {"kind", "price", "strength", "crystal_value", "copies", "civilization", "abilities"});
    CardDef c;
    c.id = read_id(j, "id", source, pointer);
    c.name = read_text(j, "name", source, pointer);
    c.kind =
        read_optional_name(j, "kind", "card kind", kAllCardKinds, CardKind::unit, source, pointer);
    c.cost = detail::require_int(j, "cost", source, pointer);
    if (j.contains("price")) c.price = price_from_json(j.at("price"), source, at(pointer, "price"));
    c.strength = read_int_at_least(j, "strength", 0, 0, source, pointer);
    c.crystal_value = read_int_at_least(j, "crystal_value", 0, 0, source, pointer);
    c.copies = read_int_at_least(j, "copies", 1, 1, source, pointer);
    if (j.contains("civilization")) c.civilization = read_id(j, "civilization", source, pointer);
    check_numbers(c, source, pointer);
    if (j.contains("abilities")) {
        const std::string ptr = at(pointer, "abilities");
        c.abilities = read_array(
            j.at("abilities"), source, ptr,
            [&](const json& a, const std::string& p) { return ability_from_json(a, source, p); });
        for (std::size_t i = 0; i < c.abilities.size(); ++i)
            check_ability_fits_kind(c, c.abilities[i], source, at(ptr, i));
    }
    c.design_note = read_text(j, "design_note", source, pointer);
    return c;
}

json card_to_json(const CardDef& c) {
    json j = {{"id", c.id},     {"name", c.name},     {"kind", to_string(c.kind)},
              {"cost", c.cost}, {"copies", c.copies}, {"price", price_to_json(c.price)}};
    // Only the keys a kind uses are written: the reader refuses the others on other kinds.
    if (c.kind == CardKind::unit || c.kind == CardKind::dragon) j["strength"] = c.strength;
    if (c.kind == CardKind::energy_crystal) j["crystal_value"] = c.crystal_value;
    if (!c.civilization.empty()) j["civilization"] = c.civilization;
    j["abilities"] = json::array();
    for (const auto& a : c.abilities)
        j["abilities"].push_back(ability_to_json(a));
    j["design_note"] = c.design_note;
    return j;
}

namespace {

// ---- files and libraries ------------------------------------------------------------------

// Cards refer to each other, and the engine to cards, by id: two cards with one id would make
// either reference ambiguous.
void check_new_card_id(const CardLibrary& library, const std::vector<CardDef>& pending,
                       const CardDef& c, const std::string& source, const std::string& pointer) {
    const bool pending_has =
        std::any_of(pending.begin(), pending.end(), [&](const CardDef& p) { return p.id == c.id; });
    if (library.index_of(c.id) || pending_has)
        throw DataError(
            source, at(pointer, "id"),
            "duplicate card id \"" + c.id + "\" (card ids are unique across all card files)",
            text::Message("data_error.cards.duplicate_card_id").with("id", text::Name{c.id}));
}

// The keys shared by a civilization file and a civilization inside a library; the units are
// read by the caller, as cards (a file) or as card ids (a library).
Civilization civilization_header(const json& j, const CardLibrary& library,
                                 const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(j, source, pointer,
                                     {"id", "name", "resource", "description", "units"}, {});
    Civilization civ;
    civ.id = read_id(j, "id", source, pointer);
    civ.name = read_text(j, "name", source, pointer);
    civ.resource = read_resource(j, "resource", source, pointer);
    civ.description = read_text(j, "description", source, pointer);
    if (library.civilization(civ.id))
        throw DataError(source, at(pointer, "id"), "duplicate civilization id \"" + civ.id + "\"",
                        text::Message("data_error.cards.duplicate_civilization_id")
                            .with("id", text::Name{civ.id}));
    // RULES.md §2: one civilization per resource colour.
    for (const auto& other : library.civilizations)
        if (other.resource == civ.resource)
            throw DataError(source, at(pointer, "resource"),
                            std::string(to_string(civ.resource)) + " is already the resource of " +
                                other.id + " (one civilization per resource)",
                            text::Message("data_error.cards.resource_taken")
                                .with("resource", text::Name{std::string(to_string(civ.resource))})
                                .with("civilization", text::Name{other.id}));
    const json& units = j.at("units");
    if (!units.is_array() || units.empty())
        throw DataError(source, at(pointer, "units"), "must be a non-empty array",
                        text::Message("data_error.cards.non_empty_array"));
    return civ;
}

const json& array_at(const json& j, const char* key, const std::string& source,
                     const std::string& pointer) {
    const json& a = j.at(key);
    if (!a.is_array())
        throw DataError(source, at(pointer, key), "must be an array",
                        text::Message("data_error.must_be_array"));
    return a;
}

CardDef civilization_unit(const json& j, const Civilization& civ, const std::string& source,
                          const std::string& pointer) {
    CardDef c = card_from_json(j, source, pointer);
    if (c.kind != CardKind::unit)
        throw DataError(source, at(pointer, "kind"),
                        "a civilization file holds units only; the other cards go in data/cards",
                        text::Message("data_error.cards.civilization_file_units"));
    if (!c.civilization.empty() && c.civilization != civ.id)
        throw DataError(
            source, at(pointer, "civilization"),
            "the units of this file belong to \"" + civ.id + "\" (the key may be left out)",
            text::Message("data_error.cards.units_belong_to")
                .with("civilization", text::Name{civ.id}));
    c.civilization = civ.id;
    return c;
}

}  // namespace

void add_common_cards_file(CardLibrary& library, const json& j, const std::string& source) {
    detail::require_object_with_keys(j, source, "", {"cards"}, {});
    const json& list = array_at(j, "cards", source, "");
    std::vector<CardDef> pending;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string ptr = at("/cards", i);
        CardDef c = card_from_json(list[i], source, ptr);
        if (c.kind == CardKind::unit || c.kind == CardKind::dragon)
            throw DataError(source, at(ptr, "kind"),
                            "units belong in a civilization file; a card file holds "
                            "energy_crystal, common and technology cards",
                            text::Message("data_error.cards.card_file_kinds"));
        check_new_card_id(library, pending, c, source, ptr);
        pending.push_back(std::move(c));
    }
    // Nothing is appended unless the whole file is good.
    library.cards.insert(library.cards.end(), pending.begin(), pending.end());
}

void add_civilization_file(CardLibrary& library, const json& j, const std::string& source) {
    Civilization civ = civilization_header(j, library, source, "");
    const json& list = j.at("units");
    std::vector<CardDef> pending;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string ptr = at("/units", i);
        CardDef c = civilization_unit(list[i], civ, source, ptr);
        check_new_card_id(library, pending, c, source, ptr);
        civ.units.push_back(c.id);
        pending.push_back(std::move(c));
    }
    library.cards.insert(library.cards.end(), pending.begin(), pending.end());
    library.civilizations.push_back(std::move(civ));
}

namespace {

// ---- cross-file checks --------------------------------------------------------------------

// return_from_discard adds the named card to a front, so it must be a unit.
void check_returned_cards(const CardLibrary& library, const LibraryOrigins& origins) {
    for (std::size_t i = 0; i < library.cards.size(); ++i) {
        const auto& abilities = library.cards[i].abilities;
        for (std::size_t a = 0; a < abilities.size(); ++a)
            for (std::size_t e = 0; e < abilities[a].effects.size(); ++e) {
                const Effect& effect = abilities[a].effects[e];
                if (effect.verb != Verb::return_from_discard) continue;
                const std::string ptr = origins.cards[i].pointer + "/abilities/" +
                                        std::to_string(a) + "/effects/" + std::to_string(e) +
                                        "/card";
                const auto index = library.index_of(effect.card);
                if (!index)
                    throw DataError(
                        origins.cards[i].source, ptr,
                        "unknown card \"" + effect.card + "\" (no card file defines it)",
                        text::Message("data_error.cards.unknown_card_no_file")
                            .with("card", text::Name{effect.card}));
                if (library.cards[*index].kind != CardKind::unit)
                    throw DataError(origins.cards[i].source, ptr,
                                    "return_from_discard adds a unit to the front; \"" +
                                        effect.card + "\" is not a unit",
                                    text::Message("data_error.cards.returned_not_unit")
                                        .with("card", text::Name{effect.card}));
            }
    }
}

// RULES.md §2 "Settling": the starting deck holds 3 cost-1 units of the civilization.
void check_starting_units(const CardLibrary& library, const LibraryOrigins& origins) {
    for (std::size_t k = 0; k < library.civilizations.size(); ++k) {
        const Civilization& civ = library.civilizations[k];
        int copies = 0;
        for (const auto& id : civ.units) {
            const auto index = library.index_of(id);
            if (index && library.cards[*index].cost == 1) copies += library.cards[*index].copies;
        }
        if (copies < 3)
            throw DataError(origins.civilizations[k].source,
                            origins.civilizations[k].pointer + "/units",
                            "the starting deck needs 3 cost-1 units (003 §Settle), " + civ.id +
                                " has " + std::to_string(copies) + " cost-1 copies",
                            text::Message("data_error.cards.starting_units")
                                .with("civilization", text::Name{civ.id})
                                .with("copies", text::Name{std::to_string(copies)}));
    }
}

// Starting decks hold Small and Medium Energy Crystals (003 §Settle); the engine finds them,
// and the Huge one, by id.
void check_energy_crystals(const CardLibrary& library, const std::string& source,
                           const LibraryOrigins& origins) {
    const std::pair<const char*, int> crystals[] = {
        {"small_energy_crystal", 1}, {"medium_energy_crystal", 2}, {"huge_energy_crystal", 3}};
    for (const auto& [id, value] : crystals) {
        const auto index = library.index_of(id);
        if (!index)
            throw DataError(
                source, "",
                std::string("the common cards must include ") + id +
                    " (starting decks and purchases use Energy Crystals)",
                text::Message("data_error.cards.missing_crystal").with("card", text::Name{id}));
        const CardDef& c = library.cards[*index];
        if (c.kind != CardKind::energy_crystal || c.crystal_value != value)
            throw DataError(
                origins.cards[*index].source, origins.cards[*index].pointer + "/crystal_value",
                std::string(id) + " must be an energy_crystal worth " + std::to_string(value),
                text::Message("data_error.cards.crystal_worth")
                    .with("card", text::Name{id})
                    .with("value", text::Name{std::to_string(value)}));
    }
}

json civilization_to_json(const Civilization& c) {
    return {{"id", c.id},
            {"name", c.name},
            {"resource", to_string(c.resource)},
            {"description", c.description},
            {"units", c.units}};
}

// A library's civilization lists its units by id; each must be a unit of that civilization,
// listed once.
std::string civilization_unit_id(const CardLibrary& library, const Civilization& civ, const json& j,
                                 const std::string& source, const std::string& pointer) {
    if (!j.is_string())
        throw DataError(source, pointer, "must be a card id",
                        text::Message("data_error.cards.must_be_card_id"));
    const std::string id = j.get<std::string>();
    const auto index = library.index_of(id);
    if (!index)
        throw DataError(
            source, pointer, "unknown card \"" + id + "\"",
            text::Message("data_error.cards.unknown_card").with("card", text::Name{id}));
    const CardDef& c = library.cards[*index];
    if (c.kind != CardKind::unit || c.civilization != civ.id)
        throw DataError(source, pointer, "\"" + id + "\" is not a unit of " + civ.id,
                        text::Message("data_error.cards.not_unit_of")
                            .with("card", text::Name{id})
                            .with("civilization", text::Name{civ.id}));
    if (std::find(civ.units.begin(), civ.units.end(), id) != civ.units.end())
        throw DataError(
            source, pointer, "\"" + id + "\" is listed twice",
            text::Message("data_error.cards.listed_twice").with("card", text::Name{id}));
    return id;
}

// Every unit is in its civilization's World, so none may be missing from the list.
void check_units_listed(const CardLibrary& library, const std::string& source,
                        const LibraryOrigins& origins) {
    for (std::size_t i = 0; i < library.cards.size(); ++i) {
        const CardDef& c = library.cards[i];
        if (c.kind != CardKind::unit) continue;
        const Civilization* civ = library.civilization(c.civilization);
        if (!civ || std::find(civ->units.begin(), civ->units.end(), c.id) == civ->units.end())
            throw DataError(source, origins.cards[i].pointer + "/civilization",
                            "unit \"" + c.id + "\" is not in the units of a civilization \"" +
                                c.civilization + "\"",
                            text::Message("data_error.cards.unit_not_listed")
                                .with("card", text::Name{c.id})
                                .with("civilization", text::Name{c.civilization}));
    }
}

}  // namespace

void check_library(const CardLibrary& library, const std::string& source,
                   const LibraryOrigins& origins) {
    if (origins.cards.size() != library.cards.size() ||
        origins.civilizations.size() != library.civilizations.size())
        throw std::invalid_argument("check_library: the origins do not match the library");
    check_returned_cards(library, origins);
    check_starting_units(library, origins);
    check_energy_crystals(library, source, origins);
}

void check_library(const CardLibrary& library, const std::string& source) {
    LibraryOrigins origins;
    for (std::size_t i = 0; i < library.cards.size(); ++i)
        origins.cards.push_back({source, at("/cards", i)});
    for (std::size_t k = 0; k < library.civilizations.size(); ++k)
        origins.civilizations.push_back({source, at("/civilizations", k)});
    check_library(library, source, origins);
}

json library_to_json(const CardLibrary& library) {
    json cards = json::array();
    for (const auto& c : library.cards)
        cards.push_back(card_to_json(c));
    json civilizations = json::array();
    for (const auto& c : library.civilizations)
        civilizations.push_back(civilization_to_json(c));
    return {{"cards", cards}, {"civilizations", civilizations}};
}

CardLibrary library_from_json(const json& j, const std::string& source,
                              const std::string& pointer) {
    detail::require_object_with_keys(j, source, pointer, {"cards", "civilizations"}, {});
    CardLibrary library;
    LibraryOrigins origins;
    const json& cards = array_at(j, "cards", source, pointer);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::string ptr = at(at(pointer, "cards"), i);
        CardDef c = card_from_json(cards[i], source, ptr);
        check_new_card_id(library, {}, c, source, ptr);
        library.cards.push_back(std::move(c));
        origins.cards.push_back({source, ptr});
    }
    const json& civs = array_at(j, "civilizations", source, pointer);
    for (std::size_t k = 0; k < civs.size(); ++k) {
        const std::string ptr = at(at(pointer, "civilizations"), k);
        Civilization civ = civilization_header(civs[k], library, source, ptr);
        const json& units = civs[k].at("units");
        for (std::size_t u = 0; u < units.size(); ++u)
            civ.units.push_back(
                civilization_unit_id(library, civ, units[u], source, at(at(ptr, "units"), u)));
        library.civilizations.push_back(std::move(civ));
        origins.civilizations.push_back({source, ptr});
    }
    check_units_listed(library, source, origins);
    check_library(library, source, origins);
    return library;
}

}  // namespace eden
