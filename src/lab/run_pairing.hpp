// Two runs of the app's lab side by side (issue 40 item 2): the games both finished, compared
// game by game when they are paired (the same seed, players and bots, so game i is the same
// table under both rules), or each run's own figures beside the other's when they are not.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lab/game_batch.hpp"
#include "lab/paired_compare.hpp"

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
// different seed, players or bots), or no finished game in common (a run cancelled early).
enum class Pairing { paired, different_seats, no_common_games };

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

}  // namespace eden::lab
