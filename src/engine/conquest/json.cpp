// The conquest state as JSON and back, the per-seat view of it, and the check a conquest read
// from a file must pass (conquest/conquest.hpp).
//
// The reader is strict about shape (every key, nothing more, the right types, known names) and
// the consistency check about meaning (seats, counts, where each card lies): a save is either
// exactly a state the engine wrote, or refused with the JSON pointer of the mistake.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <set>
#include <stdexcept>
#include <utility>

#include "eden/conquest/conquest.hpp"
#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

namespace eden {

using detail::at;  // one step down a JSON pointer (core/json_checks.hpp)
using nlohmann::json;

namespace {

// The names are the enumerators' own, so a save reads like the code. Each table is the one
// place an enum meets its names, for writing and reading alike.
constexpr std::pair<ConquestStep, const char*> kConquestSteps[] = {
    {ConquestStep::settle_units, "settle_units"},
    {ConquestStep::settle_crystals, "settle_crystals"},
    {ConquestStep::settle_extra_unit, "settle_extra_unit"},
    {ConquestStep::settle_resources, "settle_resources"},
    {ConquestStep::settle_purchase, "settle_purchase"},
    {ConquestStep::settle_troops, "settle_troops"},
    {ConquestStep::production, "production"},
    {ConquestStep::expansion, "expansion"},
    {ConquestStep::dragons, "dragons"},
    {ConquestStep::purchasing, "purchasing"},
    {ConquestStep::purchasing_discard, "purchasing_discard"},
    {ConquestStep::reinforce_troops, "reinforce_troops"},
    {ConquestStep::move_troops, "move_troops"},
    {ConquestStep::game_over, "game_over"},
};

constexpr std::pair<BattleStep, const char*> kBattleSteps[] = {
    {BattleStep::opening, "opening"},
    {BattleStep::defender_refresh, "defender_refresh"},
    {BattleStep::defender_opens, "defender_opens"},
    {BattleStep::attacker_adds, "attacker_adds"},
    {BattleStep::defender_adds, "defender_adds"},
    {BattleStep::taking_turns, "taking_turns"},
    {BattleStep::sealed_abilities, "sealed_abilities"},
    {BattleStep::delayed, "delayed"},
    {BattleStep::post_combat, "post_combat"},
    {BattleStep::destruction, "destruction"},
    {BattleStep::refresh_after, "refresh_after"},
    {BattleStep::over, "over"},
};

constexpr std::pair<SubphaseStep, const char*> kSubphaseSteps[] = {
    {SubphaseStep::begin, "begin"},
    {SubphaseStep::battle, "battle"},
    {SubphaseStep::end, "end"},
    {SubphaseStep::bonus_offer, "bonus_offer"},
};

constexpr std::pair<PaymentPurpose, const char*> kPaymentPurposes[] = {
    {PaymentPurpose::purchase, "purchase"},
    {PaymentPurpose::open_front, "open_front"},
    {PaymentPurpose::return_to_world, "return_to_world"},
    {PaymentPurpose::rescue, "rescue"},
    {PaymentPurpose::ability_cost, "ability_cost"},
    {PaymentPurpose::purchase_to_hand, "purchase_to_hand"},
};

template <typename E, std::size_t N>
const char* name_of(E value, const std::pair<E, const char*> (&table)[N]) {
    for (const auto& [v, name] : table)
        if (v == value) return name;
    // An enumerator missing from its table is a bug in this file, not bad data.
    throw std::logic_error("conquest_json: an enum value has no name");
}

// ---- writing -------------------------------------------------------------------------------

json hex_to_json(Hex h) {
    return {{"q", h.q}, {"r", h.r}};
}

json hex_list_to_json(const std::vector<Hex>& hexes) {
    json out = json::array();
    for (Hex h : hexes)
        out.push_back(hex_to_json(h));
    return out;
}

json frontier_to_json(const Frontier& f) {
    return {{"allied", hex_to_json(f.allied)}, {"enemy", hex_to_json(f.enemy)}};
}

// Only the non-zero counts, as core/action.cpp writes them: an absent colour reads back as 0.
json by_colour_to_json(const std::array<int, 7>& by_type) {
    json out = json::object();
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (by_type[i] != 0) out[std::string(to_string(kResourceColors[i]))] = by_type[i];
    return out;
}

json cost_to_json(const Cost& c) {
    return {{"energy_crystals", c.energy_crystals},
            {"pure_energy", c.pure_energy},
            {"resources", by_colour_to_json(c.resources)},
            {"any_one_type", c.any_one_type}};
}

json player_to_json(const PlayerState& p) {
    // The piles sit directly in the player so a view hides "deck" or "hand" in one place.
    json out = {{"deck", p.piles.deck},
                {"hand", p.piles.hand},
                {"discard", p.piles.discard},
                {"set_aside", p.piles.set_aside},
                {"world", p.world},
                {"collapsed", p.collapsed},
                {"technologies", p.technologies},
                {"pure_energy", p.pure_energy},
                {"hand_size", p.hand_size},
                {"eliminated", p.eliminated},
                {"portal_destruction_scheduled", p.portal_destruction_scheduled},
                {"attacked_this_expansion", p.attacked_this_expansion},
                {"cards_to_discard", p.cards_to_discard},
                {"settle_units_chosen", p.settle_units_chosen}};
    // Only a stock economy fills it (002); an empty stock is not written, so the games of the
    // territory economy save exactly as before.
    if (p.stock != 0) out["stock"] = p.stock;
    if (p.unit_spending != 0) out["unit_spending"] = p.unit_spending;
    if (p.commons_bought != 0) out["commons_bought"] = p.commons_bought;
    return out;
}

json side_to_json(const BattleSide& s) {
    json rows = json::array();
    for (const auto& row : s.rows) {
        json units = json::array();
        for (const UnitInPlay& u : row)
            units.push_back({{"card", u.card},
                             {"doomed", u.doomed},
                             {"strength_bonus", u.strength_bonus},
                             {"condition_was_true", u.condition_was_true}});
        rows.push_back(std::move(units));
    }
    json out = {{"rows", std::move(rows)},
                {"stopped", s.stopped},
                {"allied_units_bonus", s.allied_units_bonus},
                {"side_bonus", s.side_bonus},
                {"mana", s.mana}};
    // King of Eden only: absent elsewhere, so older saves and other games read the same.
    if (!s.dragons.empty()) {
        json dragons = json::array();
        for (const DragonUnitView& d : s.dragons)
            dragons.push_back({{"card", d.card}, {"doomed", d.doomed}});
        out["dragons"] = std::move(dragons);
    }
    return out;
}

constexpr std::pair<DragonOwed, const char*> kDragonOwed[] = {
    {DragonOwed::none, "none"},
    {DragonOwed::get_rid_of, "get_rid_of"},
    {DragonOwed::discard, "discard"},
};

json dragon_step_to_json(const DragonStep& d) {
    return {{"front", d.front},
            {"index", d.index},
            {"ability", d.ability},
            {"effect", d.effect},
            {"owed", name_of(d.owed, kDragonOwed)},
            {"choice", d.choice}};
}

json front_to_json(const Front& f) {
    json out = {{"frontier", frontier_to_json(f.frontier)},
                {"defender", f.defender},
                {"by_hand", f.by_hand},
                {"defense_chosen", f.defense_chosen},
                {"attack", side_to_json(f.attack)},
                {"defense", side_to_json(f.defense)},
                {"attacker_won", f.attacker_won}};
    if (f.attack_troops != 0) out["attack_troops"] = f.attack_troops;  // troops only (002)
    return out;
}

json offer_to_json(const TriggerOffer& o) {
    return {{"player", o.player},
            {"card", o.card},
            {"ability", o.ability},
            {"front", o.front},
            {"triggering_unit", o.triggering_unit}};
}

json resolution_to_json(const Resolution& r) {
    return {{"offer", offer_to_json(r.offer)}, {"cost_index", r.cost_index},
            {"effect_index", r.effect_index},  {"chosen", r.chosen},
            {"revealed", r.revealed},          {"choosing_purchase", r.choosing_purchase}};
}

json planned_units_to_json(const std::vector<PlannedUnit>& units) {
    json out = json::array();
    for (const PlannedUnit& u : units)
        out.push_back({{"card", u.card}, {"trigger", u.trigger}});
    return out;
}

json plan_to_json(const BattlePlan& p) {
    json out = {{"player", p.player},
                {"front", p.plan.front},
                {"units", planned_units_to_json(p.plan.units)},
                {"stop", to_string(p.plan.stop)},
                {"margin", p.plan.margin},
                {"added", planned_units_to_json(p.added)}};
    if (p.plan.after_battle != PlanAfterBattle::ask)
        out["after_battle"] = to_string(p.plan.after_battle);
    return out;
}

json battle_to_json(const Battle& b) {
    json fronts = json::array();
    for (const Front& f : b.fronts)
        fronts.push_back(front_to_json(f));
    json offers = json::array();
    for (const TriggerOffer& o : b.offers)
        offers.push_back(offer_to_json(o));
    json out = {{"attacker", b.attacker},
                {"defender", b.defender},
                {"fronts", std::move(fronts)},
                {"step", name_of(b.step, kBattleSteps)},
                {"cursor", b.cursor},
                {"offers", std::move(offers)},
                {"resolving", b.resolving ? resolution_to_json(*b.resolving) : json(nullptr)},
                {"delayed_offered", b.delayed_offered},
                {"post_combat_offered", b.post_combat_offered},
                {"doomed_collapsed", b.doomed_collapsed},
                {"returning_player", b.returning_player}};
    if (b.dragon_step) out["dragon_step"] = dragon_step_to_json(*b.dragon_step);
    // Troops only (002): written when set, so 003's saves keep their shape.
    if (b.sending_front >= 0) out["sending_front"] = b.sending_front;
    if (!b.retreats.empty()) {
        json retreats = json::array();
        for (const Retreat& r : b.retreats)
            retreats.push_back(
                {{"player", r.player}, {"from", hex_to_json(r.from)}, {"count", r.count}});
        out["retreats"] = std::move(retreats);
    }
    if (!b.collapsed_costly.empty()) out["collapsed_costly"] = b.collapsed_costly;
    if (!b.occupied.empty()) out["occupied"] = hex_list_to_json(b.occupied);
    // 002's battle order and refresh: written when set, so 003's saves keep their shape.
    if (b.turn_of != kNoPlayer) out["turn_of"] = b.turn_of;
    if (!b.refreshing.empty()) out["refreshing"] = b.refreshing;
    // Plans and sealed battles (RULES.md §7): written when there are some, so other saves keep
    // their shape.
    if (!b.plans.empty()) {
        json plans = json::array();
        for (const BattlePlan& p : b.plans)
            plans.push_back(plan_to_json(p));
        out["plans"] = std::move(plans);
    }
    if (!b.after_battle.empty()) {
        json answers = json::array();
        for (const auto& [seat, answer] : b.after_battle)
            answers.push_back({{"player", seat}, {"answer", to_string(answer)}});
        out["after_battle"] = std::move(answers);
    }
    if (!b.sealed_added.empty()) {
        json sealed = json::array();
        for (const SealedUnit& u : b.sealed_added)
            sealed.push_back({{"player", u.player}, {"card", u.card}, {"front", u.front}});
        out["sealed_added"] = std::move(sealed);
    }
    return out;
}

json turn_to_json(const ExpansionTurn& t) {
    json out = {{"player", t.player},
                {"subphase", t.subphase},
                {"step", name_of(t.step, kSubphaseSteps)},
                {"opponent", t.opponent},
                {"had_battle", t.had_battle},
                {"additional_earned", t.additional_earned},
                {"taken_from", t.taken_from}};
    // Bonus turns only (002): written when set, so 003's saves keep their shape.
    if (t.bonus) out["bonus"] = true;
    if (!t.taken_from_players.empty())
        out["taken_from_players"] = hex_list_to_json(t.taken_from_players);
    if (!t.bonus_origins.empty()) out["bonus_origins"] = hex_list_to_json(t.bonus_origins);
    return out;
}

json payment_to_json(const PendingPayment& p) {
    return {{"player", p.player},
            {"purpose", name_of(p.purpose, kPaymentPurposes)},
            {"cost", cost_to_json(p.cost)},
            {"civ_or_shards", p.civ_or_shards},
            {"crystals_from_hand", p.crystals_from_hand},
            {"card", p.card},
            {"frontier", frontier_to_json(p.frontier)}};
}

// ---- reading -------------------------------------------------------------------------------

DataError conquest_not_array(const std::string& source, const std::string& pointer) {
    return DataError(source, pointer, "must be an array",
                     text::Message("data_error.must_be_array"));
}

// A count or an amount below its floor.
DataError conquest_below(const std::string& source, const std::string& pointer, int least) {
    return DataError(source, pointer, "must be at least " + std::to_string(least),
                     text::Message("data_error.state.at_least")
                         .with("least", text::Name{std::to_string(least)}));
}

// Every reader takes the JSON value itself and the pointer to it; `cards` is how many cards
// the state holds once "cards" is read, so a card id out of range is refused where it stands.
struct Reader {
    const std::string& source;
    int cards = 0;

