// Runs the lab saved in an earlier session (issue 40 item 2): the report carries each game's
// outcome, reads back to the same games and pairs with another run as the run itself did; a
// report without outcomes still reads, its figures without pairing; a hostile file is refused
// as file: /pointer: reason.
#include <catch2/catch.hpp>

#include <algorithm>

#include "data/json_text.hpp"
#include "eden/core/data_error.hpp"
#include "lab/run_outcomes_json.hpp"
#include "lab/run_pairing.hpp"
#include "lab/saved_run.hpp"
#include "lab/simulate_request.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using nlohmann::json;

namespace {

// Two random bots for a few short rounds: quick games, some finished and some at the cap.
lab::SimulateRequest quick_request(std::vector<std::string> assignments = {}) {
    lab::SimulateRequest r;
    r.games = 6;
    r.players = 2;
    r.seed = 11;
    r.bots = {"heuristic", "random"};
    r.max_rounds = 6;
    r.checks = false;
    r.assignments = std::move(assignments);
    return r;
}

struct PlayedRun {
    lab::SimulateRequest request;
    lab::GameBatch batch;
    lab::Tally tally;
    std::vector<std::optional<lab::GameOutcome>> outcomes;
};

// The run as the lab plays it; games listed in `skipped` left unplayed (a run cancelled).
PlayedRun play(const lab::SimulateRequest& r, const std::vector<int>& skipped = {}) {
    PlayedRun p{r, lab::make_batch(test::shipped_data(), r), lab::Tally(r.players), {}};
    p.outcomes.resize(static_cast<std::size_t>(r.games));
    for (int i = 0; i < r.games; ++i) {
        if (std::find(skipped.begin(), skipped.end(), i) != skipped.end()) continue;
        p.outcomes[static_cast<std::size_t>(i)] = lab::play_batch_game(p.batch, i);
        p.tally.add(i, *p.outcomes[static_cast<std::size_t>(i)]);
    }
    return p;
}

json saved_json(const PlayedRun& p) {
    return data::parse_json_text(lab::saved_run_text(p.tally, p.request, 1.5, p.outcomes),
                                 "saved.json");
}

lab::SavedRun read(const json& j) {
    return lab::read_saved_run(j, test::shipped_data(), "saved.json");
}

// The refusal of `j`, or "" when it reads.
std::string refusal(const json& j) {
    try {
        (void)read(j);
        return "";
    } catch (const DataError& e) {
        return e.what();
    }
}

}  // namespace

TEST_CASE("A saved lab run reads back with every game's outcome and its counts",
          "[lab][saved-runs]") {
    const PlayedRun p = play(quick_request(), {4});
    const std::string text = lab::saved_run_text(p.tally, p.request, 1.5, p.outcomes);
    const json j = data::parse_json_text(text, "saved.json");
    // The report simulate --json prints for the run, and the outcomes after it, a game a line.
    json report = j;
    report.erase("outcomes");
    CHECK(report == lab::simulate_report(p.tally, p.request, 1.5));
    CHECK(text.find("\n      [[") != std::string::npos);
    CHECK(text.find("\n      null,") != std::string::npos);

    const lab::SavedRun s = read(j);
    REQUIRE(s.outcomes_kept);
    CHECK(s.request.games == 6);
    CHECK(s.request.seed == 11);
    CHECK(s.request.bots == p.request.bots);
    CHECK(s.wall_seconds == 1.5);
    CHECK(s.tally.games == 5);
    CHECK(lab::counts_json(s.tally) == lab::counts_json(p.tally));
    REQUIRE(s.outcomes.size() == 6);
    CHECK_FALSE(s.outcomes[4]);
    for (std::size_t i = 0; i < 6; ++i) {
        if (i == 4) continue;
        const lab::GameOutcome& was = *p.outcomes[i];
        const lab::GameOutcome& read_back = *s.outcomes[i];
        INFO("game " << i);
        CHECK(read_back.seed == was.seed);
        CHECK(read_back.civs == was.civs);
        CHECK(read_back.kinds == was.kinds);
        CHECK(read_back.first_player == was.first_player);
        CHECK(read_back.record.finished == was.record.finished);
        CHECK(read_back.record.rounds == was.record.rounds);
        CHECK(read_back.record.actions == was.record.actions);
        CHECK(read_back.record.winners == was.record.winners);
    }
    // The batch made again plays the same games: game 2 again comes out as saved.
    const lab::GameOutcome again = lab::play_batch_game(s.batch, 2);
    CHECK(again.civs == s.outcomes[2]->civs);
    CHECK(again.record.actions == s.outcomes[2]->record.actions);
}

