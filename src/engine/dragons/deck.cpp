// The strict reader of a dragon deck file (include/eden/dragons/deck.hpp, data/README.md
// "Dragons"). Rulebook: 000 "Dragon battle cards", "Dragon target cards"; RULES.md §4.
#include "eden/dragons/deck.hpp"

#include <algorithm>
#include <stdexcept>

#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

namespace eden {

using detail::at;  // one step down a JSON pointer (core/json_checks.hpp)
using nlohmann::json;

std::string_view to_string(TargetDistance d) {
    switch (d) {
        case TargetDistance::closest:
            return "closest";
        case TargetDistance::furthest:
            return "furthest";
    }
    return "?";
}

const CardDef* DragonDeckDef::card(std::string_view card_id) const {
    for (const CardDef& c : cards)
        if (c.id == card_id) return &c;
    return nullptr;
}

std::vector<std::string> DragonDeckDef::starting_deck() const {
    std::vector<std::string> out;
    for (const CardDef& c : cards) {
        const bool reserved = std::find(reserve.begin(), reserve.end(), c.id) != reserve.end();
        if (c.id == king || reserved) continue;
        for (int i = 0; i < c.copies; ++i)
            out.push_back(c.id);
    }
    return out;
}

std::vector<std::string> DragonDeckDef::starting_reserve() const {
    std::vector<std::string> out;
    for (const CardDef& c : cards)
        if (std::find(reserve.begin(), reserve.end(), c.id) != reserve.end())
            for (int i = 0; i < c.copies; ++i)
                out.push_back(c.id);
    return out;
}

std::vector<int> DragonDeckDef::target_numbers_of_phase(int phase) const {
    std::vector<int> out;
    for (const DragonTargetCard& t : targets)
        if (std::find(t.phases.begin(), t.phases.end(), phase) != t.phases.end())
            out.push_back(t.number);
    std::sort(out.begin(), out.end());
    return out;
}

int DragonDeckDef::last_phase() const {
    int last = 0;
    for (const DragonTargetCard& t : targets)
        for (int p : t.phases)
            last = std::max(last, p);
    return last;
}

const DragonTargetCard& DragonDeckDef::target(int number) const {
    for (const DragonTargetCard& t : targets)
        if (t.number == number) return t;
    throw std::out_of_range("no dragon target card " + std::to_string(number));
}

namespace {

int positive(const json& obj, const char* key, int minimum, const std::string& source,
             const std::string& pointer) {
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

const json& array_at(const json& j, const char* key, const std::string& source,
                     const std::string& pointer) {
    const json& a = j.at(key);
    if (!a.is_array() || a.empty())
        throw DataError(source, at(pointer, key), "must be a non-empty array",
                        text::Message("data_error.cards.non_empty_array"));
    return a;
}

void require_card(const DragonDeckDef& d, const std::string& id, const std::string& source,
                  const std::string& pointer) {
    if (!d.card(id))
        throw DataError(
            source, pointer, "no dragon card \"" + id + "\" in this file",
            text::Message("data_error.dragons.no_dragon_card").with("card", text::Name{id}));
}

CardRemoval removal_from_json(const json& j, const char* key, const DragonDeckDef& d,
                              const std::string& source) {
    const std::string ptr = at("", key);
    const json& r = j.at(key);
    const char* card_key = std::string_view(key) == "improvement" ? "remove" : "destroy";
    detail::require_object_with_keys(r, source, ptr, {card_key, "count"}, {});
    CardRemoval out;
    out.card = detail::require_string(r, card_key, source, ptr);
    require_card(d, out.card, source, at(ptr, card_key));
    out.count = positive(r, "count", 1, source, ptr);
    return out;
}

DragonTargetCard target_from_json(const json& j, const std::string& source,
                                  const std::string& pointer) {
    detail::require_object_with_keys(j, source, pointer, {"number", "phases", "select"},
                                     {"players_not_attacked_last_turn", "times", "reshuffle"});
    DragonTargetCard t;
    t.number = positive(j, "number", 1, source, pointer);
    const json& phases = array_at(j, "phases", source, pointer);
    for (std::size_t i = 0; i < phases.size(); ++i) {
        if (!whole_number(phases[i], 1, detail::kMaxInteger))
            throw DataError(source, at(at(pointer, "phases"), i), "a phase is a number from 1",
                            text::Message("data_error.dragons.phase_number"));
        t.phases.push_back(static_cast<int>(*whole_number(phases[i], 1, detail::kMaxInteger)));
    }
    const std::string select = detail::require_string(j, "select", source, pointer);
    if (select == "closest")
        t.select = TargetDistance::closest;
    else if (select == "furthest")
        t.select = TargetDistance::furthest;
    else
        throw DataError(source, at(pointer, "select"),
                        "unknown selection \"" + select + "\" (known: closest, furthest)",
                        text::Message("data_error.dragons.unknown_selection")
                            .with("selection", text::Name{select}));
    if (j.contains("players_not_attacked_last_turn"))
        t.players_not_attacked_last_turn =
            detail::require_bool(j, "players_not_attacked_last_turn", source, pointer);
    if (j.contains("times")) t.times = positive(j, "times", 1, source, pointer);
    if (j.contains("reshuffle"))
        t.reshuffle = detail::require_bool(j, "reshuffle", source, pointer);
    return t;
}

// The cards an ability names (replace_abilities, doom_allied_named) are dragons of this file.
void check_card_references(const DragonDeckDef& d, const std::string& source) {
    for (std::size_t c = 0; c < d.cards.size(); ++c)
        for (std::size_t a = 0; a < d.cards[c].abilities.size(); ++a) {
            const Ability& ab = d.cards[c].abilities[a];
            const std::string ptr = at(at(at("/cards", c), "abilities"), a);
            for (std::size_t k = 0; k < ab.costs.size(); ++k)
                for (std::size_t i = 0; i < ab.costs[k].cards.size(); ++i)
                    require_card(d, ab.costs[k].cards[i], source,
                                 at(at(at(at(ptr, "costs"), k), "cards"), i));
            for (std::size_t e = 0; e < ab.effects.size(); ++e)
                for (std::size_t i = 0; i < ab.effects[e].cards.size(); ++i)
                    require_card(d, ab.effects[e].cards[i], source,
                                 at(at(at(at(ptr, "effects"), e), "cards"), i));
        }
}

void check_targets(const DragonDeckDef& d, const std::string& source) {
    // The cards are numbered 1..N, each once (000: "numbered, 8 in total").
    for (std::size_t i = 0; i < d.targets.size(); ++i) {
        const int n = d.targets[i].number;
        const auto same = std::count_if(d.targets.begin(), d.targets.end(),
                                        [n](const DragonTargetCard& t) { return t.number == n; });
        if (same > 1 || n > static_cast<int>(d.targets.size()))
            throw DataError(source, at(at("/targets", i), "number"),
                            "target cards are numbered 1 to " + std::to_string(d.targets.size()) +
                                ", each once",
                            text::Message("data_error.dragons.target_numbers")
                                .with("count", text::Name{std::to_string(d.targets.size())}));
    }
    // Phases follow each other: a phase with no card would leave the dragons without targets.
    for (int p = 1; p <= d.last_phase(); ++p)
        if (d.target_numbers_of_phase(p).empty())
            throw DataError(source, "/targets", "phase " + std::to_string(p) + " has no card",
                            text::Message("data_error.dragons.phase_without_card")
                                .with("phase", text::Name{std::to_string(p)}));
}

}  // namespace

DragonDeckDef dragon_deck_from_json(const json& j, const std::string& source) {
    detail::require_object_with_keys(
        j, source, "",
        {"id", "name", "description", "king", "reserve", "hand_size", "base_defense", "improvement",
         "baby_dragons_played", "cards", "targets"},
        {});
    DragonDeckDef d;
    d.id = detail::require_string(j, "id", source, "");
    d.name = detail::require_string(j, "name", source, "");
    d.description = detail::require_string(j, "description", source, "");
    const json& cards = array_at(j, "cards", source, "");
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::string ptr = at("/cards", i);
        CardDef c = card_from_json(cards[i], source, ptr);
        if (c.kind != CardKind::dragon)
            throw DataError(source, at(ptr, "kind"), "a dragon deck holds dragon cards only",
                            text::Message("data_error.dragons.dragon_cards_only"));
        if (d.card(c.id))
            throw DataError(
                source, at(ptr, "id"), "duplicate card id \"" + c.id + "\"",
                text::Message("data_error.dragons.duplicate_card_id").with("id", text::Name{c.id}));
        d.cards.push_back(std::move(c));
    }
    check_card_references(d, source);
    d.king = detail::require_string(j, "king", source, "");
    require_card(d, d.king, source, "/king");
    if (d.card(d.king)->copies != 1)
        throw DataError(source, "/king", "the King of Eden is one card: copies must be 1",
                        text::Message("data_error.dragons.king_one_copy"));
    const json& reserve = array_at(j, "reserve", source, "");
    for (std::size_t i = 0; i < reserve.size(); ++i) {
        const std::string ptr = at("/reserve", i);
        if (!reserve[i].is_string())
            throw DataError(source, ptr, "must be a card id",
                            text::Message("data_error.cards.must_be_card_id"));
        const std::string id = reserve[i].get<std::string>();
        require_card(d, id, source, ptr);
        // 000: improving the deck adds "a cost-5 dragon chosen at random".
        if (d.card(id)->cost != 5 || id == d.king)
            throw DataError(source, ptr, "the reserve holds cost-5 dragons only",
                            text::Message("data_error.dragons.reserve_cost_5"));
        d.reserve.push_back(id);
    }
    d.hand_size = positive(j, "hand_size", 1, source, "");
    const json& bd = j.at("base_defense");
    detail::require_object_with_keys(bd, source, "/base_defense",
                                     {"start", "step", "from_round", "cut_off_penalty"}, {});
    d.base_defense.start = positive(bd, "start", 0, source, "/base_defense");
    d.base_defense.step = positive(bd, "step", 0, source, "/base_defense");
    d.base_defense.from_round = positive(bd, "from_round", 1, source, "/base_defense");
    d.base_defense.cut_off_penalty = positive(bd, "cut_off_penalty", 0, source, "/base_defense");
    d.improvement = removal_from_json(j, "improvement", d, source);
    d.baby_dragons_played = removal_from_json(j, "baby_dragons_played", d, source);
    const json& targets = array_at(j, "targets", source, "");
    for (std::size_t i = 0; i < targets.size(); ++i)
        d.targets.push_back(target_from_json(targets[i], source, at("/targets", i)));
    check_targets(d, source);
    return d;
}

DragonDeckDef dragon_deck_from_json(const json& j, const std::string& source,
                                    const std::string& pointer) {
    try {
        return dragon_deck_from_json(j, source);
    } catch (const DataError& e) {
        throw DataError(e.source(), pointer + e.pointer(), e);
    }
}

namespace {

json removal_to_json(const CardRemoval& r, const char* card_key) {
    return {{card_key, r.card}, {"count", r.count}};
}

json target_to_json(const DragonTargetCard& t) {
    json out = {
        {"number", t.number}, {"phases", t.phases}, {"select", std::string(to_string(t.select))}};
    if (t.players_not_attacked_last_turn) out["players_not_attacked_last_turn"] = true;
    if (t.times != 1) out["times"] = t.times;
    if (t.reshuffle) out["reshuffle"] = true;
    return out;
}

}  // namespace

json dragon_deck_to_json(const DragonDeckDef& d) {
    json cards = json::array();
    for (const CardDef& c : d.cards)
        cards.push_back(card_to_json(c));
    json targets = json::array();
    for (const DragonTargetCard& t : d.targets)
        targets.push_back(target_to_json(t));
    return {{"id", d.id},
            {"name", d.name},
            {"description", d.description},
            {"king", d.king},
            {"reserve", d.reserve},
            {"hand_size", d.hand_size},
            {"base_defense",
             {{"start", d.base_defense.start},
              {"step", d.base_defense.step},
              {"from_round", d.base_defense.from_round},
              {"cut_off_penalty", d.base_defense.cut_off_penalty}}},
            {"improvement", removal_to_json(d.improvement, "remove")},
            {"baby_dragons_played", removal_to_json(d.baby_dragons_played, "destroy")},
            {"cards", std::move(cards)},
            {"targets", std::move(targets)}};
}

}  // namespace eden