    int integer(const json& obj, const char* key, const std::string& pointer) const {
        return detail::require_int(obj, key, source, pointer);
    }
    bool boolean(const json& obj, const char* key, const std::string& pointer) const {
        return detail::require_bool(obj, key, source, pointer);
    }

    // `what` is the kind of name, a keyword of the message ("battle_step": "battle step").
    template <typename E, std::size_t N>
    E name(const json& obj, const char* key, const char* what,
           const std::pair<E, const char*> (&table)[N], const std::string& pointer) const {
        const std::string s = detail::require_string(obj, key, source, pointer);
        for (const auto& [value, n] : table)
            if (s == n) return value;
        std::string known;
        for (const auto& [value, n] : table)
            known += (known.empty() ? "" : " ") + std::string(n);
        std::string words = what;
        std::replace(words.begin(), words.end(), '_', ' ');
        throw DataError(source, at(pointer, key),
                        "unknown " + words + " \"" + s + "\" (" + known + ")",
                        text::Message("data_error.state.unknown_name")
                            .with("what", what)
                            .with("value", text::Name{s})
                            .with("known", text::Name{known}));
    }

    Hex hex(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(j, source, pointer, {"q", "r"}, {});
        return {detail::require_coordinate(j, "q", source, pointer),
                detail::require_coordinate(j, "r", source, pointer)};
    }

