// What one seat may see, as GameState::view_for(seat) tells it (DESIGN.md: "the app draws only
// from it"). Another seat's hand is only a number here, so a screen built from a SeatView
// cannot show it by mistake.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eden/core/game_state.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/map.hpp"

namespace eden::app {

struct SeatPlayer {
    std::string name;
    std::string civilization;
    int deck = 0;
    int hand_count = 0;
    std::vector<int> hand;  // card ids; only the looking seat's own hand
    int discard = 0;
    std::vector<int> discard_cards;  // card ids, top last, when the view shows them
    std::vector<int> world;          // card ids of his World's units not in play (public)
    int set_aside = 0;
    int pure_energy = 0;
    int resources = 0;  // on the territories he controls
    int stock = 0;      // game.economy "stock" (002): his untyped resources, kept off the map
    bool eliminated = false;
    int face_down_tiles = 0;                  // map creation
    std::optional<std::string> face_up_tile;  // map creation
    bool portal_falls = false;  // he chose to destroy his own portal: it falls next turn
    friend bool operator==(const SeatPlayer&, const SeatPlayer&) = default;
};

struct SeatFrontUnit {
    int card = 0;
    bool doomed = false;
    friend bool operator==(const SeatFrontUnit&, const SeatFrontUnit&) = default;
};

struct SeatFront {
    Hex from;
    Hex at;
    int defender = -1;
    bool by_hand = false;
    std::vector<SeatFrontUnit> attack;
    std::vector<SeatFrontUnit> defense;
    friend bool operator==(const SeatFront&, const SeatFront&) = default;
};

// King of Eden: the dragons, as every seat sees them (their decks' orders are hidden).
struct SeatDragons {
    std::vector<Hex> territories;
    int base_defense = 0;
    int deck = 0;
    int discard = 0;
    int reserve = 0;
    std::vector<std::string> on_front;  // dragon card ids in play, in the order played
    int hand = 0;                       // cards still to be played in the battle
    std::optional<Hex> attacked;        // the territory the dragons are fighting for
    int defender = -1;
    friend bool operator==(const SeatDragons&, const SeatDragons&) = default;
};

struct SeatView {
    int seat = -1;
    std::string phase;  // Phase's to_string
    Map map;
    Control control;
    std::map<Hex, int> resources;  // total resources lying on each territory
    std::map<Hex, int> troops;     // with troops (002): the controller's troops on each territory
    std::map<Hex, int> wild_markers;  // 004: the marker on each wild territory that has one
    std::vector<SeatPlayer> players;
    std::optional<std::string> tile_in_hand;  // map creation: the tile the current player holds
    bool conquest = false;
    int round = 0;
    std::string step;
    int battle_attacker = -1;
    std::vector<SeatFront> fronts;
    std::vector<int> winners;
    std::optional<SeatDragons> dragons;
    friend bool operator==(const SeatView&, const SeatView&) = default;
};

// What `seat` may see (-1: what every seat may see), taken from the state directly. The same
// view as read_seat_view(state.view_for(seat)), which the tests check on whole random games,
// without the state's round trip through JSON: that grew with the game (the whole log written
// and thrown away) and was most of the first frame after each action (issue 17).
SeatView make_seat_view(const GameState& state, int seat);

// Throws nlohmann::json exceptions or DataError if `view` is not a view_for() value.
SeatView read_seat_view(const nlohmann::json& view);

}  // namespace eden::app
