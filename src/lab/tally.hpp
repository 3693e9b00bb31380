// The raw counts of a batch of games, from which every summary figure is computed: a
// simulate run, each of its shards and each sweep setting keep one; tallies of disjoint games
// add up (eden-cli merge), and the summary of the sum is the summary one run would print.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "lab/game_batch.hpp"

namespace eden::lab {

struct Tally {
    int games = 0;
    int finished = 0;
    int violations = 0;
    long long rounds = 0;
    long long actions = 0;
    double seconds = 0;  // time spent in games, summed over threads
    std::vector<int> wins_by_seat;
    std::map<std::string, int> wins_by_civ;
    std::map<std::string, int> games_by_civ;
    int players_won = 0;                 // games with at least one winner
    int first_player_games = 0;          // games whose conquest began (a first player known)
    int first_player_wins = 0;           // ... that the first player token's holder won
    std::map<int, int> finished_rounds;  // round a finished game ended on -> games
    // Bot kinds against each other: [a][b] = {games where a seat of kind a won, games with
    // seats of both kinds}; empty when every seat plays the same kind.
    std::map<std::string, std::map<std::string, std::pair<int, int>>> matchups;
    // The first few violations by game index: {game index, "seed S, action A: what"}.
    std::vector<std::pair<int, std::string>> first_violations;
    // simulate --check-replay: games whose replay from their save differs from the played game
    // (counted like violations: any fails the run), and the first few as above.
    int replay_differences = 0;
    std::vector<std::pair<int, std::string>> first_replay_differences;

    explicit Tally(int players = 0) : wins_by_seat(static_cast<std::size_t>(players), 0) {}
    // Games may come in any order (the app's lab adds them as its threads finish them): every
    // count is a sum, and the lists keep the first few by game index, so the tally of a run is
    // the same whatever the order (the time in games aside, a sum of floating-point numbers).
    void add(int game_index, const GameOutcome& g);
    void add(const Tally& other);  // the games of `other` are disjoint from these
};

// The raw counts as JSON ("counts" of a simulate --json); lab/shard_merge.hpp reads them back.
nlohmann::json counts_json(const Tally& t);

// Quartiles of the rounds finished games ended on: {min, quartile_1, median, quartile_3, max},
// or an empty object without finished games.
nlohmann::json end_rounds_json(const std::map<int, int>& rounds);

// The summary of DESIGN.md "Command line" computed from the counts, with `run` (what was
// played: players, scenario, max_rounds, ...) and the counts themselves; timing figures
// (decisions_per_second, seconds) are the only keys that differ between two runs.
nlohmann::json summary_json(const Tally& t, const nlohmann::json& run);

}  // namespace eden::lab
