// Each game's outcome in a run the app's lab saved (issue 40 item 2), so a run saved in an
// earlier session can still be paired game by game with another. Compact on purpose: a lab run
// may hold a hundred thousand games, and the file must stay within the loaders' 32 MiB, so each
// game is one line of numbers, its Worlds indices into one table; what the run implies is not
// repeated (game i's seed is the run's seed + i, its bots the run's bots).
//
//   "outcomes": {
//     "columns": ["civs", "first_player", "finished", "rounds", "actions", "winners"],
//     "civs": ["beast_tribes", "sylvan_elves", ...],
//     "games": [[[0, 1], 0, 1, 12, 845, [1]], null, ...]   // null: a game not finished
//   }
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "lab/game_batch.hpp"
#include "lab/simulate_request.hpp"

namespace eden::lab {

// The columns of a game's line, in order: a file naming others is of another format.
const std::vector<std::string>& outcome_columns();

// The "outcomes" object of every game of a run, by game index.
nlohmann::json outcomes_json(const std::vector<std::optional<GameOutcome>>& outcomes);

// Reads "outcomes" (at `pointer` in `source`) of a run that played `run`: one game per game of
// the run (run.games), each seat a World of the table, the first player and every winner a
// seat, each winner once, the rounds within the run's cap (+1: a game stopped by the cap
// began one more), the actions within a billion. Throws DataError(source, /pointer..., reason).
std::vector<std::optional<GameOutcome>> outcomes_from_json(const nlohmann::json& outcomes,
                                                           const SimulateRequest& run,
                                                           const std::string& source,
                                                           const std::string& pointer);

}  // namespace eden::lab
