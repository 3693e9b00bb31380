// eden-cli merge's reading of simulate --json shard reports: every count checked against its
// games, shard numbers forming 1..N once each (issue 34 item 6).
#include <catch2/catch.hpp>

#include "eden/core/data_error.hpp"
#include "lab/shard_merge.hpp"
#include "lab/simulate_request.hpp"

using namespace eden;
using nlohmann::json;

namespace {

// A finished two-player game that `winner` won.
lab::GameOutcome outcome(int index, int winner) {
    lab::GameOutcome g;
    g.seed = 10 + static_cast<std::uint64_t>(index);
    g.civs = {index % 2 ? "beast_tribes" : "free_cities", "mountain_clans"};
    g.kinds = {"random", "heuristic"};
    g.first_player = 0;
    g.record.finished = true;
    g.record.rounds = 3 + index;
    g.record.actions = 50;
    g.record.winners = {winner};
    return g;
}

// Shard k of n of a 4-game run, as simulate --json --shard k/n writes it.
json shard_report(int k, int n) {
    lab::SimulateRequest request;
    request.games = 4;
    request.players = 2;
    request.seed = 10;
    request.bots = {"random", "heuristic"};
    request.max_rounds = 20;
    request.shard = std::to_string(k) + "/" + std::to_string(n);
    const auto [first, last] = lab::shard_slice(4, k, n);
    lab::Tally t(2);
    for (int i = first; i < last; ++i)
        t.add(i, outcome(i, i % 2));
    return lab::simulate_report(t, request, 0.5);
}

std::string merge_refusal(const std::vector<json>& reports) {
    std::vector<lab::ShardReport> shards;
    for (std::size_t i = 0; i < reports.size(); ++i)
        shards.push_back({"s" + std::to_string(i + 1) + ".json", reports[i]});
    try {
        (void)lab::merge_shard_reports(shards);
        return "accepted";
    } catch (const DataError& e) {
        return e.what();
    }
}

}  // namespace

TEST_CASE("Merge: two shards add up to the run they split", "[lab][merge]") {
    const auto merged =
        lab::merge_shard_reports({{"a", shard_report(2, 2)}, {"b", shard_report(1, 2)}});
    CHECK(merged.tally.games == 4);
    CHECK(merged.tally.wins_by_seat == std::vector<int>{2, 2});
    CHECK(merged.tally.matchups.at("heuristic").at("random") == std::pair<int, int>{2, 4});
    CHECK(merged.run.at("shard") == "1/1");
    CHECK(merged.wall_seconds == 1.0);
}

TEST_CASE("Issue 34 item 6: shard numbers must form 1..N once each", "[lab][merge]") {
    // A lone "1/0" was printed as a whole run; "1/1" and "2/1" counted the games twice.
    json lone = shard_report(1, 1);
    lone["run"]["shard"] = "1/0";
    CHECK(std::string(merge_refusal({lone}))
              .starts_with("s1.json: /run/shard: must be \"K/N\" with 1 <= K <= N"));
    json second = shard_report(2, 2);
    second["run"]["shard"] = "2/1";
    CHECK(std::string(merge_refusal({shard_report(1, 1), second}))
              .starts_with("s2.json: /run/shard: "));
    CHECK(std::string(merge_refusal({shard_report(1, 2), shard_report(1, 2), shard_report(2, 2)}))
              .starts_with("s2.json: /run/shard: shard 1/2 given twice"));
    CHECK(std::string(merge_refusal({shard_report(2, 2)}))
              .starts_with("s1.json: /run/shard: shard 1/2 is missing"));
    json words = shard_report(1, 1);
    words["run"]["shard"] = "one/1";  // was std::stoi's "stoi" and nothing else
    CHECK(std::string(merge_refusal({words})).starts_with("s1.json: /run/shard: "));
}

TEST_CASE("Issue 34 item 6: every count is checked against the games", "[lab][merge]") {
    const auto spoiled = [](const std::string& key, const json& value) {
        json r = shard_report(1, 2);
        r["counts"][key] = value;
        return merge_refusal({r, shard_report(2, 2)});
    };
    CHECK(std::string(spoiled("games", -2))
              .starts_with("s1.json: /counts/games: must be a whole number"));
    // 3 x 10^9 was read as -1 294 967 292 by get<int>().
    CHECK(std::string(spoiled("games", 3000000000LL))
              .starts_with("s1.json: /counts/games: is more than"));
    CHECK(std::string(spoiled("games", "two"))
              .starts_with("s1.json: /counts/games: must be a whole number"));
    CHECK(std::string(spoiled("games", 1))
              .starts_with("s1.json: /counts/games: 1 games, but shard 1/2"));
    // More wins than games: a win rate of 16.7.
    CHECK(std::string(spoiled("wins_by_seat", {7, 0}))
              .starts_with("s1.json: /counts/wins_by_seat/0: is more"));
    CHECK(std::string(spoiled("finished", 3))
              .starts_with("s1.json: /counts/finished: is more than the 2 games"));
    CHECK(std::string(spoiled("violations", 3))
              .starts_with("s1.json: /counts/violations: is more than"));
    CHECK(std::string(spoiled("finished_rounds", json::array()))
              .starts_with("s1.json: /counts/finished_rounds: counts 0 finished games, not 2"));
    CHECK(std::string(spoiled("games_by_civ", {{"free_cities", 1}}))
              .starts_with("s1.json: /counts/games_by_civ: adds up to 1 seats, not 2 games x 2"));
    json no_counts = shard_report(1, 1);
    no_counts.erase("counts");
    CHECK(std::string(merge_refusal({no_counts}))
              .starts_with("s1.json: /: not the output of eden-cli simulate"));
}

TEST_CASE("Issue 34 item 6: a merged run keeps its shards' violations", "[lab][merge]") {
    json bad = shard_report(1, 2);
    bad["counts"]["violations"] = 1;
    bad["counts"]["first_violations"] = {{1, "seed 11, action 4: a broken invariant"}};
    const auto merged = lab::merge_shard_reports({{"a", bad}, {"b", shard_report(2, 2)}});
    CHECK(merged.tally.violations == 1);
    // A violation named in a game outside the shard's slice is a spoiled file.
    bad["counts"]["first_violations"] = {{3, "seed 13, action 4: a broken invariant"}};
    CHECK(std::string(merge_refusal({bad, shard_report(2, 2)}))
              .starts_with("s1.json: /counts: names game 3"));
}