    std::vector<Hex> hex_list(const json& j, const std::string& pointer) const {
        if (!j.is_array()) throw conquest_not_array(source, pointer);
        std::vector<Hex> out;
        for (std::size_t i = 0; i < j.size(); ++i)
            out.push_back(hex(j[i], at(pointer, i)));
        return out;
    }

    Frontier frontier(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(j, source, pointer, {"allied", "enemy"}, {});
        return {hex(j.at("allied"), at(pointer, "allied")),
                hex(j.at("enemy"), at(pointer, "enemy"))};
    }

    // A card id: one of the state's cards, or -1 where the field may name none.
    CardId card_value(const json& v, bool none_allowed, const std::string& pointer) const {
        if (!v.is_number_integer())
            throw DataError(source, pointer, "must be a card id, got " + detail::brief(v),
                            text::Message("data_error.state.card_id")
                                .with("got", text::Name{detail::brief(v)}));
        const int id = detail::int_value(v, source, pointer);
        if (none_allowed && id == -1) return id;
        if (id < 0 || id >= cards)
            throw DataError(source, pointer,
                            "no card #" + std::to_string(id) + " (the state holds " +
                                std::to_string(cards) + " cards)",
                            text::Message("data_error.state.no_card")
                                .with("id", text::Name{std::to_string(id)})
                                .with("count", text::Name{std::to_string(cards)}));
        return id;
    }
    CardId card(const json& obj, const char* key, bool none_allowed,
                const std::string& pointer) const {
        return card_value(obj.at(key), none_allowed, at(pointer, key));
    }

    std::vector<CardId> card_list(const json& j, const std::string& pointer) const {
        if (!j.is_array())
            throw DataError(source, pointer, "must be an array of card ids",
                            text::Message("data_error.state.card_id_list"));
        std::vector<CardId> out;
        out.reserve(j.size());
        for (std::size_t i = 0; i < j.size(); ++i)
            out.push_back(card_value(j[i], false, at(pointer, i)));
        return out;
    }

    // Counts by resource colour; any integer is read as written (conquest_inconsistency
    // refuses the negative ones), so that reading inverts writing for every state.
    std::array<int, 7> by_colour(const json& j, const std::string& pointer) const {
        if (!j.is_object())
            throw DataError(source, pointer, "must be an object of colour: count",
                            text::Message("data_error.action.colour_counts"));
        std::array<int, 7> out{};
        for (const auto& [key, value] : j.items()) {
            const std::string ptr = pointer + "/" + detail::escape_pointer(key);
            const auto colour = tile_color_from_string(key);
            if (!colour || *colour == TileColor::black)
                throw DataError(source, ptr,
                                "not a resource colour (white green red grey yellow brown pink)",
                                text::Message("data_error.state.not_resource_colour"));
            const int count = detail::int_value(value, source, ptr);
            for (std::size_t i = 0; i < kResourceColors.size(); ++i)
                if (kResourceColors[i] == *colour) out[i] = count;
        }
        return out;
    }

    Cost cost(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(
            j, source, pointer, {"energy_crystals", "pure_energy", "resources", "any_one_type"},
            {});
        Cost c;
        c.energy_crystals = integer(j, "energy_crystals", pointer);
        c.pure_energy = integer(j, "pure_energy", pointer);
        c.resources = by_colour(j.at("resources"), at(pointer, "resources"));
        c.any_one_type = integer(j, "any_one_type", pointer);
        return c;
    }

    CardInstance card_instance(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(j, source, pointer, {"def", "owner"}, {});
        return {integer(j, "def", pointer), integer(j, "owner", pointer)};
    }

    PlayerState player(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(
            j, source, pointer,
            {"deck", "hand", "discard", "set_aside", "world", "collapsed", "pure_energy",
             "hand_size", "eliminated", "portal_destruction_scheduled", "attacked_this_expansion",
             "cards_to_discard", "settle_units_chosen"},
            {"technologies", "stock", "unit_spending", "commons_bought"});
        PlayerState p;
        p.piles.deck = card_list(j.at("deck"), at(pointer, "deck"));
        p.piles.hand = card_list(j.at("hand"), at(pointer, "hand"));
        p.piles.discard = card_list(j.at("discard"), at(pointer, "discard"));
        p.piles.set_aside = card_list(j.at("set_aside"), at(pointer, "set_aside"));
        p.world = card_list(j.at("world"), at(pointer, "world"));
        p.collapsed = card_list(j.at("collapsed"), at(pointer, "collapsed"));
        // Saves from before the technology cards have no key: nobody had one in play.
        if (j.contains("technologies"))
            p.technologies = card_list(j.at("technologies"), at(pointer, "technologies"));
        p.pure_energy = integer(j, "pure_energy", pointer);
        if (j.contains("stock")) p.stock = integer(j, "stock", pointer);
        if (j.contains("unit_spending")) p.unit_spending = integer(j, "unit_spending", pointer);
        if (j.contains("commons_bought")) p.commons_bought = integer(j, "commons_bought", pointer);
        p.hand_size = integer(j, "hand_size", pointer);
        p.eliminated = boolean(j, "eliminated", pointer);
        p.portal_destruction_scheduled = boolean(j, "portal_destruction_scheduled", pointer);
        p.attacked_this_expansion = boolean(j, "attacked_this_expansion", pointer);
        p.cards_to_discard = integer(j, "cards_to_discard", pointer);
        p.settle_units_chosen = integer(j, "settle_units_chosen", pointer);
        return p;
    }

    UnitInPlay unit(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(
            j, source, pointer, {"card", "doomed", "strength_bonus", "condition_was_true"}, {});
        UnitInPlay u;
        u.card = card(j, "card", false, pointer);
        u.doomed = boolean(j, "doomed", pointer);
        u.strength_bonus = integer(j, "strength_bonus", pointer);
        u.condition_was_true = boolean(j, "condition_was_true", pointer);
        return u;
    }

