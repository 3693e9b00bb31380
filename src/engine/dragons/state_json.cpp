// The dragons' state as JSON and back (include/eden/dragons/state.hpp). Strict like every reader
// of the engine: unknown keys and wrong types are errors naming their JSON pointer.
#include <string>

#include "eden/core/data_error.hpp"
#include "eden/dragons/state.hpp"
#include "engine/core/json_checks.hpp"

namespace eden {

using detail::at;  // one step down a JSON pointer (core/json_checks.hpp)
using nlohmann::json;

namespace {

const json& array_of(const json& j, const char* key, const std::string& source,
                     const std::string& pointer) {
    const json& a = j.at(key);
    if (!a.is_array())
        throw DataError(source, at(pointer, key), "must be an array",
                        text::Message("data_error.must_be_array"));
    return a;
}

std::vector<std::string> card_ids(const json& j, const char* key, const std::string& source,
                                  const std::string& pointer) {
    std::vector<std::string> out;
    const json& a = array_of(j, key, source, pointer);
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!a[i].is_string())
            throw DataError(source, at(pointer, key) + "/" + std::to_string(i),
                            "must be a dragon card id",
                            text::Message("data_error.dragons.must_be_dragon_card_id"));
        out.push_back(a[i].get<std::string>());
    }
    return out;
}

std::vector<int> integers(const json& j, const char* key, const std::string& source,
                          const std::string& pointer) {
    std::vector<int> out;
    const json& a = array_of(j, key, source, pointer);
    for (std::size_t i = 0; i < a.size(); ++i) {
        out.push_back(detail::int_value(a[i], source, at(pointer, key) + "/" + std::to_string(i)));
    }
    return out;
}

json hexes_to_json(const std::vector<Hex>& hexes) {
    json out = json::array();
    for (Hex h : hexes)
        out.push_back({h.q, h.r});
    return out;
}

std::vector<Hex> hexes_from_json(const json& j, const char* key, const std::string& source,
                                 const std::string& pointer) {
    std::vector<Hex> out;
    const json& a = array_of(j, key, source, pointer);
    for (std::size_t i = 0; i < a.size(); ++i) {
        const json& t = a[i];
        const std::string ptr = at(pointer, key) + "/" + std::to_string(i);
        if (!t.is_array() || t.size() != 2)
            throw DataError(source, ptr, "must be [q, r]",
                            text::Message("data_error.dragons.must_be_hex"));
        out.push_back(Hex{detail::int_value(t[0], source, ptr + "/0", -detail::kMaxCoordinate,
                                            detail::kMaxCoordinate),
                          detail::int_value(t[1], source, ptr + "/1", -detail::kMaxCoordinate,
                                            detail::kMaxCoordinate)});
    }
    return out;
}

std::set<int> seats_from_json(const json& j, const char* key, const std::string& source,
                              const std::string& pointer) {
    std::set<int> out;
    for (int seat : integers(j, key, source, pointer))
        if (!out.insert(seat).second)
            throw DataError(source, at(pointer, key), "a seat listed twice",
                            text::Message("data_error.dragons.seat_twice"));
    return out;
}

json attack_to_json(const DragonAttack& a) {
    json out = {{"territory", {a.territory.q, a.territory.r}},
                {"defender", a.defender},
                {"to_ask", a.to_ask},
                {"supporter", a.supporter},
                {"dragon_strengths", a.dragon_strengths},
                {"player_strengths", a.player_strengths}};
    return out;
}

