#include "app/session/seat_view.hpp"

#include "eden/map/json.hpp"

namespace eden::app {

namespace {

using nlohmann::json;

// A pile is an array of card ids when the seat may see it, else its count.
int pile_size(const json& pile) {
    return pile.is_array() ? static_cast<int>(pile.size()) : pile.get<int>();
}

Hex hex_of(const json& j) {
    return {j.at("q").get<int>(), j.at("r").get<int>()};
}

std::vector<SeatFrontUnit> units_of(const json& side) {
    std::vector<SeatFrontUnit> out;
    for (const json& row : side.at("rows"))
        for (const json& u : row)
            out.push_back({u.at("card").get<int>(), u.at("doomed").get<bool>()});
    return out;
}

SeatDragons read_dragons(const json& d) {
    SeatDragons out;
    for (const json& h : d.at("territories"))
        out.territories.push_back(Hex{h.at(0).get<int>(), h.at(1).get<int>()});
    out.base_defense = d.at("base_defense").get<int>();
    out.deck = pile_size(d.at("deck"));
    out.discard = pile_size(d.at("discard"));
    out.reserve = pile_size(d.at("reserve"));
    out.on_front = d.at("in_play").get<std::vector<std::string>>();
    out.hand = pile_size(d.at("hand"));
    if (d.contains("turn") && d.at("turn").contains("attack")) {
        const json& a = d.at("turn").at("attack");
        out.attacked = Hex{a.at("territory").at(0).get<int>(), a.at("territory").at(1).get<int>()};
        out.defender = a.at("defender").get<int>();
        if (a.contains("fight")) out.fighting = a.at("fight").at("seat").get<int>();
    }
    return out;
}

void read_conquest(const json& c, SeatView& v) {
    v.conquest = true;
    v.round = c.at("round").get<int>();
    v.step = c.at("step").get<std::string>();
    const json& players = c.at("players");
    for (std::size_t i = 0; i < players.size() && i < v.players.size(); ++i) {
        const json& p = players[i];
        SeatPlayer& sp = v.players[i];
        sp.deck = pile_size(p.at("deck"));
        sp.hand_count = pile_size(p.at("hand"));
        if (p.at("hand").is_array() && static_cast<int>(i) == v.seat)
            sp.hand = p.at("hand").get<std::vector<int>>();
        sp.discard = pile_size(p.at("discard"));
        if (p.at("discard").is_array()) sp.discard_cards = p.at("discard").get<std::vector<int>>();
        if (p.at("world").is_array()) sp.world = p.at("world").get<std::vector<int>>();
        sp.set_aside = pile_size(p.at("set_aside"));
        sp.pure_energy = p.at("pure_energy").get<int>();
        sp.eliminated = p.at("eliminated").get<bool>();
        sp.portal_falls = p.value("portal_destruction_scheduled", false);
    }
    for (const json& r : c.at("resources")) {
        int total = 0;
        for (const auto& [colour, n] : r.at("resources").items())
            total += n.get<int>();
        const Hex at = hex_of(r);
        v.resources[at] = total;
        const auto owner = v.control.find(at);
        if (owner != v.control.end() && owner->second >= 0 &&
            owner->second < static_cast<int>(v.players.size()))
            v.players[static_cast<std::size_t>(owner->second)].resources += total;
    }
    const json& battle = c.at("battle");
    if (battle.is_object()) {
        v.battle_attacker = battle.at("attacker").get<int>();
        for (const json& f : battle.at("fronts"))
            v.fronts.push_back({hex_of(f.at("frontier").at("allied")),
                                hex_of(f.at("frontier").at("enemy")), f.at("defender").get<int>(),
                                f.at("by_hand").get<bool>(), units_of(f.at("attack")),
                                units_of(f.at("defense"))});
    }
    if (c.contains("troops"))
        for (const json& t : c.at("troops").at("on"))
            v.troops[hex_of(t)] = t.at("count").get<int>();
    if (c.contains("dragons")) v.dragons = read_dragons(c.at("dragons"));
    if (c.contains("winners")) v.winners = c.at("winners").get<std::vector<int>>();
}

}  // namespace

SeatView read_seat_view(const json& view) {
    SeatView v;
    v.seat = view.at("seat").get<int>();
    v.phase = view.at("phase").get<std::string>();
    v.map = map_from_json(view.at("map"), "view").map;
    for (const json& c : view.at("control"))
        v.control[hex_of(c)] = c.at("player").get<int>();
    const json& setup_players = view.at("setup").at("players");
    const json& hands = view.at("hands");
    for (std::size_t i = 0; i < setup_players.size(); ++i) {
        SeatPlayer p;
        p.name = setup_players[i].at("name").get<std::string>();
        p.civilization = setup_players[i].value("civilization", "");
        if (i < hands.size()) {
            p.face_down_tiles = pile_size(hands[i].at("face_down"));
            if (hands[i].at("face_up").is_string())
                p.face_up_tile = hands[i].at("face_up").get<std::string>();
        }
        v.players.push_back(std::move(p));
    }
    const json& in_hand = view.at("turn").at("in_hand");
    if (in_hand.is_string()) v.tile_in_hand = in_hand.get<std::string>();
    if (view.contains("conquest")) read_conquest(view.at("conquest"), v);
    return v;
}

}  // namespace eden::app