TEST_CASE("A saved run pairs with a run of this session as the two runs themselves pair",
          "[lab][saved-runs]") {
    const PlayedRun base = play(quick_request());
    const PlayedRun variant = play(quick_request({"game.hand_size=8"}));
    const lab::SavedRun saved = read(saved_json(base));
    const lab::RunComparison direct =
        lab::compare_runs(base.batch, base.outcomes, variant.batch, variant.outcomes);
    const lab::RunComparison from_file =
        lab::compare_runs({saved.batch, saved.outcomes, saved.tally, saved.outcomes_kept},
                          {variant.batch, variant.outcomes, variant.tally, true});
    REQUIRE(from_file.pairing == lab::Pairing::paired);
    CHECK(from_file.games == 6);
    REQUIRE(from_file.rows.size() == direct.rows.size());
    for (std::size_t i = 0; i < direct.rows.size(); ++i) {
        INFO(direct.rows[i].id);
        CHECK(from_file.rows[i].id == direct.rows[i].id);
        CHECK(from_file.rows[i].baseline == direct.rows[i].baseline);
        CHECK(from_file.rows[i].variant == direct.rows[i].variant);
        REQUIRE(from_file.rows[i].difference);
        CHECK(from_file.rows[i].difference->low == direct.rows[i].difference->low);
        CHECK(from_file.rows[i].difference->high == direct.rows[i].difference->high);
    }
    CHECK(from_file.baseline_rounds == direct.baseline_rounds);
}

TEST_CASE("A report saved without outcomes reads - its figures from its counts and no pairing",
          "[lab][saved-runs]") {
    const PlayedRun p = play(quick_request());
    // What the lab saved before it kept outcomes, and what eden-cli simulate --json prints.
    const lab::SavedRun old = read(lab::simulate_report(p.tally, p.request, 2.0));
    CHECK_FALSE(old.outcomes_kept);
    CHECK(old.outcomes.empty());
    CHECK(old.tally.games == 6);
    const lab::RunComparison c = lab::compare_runs({old.batch, old.outcomes, old.tally, false},
                                                   {p.batch, p.outcomes, p.tally, true});
    CHECK(c.pairing == lab::Pairing::no_outcomes);
    CHECK(c.games == 0);
    // Each figure from the counts is the run's own figure from its outcomes (the same games).
    const lab::RunComparison own =
        lab::compare_runs(p.batch, p.outcomes, lab::GameBatch{}, {});  // not paired: own figures
    REQUIRE(own.pairing == lab::Pairing::different_seats);
    for (const lab::FigureRow& r : c.rows) {
        INFO(r.id);
        CHECK_FALSE(r.difference);
        REQUIRE(r.baseline);
        REQUIRE(r.variant);
        CHECK(*r.baseline == Approx(*r.variant));
        const auto same = std::find_if(own.rows.begin(), own.rows.end(),
                                       [&](const lab::FigureRow& o) { return o.id == r.id; });
        REQUIRE(same != own.rows.end());
        CHECK(*r.baseline == Approx(*same->baseline));
    }
    CHECK(c.rows.size() == own.rows.size());
}

TEST_CASE("A saved run's figures from its counts name each bot kind's win rate when two met",
          "[lab][saved-runs]") {
    lab::Tally t(2);
    t.games = 10;
    t.finished = 8;
    t.rounds = 70;
    t.actions = 1000;
    t.wins_by_seat = {5, 3};
    t.players_won = 8;
    t.first_player_games = 10;
    t.first_player_wins = 4;
    t.games_by_civ = {{"a", 10}, {"b", 10}};
    t.wins_by_civ = {{"a", 5}, {"b", 3}};
    t.finished_rounds = {{5, 2}, {7, 4}, {9, 2}};
    t.matchups["heuristic"]["random"] = {6, 10};
    t.matchups["random"]["heuristic"] = {2, 10};
    const auto rows = lab::tally_figures(t);
    const auto value = [&](const std::string& id) {
        for (const auto& r : rows)
            if (r.id == id) return *r.baseline;
        FAIL("no figure " << id);
        return 0.0;
    };
    CHECK(value("win_rate_seat_1") == Approx(0.5));
    CHECK(value("first_player_wins") == Approx(0.4));
    CHECK(value("win_rate_civ:b") == Approx(0.3));
    CHECK(value("win_rate_kind:heuristic") == Approx(0.6));
    CHECK(value("win_rate_kind:random") == Approx(0.2));
    CHECK(value("undecided_share") == Approx(0.2));
    CHECK(value("mean_rounds") == Approx(7.0));
    CHECK(value("mean_actions") == Approx(100.0));
}

