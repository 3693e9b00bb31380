// Two runs of the app's lab side by side (issue 40 item 2): the games both finished, compared
// game by game when they are paired (the same seed, players and bots, so game i is the same
// table under both rules), or each run's own figures beside the other's when they are not.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lab/game_batch.hpp"
#include "lab/paired_compare.hpp"
#include "lab/tally.hpp"

namespace eden::lab {

// One figure of both runs. A figure one run has not (a World the other never drew) is nullopt
// on that side; the difference and its interval only when the runs are paired.
struct FigureRow {
    std::string id;  // as PairedFigure::id
    bool share = false;
    std::optional<double> baseline;
    std::optional<double> variant;
    std::optional<PairedInterval> difference;
    long long games_for_2_points = 0;  // paired shares only
};

// Whether the rows carry paired differences, or why not: unpaired_reason() of the batches (a
// different seed, players or bots), no finished game in common (a run cancelled early), or a
// run saved without each game's outcome (lab/saved_run.hpp).
enum class Pairing { paired, different_seats, no_common_games, no_outcomes };

struct RunComparison {
    Pairing pairing = Pairing::paired;
    int games = 0;  // paired: the games both finished
    std::vector<FigureRow> rows;
    std::vector<int> baseline_rounds;  // {min, q1, median, q3, max} over the games read
    std::vector<int> variant_rounds;
    std::optional<SkillVerdict> skill;
};

// The games finished in both runs (by game index), in index order: what compare_outcomes pairs.
std::pair<std::vector<GameOutcome>, std::vector<GameOutcome>> common_games(
    const std::vector<std::optional<GameOutcome>>& baseline,
    const std::vector<std::optional<GameOutcome>>& variant);

// Paired figures over the games both finished when the batches are paired; otherwise each
// run's figures over all its finished games, without a difference.
RunComparison compare_runs(const GameBatch& baseline_batch,
                           const std::vector<std::optional<GameOutcome>>& baseline,
                           const GameBatch& variant_batch,
                           const std::vector<std::optional<GameOutcome>>& variant);

// A run as compare_runs reads it: its games' outcomes when it kept them, its counts always.
struct RunGames {
    const GameBatch& batch;
    const std::vector<std::optional<GameOutcome>>& outcomes;  // by game index
    const Tally& tally;
    bool outcomes_kept = true;  // false: a run saved without them (only its tally's figures)
};

// As above when both runs kept their outcomes; otherwise each run's figures from its counts
// (Pairing::no_outcomes), the rounds' quartiles over its finished games.
RunComparison compare_runs(const RunGames& baseline, const RunGames& variant);

// A run's own figures from its counts, with the ids compare_outcomes gives them (a kind's win
// rate only when two kinds met); each row's `baseline` holds the value.
std::vector<FigureRow> tally_figures(const Tally& tally);

}  // namespace eden::lab
