#include "eden/text/card_text.hpp"

#include "eden/text/data_text.hpp"

#include <cstddef>
#include <string>
#include <vector>

#include "eden/text/message.hpp"

namespace eden {

namespace {

using text::Message;

// U+2212 MINUS SIGN: "−2 strength" reads as a penalty, not a hyphenated word.
constexpr std::string_view kMinus = "\u2212";

// Renders the card text's messages in one language. A clause is rendered as soon as it is
// built and handed to the next message as a string argument: the catalogs' messages take
// numbers, keywords and words, not other messages.
struct Writer {
    text::Language language;
    text::Names names;  // card text names no seat, card or place of a game

    std::string operator()(const Message& m) const { return text::render(m, names, language); }
};

std::string signed_amount(int n) {
    return n < 0 ? std::string(kMinus) + std::to_string(-n) : "+" + std::to_string(n);
}

// How a resource's words are wanted: with a count ("2 plants"), as a bare name ("ore", the
// civilization resource), or as an amount taken ("harvest plants", « récolter du minerai »).
enum class ResourceForm { count, name, partitive };

const char* form_keyword(ResourceForm f) {
    switch (f) {
        case ResourceForm::count:
            return "count";
        case ResourceForm::name:
            return "name";
        case ResourceForm::partitive:
            return "partitive";
    }
    return "count";
}

const char* resource_message(TileColor c) {
    switch (c) {
        case TileColor::white:
            return "cardtext.resource.white";
        case TileColor::green:
            return "cardtext.resource.green";
        case TileColor::red:
            return "cardtext.resource.red";
        case TileColor::grey:
            return "cardtext.resource.grey";
        case TileColor::yellow:
            return "cardtext.resource.yellow";
        case TileColor::brown:
            return "cardtext.resource.brown";
        case TileColor::pink:
            return "cardtext.resource.pink";
        case TileColor::black:
            return "cardtext.resource.black";
    }
    return "cardtext.resource.black";
}

std::string resource_words(const Writer& w, TileColor c, ResourceForm form, int count = 0) {
    return w(Message(resource_message(c)).with("form", form_keyword(form)).with("count", count));
}

// "A", "A and B", "A, B and C": the language's comma and its last joiner ("and"/"or"), each a
// message of two parts, folded from the left.
std::string join_list(const Writer& w, const std::vector<std::string>& parts,
                      const char* last_joiner) {
    if (parts.empty()) return "";
    std::string head = parts.front();
    for (std::size_t i = 1; i + 1 < parts.size(); ++i)
        head = w(Message("cardtext.list.comma").with("first", head).with("second", parts[i]));
    if (parts.size() == 1) return head;
    return w(Message(last_joiner).with("first", head).with("second", parts.back()));
}

// The sentence being written. After "this unit" has been named, the next mention of it reads
// "it" ("doom this unit to give it +2 strength"); naming another unit in between undoes that.
// The clause's message words the pronoun itself (« pour lui donner », « la condamner »).
struct Sentence {
    bool self_is_last_unit = false;
};

// How a clause puts its target: as its object ("doom an enemy unit"), after "to" (« donner +2
// de force à une unité ») or after "of" (« se débarrasser d’une unité »). English says "to" and
// "of" in the clause; French contracts them with the article (au, aux, du, d’).
enum class TargetForm { object, to, of };

// A clause's target: its words, and whether it is "this unit" named again (the pronoun).
struct TargetWords {
    std::string words;
    bool it = false;
};

const char* target_message(Target t) {
    switch (t) {
        case Target::self:
            return "cardtext.target.self";
        case Target::allied_units:
            return "cardtext.target.allied_units";
        case Target::chosen_allied_unit:
            return "cardtext.target.chosen_allied_unit";
        case Target::chosen_enemy_unit:
            return "cardtext.target.chosen_enemy_unit";
        case Target::triggering_unit:
            return "cardtext.target.triggering_unit";
        case Target::neighbouring_territories:
            return "cardtext.target.neighbouring_territories";
        case Target::enemy_territory:
            return "cardtext.target.enemy_territory";
        case Target::allied_side:
            return "cardtext.target.allied_side";
        case Target::other_allied_units:
            return "cardtext.target.other_allied_units";
        case Target::enemy_cost_5_or_most_expensive:
            return "cardtext.target.enemy_cost_5_or_most_expensive";
        case Target::enemy_bottom_row_cost_5_or_most_expensive:
            return "cardtext.target.enemy_bottom_row_cost_5_or_most_expensive";
        case Target::enemy_unit_enemy_chooses:
            return "cardtext.target.enemy_unit_enemy_chooses";
    }
    return "cardtext.target.self";
}

TargetWords target_words(const Writer& w, Target target, int max_cost, TargetForm form,
                         Sentence& s) {
    const char* form_word = form == TargetForm::to   ? "to"
                            : form == TargetForm::of ? "of"
                                                     : "object";
    TargetWords out;
    out.it = target == Target::self && s.self_is_last_unit;
    out.words =
        w(Message(target_message(target)).with("form", form_word).with("max_cost", max_cost));
    s.self_is_last_unit = target == Target::self;
    return out;
}

TargetWords target_words(const Writer& w, const Effect& e, TargetForm form, Sentence& s) {
    return target_words(w, e.target, e.max_cost, form, s);
}

// A targeted clause: its message, given the target's words and whether they read as "it".
std::string targeted(const Writer& w, const char* id, const TargetWords& t) {
    return w(Message(id).with("target", t.words).with_flag("it", t.it));
}

// How a permanent strength bonus on the owner's side names the fronts it counts on: a
// technology card's side strength follows its condition (cards/technology.cpp), so "attacking" and
// "defending" fold into the subject ("your side of every front you attack").
const char* side_keyword(Condition c) {
    switch (c) {
        case Condition::attacking:
            return "attacking";
        case Condition::defending:
            return "defending";
        case Condition::none:
        case Condition::hand_empty:
        case Condition::on_top_row:
        case Condition::enemy_by_base_defense:
        case Condition::self_doomed:
        case Condition::enemy_by_hand:
        case Condition::king_of_eden_on_front:
        case Condition::no_king_of_eden_on_front:
            return "any";
    }
    return "any";
}

// A card another card names ("a Pack Wolf"), in the text's language (data_text.hpp).
std::string library_card_name(const CardLibrary& lib, const std::string& id,
                              text::Language language) {
    if (const auto i = lib.index_of(id))
        return text::card_name(lib.cards[static_cast<std::size_t>(*i)], language);
    return id;
}

// The first letter of a name, lower case, for a `select`: English chooses "a" or "an" by it,
// French elides « de » before a vowel (« d’Iron Golem »).
std::string initial_of(std::string_view name) {
    if (name.empty()) return "other";
    const char c = name.front();
    if (c >= 'A' && c <= 'Z') return std::string(1, static_cast<char>(c - 'A' + 'a'));
    if (c >= 'a' && c <= 'z') return std::string(1, c);
    return "other";
}

std::string count_message(const Writer& w, const char* id, int count) {
    return w(Message(id).with("count", count));
}

// An effect as a clause: an order ("give this unit +2 strength") for the abilities a player
// triggers, a statement ("+2 strength") for a permanent effect.
std::string effect_text(const Writer& w, const Effect& e, bool permanent, Condition side_condition,
                        const CardLibrary& lib, Sentence& s) {
    const auto strength = [&] {
        return w(Message("cardtext.strength")
                     .with("amount", signed_amount(e.amount))
                     .with("per", std::string(to_string(e.per))));
    };
    switch (e.verb) {
        case Verb::add_strength:
            if (permanent) {
                if (e.target == Target::self) return strength();
                const std::string subject =
                    e.target == Target::allied_side
                        ? w(Message("cardtext.side_fronts")
                                .with("fronts", side_keyword(side_condition)))
                        : target_words(w, e, TargetForm::object, s).words;
                return w(Message("cardtext.effect.gets")
                             .with("subject", subject)
                             .with("strength", strength()));
            }
            {
                const TargetWords t = target_words(w, e, TargetForm::to, s);
                return w(Message("cardtext.effect.give")
                             .with("target", t.words)
                             .with_flag("it", t.it)
                             .with("strength", strength()));
            }
        case Verb::draw:
            return count_message(w, "cardtext.effect.draw", e.amount);
        case Verb::scout:
            // FAQ 7: the first revealed card may be added (a unit) or discarded, or the cards go
            // back on top in the order the player chooses.
            return count_message(w, "cardtext.effect.scout", e.amount);
        case Verb::harvest: {
            const TargetWords t = target_words(w, e, TargetForm::object, s);
            return w(Message("cardtext.effect.harvest")
                         .with("resource", resource_words(w, e.resource, ResourceForm::partitive))
                         .with("target", t.words)
                         .with_flag("it", t.it));
        }
        case Verb::purchase_to_hand:
            return w(Message("cardtext.effect.purchase_to_hand"));
        case Verb::doom:
            return targeted(w, "cardtext.effect.doom", target_words(w, e, TargetForm::object, s));
        case Verb::restore:
            return targeted(w, "cardtext.effect.restore",
                            target_words(w, e, TargetForm::object, s));
        case Verb::get_rid_of:
            return targeted(w, "cardtext.effect.get_rid_of", target_words(w, e, TargetForm::of, s));
        case Verb::return_from_discard: {
            const std::string name = library_card_name(lib, e.card, w.language);
            return w(Message("cardtext.effect.return_from_discard")
                         .with("card", name)
                         .with("initial", initial_of(name)));
        }
        case Verb::gain_mana:
            return count_message(w, "cardtext.effect.gain_mana", e.amount);
        case Verb::move_to_top:
            return targeted(w, "cardtext.effect.move_to_top",
                            target_words(w, e, TargetForm::object, s));
        case Verb::move_to_bottom:
            return targeted(w, "cardtext.effect.move_to_bottom",
                            target_words(w, e, TargetForm::object, s));
        case Verb::gain_resources:
            return w(Message("cardtext.effect.gain_resources")
                         .with("resources",
                               resource_words(w, e.resource, ResourceForm::count, e.amount)));
        case Verb::enemy_discards:
            return count_message(w, "cardtext.effect.enemy_discards", e.amount);
        case Verb::gain_pure_energy:
            return count_message(w, "cardtext.effect.gain_pure_energy", e.amount);
        case Verb::return_to_hand:
            return targeted(w, "cardtext.effect.return_to_hand",
                            target_words(w, Target::self, 0, TargetForm::object, s));
        case Verb::extra_front:
            return count_message(w, "cardtext.effect.extra_front", e.amount);
        case Verb::extra_production:
            return count_message(w, "cardtext.effect.extra_production", e.amount);
        case Verb::discard_random:
            return count_message(w, "cardtext.effect.discard_random", e.amount);
        case Verb::enemy_discards_chosen:
            return count_message(w, "cardtext.effect.enemy_discards_chosen", e.amount);
        case Verb::replace_abilities: {
            std::vector<std::string> names;
            for (const std::string& id : e.cards)
                names.push_back(library_card_name(lib, id, w.language));
            std::string becomes;
            for (std::size_t i = 0; i < e.becomes.size(); ++i) {
                Sentence inner;
                const std::string clause =
                    effect_text(w, e.becomes[i], false, Condition::none, lib, inner);
                becomes = i == 0 ? clause
                                 : w(Message("cardtext.list.then")
                                         .with("first", becomes)
                                         .with("second", clause));
            }
            return w(Message("cardtext.effect.replace_abilities")
                         .with("cards", join_list(w, names, "cardtext.list.and"))
                         .with("becomes", becomes));
        }
        case Verb::never_collapses:
            return w(Message("cardtext.effect.never_collapses"));
    }
    return "?";
}

// The cost text has no library at hand: the id, title-cased, is the card's name.
std::string title_cased(std::string id) {
    for (std::size_t i = 0; i < id.size(); ++i) {
        if (id[i] == '_') id[i] = ' ';
        if ((i == 0 || id[i - 1] == ' ') && id[i] >= 'a' && id[i] <= 'z')
            id[i] = static_cast<char>(id[i] - 'a' + 'A');
    }
    return id;
}

// FAQ 6: "do X to do Y" — the costs, each paid in full before the effects.
std::string cost_text(const Writer& w, const AbilityCost& c, TileColor civ_resource, bool civ_known,
                      Sentence& s) {
    switch (c.kind) {
        case CostKind::doom_self:
            s.self_is_last_unit = true;
            return w(Message("cardtext.cost.doom_self"));
        case CostKind::discard_from_hand:
            return count_message(w, "cardtext.cost.discard_from_hand", c.amount);
        case CostKind::pay_civ_resources:
            return w(Message("cardtext.cost.pay_civ_resources")
                         .with("count", c.amount)
                         .with_flag("named", civ_known)
                         .with("resource", civ_known
                                               ? resource_words(w, civ_resource, ResourceForm::name)
                                               : std::string()));
        case CostKind::destroy_from_discard:
            return count_message(w, "cardtext.cost.destroy_from_discard", c.amount);
        case CostKind::discard_this:
            return w(Message("cardtext.cost.discard_this"));
        case CostKind::pay_mana:
            return count_message(w, "cardtext.cost.pay_mana", c.amount);
        case CostKind::discard_crystal:
            return count_message(w, "cardtext.cost.discard_crystal", c.amount);
        case CostKind::doom_allied_named: {
            std::vector<std::string> names;
            for (const std::string& id : c.cards)
                names.push_back(title_cased(id));
            return w(Message("cardtext.cost.doom_allied_named")
                         .with("count", c.amount)
                         .with("cards", join_list(w, names, "cardtext.list.or")));
        }
    }
    return "?";
}

// The event a reaction or a from-hand card waits for. A unit's reaction speaks of its own
// front; a card in the hand of a player who fights on several fronts, of any of them.
const char* event_message(TriggerEvent e, bool from_hand) {
    switch (e) {
        case TriggerEvent::none:
            return nullptr;
        case TriggerEvent::this_collapses:
            return "cardtext.event.this_collapses";
        case TriggerEvent::enemy_unit_added:
            return from_hand ? "cardtext.event.enemy_unit_added_any_front"
                             : "cardtext.event.enemy_unit_added";
        case TriggerEvent::subphase_start:
            return "cardtext.event.subphase_start";
        case TriggerEvent::allied_unit_collapses:
            return "cardtext.event.allied_unit_collapses";
    }
    return nullptr;
}

// A reaction's condition: it may be triggered when it becomes true, or when the unit is added
// while it holds (003 §Effects and abilities).
const char* reaction_condition_message(Condition c) {
    switch (c) {
        case Condition::none:
            return nullptr;
        case Condition::hand_empty:
            return "cardtext.when.hand_empty";
        case Condition::on_top_row:
            return "cardtext.when.on_top_row";
        case Condition::defending:
            return "cardtext.when.defending";
        case Condition::enemy_by_base_defense:
            return "cardtext.when.enemy_by_base_defense";
        case Condition::attacking:
            return "cardtext.when.attacking";
        case Condition::self_doomed:
            return "cardtext.when.self_doomed";
        case Condition::enemy_by_hand:
            return "cardtext.when.enemy_by_hand";
        case Condition::king_of_eden_on_front:
            return "cardtext.when.king_of_eden_on_front";
        case Condition::no_king_of_eden_on_front:
            return "cardtext.when.no_king_of_eden_on_front";
    }
    return nullptr;
}

// A permanent effect's condition: on as long as it holds.
const char* permanent_condition_message(Condition c) {
    switch (c) {
        case Condition::none:
            return nullptr;
        case Condition::hand_empty:
            return "cardtext.while.hand_empty";
        case Condition::on_top_row:
            return "cardtext.while.on_top_row";
        case Condition::defending:
            return "cardtext.while.defending";
        case Condition::enemy_by_base_defense:
            return "cardtext.while.enemy_by_base_defense";
        case Condition::attacking:
            return "cardtext.while.attacking";
        case Condition::self_doomed:
            return "cardtext.while.self_doomed";
        case Condition::enemy_by_hand:
            return "cardtext.while.enemy_by_hand";
        case Condition::king_of_eden_on_front:
            return "cardtext.while.king_of_eden_on_front";
        case Condition::no_king_of_eden_on_front:
            return "cardtext.while.no_king_of_eden_on_front";
    }
    return nullptr;
}

// A dragon's immediate ability that happens only under a condition (000).
const char* immediate_condition_message(Condition c) {
    switch (c) {
        case Condition::enemy_by_hand:
            return "cardtext.if.enemy_by_hand";
        case Condition::king_of_eden_on_front:
            return "cardtext.if.king_of_eden_on_front";
        case Condition::no_king_of_eden_on_front:
            return "cardtext.if.no_king_of_eden_on_front";
        case Condition::none:
        case Condition::hand_empty:
        case Condition::on_top_row:
        case Condition::defending:
        case Condition::enemy_by_base_defense:
        case Condition::attacking:
        case Condition::self_doomed:
            return nullptr;
    }
    return nullptr;
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
std::string timing_text(const Writer& w, const Ability& a) {
    const char* qualifier = nullptr;
    const char* timing = "cardtext.timing.immediate";
    switch (a.timing) {
        case Timing::immediate:
            // 000: a dragon's immediate ability may hold only under a condition.
            qualifier = immediate_condition_message(a.condition);
            break;
        case Timing::delayed:
            timing = "cardtext.timing.delayed";
            break;
        case Timing::post_combat:
            timing = "cardtext.timing.post_combat";
            break;
        case Timing::reaction:
            timing = "cardtext.timing.reaction";
            qualifier = a.event != TriggerEvent::none ? event_message(a.event, false)
                                                      : reaction_condition_message(a.condition);
            break;
        case Timing::permanent:
            timing = "cardtext.timing.permanent";
            if (!condition_folds_into_side(a)) qualifier = permanent_condition_message(a.condition);
            break;
        case Timing::from_hand:
            timing = "cardtext.timing.from_hand";
            qualifier = event_message(a.event, true);
            break;
    }
    if (!qualifier) return w(Message(timing));
    return w(Message("cardtext.timing.qualified")
                 .with("timing", w(Message(timing)))
                 .with("qualifier", w(Message(qualifier))));
}

std::string ability_sentence(const Writer& w, const Ability& a, const CardLibrary& lib,
                             std::string_view civilization_id) {
    Sentence s;
    const Civilization* civ = civilization_id.empty() ? nullptr : lib.civilization(civilization_id);
    std::vector<std::string> costs;
    for (const AbilityCost& c : a.costs)
        costs.push_back(cost_text(w, c, civ ? civ->resource : TileColor::black, civ != nullptr, s));
    const bool permanent = a.timing == Timing::permanent;
    const Condition side_condition = condition_folds_into_side(a) ? a.condition : Condition::none;
    std::vector<std::string> clauses;
    for (const Effect& e : a.effects)
        clauses.push_back(effect_text(w, e, permanent, side_condition, lib, s));
    std::string effects;
    if (permanent) {
        effects = join_list(w, clauses, "cardtext.list.and");
    } else {
        for (std::size_t i = 0; i < clauses.size(); ++i)
            effects = i == 0 ? clauses[i]
                             : w(Message("cardtext.list.then")
                                     .with("first", effects)
                                     .with("second", clauses[i]));
    }
    const std::string timing = timing_text(w, a);
    if (costs.empty())
        return w(Message("cardtext.ability").with("timing", timing).with("effects", effects));
    return w(Message("cardtext.ability.with_costs")
                 .with("timing", timing)
                 .with("costs", join_list(w, costs, "cardtext.list.and"))
                 .with("effects", effects));
}

}  // namespace

std::string resource_count_text(int count, TileColor type, text::Language language) {
    return resource_words(Writer{language, {}}, type, ResourceForm::count, count);
}

std::string ability_text(const Ability& a, const CardLibrary& lib, std::string_view civilization_id,
                         text::Language language) {
    return ability_sentence(Writer{language, {}}, a, lib, civilization_id);
}

std::string card_rules_text(const CardDef& c, const CardLibrary& lib, text::Language language) {
    const Writer w{language, {}};
    std::string out;
    for (const Ability& a : c.abilities) {
        if (!out.empty()) out += '\n';
        out += ability_sentence(w, a, lib, c.civilization);
    }
    return out;
}

std::string price_text(const Cost& cost, text::Language language) {
    const Writer w{language, {}};
    std::vector<std::string> parts;
    if (cost.energy_crystals > 0)
        parts.push_back(count_message(w, "cardtext.price.energy_crystals", cost.energy_crystals));
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (cost.resources[i] > 0)
            parts.push_back(
                resource_words(w, kResourceColors[i], ResourceForm::count, cost.resources[i]));
    if (cost.any_one_type > 0)
        parts.push_back(count_message(w, "cardtext.price.any_one_type", cost.any_one_type));
    if (cost.pure_energy > 0)
        parts.push_back(count_message(w, "cardtext.price.pure_energy", cost.pure_energy));
    if (parts.empty()) return w(Message("cardtext.price.free"));
    std::string out = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i)
        out = w(Message("cardtext.price.plus").with("first", out).with("second", parts[i]));
    return out;
}

}  // namespace eden
