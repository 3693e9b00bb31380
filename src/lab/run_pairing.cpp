#include "lab/run_pairing.hpp"

#include <algorithm>
#include <set>

namespace eden::lab {

namespace {

// The variant's figure beside the baseline's row of the same id, or a row of its own.
void put_variant(std::vector<FigureRow>& rows, const std::string& id, bool share,
                 std::optional<double> value) {
    const auto row =
        std::find_if(rows.begin(), rows.end(), [&](const FigureRow& r) { return r.id == id; });
    if (row != rows.end())
        row->variant = value;
    else
        rows.push_back({id, share, std::nullopt, value, std::nullopt, 0});
}

std::vector<GameOutcome> finished(const std::vector<std::optional<GameOutcome>>& games) {
    std::vector<GameOutcome> out;
    for (const auto& g : games)
        if (g) out.push_back(*g);
    return out;
}

// A run's own figures: compared with itself, each figure's baseline is its value.
PairedComparison own_figures(const std::vector<GameOutcome>& games) {
    return compare_outcomes(games, games);
}

std::optional<double> share_of(long long part, long long whole) {
    if (whole <= 0) return std::nullopt;
    return static_cast<double>(part) / static_cast<double>(whole);
}

// {min, q1, median, q3, max} of the rounds finished games ended on, taken at the positions
// paired_compare.cpp's round_quartiles takes them in a sorted list.
std::vector<int> finished_round_quartiles(const std::map<int, int>& rounds) {
    long long n = 0;
    for (const auto& [round, games] : rounds)
        n += games;
    if (n == 0) return {};
    const auto at = [&](double q) {
        const auto k = static_cast<long long>(q * static_cast<double>(n - 1) + 0.5);
        long long seen = 0;
        for (const auto& [round, games] : rounds) {
            seen += games;
            if (k < seen) return round;
        }
        return rounds.rbegin()->first;
    };
    return {rounds.begin()->first, at(0.25), at(0.5), at(0.75), rounds.rbegin()->first};
}

// Each run's figures from its counts (at least one run kept no outcomes): none paired.
RunComparison compare_tallies(const Tally& baseline, const Tally& variant) {
    RunComparison out;
    out.pairing = Pairing::no_outcomes;
    out.rows = tally_figures(baseline);
    for (const FigureRow& f : tally_figures(variant)) {
        put_variant(out.rows, f.id, f.share, f.baseline);
    }
    out.baseline_rounds = finished_round_quartiles(baseline.finished_rounds);
    out.variant_rounds = finished_round_quartiles(variant.finished_rounds);
    return out;
}

}  // namespace

std::vector<FigureRow> tally_figures(const Tally& t) {
    std::vector<FigureRow> rows;
    const auto add = [&](std::string id, bool share, std::optional<double> value) {
        rows.push_back({std::move(id), share, value, std::nullopt, std::nullopt, 0});
    };
    for (std::size_t s = 0; s < t.wins_by_seat.size(); ++s)
        add("win_rate_seat_" + std::to_string(s + 1), true, share_of(t.wins_by_seat[s], t.games));
    add("first_player_wins", true, share_of(t.first_player_wins, t.first_player_games));
    for (const auto& [civ, games] : t.games_by_civ) {
        const auto won = t.wins_by_civ.find(civ);
        add("win_rate_civ:" + civ, true,
            share_of(won == t.wins_by_civ.end() ? 0 : won->second, games));
    }
    // matchups[a][b] counts the games seating kinds a and b: with two kinds only, the games
    // compare_outcomes reads a kind's win rate over (with more, a game seating three kinds is
    // in several pairs, and the tally cannot say which).
    std::set<std::string> kinds;
    for (const auto& [a, row] : t.matchups) {
        kinds.insert(a);
        for (const auto& [b, won_played] : row)
            kinds.insert(b);
    }
    if (kinds.size() == 2)
        for (const auto& [a, row] : t.matchups)
            for (const auto& [b, won_played] : row)
                add("win_rate_kind:" + a, true, share_of(won_played.first, won_played.second));
    add("undecided_share", true, share_of(t.games - t.finished, t.games));
    add("mean_rounds", false, share_of(t.rounds, t.games));
    add("mean_actions", false, share_of(t.actions, t.games));
    return rows;
}

std::pair<std::vector<GameOutcome>, std::vector<GameOutcome>> common_games(
    const std::vector<std::optional<GameOutcome>>& baseline,
    const std::vector<std::optional<GameOutcome>>& variant) {
    std::pair<std::vector<GameOutcome>, std::vector<GameOutcome>> out;
    const std::size_t n = std::min(baseline.size(), variant.size());
    for (std::size_t i = 0; i < n; ++i)
        if (baseline[i] && variant[i]) {
            out.first.push_back(*baseline[i]);
            out.second.push_back(*variant[i]);
        }
    return out;
}

RunComparison compare_runs(const GameBatch& baseline_batch,
                           const std::vector<std::optional<GameOutcome>>& baseline,
                           const GameBatch& variant_batch,
                           const std::vector<std::optional<GameOutcome>>& variant) {
    RunComparison out;
    out.pairing =
        unpaired_reason(baseline_batch, variant_batch) ? Pairing::different_seats : Pairing::paired;
    if (out.pairing == Pairing::paired) {
        const auto [base, var] = common_games(baseline, variant);
        if (base.empty()) {
            out.pairing = Pairing::no_common_games;
        } else {
            const PairedComparison c = compare_outcomes(base, var);
            out.games = c.games;
            for (const PairedFigure& f : c.figures)
                out.rows.push_back(
                    {f.id, f.share, f.baseline, f.variant, f.difference, f.games_for_2_points});
            out.baseline_rounds = c.baseline_rounds;
            out.variant_rounds = c.variant_rounds;
            out.skill = skill_verdict(c);
            return out;
        }
    }
    const PairedComparison a = own_figures(finished(baseline));
    const PairedComparison b = own_figures(finished(variant));
    for (const PairedFigure& f : a.figures)
        out.rows.push_back({f.id, f.share, f.baseline, std::nullopt, std::nullopt, 0});
    for (const PairedFigure& f : b.figures) {
        put_variant(out.rows, f.id, f.share, f.baseline);
    }
    out.baseline_rounds = a.baseline_rounds;
    out.variant_rounds = b.baseline_rounds;
    return out;
}

RunComparison compare_runs(const RunGames& baseline, const RunGames& variant) {
    if (!baseline.outcomes_kept || !variant.outcomes_kept)
        return compare_tallies(baseline.tally, variant.tally);
    return compare_runs(baseline.batch, baseline.outcomes, variant.batch, variant.outcomes);
}

}  // namespace eden::lab