    BattleSide side(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(j, source, pointer,
                                         {"rows", "stopped", "allied_units_bonus"},
                                         {"side_bonus", "mana", "dragons"});
        BattleSide s;
        const json& rows = j.at("rows");
        const std::string rows_ptr = at(pointer, "rows");
        if (!rows.is_array())
            throw DataError(source, rows_ptr, "must be an array of rows",
                            text::Message("data_error.state.rows"));
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const std::string row_ptr = at(rows_ptr, r);
            if (!rows[r].is_array())
                throw DataError(source, row_ptr, "must be an array of units",
                                text::Message("data_error.state.units"));
            std::vector<UnitInPlay> row;
            for (std::size_t u = 0; u < rows[r].size(); ++u)
                row.push_back(unit(rows[r][u], at(row_ptr, u)));
            s.rows.push_back(std::move(row));
        }
        s.stopped = boolean(j, "stopped", pointer);
        s.allied_units_bonus = integer(j, "allied_units_bonus", pointer);
        if (j.contains("side_bonus")) s.side_bonus = integer(j, "side_bonus", pointer);
        if (j.contains("mana")) s.mana = integer(j, "mana", pointer);
        if (s.mana < 0) throw conquest_below(source, at(pointer, "mana"), 0);
        if (j.contains("dragons")) {
            const json& dragons = j.at("dragons");
            const std::string ptr = at(pointer, "dragons");
            if (!dragons.is_array())
                throw DataError(source, ptr, "must be an array of dragons",
                                text::Message("data_error.state.dragons"));
            for (std::size_t i = 0; i < dragons.size(); ++i) {
                detail::require_object_with_keys(dragons[i], source, at(ptr, i), {"card", "doomed"},
                                                 {});
                s.dragons.push_back({detail::require_string(dragons[i], "card", source, at(ptr, i)),
                                     boolean(dragons[i], "doomed", at(ptr, i))});
            }
        }
        return s;
    }

    DragonStep dragon_step(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(
            j, source, pointer, {"front", "index", "ability", "effect", "owed", "choice"}, {});
        DragonStep d;
        d.front = integer(j, "front", pointer);
        d.index = integer(j, "index", pointer);
        d.ability = integer(j, "ability", pointer);
        d.effect = integer(j, "effect", pointer);
        d.owed = name(j, "owed", "dragon_choice", kDragonOwed, pointer);
        d.choice = card_list(j.at("choice"), at(pointer, "choice"));
        return d;
    }

    Front front(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(j, source, pointer,
                                         {"frontier", "defender", "by_hand", "defense_chosen",
                                          "attack", "defense", "attacker_won"},
                                         {"attack_troops"});
        Front f;
        f.frontier = frontier(j.at("frontier"), at(pointer, "frontier"));
        f.defender = integer(j, "defender", pointer);
        f.by_hand = boolean(j, "by_hand", pointer);
        f.defense_chosen = boolean(j, "defense_chosen", pointer);
        f.attack = side(j.at("attack"), at(pointer, "attack"));
        f.defense = side(j.at("defense"), at(pointer, "defense"));
        f.attacker_won = boolean(j, "attacker_won", pointer);
        if (j.contains("attack_troops")) {
            f.attack_troops = integer(j, "attack_troops", pointer);
            if (f.attack_troops < 1) throw conquest_below(source, at(pointer, "attack_troops"), 1);
        }
        return f;
    }

    TriggerOffer offer(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(
            j, source, pointer, {"player", "card", "ability", "front", "triggering_unit"}, {});
        TriggerOffer o;
        o.player = integer(j, "player", pointer);
        o.card = card(j, "card", false, pointer);
        o.ability = integer(j, "ability", pointer);
        o.front = integer(j, "front", pointer);
        o.triggering_unit = card(j, "triggering_unit", true, pointer);
        return o;
    }

    Resolution resolution(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(
            j, source, pointer,
            {"offer", "cost_index", "effect_index", "chosen", "revealed", "choosing_purchase"}, {});
        Resolution r;
        r.offer = offer(j.at("offer"), at(pointer, "offer"));
        r.cost_index = integer(j, "cost_index", pointer);
        r.effect_index = integer(j, "effect_index", pointer);
        r.chosen = integer(j, "chosen", pointer);
        r.revealed = card_list(j.at("revealed"), at(pointer, "revealed"));
        r.choosing_purchase = boolean(j, "choosing_purchase", pointer);
        return r;
    }

    Battle battle(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(
            j, source, pointer,
            {"attacker", "defender", "fronts", "step", "cursor", "offers", "resolving",
             "delayed_offered", "post_combat_offered", "doomed_collapsed", "returning_player"},
            {"dragon_step", "sending_front", "retreats", "occupied", "collapsed_costly", "turn_of",
             "refreshing", "plans", "sealed_added", "after_battle"});
        Battle b;
        b.attacker = integer(j, "attacker", pointer);
        b.defender = integer(j, "defender", pointer);
        const json& fronts = j.at("fronts");
        if (!fronts.is_array()) throw conquest_not_array(source, at(pointer, "fronts"));
        for (std::size_t i = 0; i < fronts.size(); ++i)
            b.fronts.push_back(front(fronts[i], at(at(pointer, "fronts"), i)));
        b.step = name(j, "step", "battle_step", kBattleSteps, pointer);
        b.cursor = integer(j, "cursor", pointer);
        const json& offers = j.at("offers");
        if (!offers.is_array()) throw conquest_not_array(source, at(pointer, "offers"));
        for (std::size_t i = 0; i < offers.size(); ++i)
            b.offers.push_back(offer(offers[i], at(at(pointer, "offers"), i)));
        if (!j.at("resolving").is_null())
            b.resolving = resolution(j.at("resolving"), at(pointer, "resolving"));
        b.delayed_offered = boolean(j, "delayed_offered", pointer);
        b.post_combat_offered = boolean(j, "post_combat_offered", pointer);
        b.doomed_collapsed = boolean(j, "doomed_collapsed", pointer);
        b.returning_player = integer(j, "returning_player", pointer);
        if (j.contains("dragon_step"))
            b.dragon_step = dragon_step(j.at("dragon_step"), at(pointer, "dragon_step"));
        troops_in_battle(j, b, pointer);
        if (j.contains("turn_of")) b.turn_of = integer(j, "turn_of", pointer);
        if (j.contains("refreshing")) {
            const json& list = j.at("refreshing");
            const std::string ptr = at(pointer, "refreshing");
            if (!list.is_array()) throw conquest_not_array(source, ptr);
            for (std::size_t i = 0; i < list.size(); ++i) {
                const auto seat = whole_number(list[i], 0, 5);
                if (!seat)
                    throw DataError(source, at(ptr, i), "must be a seat number (0 to 5)",
                                    text::Message("data_error.state.seat_number"));
                b.refreshing.push_back(static_cast<int>(*seat));
            }
        } else if (b.step == BattleStep::defender_refresh) {
            b.refreshing = {b.defender};  // saved before the list: the one defender refreshes
        }
        plans_and_sealed(j, b, pointer);
        return b;
    }

