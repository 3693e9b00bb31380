// The lab's kept runs (issue 40 item 2): what names a run in the results' header and in the file
// Save suggests, and two runs side by side, paired game by game when they play the same tables.
#include <catch2/catch.hpp>

#include "lab/run_label.hpp"
#include "lab/run_pairing.hpp"

using namespace eden;

namespace {

lab::SimulateRequest request(std::string variant, std::vector<std::string> assignments) {
    lab::SimulateRequest r;
    r.ruleset = "standard";
    r.scenario = "king-of-eden";
    r.variant = std::move(variant);
    r.assignments = std::move(assignments);
    r.players = 3;
    r.games = 200;
    r.seed = 7;
    return r;
}

// Game `seed` of two seats, won by `winner` (-1: undecided at the round cap) after `rounds`.
lab::GameOutcome game(std::uint64_t seed, int winner, int rounds) {
    lab::GameOutcome g;
    g.seed = seed;
    g.civs = {"free_cities", "sylvan_elves"};
    g.kinds = {"heuristic", "heuristic"};
    g.first_player = 0;
    g.record.finished = winner >= 0;
    g.record.rounds = rounds;
    g.record.actions = 10 * rounds;
    if (winner >= 0) g.record.winners = {winner};
    return g;
}

const lab::FigureRow& row(const lab::RunComparison& c, const std::string& id) {
    for (const auto& r : c.rows)
        if (r.id == id) return r;
    FAIL("no figure " << id);
    throw;
}

}  // namespace

TEST_CASE("A run's file name names its ruleset scenario variant and changed parameters",
          "[lab][kept-runs]") {
    CHECK(lab::run_file_name(request("", {})) == "standard-king-of-eden-3p-200g-seed7");
    CHECK(lab::run_file_name(request("open", {"game.hand_size=6"})) ==
          "standard-king-of-eden-open-game.hand_size=6-3p-200g-seed7");
    // A string value loses its quotes, a list its brackets and commas.
    CHECK(lab::run_file_name(request("", {"map.order=\"blind\"", "game.x=[1,2]"}), 100) ==
          "standard-king-of-eden-map.order=blind-game.x=-1-2-3p-200g-seed7");
    // A run on one map (the map editor's Balance check, issue 38 item 3) names it.
    lab::SimulateRequest on_map = request("", {});
    on_map.map = "/home/designer/maps/Three Rivers.json";
    CHECK(lab::run_file_name(on_map) == "standard-king-of-eden-map-Three-Rivers-3p-200g-seed7");
}

TEST_CASE("A run's file name keeps to the length the app allows and counts the changes left out",
          "[lab][kept-runs]") {
    const lab::SimulateRequest r = request(
        "printed",
        {"battle.bonus_resource_threshold=3", "game.hand_size=6", "game.starting_resources=2"});
    const std::string name = lab::run_file_name(r, 60);
    CHECK(name.size() <= 60);
    CHECK(name == "standard-king-of-eden-printed-+3-3p-200g-seed7");
    const std::string longer = lab::run_file_name(r, 100);
    CHECK(longer ==
          "standard-king-of-eden-printed-battle.bonus_resource_threshold=3-game.hand_size=6-+1-"
          "3p-200g-seed7");
    CHECK(lab::run_file_name(r, 200) ==
          "standard-king-of-eden-printed-battle.bonus_resource_threshold=3-game.hand_size=6-"
          "game.starting_resources=2-3p-200g-seed7");
}

TEST_CASE("The header lists the changed parameters as --set takes them", "[lab][kept-runs]") {
    CHECK(lab::changes_text({}).empty());
    CHECK(lab::changes_text({"game.hand_size=6", "map.order=\"blind\""}) ==
          "game.hand_size=6, map.order=blind");
}

TEST_CASE("Two runs on the same tables are compared game by game over the games both finished",
          "[lab][kept-runs]") {
    lab::GameBatch batch;
    batch.players = 2;
    batch.kinds = {"heuristic", "heuristic"};
    // Game 2 of the variant was cut short (a cancelled run): games 0, 1 and 3 are paired.
    const std::vector<std::optional<lab::GameOutcome>> base = {game(1, 0, 10), game(2, 0, 12),
                                                               game(3, 1, 14), game(4, 0, 16)};
    const std::vector<std::optional<lab::GameOutcome>> var = {game(1, 1, 8), game(2, 1, 10),
                                                              std::nullopt, game(4, 1, 12)};
    const lab::RunComparison c = lab::compare_runs(batch, base, batch, var);
    REQUIRE(c.pairing == lab::Pairing::paired);
    CHECK(c.games == 3);
    const lab::FigureRow& seat1 = row(c, "win_rate_seat_1");
    CHECK(*seat1.baseline == Approx(1.0));
    CHECK(*seat1.variant == Approx(0.0));
    REQUIRE(seat1.difference);
    CHECK(seat1.difference->mean == Approx(-1.0));
    CHECK(seat1.difference->flagged());  // every game turned: an interval of just -1
    const lab::FigureRow& length = row(c, "mean_rounds");
    CHECK(length.difference->mean == Approx(-8.0 / 3));
}

TEST_CASE("Two runs on different seeds are shown side by side without a difference",
          "[lab][kept-runs]") {
    lab::GameBatch a;
    a.players = 2;
    lab::GameBatch b = a;
    b.seed = 100;
    const std::vector<std::optional<lab::GameOutcome>> base = {game(1, 0, 10), game(2, 0, 20)};
    const std::vector<std::optional<lab::GameOutcome>> var = {game(100, 1, 30)};
    const lab::RunComparison c = lab::compare_runs(a, base, b, var);
    CHECK(c.pairing == lab::Pairing::different_seats);
    const lab::FigureRow& length = row(c, "mean_rounds");
    CHECK(*length.baseline == Approx(15));
    CHECK(*length.variant == Approx(30));
    CHECK_FALSE(length.difference);
    CHECK(c.baseline_rounds.front() == 10);
    CHECK(c.variant_rounds.front() == 30);

    // Paired batches without a game both finished: side by side too.
    const std::vector<std::optional<lab::GameOutcome>> none = {std::nullopt, std::nullopt};
    CHECK(lab::compare_runs(a, base, a, none).pairing == lab::Pairing::no_common_games);
}
