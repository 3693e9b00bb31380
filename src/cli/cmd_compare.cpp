// eden-cli compare: a variant against its baseline on the same seeds and seats (issue 40 item
// 1), each figure side by side with the paired difference and its 95 % interval.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "lab/paired_compare.hpp"
#include "lab/settings_file.hpp"
#include "lab/sweep_space.hpp"

namespace eden::cli {

using nlohmann::json;

namespace {

// "45.0%" for shares, "20.65" for counts; differences of shares in points ("-12.5").
std::string shown(double v, bool share) {
    char text[32];
    std::snprintf(text, sizeof text, share ? "%.1f%%" : "%.2f", share ? 100 * v : v);
    return text;
}

std::string points(double v, bool share) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.*f", share ? 1 : 2, share ? 100 * v : v);
    return text;
}

std::string quartiles(const std::vector<int>& q) {
    std::string out;
    for (std::size_t i = 1; i + 1 < q.size(); ++i)
        out += (i > 1 ? " / " : "") + std::to_string(q[i]);
    return out.empty() ? "-" : out;
}

void print_table(const lab::PairedComparison& c, const CompareOptions& o, std::uint64_t seed) {
    std::cout << c.games << " paired games (seeds " << seed << ".." << seed + c.games - 1
              << "): baseline " << o.baseline << ", variant " << o.variant << "\n";
    std::size_t widest = 6;
    for (const auto& f : c.figures)
        widest = std::max(widest, f.id.size());
    char line[256];  // through std::cout, whose failures eden-cli checks at exit
    std::snprintf(line, sizeof line, "%-*s %9s %9s %9s  %-19s %s\n", static_cast<int>(widest),
                  "figure", "baseline", "variant", "diff", "95% interval", "games for 2 points");
    std::cout << line;
    long long most = 0;
    for (const auto& f : c.figures) {
        const auto& d = f.difference;
        const std::string interval =
            "[" + points(d.low, f.share) + ", " + points(d.high, f.share) + "]";
        std::snprintf(
            line, sizeof line, "%-*s %9s %9s %9s  %-19s %s%s\n", static_cast<int>(widest),
            f.id.c_str(), shown(f.baseline, f.share).c_str(), shown(f.variant, f.share).c_str(),
            points(d.mean, f.share).c_str(), interval.c_str(),
            f.share ? std::to_string(f.games_for_2_points).c_str() : "-", d.flagged() ? "  *" : "");
        std::cout << line;
        if (f.share) most = std::max(most, f.games_for_2_points);
    }
    std::cout << "rounds (quartiles): baseline " << quartiles(c.baseline_rounds) << ", variant "
              << quartiles(c.variant_rounds) << "\n"
              << "* the 95% interval of the paired differences (mean +- 1.96 sd / sqrt(n)) "
                 "leaves out 0\n"
              << "a difference of 2 points in a win rate needs about " << most
              << " paired games (from the largest observed sd)\n";
    if (const auto skill = lab::skill_verdict(c)) {
        const auto& d = skill->difference;
        std::cout << "skill: " << skill->stronger << " wins " << points(d.mean, true) << " points ["
                  << points(d.low, true) << ", " << points(d.high, true) << "] under the variant: "
                  << (skill->more   ? "the variant leaves more to skill"
                      : skill->less ? "the variant leaves less to skill"
                                    : "no difference in skill beyond chance")
                  << "\n";
    }
}

}  // namespace

int run_compare(const CompareOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    try {
        const auto d = data::load_game_data(dir);
        const json base_file = data::read_json_file(o.baseline);
        const json var_file = data::read_json_file(o.variant);
        lab::SimulateRequest base = lab::request_from_json(base_file, o.baseline);
        lab::SimulateRequest var = lab::request_from_json(var_file, o.variant);
        // Bot tiers at one table (issue 40 item 5): each kind in each seat in turn.
        const auto base_tiers = lab::matchups_from_json(base_file, o.baseline);
        const auto var_tiers = lab::matchups_from_json(var_file, o.variant);
        const auto batch_of = [&](const lab::SimulateRequest& r,
                                  const std::vector<std::string>& tiers) {
            lab::GameBatch b = lab::make_batch(d, r);
            if (!tiers.empty()) b.lineups = lab::matchup_lineups(tiers, r.players);
            return b;
        };
        // The same seeds for both: --seed, or the baseline's.
        if (o.seed_given) base.seed = o.seed;
        var.seed = base.seed;
        base.games = var.games = o.games;
        lab::PairedComparison c;
        try {
            c = lab::compare_batches(batch_of(base, base_tiers), batch_of(var, var_tiers), o.games,
                                     o.threads);
        } catch (const std::invalid_argument& e) {
            std::cerr << "eden-cli compare: " << e.what() << "\n";
            return kExitError;
        }
        json report = lab::to_json(c);
        report["baseline"] = lab::run_json(base);
        report["variant"] = lab::run_json(var);
        for (const auto& [key, tiers] :
             {std::pair{"baseline", &base_tiers}, std::pair{"variant", &var_tiers}})
            if (!tiers->empty()) {
                report[key].erase("bots");
                report[key]["matchups"] = *tiers;
            }
        print_table(c, o, base.seed);
        if (!o.json_out.empty()) {
            std::ofstream out(o.json_out, std::ios::binary);
            out << report.dump(2) << '\n';
            out.close();
            if (!out) throw DataError(o.json_out, "", "cannot write the file");
        }
    } catch (const std::exception& e) {
        std::cerr << "eden-cli compare: " << e.what() << "\n";
        return kExitError;
    }
    return kExitOk;
}

}  // namespace eden::cli