    std::vector<PlannedUnit> planned_units(const json& j, const std::string& pointer) const {
        if (!j.is_array()) throw conquest_not_array(source, pointer);
        std::vector<PlannedUnit> out;
        for (std::size_t i = 0; i < j.size(); ++i) {
            const std::string ptr = at(pointer, i);
            detail::require_object_with_keys(j[i], source, ptr, {"card", "trigger"}, {});
            out.push_back({card(j[i], "card", false, ptr), boolean(j[i], "trigger", ptr)});
        }
        return out;
    }

    int seat(const json& obj, const char* key, const std::string& pointer) const {
        const int p = integer(obj, key, pointer);
        if (p < 0 || p > 5)
            throw DataError(source, at(pointer, key), "must be a seat (0 to 5)",
                            text::Message("data_error.state.seat_0_to_5"));
        return p;
    }

    int front_index(const json& obj, const Battle& b, const std::string& pointer) const {
        const int f = integer(obj, "front", pointer);
        if (f < 0 || f >= static_cast<int>(b.fronts.size()))
            throw DataError(source, at(pointer, "front"), "must name a front of the battle",
                            text::Message("data_error.state.front_of_battle"));
        return f;
    }

    PlanAfterBattle after_battle(const json& obj, const char* key,
                                 const std::string& pointer) const {
        const std::string text = detail::require_string(obj, key, source, pointer);
        const auto parsed = plan_after_battle_from_string(text);
        if (!parsed)
            throw DataError(source, at(pointer, key), "must be one of ask, discard, return_all",
                            text::Message("data_error.action.after_battle"));
        return *parsed;
    }

    // Battle plans (RULES.md §7 H1, H2) and a sealed battle's units (H4).
    void plans_and_sealed(const json& j, Battle& b, const std::string& pointer) const {
        if (j.contains("plans")) {
            const json& list = j.at("plans");
            const std::string ptr = at(pointer, "plans");
            if (!list.is_array()) throw conquest_not_array(source, ptr);
            for (std::size_t i = 0; i < list.size(); ++i) {
                const json& e = list[i];
                const std::string p = at(ptr, i);
                detail::require_object_with_keys(
                    e, source, p, {"player", "front", "units", "stop", "margin", "added"},
                    {"after_battle"});
                BattlePlan plan;
                plan.player = seat(e, "player", p);
                plan.plan.front = front_index(e, b, p);
                plan.plan.units = planned_units(e.at("units"), at(p, "units"));
                const std::string stop = detail::require_string(e, "stop", source, p);
                const auto parsed = plan_stop_from_string(stop);
                if (!parsed)
                    throw DataError(source, at(p, "stop"), "unknown stop rule",
                                    text::Message("data_error.state.stop_rule"));
                plan.plan.stop = *parsed;
                plan.plan.margin = integer(e, "margin", p);
                plan.added = planned_units(e.at("added"), at(p, "added"));
                if (e.contains("after_battle"))
                    plan.plan.after_battle = after_battle(e, "after_battle", p);
                b.plans.push_back(std::move(plan));
            }
        }
        // Older saves have none: everyone is asked after the battle.
        if (j.contains("after_battle")) {
            const json& list = j.at("after_battle");
            const std::string ptr = at(pointer, "after_battle");
            if (!list.is_array()) throw conquest_not_array(source, ptr);
            for (std::size_t i = 0; i < list.size(); ++i) {
                const std::string p = at(ptr, i);
                detail::require_object_with_keys(list[i], source, p, {"player", "answer"}, {});
                b.after_battle.emplace_back(seat(list[i], "player", p),
                                            after_battle(list[i], "answer", p));
            }
        }
        if (j.contains("sealed_added")) {
            const json& list = j.at("sealed_added");
            const std::string ptr = at(pointer, "sealed_added");
            if (!list.is_array()) throw conquest_not_array(source, ptr);
            for (std::size_t i = 0; i < list.size(); ++i) {
                const std::string p = at(ptr, i);
                detail::require_object_with_keys(list[i], source, p, {"player", "card", "front"},
                                                 {});
                b.sealed_added.push_back({seat(list[i], "player", p),
                                          card(list[i], "card", false, p),
                                          front_index(list[i], b, p)});
            }
        }
    }

    // With troops (002): the front sending its troops, retreats and occupations under way.
    void troops_in_battle(const json& j, Battle& b, const std::string& pointer) const {
        if (j.contains("sending_front")) {
            b.sending_front = integer(j, "sending_front", pointer);
            if (b.sending_front < 0 || b.sending_front >= static_cast<int>(b.fronts.size()))
                throw DataError(source, at(pointer, "sending_front"), "must name a front",
                                text::Message("data_error.state.front"));
        }
        if (j.contains("retreats")) {
            const std::string ptr = at(pointer, "retreats");
            const json& list = j.at("retreats");
            if (!list.is_array()) throw conquest_not_array(source, ptr);
            for (std::size_t i = 0; i < list.size(); ++i) {
                const std::string item = at(ptr, i);
                detail::require_object_with_keys(list[i], source, item, {"player", "from", "count"},
                                                 {});
                Retreat r{integer(list[i], "player", item),
                          hex(list[i].at("from"), at(item, "from")),
                          integer(list[i], "count", item)};
                if (r.count < 1) throw conquest_below(source, at(item, "count"), 1);
                b.retreats.push_back(r);
            }
        }
        if (j.contains("collapsed_costly"))
            b.collapsed_costly =
                card_list(j.at("collapsed_costly"), at(pointer, "collapsed_costly"));
        if (j.contains("occupied"))
            b.occupied = hex_list(j.at("occupied"), at(pointer, "occupied"));
    }

    ExpansionTurn turn(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(j, source, pointer,
                                         {"player", "subphase", "step", "opponent", "had_battle",
                                          "additional_earned", "taken_from"},
                                         {"bonus", "taken_from_players", "bonus_origins"});
        ExpansionTurn t;
        t.player = integer(j, "player", pointer);
        t.subphase = integer(j, "subphase", pointer);
        t.step = name(j, "step", "subphase_step", kSubphaseSteps, pointer);
        t.opponent = integer(j, "opponent", pointer);
        t.had_battle = boolean(j, "had_battle", pointer);
        t.additional_earned = integer(j, "additional_earned", pointer);
        // A bit set, not a count: require_int's int would refuse seat 31's bit.
        const json& taken = j.at("taken_from");
        if (!taken.is_number_integer() || taken.get<std::int64_t>() < 0 ||
            taken.get<std::int64_t>() > std::numeric_limits<std::uint32_t>::max())
            throw DataError(source, at(pointer, "taken_from"),
                            "must be a 32-bit set of seats, got " + detail::brief(taken),
                            text::Message("data_error.state.seat_set")
                                .with("got", text::Name{detail::brief(taken)}));
        t.taken_from = static_cast<std::uint32_t>(taken.get<std::int64_t>());
        if (j.contains("bonus")) t.bonus = boolean(j, "bonus", pointer);
        if (j.contains("taken_from_players"))
            t.taken_from_players =
                hex_list(j.at("taken_from_players"), at(pointer, "taken_from_players"));
        if (j.contains("bonus_origins"))
            t.bonus_origins = hex_list(j.at("bonus_origins"), at(pointer, "bonus_origins"));
        return t;
    }

