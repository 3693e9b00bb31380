#include "lab/paired_compare.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <stdexcept>

#include "bots/parallel.hpp"

namespace eden::lab {

using nlohmann::json;

PairedInterval paired_interval(const std::vector<double>& differences) {
    PairedInterval p;
    p.games = static_cast<int>(differences.size());
    if (differences.empty()) return p;
    double sum = 0;
    for (double d : differences)
        sum += d;
    p.mean = sum / p.games;
    p.low = p.high = p.mean;
    if (p.games < 2) return p;
    double squares = 0;
    for (double d : differences)
        squares += (d - p.mean) * (d - p.mean);
    p.sd = std::sqrt(squares / (p.games - 1));
    // 1.96: the normal distribution's two-sided 95 % quantile.
    const double half = 1.96 * p.sd / std::sqrt(static_cast<double>(p.games));
    p.low = p.mean - half;
    p.high = p.mean + half;
    return p;
}

long long games_needed(double sd, double difference) {
    if (sd <= 0 || difference <= 0) return 0;
    const double n = std::ceil(std::pow(1.96 * sd / difference, 2));
    return std::max(1LL, static_cast<long long>(n));
}

namespace {

bool won(const GameOutcome& g, int seat) {
    const auto& w = g.record.winners;
    return std::find(w.begin(), w.end(), seat) != w.end();
}

// The figure `id` from each game's value under both settings, over the games `counts` keeps.
PairedFigure figure(const std::string& id, bool share, const std::vector<GameOutcome>& base,
                    const std::vector<GameOutcome>& var,
                    const std::function<bool(std::size_t)>& counts,
                    const std::function<double(const GameOutcome&)>& value) {
    PairedFigure f;
    f.id = id;
    f.share = share;
    std::vector<double> differences;
    double b = 0, v = 0;
    for (std::size_t i = 0; i < base.size(); ++i) {
        if (!counts(i)) continue;
        b += value(base[i]);
        v += value(var[i]);
        differences.push_back(value(var[i]) - value(base[i]));
    }
    if (!differences.empty()) {
        f.baseline = b / static_cast<double>(differences.size());
        f.variant = v / static_cast<double>(differences.size());
    }
    f.difference = paired_interval(differences);
    if (share) f.games_for_2_points = games_needed(f.difference.sd, 0.02);
    return f;
}

// {min, quartile 1, median, quartile 3, max} of the rounds the games lasted (the positions
// lab/tally.cpp's end_rounds_json reads), or empty without games.
std::vector<int> round_quartiles(const std::vector<GameOutcome>& games) {
    std::vector<int> rounds;
    for (const auto& g : games)
        rounds.push_back(g.record.rounds);
    if (rounds.empty()) return {};
    std::sort(rounds.begin(), rounds.end());
    const auto at = [&](double q) {
        return rounds[static_cast<std::size_t>(q * static_cast<double>(rounds.size() - 1) + 0.5)];
    };
    return {rounds.front(), at(0.25), at(0.5), at(0.75), rounds.back()};
}

}  // namespace

PairedComparison compare_outcomes(const std::vector<GameOutcome>& base,
                                  const std::vector<GameOutcome>& var) {
    if (base.size() != var.size())
        throw std::invalid_argument("the runs played different numbers of games");
    for (std::size_t i = 0; i < base.size(); ++i)
        if (base[i].seed != var[i].seed || base[i].civs != var[i].civs ||
            base[i].kinds != var[i].kinds)
            throw std::invalid_argument("game " + std::to_string(i) +
                                        " has different seeds or seats in the two runs");
    PairedComparison c;
    c.games = static_cast<int>(base.size());
    const auto every = [](std::size_t) { return true; };
    const std::size_t seats = base.empty() ? 0 : base.front().civs.size();
    for (std::size_t s = 0; s < seats; ++s)
        c.figures.push_back(
            figure("win_rate_seat_" + std::to_string(s + 1), true, base, var, every,
                   [s](const GameOutcome& g) { return won(g, static_cast<int>(s)) ? 1.0 : 0.0; }));
    // The first player token's holder: only games where both runs reached the conquest.
    c.figures.push_back(figure(
        "first_player_wins", true, base, var,
        [&](std::size_t i) { return base[i].first_player >= 0 && var[i].first_player >= 0; },
        [](const GameOutcome& g) { return won(g, g.first_player) ? 1.0 : 0.0; }));
    std::set<std::string> civs;  // the Worlds played, over the games they were seated in
    for (const auto& g : base)
        civs.insert(g.civs.begin(), g.civs.end());
    for (const auto& civ : civs) {
        const auto seat_of = [civ](const GameOutcome& g) {
            return static_cast<int>(std::find(g.civs.begin(), g.civs.end(), civ) - g.civs.begin());
        };
        c.figures.push_back(figure(
            "win_rate_civ:" + civ, true, base, var,
            [&](std::size_t i) { return seat_of(base[i]) < static_cast<int>(base[i].civs.size()); },
            [&](const GameOutcome& g) { return won(g, seat_of(g)) ? 1.0 : 0.0; }));
    }
    // Bot tiers at one table (a matchup): the share of such games a seat of each kind won,
    // the skill a ruleset leaves (issue 40 item 5).
    std::set<std::string> kinds;
    for (const auto& g : base)
        kinds.insert(g.kinds.begin(), g.kinds.end());
    if (kinds.size() > 1)
        for (const auto& kind : kinds) {
            const auto seated = [kind](const GameOutcome& g) {
                const auto n = std::count(g.kinds.begin(), g.kinds.end(), kind);
                return n > 0 && n < static_cast<long>(g.kinds.size());
            };
            c.figures.push_back(figure(
                "win_rate_kind:" + kind, true, base, var,
                [&](std::size_t i) { return seated(base[i]); },
                [kind](const GameOutcome& g) {
                    for (std::size_t s = 0; s < g.kinds.size(); ++s)
                        if (g.kinds[s] == kind && won(g, static_cast<int>(s))) return 1.0;
                    return 0.0;
                }));
        }
    c.figures.push_back(figure("undecided_share", true, base, var, every,
                               [](const GameOutcome& g) { return g.record.finished ? 0.0 : 1.0; }));
    c.figures.push_back(figure("mean_rounds", false, base, var, every, [](const GameOutcome& g) {
        return static_cast<double>(g.record.rounds);
    }));
    c.figures.push_back(figure("mean_actions", false, base, var, every, [](const GameOutcome& g) {
        return static_cast<double>(g.record.actions);
    }));
    c.baseline_rounds = round_quartiles(base);
    c.variant_rounds = round_quartiles(var);
    return c;
}

std::vector<GameOutcome> play_outcomes(const GameBatch& batch, int games, int jobs) {
    std::vector<GameOutcome> out(static_cast<std::size_t>(std::max(0, games)));
    bots::for_each_index(static_cast<int>(out.size()), jobs, [&](int i) {
        out[static_cast<std::size_t>(i)] = play_batch_game(batch, i);
    });
    return out;
}

std::optional<std::string> unpaired_reason(const GameBatch& baseline, const GameBatch& variant) {
    if (baseline.seed != variant.seed || baseline.players != variant.players ||
        baseline.kinds != variant.kinds || baseline.lineups != variant.lineups ||
        baseline.schedule != variant.schedule)
        return "baseline and variant must play the same seed, players and bots";
    return std::nullopt;
}

PairedComparison compare_batches(const GameBatch& baseline, const GameBatch& variant, int games,
                                 int jobs) {
    if (const auto why = unpaired_reason(baseline, variant)) throw std::invalid_argument(*why);
    return compare_outcomes(play_outcomes(baseline, games, jobs),
                            play_outcomes(variant, games, jobs));
}

std::optional<SkillVerdict> skill_verdict(const PairedComparison& c) {
    // The stronger kind: the one whose seats won most often under the baseline.
    const PairedFigure* strongest = nullptr;
    for (const auto& f : c.figures)
        if (f.id.rfind("win_rate_kind:", 0) == 0 &&
            (!strongest || f.baseline > strongest->baseline))
            strongest = &f;
    if (!strongest) return std::nullopt;
    SkillVerdict v;
    v.stronger = strongest->id.substr(std::string("win_rate_kind:").size());
    v.difference = strongest->difference;
    v.more = strongest->difference.flagged() && strongest->difference.mean > 0;
    v.less = strongest->difference.flagged() && strongest->difference.mean < 0;
    return v;
}

json to_json(const PairedComparison& c) {
    json figures = json::array();
    for (const auto& f : c.figures) {
        json j = {{"id", f.id},
                  {"baseline", f.baseline},
                  {"variant", f.variant},
                  {"difference", f.difference.mean},
                  {"ci95", {f.difference.low, f.difference.high}},
                  {"flagged", f.difference.flagged()},
                  {"sd", f.difference.sd},
                  {"games", f.difference.games}};
        if (f.share) j["games_for_2_points"] = f.games_for_2_points;
        figures.push_back(j);
    }
    json out = {{"games", c.games},
                {"figures", figures},
                {"rounds", {{"baseline", c.baseline_rounds}, {"variant", c.variant_rounds}}}};
    if (const auto v = skill_verdict(c))
        out["skill"] = {{"stronger", v->stronger},
                        {"difference", v->difference.mean},
                        {"ci95", {v->difference.low, v->difference.high}},
                        {"verdict", v->more   ? "more"
                                    : v->less ? "less"
                                              : "no difference"}};
    return out;
}

}  // namespace eden::lab
