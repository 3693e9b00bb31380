// A variant against its baseline on the same games (issue 40 item 1): game i of both runs has
// the same seed, civilizations and bots (lab/game_batch.hpp derives them all from seed S + i),
// so each figure is compared game by game. The per-game differences cancel most of the luck
// of the draw, which makes small effects visible with far fewer games than two separate runs.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "lab/game_batch.hpp"

namespace eden::lab {

// The mean of paired per-game differences with its 95 % interval.
struct PairedInterval {
    int games = 0;
    double mean = 0;  // mean difference (variant - baseline)
    double sd = 0;    // sample standard deviation of the differences
    double low = 0;
    double high = 0;
    // The interval leaves out 0: the variant changed this figure beyond the games' chance.
    bool flagged() const { return low > 0 || high < 0; }
};

// mean ± 1.96·sd/√n of the per-game differences: the normal approximation to the mean of n
// paired differences (sound for the hundreds of games a comparison plays; with fewer games
// the interval is a little too narrow). Fewer than 2 games: an interval of just the mean.
PairedInterval paired_interval(const std::vector<double>& differences);

// Roughly how many paired games make a difference of `difference` reach the edge of the 95 %
// interval, given the standard deviation of the differences: (1.96·sd/difference)², at
// least 1; 0 when sd is 0 (every game agrees: any number of games shows it).
long long games_needed(double sd, double difference);

// One figure of both runs side by side.
struct PairedFigure {
    std::string id;      // "win_rate_seat_1", "mean_rounds", "win_rate_civ:free_cities", ...
    bool share = false;  // a share of games (0..1): "2 points" means 0.02
    double baseline = 0;
    double variant = 0;
    PairedInterval difference;
    long long games_for_2_points = 0;  // shares only: see games_needed
};

struct PairedComparison {
    int games = 0;
    std::vector<PairedFigure> figures;
    // Quartiles of the rounds every game lasted, {min, q1, median, q3, max} per run: read side
    // by side (a quartile is no mean of per-game differences, so it gets no interval; the
    // mean_rounds figure carries the paired interval of game length).
    std::vector<int> baseline_rounds;
    std::vector<int> variant_rounds;
};

// Compares the outcomes of the same games under two settings. Throws std::invalid_argument
// if the lists differ in length or game i differs in seed, civilizations or bots (not paired).
PairedComparison compare_outcomes(const std::vector<GameOutcome>& baseline,
                                  const std::vector<GameOutcome>& variant);

// Plays games 0 .. games-1 of `batch` on `jobs` threads (<= 0: every core), in game order.
std::vector<GameOutcome> play_outcomes(const GameBatch& batch, int games, int jobs);

// Why two batches cannot be compared game by game (a different seed, player count or bots),
// or nullopt when game i of both has the same seed and seats.
std::optional<std::string> unpaired_reason(const GameBatch& baseline, const GameBatch& variant);

// Plays both batches on the same seeds: they must agree on seed, players and bots (throws
// std::invalid_argument otherwise), the rules being what they compare.
PairedComparison compare_batches(const GameBatch& baseline, const GameBatch& variant, int games,
                                 int jobs);

// Whether the variant leaves more or less to skill (issue 40 item 5): in games of bot tiers
// against each other (figures "win_rate_kind:K"), the change in how often the stronger kind
// (the baseline's most winning) wins; `more` or `less` only when its interval leaves out 0.
// nullopt when no game seats two kinds.
struct SkillVerdict {
    std::string stronger;
    PairedInterval difference;
    bool more = false;
    bool less = false;
};
std::optional<SkillVerdict> skill_verdict(const PairedComparison& c);

// {"games", "figures": [{"id", "baseline", "variant", "difference", "ci95": [low, high],
// "flagged", "sd", "games_for_2_points"}...], "rounds": {"baseline": [...], "variant": [...]},
// and with tiers at one table "skill": {"stronger", "difference", "ci95", "verdict"}}
nlohmann::json to_json(const PairedComparison& c);

}  // namespace eden::lab
