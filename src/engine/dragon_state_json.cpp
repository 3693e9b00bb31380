// The dragons' state as JSON and back (include/eden/dragon_state.hpp). Strict like every reader
// of the engine: unknown keys and wrong types are errors naming their JSON pointer.
#include <string>

#include "eden/data_error.hpp"
#include "eden/dragon_state.hpp"
#include "json_checks.hpp"

namespace eden {

using nlohmann::json;

namespace {

std::string at(const std::string& pointer, const char* key) {
    return pointer + "/" + key;
}

const json& array_of(const json& j, const char* key, const std::string& source,
                     const std::string& pointer) {
    const json& a = j.at(key);
    if (!a.is_array()) throw DataError(source, at(pointer, key), "must be an array");
    return a;
}

std::vector<std::string> card_ids(const json& j, const char* key, const std::string& source,
                                  const std::string& pointer) {
    std::vector<std::string> out;
    const json& a = array_of(j, key, source, pointer);
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!a[i].is_string())
            throw DataError(source, at(pointer, key) + "/" + std::to_string(i),
                            "must be a dragon card id");
        out.push_back(a[i].get<std::string>());
    }
    return out;
}

std::vector<int> integers(const json& j, const char* key, const std::string& source,
                          const std::string& pointer) {
    std::vector<int> out;
    const json& a = array_of(j, key, source, pointer);
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!a[i].is_number_integer())
            throw DataError(source, at(pointer, key) + "/" + std::to_string(i),
                            "must be an integer");
        out.push_back(a[i].get<int>());
    }
    return out;
}

}  // namespace

json dragons_to_json(const DragonState& d) {
    // Territories as [q, r] pairs: JSON keys are strings, and a sorted array keeps them simple.
    json territories = json::array();
    for (Hex h : d.territories)
        territories.push_back({h.q, h.r});
    return {{"deck", d.piles.deck},
            {"hand", d.piles.hand},
            {"discard", d.piles.discard},
            {"in_play", d.in_play},
            {"reserve", d.reserve},
            {"removed", d.removed},
            {"target_phase", d.targets.phase},
            {"target_deck", d.targets.cards},
            {"base_defense", d.base_defense},
            {"territories", std::move(territories)},
            {"attacked_last_turn", d.attacked_last_turn}};
}

DragonState dragons_from_json(const json& j, const std::string& source,
                              const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer,
        {"deck", "hand", "discard", "in_play", "reserve", "removed", "target_phase", "target_deck",
         "base_defense", "territories", "attacked_last_turn"},
        {});
    DragonState d;
    d.piles.deck = card_ids(j, "deck", source, pointer);
    d.piles.hand = card_ids(j, "hand", source, pointer);
    d.piles.discard = card_ids(j, "discard", source, pointer);
    d.in_play = card_ids(j, "in_play", source, pointer);
    d.reserve = card_ids(j, "reserve", source, pointer);
    d.removed = card_ids(j, "removed", source, pointer);
    d.targets.phase = detail::require_int(j, "target_phase", source, pointer);
    d.targets.cards = integers(j, "target_deck", source, pointer);
    d.base_defense = detail::require_int(j, "base_defense", source, pointer);
    const json& territories = array_of(j, "territories", source, pointer);
    for (std::size_t i = 0; i < territories.size(); ++i) {
        const json& t = territories[i];
        if (!t.is_array() || t.size() != 2 || !t[0].is_number_integer() ||
            !t[1].is_number_integer())
            throw DataError(source, at(pointer, "territories") + "/" + std::to_string(i),
                            "must be [q, r]");
        if (!d.territories.insert(Hex{t[0].get<int>(), t[1].get<int>()}).second)
            throw DataError(source, at(pointer, "territories") + "/" + std::to_string(i),
                            "a territory listed twice");
    }
    for (int seat : integers(j, "attacked_last_turn", source, pointer))
        if (!d.attacked_last_turn.insert(seat).second)
            throw DataError(source, at(pointer, "attacked_last_turn"), "a seat listed twice");
    return d;
}

void hide_dragons_private(json& view) {
    json& deck = view.at("deck");
    if (deck.is_array()) deck = deck.size();
    // The target deck is face down too.
    json& targets = view.at("target_deck");
    if (targets.is_array()) targets = targets.size();
}

}  // namespace eden