    PendingPayment payment(const json& j, const std::string& pointer) const {
        detail::require_object_with_keys(j, source, pointer,
                                         {"player", "purpose", "cost", "civ_or_shards",
                                          "crystals_from_hand", "card", "frontier"},
                                         {});
        PendingPayment p;
        p.player = integer(j, "player", pointer);
        p.purpose = name(j, "purpose", "payment_purpose", kPaymentPurposes, pointer);
        p.cost = cost(j.at("cost"), at(pointer, "cost"));
        p.civ_or_shards = integer(j, "civ_or_shards", pointer);
        p.crystals_from_hand = boolean(j, "crystals_from_hand", pointer);
        p.card = card(j, "card", true, pointer);
        p.frontier = frontier(j.at("frontier"), at(pointer, "frontier"));
        return p;
    }
};

// ---- consistency ---------------------------------------------------------------------------

std::string seat_text(int seat) {
    return "seat " + std::to_string(seat);
}

bool any_negative(const std::array<int, 7>& counts) {
    for (int n : counts)
        if (n < 0) return true;
    return false;
}

json troop_counts_to_json(const std::map<Hex, int>& counts) {
    json out = json::array();
    for (const auto& [hex, n] : counts)
        out.push_back({{"q", hex.q}, {"r", hex.r}, {"count", n}});
    return out;
}

// Troops by territory: each territory once, each count at least 1 (an empty territory is
// simply not listed).
std::map<Hex, int> troop_counts_from_json(const json& j, const Reader& in,
                                          const std::string& pointer) {
    if (!j.is_array()) throw conquest_not_array(in.source, pointer);
    std::map<Hex, int> out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string ptr = at(pointer, i);
        detail::require_object_with_keys(j[i], in.source, ptr, {"q", "r", "count"}, {});
        const Hex hex{in.integer(j[i], "q", ptr), in.integer(j[i], "r", ptr)};
        const int n = in.integer(j[i], "count", ptr);
        if (n < 1) throw conquest_below(in.source, at(ptr, "count"), 1);
        if (out.contains(hex))
            throw DataError(in.source, ptr, "a second entry for territory " + to_string(hex),
                            text::Message("data_error.state.second_entry")
                                .with("hex", text::Name{to_string(hex)}));
        out[hex] = n;
    }
    return out;
}

bool has_troops_state(const ConquestState& c) {
    return !c.troops.empty() || c.troops_left != 0 || !c.wild_markers.empty();
}

}  // namespace

std::string_view to_string(ConquestStep step) {
    return name_of(step, kConquestSteps);
}

json conquest_to_json(const ConquestState& c) {
    json cards = json::array();
    for (const CardInstance& card : c.cards)
        cards.push_back({{"def", card.def}, {"owner", card.owner}});
    json players = json::array();
    for (const PlayerState& p : c.players)
        players.push_back(player_to_json(p));
    // An array, not an object keyed by hex: JSON keys are strings, and "q,r" keys would need
    // parsing of their own.
    json resources = json::array();
    for (const auto& [hex, counts] : c.resources)
        resources.push_back(
            {{"q", hex.q}, {"r", hex.r}, {"resources", by_colour_to_json(counts.by_type)}});
    json out = {{"cards", std::move(cards)},
                {"supply", c.supply},
                {"players", std::move(players)},
                {"resources", std::move(resources)},
                {"step", name_of(c.step, kConquestSteps)},
                {"round", c.round},
                {"first_player", c.first_player},
                {"current", c.current},
                {"players_done", c.players_done},
                {"production_left", c.production_left},
                {"turn", turn_to_json(c.turn)},
                {"battle", c.battle ? battle_to_json(*c.battle) : json(nullptr)},
                {"payment", c.payment ? payment_to_json(*c.payment) : json(nullptr)},
                {"unbalance_switched", c.unbalance_switched},
                {"winners", c.winners}};
    // Optional: saves and golden files of games without dragons read and write as before.
    if (c.dragons) out["dragons"] = dragons_to_json(*c.dragons);
    // Optional: only a purchase window for a lost Heart (RULES.md §5 C9) writes it.
    if (c.heart_spender != kNoPlayer) out["heart_spender"] = c.heart_spender;
    // Optional too: only games with troops (the `classic` ruleset) have any.
    if (has_troops_state(c)) {
        out["troops"] = {{"on", troop_counts_to_json(c.troops)}, {"left", c.troops_left}};
        // Optional within: only games with wild markers (004) have any.
        if (!c.wild_markers.empty())
            out["troops"]["wild_markers"] = troop_counts_to_json(c.wild_markers);
    }
    return out;
}

