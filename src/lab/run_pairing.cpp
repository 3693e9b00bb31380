#include "lab/run_pairing.hpp"

#include <algorithm>

namespace eden::lab {

namespace {

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

}  // namespace

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
        const auto row = std::find_if(out.rows.begin(), out.rows.end(),
                                      [&](const FigureRow& r) { return r.id == f.id; });
        if (row != out.rows.end())
            row->variant = f.baseline;
        else
            out.rows.push_back({f.id, f.share, std::nullopt, f.baseline, std::nullopt, 0});
    }
    out.baseline_rounds = a.baseline_rounds;
    out.variant_rounds = b.baseline_rounds;
    return out;
}

}  // namespace eden::lab