TEST_CASE("A saved run whose outcomes do not fit its run or its counts is refused where it errs",
          "[lab][saved-runs]") {
    const PlayedRun p = play(quick_request());
    const json good = saved_json(p);
    REQUIRE(refusal(good).empty());
    const auto spoiled = [&](auto change) {
        json j = good;
        change(j);
        return refusal(j);
    };
    REQUIRE(good.at("outcomes").at("games").at(0).is_array());
    CHECK(spoiled([](json& j) { j["outcomes"]["games"][0][5] = {2}; }) ==
          "saved.json: /outcomes/games/0/5/0: must be a whole number from 0 to 1");
    CHECK(spoiled([](json& j) {
              j["outcomes"]["games"][0][5] = {0, 0};
          }) == "saved.json: /outcomes/games/0/5/1: names a seat already among the winners");
    CHECK(spoiled([](json& j) { j["outcomes"]["games"][1][0] = {0}; }) ==
          "saved.json: /outcomes/games/1/0: must list a World per seat (2)");
    CHECK(spoiled([](json& j) {
              j["outcomes"]["games"][1][0][1] = 99;
          }).rfind("saved.json: /outcomes/games/1/0/1: must be a whole number from 0 to ", 0) == 0);
    CHECK(spoiled([](json& j) { j["outcomes"]["games"][2][3] = 8; }) ==
          "saved.json: /outcomes/games/2/3: must be a whole number from 0 to 7");
    CHECK(spoiled([](json& j) { j["outcomes"]["games"][2] = "won"; }) ==
          "saved.json: /outcomes/games/2: must be a game's line of 6 values (or null: not "
          "finished)");
    CHECK(spoiled([](json& j) { j["outcomes"]["games"].erase(5); }) ==
          "saved.json: /outcomes/games: must list every game of the run (6)");
    CHECK(spoiled([](json& j) {
              j["outcomes"]["columns"][0] = "worlds";
          }).rfind("saved.json: /outcomes/columns: must be [", 0) == 0);
    CHECK(spoiled([](json& j) { j["outcomes"]["extra"] = 1; }) ==
          "saved.json: /outcomes/extra: unknown key");
    CHECK(spoiled([](json& j) {
              j["outcomes"]["civs"].push_back(j["outcomes"]["civs"][0]);
          }).find(": names a World already in the list") != std::string::npos);
    // A game's line changed but not the counts: the outcomes no longer add up to them.
    CHECK(spoiled([](json& j) {
              j["outcomes"]["games"][0][4] = 1;
          }).rfind("saved.json: /outcomes/games: add up to ", 0) == 0);
    CHECK(spoiled([](json& j) { j["outcomes"]["games"][3] = nullptr; }) ==
          "saved.json: /outcomes/games: add up to 5 for games, not the 6 of /counts");
    // The run itself: what the data no longer has, and the keys a saved run needs.
    CHECK(spoiled([](json& j) { j["run"]["ruleset"] = "atlantis"; }) ==
          "saved.json: /run: no ruleset \"atlantis\"");
    CHECK(spoiled([](json& j) { j["run"].erase("total_games"); }) ==
          "saved.json: /run/total_games: missing");
    CHECK(spoiled([](json& j) { j.erase("counts"); }) == "saved.json: /counts: missing");
    CHECK(spoiled([](json& j) { j["wall_seconds"] = -1; }) ==
          "saved.json: /wall_seconds: must be a number of seconds from 0");
    CHECK(refusal(json::array()) ==
          "saved.json: /: must be a lab run's report (an object with \"run\")");
}