ConquestState conquest_from_json(const json& j, const std::string& source,
                                 const std::string& pointer) {
    detail::require_object_with_keys(j, source, pointer,
                                     {"cards", "supply", "players", "resources", "step", "round",
                                      "first_player", "current", "players_done", "production_left",
                                      "turn", "battle", "payment", "unbalance_switched", "winners"},
                                     {"dragons", "troops", "heart_spender"});
    Reader in{source};
    ConquestState c;

    const json& cards = j.at("cards");
    if (!cards.is_array()) throw conquest_not_array(source, at(pointer, "cards"));
    for (std::size_t i = 0; i < cards.size(); ++i)
        c.cards.push_back(in.card_instance(cards[i], at(at(pointer, "cards"), i)));
    // Card ids everywhere below index this list, so it is read first.
    in.cards = static_cast<int>(c.cards.size());

    const json& supply = j.at("supply");
    if (!supply.is_array())
        throw DataError(source, at(pointer, "supply"), "must be an array of supply piles",
                        text::Message("data_error.state.supply"));
    for (std::size_t i = 0; i < supply.size(); ++i)
        c.supply.push_back(in.card_list(supply[i], at(at(pointer, "supply"), i)));

    const json& players = j.at("players");
    if (!players.is_array()) throw conquest_not_array(source, at(pointer, "players"));
    for (std::size_t i = 0; i < players.size(); ++i)
        c.players.push_back(in.player(players[i], at(at(pointer, "players"), i)));

    const json& resources = j.at("resources");
    if (!resources.is_array()) throw conquest_not_array(source, at(pointer, "resources"));
    for (std::size_t i = 0; i < resources.size(); ++i) {
        const std::string ptr = at(at(pointer, "resources"), i);
        detail::require_object_with_keys(resources[i], source, ptr, {"q", "r", "resources"}, {});
        const Hex hex{in.integer(resources[i], "q", ptr), in.integer(resources[i], "r", ptr)};
        // Two entries for one territory would silently merge or overwrite: refuse instead.
        if (c.resources.contains(hex))
            throw DataError(source, ptr, "a second entry for territory " + to_string(hex),
                            text::Message("data_error.state.second_entry")
                                .with("hex", text::Name{to_string(hex)}));
        c.resources[hex].by_type = in.by_colour(resources[i].at("resources"), at(ptr, "resources"));
    }

    c.step = in.name(j, "step", "conquest_step", kConquestSteps, pointer);
    c.round = in.integer(j, "round", pointer);
    c.first_player = in.integer(j, "first_player", pointer);
    c.current = in.integer(j, "current", pointer);
    c.players_done = in.integer(j, "players_done", pointer);
    c.production_left = in.integer(j, "production_left", pointer);
    c.turn = in.turn(j.at("turn"), at(pointer, "turn"));
    if (!j.at("battle").is_null()) c.battle = in.battle(j.at("battle"), at(pointer, "battle"));
    if (!j.at("payment").is_null()) c.payment = in.payment(j.at("payment"), at(pointer, "payment"));
    c.unbalance_switched = in.boolean(j, "unbalance_switched", pointer);

    const json& winners = j.at("winners");
    if (!winners.is_array())
        throw DataError(source, at(pointer, "winners"), "must be an array of seats",
                        text::Message("data_error.state.seat_list"));
    for (std::size_t i = 0; i < winners.size(); ++i) {
        if (!winners[i].is_number_integer())
            throw DataError(source, at(at(pointer, "winners"), i),
                            "must be a seat, got " + detail::brief(winners[i]),
                            text::Message("data_error.state.seat_got")
                                .with("got", text::Name{detail::brief(winners[i])}));
        c.winners.push_back(detail::int_value(winners[i], source, at(at(pointer, "winners"), i)));
    }
    if (j.contains("heart_spender")) c.heart_spender = in.integer(j, "heart_spender", pointer);
    if (j.contains("dragons"))
        c.dragons = dragons_from_json(j.at("dragons"), source, at(pointer, "dragons"));
    if (j.contains("troops")) {
        const json& troops = j.at("troops");
        const std::string ptr = at(pointer, "troops");
        // "moved_in": saves written while a troop crossed one border per Reinforcements phase;
        // moves are free since (RULES.md §5 C12), so it is read past.
        detail::require_object_with_keys(troops, source, ptr, {"on", "left"},
                                         {"moved_in", "wild_markers"});
        c.troops = troop_counts_from_json(troops.at("on"), in, at(ptr, "on"));
        if (troops.contains("wild_markers"))
            c.wild_markers =
                troop_counts_from_json(troops.at("wild_markers"), in, at(ptr, "wild_markers"));
        c.troops_left = in.integer(troops, "left", ptr);
        if (c.troops_left < 0)
            throw DataError(source, at(ptr, "left"), "must not be negative",
                            text::Message("data_error.action.not_negative"));
        if (troops.contains("moved_in"))
            troop_counts_from_json(troops.at("moved_in"), in, at(ptr, "moved_in"));  // checked
    }
    return c;
}

void hide_conquest_private(json& view, int seat) {
    // .at() rather than a quiet skip: a view of the wrong shape must fail loudly, not leak.
    json& players = view.at("players");
    for (std::size_t p = 0; p < players.size(); ++p) {
        json& player = players[p];
        // Only arrays are replaced, so hiding an already hidden view changes nothing (size()
        // of a number is 1 in nlohmann::json).
        auto to_count = [&player](const char* key) {
            json& pile = player.at(key);
            if (pile.is_array()) pile = pile.size();
        };
        // Nobody knows the order of a deck, his own included.
        to_count("deck");
        if (static_cast<int>(p) != seat) {
            to_count("hand");
            to_count("set_aside");
        }
    }
    // The abilities another seat may trigger now name his cards, those in his hand included
    // (a Setback waiting for an enemy unit): only their number shows.
    json& battle = view.at("battle");
    if (battle.is_object()) {
        json& offers = battle.at("offers");
        if (offers.is_array()) {
            json kept = json::array();
            int hidden = 0;
            for (const json& o : offers)
                if (o.at("player").get<int>() == seat)
                    kept.push_back(o);
                else
                    ++hidden;
            offers = kept;
            battle["hidden_offers"] = battle.value("hidden_offers", 0) + hidden;
        }
        // A battle plan is its seat's secret (RULES.md §7 H1): another seat does not even learn
        // that there is one.
        if (battle.contains("plans")) {
            json& plans = battle.at("plans");
            json kept = json::array();
            if (plans.is_array())
                for (const json& p : plans)
                    if (p.at("player").get<int>() == seat) kept.push_back(p);
            if (kept.empty())
                battle.erase("plans");
            else
                plans = kept;
        }
        // So is his planned answer to the return of units (FrontPlan::after_battle).
        if (battle.contains("after_battle")) {
            json& answers = battle.at("after_battle");
            json kept = json::array();
            if (answers.is_array())
                for (const json& a : answers)
                    if (a.at("player").get<int>() == seat) kept.push_back(a);
            if (kept.empty())
                battle.erase("after_battle");
            else
                answers = kept;
        }
    }
    // A scout's revealed cards (battle.resolving.revealed) stay: revealing makes them public.
    if (view.contains("dragons")) hide_dragons_private(view.at("dragons"));
}

