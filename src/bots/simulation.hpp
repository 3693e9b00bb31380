// Plays one whole game with bots, checking the engine's invariants after every action
// (eden-cli simulate, the random-playout tests and the benchmarks share it).
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.hpp"
#include "eden/core/game_state.hpp"

namespace eden::bots {

struct GameRecord {
    bool finished = false;  // reached the scenario's end (not the round cap)
    int rounds = 0;         // conquest rounds begun
    int actions = 0;
    std::vector<int> winners;
    std::optional<std::string> violation;  // the first broken invariant, if any
    std::optional<int> violation_at;       // its action index
};

struct PlayOptions {
    int max_rounds = 100;          // a game that reaches it is reported unfinished
    bool check_invariants = true;  // after every action (slower)
    int max_actions = 2'000'000;   // a safety net against a game that never moves on
    // Called after every applied action with the decision it answered, the action and the
    // events (e.g. to print a game log).
    std::function<void(const GameState&, const Decision&, const Action&, const std::vector<Event>&)>
        on_action;
    // Once set (by another thread), the game stops before its next action and is reported
    // unfinished: how the app's lab cancels a run without waiting for its games to end.
    const std::atomic<bool>* cancelled = nullptr;
};

// Plays `state` forward with one bot per seat. The state is left where the game stopped.
GameRecord play_game(GameState& state, std::vector<std::unique_ptr<Bot>>& seats,
                     const PlayOptions& options);

}  // namespace eden::bots
