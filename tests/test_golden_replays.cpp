// Golden replays (DESIGN.md "Habits"): saved games and the state they must reach. Each file
// under tests/golden/ says what it checks in "what_it_checks"; its "expect" holds facts of the
// final position. If a rule change alters them on purpose, regenerate the file as
// tests/golden/README.md says and explain the change in the commit.
#include <catch2/catch.hpp>
#include <filesystem>

#include "data/data_files.hpp"
#include "eden/conquest/troops.hpp"
#include "eden/core/save.hpp"

using namespace eden;
using nlohmann::json;

namespace {

const std::filesystem::path kGoldenDir = std::filesystem::path(EDEN_SOURCE_TESTS_DIR) / "golden";

void check_golden(const std::string& name) {
    const json golden = data::read_json_file(kGoldenDir / name);
    INFO(name << ": " << golden.at("what_it_checks").get<std::string>());
    const GameState state = load_save(golden.at("save"), name);  // replays, checks the snapshot
    const json& expect = golden.at("expect");
    CHECK(state.action_log().size() == expect.at("actions").get<std::size_t>());
    CHECK(state.map().size() == expect.at("tiles").get<std::size_t>());
    CHECK(state.first_player() == expect.at("first_player").get<int>());
    int tokens = 0;
    json portals = json::array();
    for (const auto& [hex, tile] : state.map().tiles()) {
        tokens += tile.richness_token ? 1 : 0;
        if (tile.kind == TileKind::portal) portals.push_back({tile.portal_owner, hex.q, hex.r});
    }
    std::sort(portals.begin(), portals.end());
    CHECK(tokens == expect.at("richness_tokens").get<int>());
    CHECK(portals == expect.at("portals"));
    CHECK(state.phase() == Phase::map_complete);
}

}  // namespace

TEST_CASE("Golden replay: a whole Supremacy map build, 4 players, seed 7", "[golden]") {
    check_golden("map_supremacy_4p_seed7.json");
}

TEST_CASE("Golden replay: a whole King of Eden map build, 3 players, seed 2", "[golden]") {
    check_golden("map_king_of_eden_3p_seed2.json");
}

namespace {

// A whole game's final position: the facts of "expect", the troops and the stock (002) only
// when the file names them.
void check_golden_game(const std::string& name) {
    const json golden = data::read_json_file(kGoldenDir / name);
    INFO(name << ": " << golden.at("what_it_checks").get<std::string>());
    const GameState state = load_save(golden.at("save"), name);  // replays, checks the snapshot
    const json& expect = golden.at("expect");
    const ConquestState& c = state.conquest();
    CHECK(state.action_log().size() == expect.at("actions").get<std::size_t>());
    CHECK(state.is_over());
    CHECK(c.round == expect.at("round").get<int>());
    CHECK(c.winners == expect.at("winners").get<std::vector<int>>());
    const std::size_t seats = c.players.size();
    std::vector<int> eliminated;
    std::vector<int> territories(seats, 0), troops(seats, 0);
    std::vector<int> pure_energy, stock;
    for (std::size_t p = 0; p < seats; ++p) {
        if (c.players[p].eliminated) eliminated.push_back(static_cast<int>(p));
        pure_energy.push_back(c.players[p].pure_energy);
        stock.push_back(c.players[p].stock);
    }
    for (const auto& [hex, seat] : state.control()) {
        ++territories.at(static_cast<std::size_t>(seat));
        troops.at(static_cast<std::size_t>(seat)) += troops_on(state, hex);
    }
    CHECK(eliminated == expect.at("eliminated").get<std::vector<int>>());
    CHECK(territories == expect.at("territories_by_seat").get<std::vector<int>>());
    CHECK(pure_energy == expect.at("pure_energy_by_seat").get<std::vector<int>>());
    if (expect.contains("troops_by_seat"))
        CHECK(troops == expect.at("troops_by_seat").get<std::vector<int>>());
    if (expect.contains("stock_by_seat"))
        CHECK(stock == expect.at("stock_by_seat").get<std::vector<int>>());
}

}  // namespace

TEST_CASE("Golden replay: a whole Supremacy game to a captured portal, 2 players, seed 32",
          "[golden]") {
    check_golden_game("conquest_supremacy_2p_seed32.json");
}

TEST_CASE(
    "Golden replay: a whole classic (002) game with troops to the last portal, 3 players, "
    "seed 3",
    "[golden][classic]") {
    check_golden_game("conquest_classic_3p_seed3.json");
}
