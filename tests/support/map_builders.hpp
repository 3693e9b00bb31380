// Small builders for the map-creation tests (tests/test_map_rules.cpp, tests/test_map_flow.cpp):
// hand-built maps, two- and three-seat setups, and states put straight into a given turn step
// by editing the state's JSON (so a test can start "Alice has her last tile in hand").
//
// Rulebook: 003 §Create the Map; RULES.md §2 "Map creation", §4 "Map".
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "eden/core/game_state.hpp"
#include "eden/core/rules.hpp"
#include "eden/core/setup.hpp"
#include "eden/map/map.hpp"
#include "eden/map/placement_rules.hpp"
#include "support/events_of.hpp"

namespace eden_test::map_builders {

// A map holding only the Heart of Eden at (0,0), the first tile of every map (003).
eden::Map heart_only();

// Lay an ordinary tile / a portal on a hand-built map (no rule is checked: the tests ask the
// rules afterwards). Returns the map so calls chain.
eden::Map& put(eden::Map& map, eden::Hex at, eden::TileColor colour = eden::TileColor::black);
eden::Map& put_portal(eden::Map& map, eden::Hex at, int owner);
// `count` ordinary tiles from `from` onwards, one step of `direction` apart.
eden::Map& put_line(eden::Map& map, eden::Hex from, eden::Hex direction, int count,
                    eden::TileColor colour = eden::TileColor::brown);

// Seat names used in reasons ("Alice's portal").
const eden::SeatNames& names();

// Alice (green), Bob (red) and, for three seats, Carol (yellow); Alice is the first player.
eden::GameSetup setup_for(int players = 2, std::uint64_t seed = 5, int first_player = 0);
// The King of Eden map rules (RULES.md §4) and the Unbalance ones (RULES.md §3).
eden::Rules king_of_eden_rules();
eden::Rules unbalance_rules();

// A fresh game for `setup`, its JSON edited by `edit`, loaded back.
eden::GameState edited_state(const eden::GameSetup& setup,
                             const std::function<void(nlohmann::json&)>& edit);

// JSON pieces for edited_state.
nlohmann::json map_json(const eden::Map& map);
nlohmann::json turn_json(int player, const std::string& step,
                         std::optional<eden::TileColor> in_hand = std::nullopt);
// A map hand with nothing left to draw: the player's last tile is placed or in hand.
nlohmann::json empty_hand_json();

// The whole state as one string: "unchanged" means byte-for-byte equal.
std::string snapshot(const eden::GameState& s);

using eden_test::events_of;

template <typename A>
bool offers(const eden::Decision& d, const A& action) {
    for (const auto& o : d.options)
        if (o == eden::Action{action}) return true;
    return false;
}

template <typename A>
int count_options(const eden::Decision& d) {
    int n = 0;
    for (const auto& o : d.options)
        if (std::holds_alternative<A>(o)) ++n;
    return n;
}

}  // namespace eden_test::map_builders
