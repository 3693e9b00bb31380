#include "app/session/seat_view.hpp"

#include "eden/conquest/conquest.hpp"
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
        sp.stock = p.value("stock", 0);
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
    if (c.contains("troops")) {
        for (const json& t : c.at("troops").at("on"))
            v.troops[hex_of(t)] = t.at("count").get<int>();
        if (c.at("troops").contains("wild_markers"))
            for (const json& t : c.at("troops").at("wild_markers"))
                v.wild_markers[hex_of(t)] = t.at("count").get<int>();
    }
    if (c.contains("dragons")) v.dragons = read_dragons(c.at("dragons"));
    if (c.contains("winners")) v.winners = c.at("winners").get<std::vector<int>>();
}

// The direct path: each value as view_for(seat) writes it and read_seat_view reads it back.
std::vector<SeatFrontUnit> seat_view_units_of(const BattleSide& side) {
    std::vector<SeatFrontUnit> out;
    for (const auto& row : side.rows)
        for (const UnitInPlay& u : row)
            out.push_back({u.card, u.doomed});
    return out;
}

SeatDragons seat_view_dragons_of(const DragonState& d) {
    SeatDragons out;
    out.territories.assign(d.territories.begin(), d.territories.end());
    out.base_defense = d.base_defense;
    // The deck's and the hand's cards are nobody's to see: their sizes only.
    out.deck = static_cast<int>(d.piles.deck.size());
    out.discard = static_cast<int>(d.piles.discard.size());
    out.reserve = static_cast<int>(d.reserve.size());
    out.on_front = d.in_play;
    out.hand = static_cast<int>(d.piles.hand.size());
    if (d.turn && d.turn->attack) {
        out.attacked = d.turn->attack->territory;
        out.defender = d.turn->attack->defender;
    }
    return out;
}

void seat_view_conquest_of(const ConquestState& c, SeatView& v) {
    v.conquest = true;
    v.round = c.round;
    v.step = std::string(to_string(c.step));
    for (std::size_t i = 0; i < c.players.size() && i < v.players.size(); ++i) {
        const PlayerState& p = c.players[i];
        SeatPlayer& sp = v.players[i];
        sp.deck = static_cast<int>(p.piles.deck.size());
        sp.hand_count = static_cast<int>(p.piles.hand.size());
        // Another seat's hand and set-aside cards are only their numbers (hide_conquest_private).
        if (static_cast<int>(i) == v.seat) sp.hand = p.piles.hand;
        sp.discard = static_cast<int>(p.piles.discard.size());
        sp.discard_cards = p.piles.discard;
        sp.world = p.world;
        sp.set_aside = static_cast<int>(p.piles.set_aside.size());
        sp.pure_energy = p.pure_energy;
        sp.stock = p.stock;
        sp.eliminated = p.eliminated;
        sp.portal_falls = p.portal_destruction_scheduled;
    }
    for (const auto& [at, counts] : c.resources) {
        int total = 0;
        for (int n : counts.by_type)
            total += n;
        v.resources[at] = total;
        const auto owner = v.control.find(at);
        if (owner != v.control.end() && owner->second >= 0 &&
            owner->second < static_cast<int>(v.players.size()))
            v.players[static_cast<std::size_t>(owner->second)].resources += total;
    }
    if (c.battle) {
        v.battle_attacker = c.battle->attacker;
        for (const Front& f : c.battle->fronts)
            v.fronts.push_back({f.frontier.allied, f.frontier.enemy, f.defender, f.by_hand,
                                seat_view_units_of(f.attack), seat_view_units_of(f.defense)});
    }
    v.troops = c.troops;
    v.wild_markers = c.wild_markers;
    if (c.dragons) v.dragons = seat_view_dragons_of(*c.dragons);
    v.winners = c.winners;
}

}  // namespace

SeatView make_seat_view(const GameState& state, int seat) {
    SeatView v;
    v.seat = seat;
    v.phase = std::string(to_string(state.phase()));
    v.map = state.map();
    v.control = state.control();
    for (int i = 0; i < state.player_count(); ++i) {
        const PlayerSetup& setup = state.setup().players[static_cast<std::size_t>(i)];
        const MapHand& hand = state.map_hand(i);
        SeatPlayer p;
        p.name = setup.name;
        p.civilization = setup.civilization;
        // Nobody knows the order of a face-down pile, not even its owner: its size only.
        p.face_down_tiles = static_cast<int>(hand.face_down.size());
        if (hand.face_up) p.face_up_tile = std::string(to_string(*hand.face_up));
        v.players.push_back(std::move(p));
    }
    const TurnState& turn = state.turn();
    // A tile drawn face down is everybody's to see: it lands face up at once (RULES.md §7 H3).
    if (turn.in_hand) v.tile_in_hand = std::string(to_string(*turn.in_hand));
    if (state.phase() == Phase::conquest) seat_view_conquest_of(state.conquest(), v);
    return v;
}

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