DragonAttack attack_from_json(const json& j, const std::string& source,
                              const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer,
        {"territory", "defender", "to_ask", "supporter", "dragon_strengths", "player_strengths"},
        {"fight"});
    DragonAttack a;
    const json one = json{{"t", json::array({j.at("territory")})}};
    const auto hexes = hexes_from_json(one, "t", source, at(pointer, "territory"));
    a.territory = hexes.front();
    a.defender = detail::require_int(j, "defender", source, pointer);
    a.to_ask = integers(j, "to_ask", source, pointer);
    a.supporter = detail::require_int(j, "supporter", source, pointer);
    a.dragon_strengths = integers(j, "dragon_strengths", source, pointer);
    a.player_strengths = integers(j, "player_strengths", source, pointer);
    // Saves made during a dragon battle before it became a Battle of the battle engine (issue 15)
    // kept the fight here; its state (units in a pile, no rows) has no place in the new battle.
    if (j.contains("fight"))
        throw DataError(source, at(pointer, "fight"),
                        "this save was made during a dragon battle by an older version; a dragon "
                        "battle is now a battle with rows and abilities, and the old one cannot be "
                        "resumed (load a save from before or after the dragons' turn)",
                        text::Message("data_error.dragons.old_dragon_battle"));
    return a;
}

json turn_to_json(const DragonTurn& t) {
    json out = {{"target_card", t.target_card},
                {"selections_done", t.selections_done},
                {"attacks", hexes_to_json(t.attacks)},
                {"attacked", t.attacked},
                {"baby_dragon_played", t.baby_dragon_played}};
    if (t.attack) out["attack"] = attack_to_json(*t.attack);
    return out;
}

DragonTurn turn_from_json(const json& j, const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer,
        {"target_card", "selections_done", "attacks", "attacked", "baby_dragon_played"},
        {"attack"});
    DragonTurn t;
    t.target_card = detail::require_int(j, "target_card", source, pointer);
    t.selections_done = detail::require_int(j, "selections_done", source, pointer);
    t.attacks = hexes_from_json(j, "attacks", source, pointer);
    t.attacked = seats_from_json(j, "attacked", source, pointer);
    t.baby_dragon_played = detail::require_bool(j, "baby_dragon_played", source, pointer);
    if (j.contains("attack"))
        t.attack = attack_from_json(j.at("attack"), source, at(pointer, "attack"));
    return t;
}

}  // namespace

json dragons_to_json(const DragonState& d) {
    // Territories as [q, r] pairs: JSON keys are strings, and a sorted array keeps them simple.
    json out = {{"deck", d.piles.deck},
                {"hand", d.piles.hand},
                {"discard", d.piles.discard},
                {"in_play", d.in_play},
                {"reserve", d.reserve},
                {"removed", d.removed},
                {"target_phase", d.targets.phase},
                {"target_deck", d.targets.cards},
                {"base_defense", d.base_defense},
                {"territories", hexes_to_json({d.territories.begin(), d.territories.end()})},
                {"attacked_last_turn", d.attacked_last_turn}};
    if (d.turn) out["turn"] = turn_to_json(*d.turn);
    return out;
}

DragonState dragons_from_json(const json& j, const std::string& source,
                              const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer,
        {"deck", "hand", "discard", "in_play", "reserve", "removed", "target_phase", "target_deck",
         "base_defense", "territories", "attacked_last_turn"},
        {"turn"});
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
    for (Hex h : hexes_from_json(j, "territories", source, pointer))
        if (!d.territories.insert(h).second)
            throw DataError(source, at(pointer, "territories"),
                            "territory " + to_string(h) + " listed twice",
                            text::Message("data_error.dragons.territory_twice")
                                .with("territory", text::Name{to_string(h)}));
    d.attacked_last_turn = seats_from_json(j, "attacked_last_turn", source, pointer);
    if (j.contains("turn")) d.turn = turn_from_json(j.at("turn"), source, at(pointer, "turn"));
    return d;
}

void hide_dragons_private(json& view) {
    json& deck = view.at("deck");
    if (deck.is_array()) deck = deck.size();
    // The target deck is face down too, and so are the dragon cards dealt and not yet played (the
    // Heart's hand waits through the whole battle; RULES.md §4).
    json& targets = view.at("target_deck");
    if (targets.is_array()) targets = targets.size();
    json& hand = view.at("hand");
    if (hand.is_array()) hand = hand.size();
}

}  // namespace eden
