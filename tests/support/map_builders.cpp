#include "support/map_builders.hpp"

#include "support/test_setups.hpp"

#include "eden/map/json.hpp"

namespace eden_test::map_builders {

using namespace eden;
using nlohmann::json;

Map heart_only() {
    Map m;
    m.place(kHeartHex, Tile::heart());
    return m;
}

Map& put(Map& map, Hex at, TileColor colour) {
    map.place(at, Tile::ordinary(colour));
    return map;
}

Map& put_portal(Map& map, Hex at, int owner) {
    map.place(at, Tile::portal(owner));
    return map;
}

Map& put_line(Map& map, Hex from, Hex direction, int count, TileColor colour) {
    Hex h = from;
    for (int i = 0; i < count; ++i, h = h + direction)
        put(map, h, colour);
    return map;
}

const SeatNames& names() {
    static const SeatNames n{"Alice", "Bob", "Carol"};
    return n;
}

GameSetup setup_for(int players, std::uint64_t seed, int first_player) {
    GameSetup g;
    g.seed = seed;
    g.players = {{"Alice", "green", TileColor::green}, {"Bob", "red", TileColor::red}};
    if (players >= 3) g.players.push_back({"Carol", "yellow", TileColor::yellow});
    g.first_player = first_player;
    return g;
}

Rules king_of_eden_rules() {
    return rules_for_scenario("king-of-eden");
}

Rules unbalance_rules() {
    return rules_for_scenario("unbalance");
}

GameState edited_state(const GameSetup& setup, const std::function<void(json&)>& edit) {
    GameState s(setup);
    json j = s.to_json();
    edit(j);
    return GameState::from_json(j, "test");
}

json map_json(const Map& map) {
    return map_to_json(map, "map");
}

json turn_json(int player, const std::string& step, std::optional<TileColor> in_hand) {
    return {{"player", player},
            {"step", step},
            {"in_hand", in_hand ? json(std::string(to_string(*in_hand))) : json(nullptr)},
            {"in_hand_from_face_down", false},
            {"portal_removed", false},
            {"chain_index", 0},
            {"chain_tip", nullptr}};
}

json empty_hand_json() {
    return {{"face_up", nullptr},
            {"face_down", json::array()},
            {"shard_colour", nullptr},
            {"black_tiles_received", 0},
            {"portal_placed_at", -1}};
}

std::string snapshot(const GameState& s) {
    return s.to_json().dump();
}

}  // namespace eden_test::map_builders