std::optional<std::string> conquest_inconsistency(const ConquestState& c, int players,
                                                  int card_definitions) {
    // Before the conquest starts, the state holds neither cards nor players: nothing to check.
    if (c.cards.empty() && c.players.empty()) return std::nullopt;

    if (static_cast<int>(c.players.size()) != players)
        return "the conquest has " + std::to_string(c.players.size()) + " players, the game " +
               std::to_string(players);
    if (static_cast<int>(c.supply.size()) != card_definitions)
        return "the conquest has " + std::to_string(c.supply.size()) +
               " supply piles, one per card definition (" + std::to_string(card_definitions) +
               ") expected";

    const int n = static_cast<int>(c.cards.size());
    for (int i = 0; i < n; ++i) {
        const CardInstance& card = c.cards[static_cast<std::size_t>(i)];
        if (card.def < 0 || card.def >= card_definitions)
            return "card #" + std::to_string(i) + " has no definition #" + std::to_string(card.def);
        if (card.owner < kNoPlayer || card.owner >= players)
            return "card #" + std::to_string(i) + " belongs to no " + seat_text(card.owner);
    }

    // Every card lies in exactly one place. `where` holds, per card, the index of the place it
    // was first seen in `places`; the names are built once per place, not per card.
    std::vector<std::string> places;
    std::vector<int> where(static_cast<std::size_t>(n), -1);
    std::optional<std::string> problem;
    auto lies = [&](CardId id) {
        if (problem) return;
        if (id < 0 || id >= n) {
            problem = "card #" + std::to_string(id) + " in " + places.back() +
                      " does not exist (the state holds " + std::to_string(n) + " cards)";
            return;
        }
        int& seen = where[static_cast<std::size_t>(id)];
        if (seen >= 0)
            problem = "card #" + std::to_string(id) + " is in two places (" +
                      places[static_cast<std::size_t>(seen)] + " and " + places.back() + ")";
        else
            seen = static_cast<int>(places.size()) - 1;
    };
    auto pile = [&](std::string name, const std::vector<CardId>& ids) {
        places.push_back(std::move(name));
        for (CardId id : ids)
            lies(id);
    };
    for (int p = 0; p < players; ++p) {
        const PlayerState& ps = c.players[static_cast<std::size_t>(p)];
        const std::string who = seat_text(p) + "'s ";
        pile(who + "deck", ps.piles.deck);
        pile(who + "hand", ps.piles.hand);
        pile(who + "discard pile", ps.piles.discard);
        pile(who + "set-aside cards", ps.piles.set_aside);
        pile(who + "World", ps.world);
        pile(who + "collapsed units", ps.collapsed);
        pile(who + "technology cards", ps.technologies);
    }
    for (std::size_t d = 0; d < c.supply.size(); ++d)
        pile("supply pile " + std::to_string(d), c.supply[d]);
    if (c.battle) {
        for (std::size_t f = 0; f < c.battle->fronts.size(); ++f) {
            const Front& front = c.battle->fronts[f];
            auto units = [&](const char* name, const BattleSide& side) {
                places.push_back("front " + std::to_string(f) + "'s " + name);
                for (const auto& row : side.rows)
                    for (const UnitInPlay& u : row)
                        lies(u.card);
            };
            units("attack", front.attack);
            units("defense", front.defense);
        }
    }
    if (problem) return problem;
    for (int i = 0; i < n; ++i)
        if (where[static_cast<std::size_t>(i)] < 0)
            return "card #" + std::to_string(i) + " is nowhere";

    // Seats: kNoPlayer where a field may name nobody.
    auto seat_or_none = [players](int s) { return s >= kNoPlayer && s < players; };
    auto seat = [players](int s) { return s >= 0 && s < players; };
    if (!seat(c.first_player)) return "the first player is no " + seat_text(c.first_player);
    if (!seat(c.current)) return "the current player is no " + seat_text(c.current);
    if (!seat_or_none(c.turn.player) || !seat_or_none(c.turn.opponent))
        return "the expansion turn names no " +
               seat_text(seat_or_none(c.turn.player) ? c.turn.opponent : c.turn.player);
    for (int w : c.winners)
        if (!seat(w)) return "a winner is no " + seat_text(w);
    if (c.battle) {
        const Battle& b = *c.battle;
        for (int s : {b.attacker, b.defender, b.returning_player, b.turn_of})
            if (!seat_or_none(s)) return "the battle names no " + seat_text(s);
        for (int s : b.refreshing)
            if (!seat(s)) return "a defender to refresh is no " + seat_text(s);
        if ((b.step == BattleStep::defender_refresh || b.step == BattleStep::refresh_after) &&
            b.refreshing.empty())
            return "the battle waits for a defender to refresh but names none";
        if (b.step == BattleStep::taking_turns && !seat(b.turn_of))
            return "the battle waits for a turn but names no seat to play";
        for (const Front& f : b.fronts)
            if (!seat_or_none(f.defender))
                return "a front's defender is no " + seat_text(f.defender);
        for (const Retreat& r : b.retreats)
            if (!seat(r.player)) return "a retreat names no " + seat_text(r.player);
        for (CardId id : b.collapsed_costly) {
            const bool known = id >= 0 && id < n;
            const int owner = known ? c.cards[static_cast<std::size_t>(id)].owner : kNoPlayer;
            const auto& pile = seat(owner) ? c.players[static_cast<std::size_t>(owner)].collapsed
                                           : std::vector<CardId>{};
            if (std::find(pile.begin(), pile.end(), id) == pile.end())
                return "card #" + std::to_string(id) +
                       " waits for a troop to save it but has not collapsed";
        }
        std::vector<const TriggerOffer*> offers;
        for (const TriggerOffer& o : b.offers)
            offers.push_back(&o);
        if (b.resolving) offers.push_back(&b.resolving->offer);
        for (const TriggerOffer* o : offers) {
            if (!seat_or_none(o->player))
                return "an ability offer names no " + seat_text(o->player);
            if (o->card < 0 || o->card >= n || o->triggering_unit < -1 || o->triggering_unit >= n)
                return "an ability offer names a card that does not exist";
        }
        if (b.resolving)
            for (CardId id : b.resolving->revealed)
                if (id < 0 || id >= n)
                    return "the scout reveals card #" + std::to_string(id) +
                           ", which does not exist";
    }
    if (c.payment) {
        const PendingPayment& p = *c.payment;
        if (!seat_or_none(p.player)) return "the payment names no " + seat_text(p.player);
        if (p.card < -1 || p.card >= n)
            return "the payment is for card #" + std::to_string(p.card) + ", which does not exist";
        const Cost& cost = p.cost;
        if (cost.energy_crystals < 0 || cost.pure_energy < 0 || cost.any_one_type < 0 ||
            any_negative(cost.resources))
            return "the payment costs a negative amount";
    }

    // Counts the reader takes as written and the rules never make negative.
    if (c.round < 0) return "round " + std::to_string(c.round);
    if (c.production_left < 0) return "a negative number of resources left to place";
    if (c.heart_spender != kNoPlayer && (c.heart_spender < 0 || c.heart_spender >= players))
        return "the player spending pure energy for the lost Heart is not a seat";
    if (c.players_done < 0) return "a negative number of players done in a step";
    for (int p = 0; p < players; ++p) {
        const PlayerState& ps = c.players[static_cast<std::size_t>(p)];
        if (ps.cards_to_discard < 0)
            return seat_text(p) + " has a negative number of cards to discard";
        if (ps.pure_energy < 0) return seat_text(p) + " has negative pure energy";
        if (ps.stock < 0) return seat_text(p) + " has a negative stock of resources";
        if (ps.unit_spending < 0 || ps.commons_bought < 0)
            return seat_text(p) + " has a negative count of purchases this phase";
    }
    for (const auto& [hex, counts] : c.resources)
        if (any_negative(counts.by_type))
            return "a negative count of resources on " + to_string(hex);
    return std::nullopt;
}

}  // namespace eden
