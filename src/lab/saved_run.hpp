// A lab run saved to a file and read back in a later session (issue 40 item 2): the report of
// `eden-cli simulate --json` (lab/simulate_request.hpp) with each game's outcome beside it
// (lab/run_outcomes_json.hpp), so the app lists the runs of its lab folder and pairs any of them
// with another. A report without outcomes (saved before they were kept, a run too long to keep
// them, or written by eden-cli simulate) is read too: its figures, without pairing.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "data/game_data.hpp"
#include "lab/game_batch.hpp"
#include "lab/simulate_request.hpp"
#include "lab/tally.hpp"

namespace eden::lab {

// Runs of more games are saved without each game's outcome: one line a game keeps a run of
// this many well within the loaders' 32 MiB (about 9 MB at six seats).
inline constexpr int kMaxSavedOutcomes = 200'000;

// The text of a saved run: simulate's report as simulate --json prints it, then "outcomes" with
// one game a line (when the run has at most kMaxSavedOutcomes games).
std::string saved_run_text(const Tally& tally, const SimulateRequest& request, double wall_seconds,
                           const std::vector<std::optional<GameOutcome>>& outcomes);

struct SavedRun {
    SimulateRequest request;
    GameBatch batch;  // what its games played, as the lab's Run builds it from the request
    Tally tally;      // from the report's counts
    double wall_seconds = 0;
    bool outcomes_kept = false;                        // the report has "outcomes"
    std::vector<std::optional<GameOutcome>> outcomes;  // by game index, when kept
};

// Reads a saved run: "run" as eden-cli compare reads it plus "total_games", "counts" checked as
// eden-cli merge checks them, and "outcomes" checked line by line and against the counts (the
// games, the finished ones, the rounds, actions and wins they add up to); the batch made from
// `data` (a ruleset, scenario or variant it no longer has is refused). Throws
// DataError(source, /pointer, reason).
SavedRun read_saved_run(const nlohmann::json& report, const data::GameData& data,
                        const std::string& source);

}  // namespace eden::lab
