// A batch of games with the same rules, players and bots: game i uses seed S + i, so any game
// can be played alone, on any thread or machine, and come out the same (simulate, its shards
// and sweeps share this).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bots/simulation.hpp"
#include "eden/core/game_state.hpp"

namespace eden::lab {

// What every game of a batch shares; read-only once built, so threads may share it.
struct GameBatch {
    std::shared_ptr<const CardLibrary> cards;
    std::shared_ptr<const DragonDeckDef> dragons;
    Rules rules;
    std::string ruleset = "standard";
    std::string scenario = "supremacy";
    std::string variant;
    int players = 4;
    std::vector<std::string> kinds;  // a bot kind per seat
    // Bot kinds per seat per game, cycled (game i plays lineups[i % size]); empty: `kinds`.
    std::vector<std::vector<std::string>> lineups;
    // Civilizations per game, cycled; empty: different civilizations drawn from each seed.
    std::vector<std::vector<std::string>> schedule;
    std::uint64_t seed = 1;
    // A map every game is played on (simulate --map), instead of building one per game.
    std::optional<Map> premade_map;
    int max_rounds = 100;
    bool check_invariants = true;
    // After each game, rebuild it from its save's setup and action log and compare the states
    // (simulate --check-replay).
    bool check_replay = false;
};

// One game's result: what a tally needs, nothing of the game's state.
struct GameOutcome {
    std::uint64_t seed = 0;
    std::vector<std::string> civs;   // per seat
    std::vector<std::string> kinds;  // per seat
    int first_player = -1;           // the conquest's first player token holder, if reached
    bots::GameRecord record;
    // With check_replay: how the game rebuilt from its save differs from the played one.
    std::optional<std::string> replay_difference;
    double seconds = 0;
};

// "KIND,..." to a kind per seat; the last fills the remaining seats (default random).
std::vector<std::string> split_kinds(const std::string& list, int players);
// Throws std::invalid_argument for an unknown bot kind.
void check_kinds(const std::vector<std::string>& kinds);
// The same for kinds read from a file: throws DataError(source, pointer, reason).
void check_kinds(const std::vector<std::string>& kinds, const std::string& source,
                 const std::string& pointer);

// Shard k of n (1 <= k <= n) of a run of `games`: the contiguous slice [first, last) of game
// indices, so the slices of 1/n .. n/n cover every game once, in order.
std::pair<int, int> shard_slice(int games, int k, int n);

// The setup of game `index` of the batch: its seed, rules and seats' civilizations. Throws
// std::invalid_argument for an unknown civilization; setup_problem() says whether it can start.
GameSetup batch_game_setup(const GameBatch& batch, int index);

// Plays game `index` of the batch. `on_action` (optional) sees every action; `at_end`
// (optional) sees the state where the game stopped; once `*cancelled` (optional) is set, the
// game stops after the action in play and its outcome is a partial one, to be thrown away (the
// app's lab cancels a run this way). Throws std::invalid_argument for an unknown civilization
// and std::runtime_error if the setup cannot start a game.
GameOutcome play_batch_game(const GameBatch& batch, int index,
                            const decltype(bots::PlayOptions::on_action)& on_action = {},
                            const std::function<void(const GameState&)>& at_end = {},
                            const std::atomic<bool>* cancelled = nullptr);

}  // namespace eden::lab
