// eden-cli sweep: every setting of a search space of rules, bots and player counts, N games
// each, summarised per setting (win rates by seat, first player and civilization with 95 %
// intervals, game length, undecided share, bot matchups) as JSON, CSV and SVG charts.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>

#include "bots/parallel.hpp"
#include "cli/commands.hpp"
#include "cli/progress.hpp"
#include "cli/sweep_charts.hpp"
#include "cli/sweep_difference_chart.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "lab/game_batch.hpp"
#include "lab/paired_compare.hpp"
#include "lab/sweep_space.hpp"
#include "lab/tally.hpp"

namespace eden::cli {

using nlohmann::json;

namespace {

std::string csv_field(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string value_text(const json& v) {
    return v.is_string() ? v.get<std::string>() : v.dump();
}

// The paired figures the CSV carries for each setting against the baseline (every figure is in
// sweep.json): the first player's edge, game length and the share of undecided games.
constexpr const char* kCsvDifferences[] = {"first_player_wins", "mean_rounds", "undecided_share"};

// One row per setting: the varied values, then the figures (rates with their 95 % interval).
std::string sweep_csv(const json& report) {
    std::ostringstream out;
    int seats = 0;
    for (const json& s : report["settings"])
        seats = std::max(seats, s["summary"]["players"].get<int>());
    out << "setting";
    for (const json& d : report["dimensions"])
        out << "," << csv_field(d.get<std::string>());
    out << ",players,bots,games,finished,undecided_share,violations,mean_rounds,"
           "end_round_min,end_round_q1,end_round_median,end_round_q3,end_round_max,"
           "first_player_win_rate,first_player_low,first_player_high";
    for (int p = 1; p <= seats; ++p)
        out << ",seat" << p << "_win_rate,seat" << p << "_low,seat" << p << "_high";
    out << ",baseline";
    for (const char* id : kCsvDifferences)
        out << ",diff_" << id << ",diff_" << id << "_low,diff_" << id << "_high,diff_" << id
            << "_flagged";
    out << "\n";
    for (const json& s : report["settings"]) {
        const json& m = s["summary"];
        out << s["setting"].get<int>();
        for (const json& d : report["dimensions"])
            out << "," << csv_field(value_text(s["values"][d.get<std::string>()]));
        out << "," << m["players"].get<int>() << "," << csv_field(s["bots"].get<std::string>())
            << "," << m["games"] << "," << m["finished"] << "," << m["undecided_share"] << ","
            << m["violations"] << "," << m["mean_rounds"];
        for (const char* k : {"min", "quartile_1", "median", "quartile_3", "max"}) {
            out << ",";
            if (m["end_round"].contains(k)) out << m["end_round"][k];
        }
        const json& fp = m["first_player"];
        out << "," << fp["win_rate"] << "," << fp["ci95"][0] << "," << fp["ci95"][1];
        for (int p = 0; p < seats; ++p) {
            if (p < static_cast<int>(m["seats"].size())) {
                const json& r = m["seats"][static_cast<std::size_t>(p)];
                out << "," << r["win_rate"] << "," << r["ci95"][0] << "," << r["ci95"][1];
            } else {
                out << ",,,";
            }
        }
        out << "," << s["difference"]["baseline"];
        for (const char* id : kCsvDifferences) {
            if (const json* f = paired_figure(s, id))
                out << "," << (*f)["difference"] << "," << (*f)["ci95"][0] << "," << (*f)["ci95"][1]
                    << "," << ((*f)["flagged"].get<bool>() ? 1 : 0);
            else
                out << ",,,,";
        }
        out << "\n";
    }
    return out.str();
}

// A sweep keeps each game's outcome to compare the settings game by game; past this many games
// it keeps none (their memory) and says so instead of the differences.
constexpr std::int64_t kMaxPairedSweepGames = 500'000;

// The setting's "difference" from the baseline: the paired figures (lab/paired_compare.hpp), or
// why there are none.
json difference_json(std::size_t k, std::size_t base, const std::vector<lab::GameBatch>& batches,
                     const std::vector<std::vector<lab::GameOutcome>>& outcomes) {
    json d = {{"baseline", static_cast<int>(base) + 1}};
    if (k == base) {
        d["is_baseline"] = true;
    } else if (outcomes.empty()) {
        d["not_computed"] = "more than " + std::to_string(kMaxPairedSweepGames) +
                            " games in the sweep: use eden-cli compare on the two settings";
    } else if (const auto why = lab::unpaired_reason(batches[base], batches[k])) {
        d["not_paired"] = *why;
    } else {
        const json c = lab::to_json(lab::compare_outcomes(outcomes[base], outcomes[k]));
        d["figures"] = c["figures"];
        d["rounds"] = c["rounds"];
        if (c.contains("skill")) d["skill"] = c["skill"];
    }
    return d;
}

// A full disk shows only when the buffer is flushed and the file closed: both are checked, so
// a sweep never reports files it could not write (issue 34 item 7).
void write_text(const std::filesystem::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary);
    if (!out) throw DataError(file.string(), "", "cannot open the file for writing");
    out << text;
    out.flush();
    const bool written = static_cast<bool>(out);
    out.close();
    if (!written || out.fail())
        throw DataError(file.string(), "", "cannot write the file (is the disk full?)");
}

}  // namespace

int run_sweep(const SweepOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    try {
        const auto d = data::load_game_data(dir);
        const auto cards = std::make_shared<const CardLibrary>(d.cards);
        const lab::SweepSpace space =
            lab::read_sweep_space(data::read_json_file(o.space), o.space,
                                  o.games > 0 ? std::optional<int>(o.games) : std::nullopt);
        std::vector<lab::GameBatch> batches;
        for (const lab::SweepSetting& s : space.settings) {
            batches.push_back(lab::sweep_batch(d, cards, space, s, o.space));
            // Issue 34: every setting passes the setup check before any game is played.
            if (const auto problem = setup_problem(lab::batch_game_setup(batches.back(), 0))) {
                std::cerr << "eden-cli sweep: " << o.space << ": setting " << batches.size()
                          << " is refused: " << *problem << "\n";
                return kExitError;
            }
        }
        if (o.baseline > static_cast<int>(batches.size())) {
            std::cerr << "eden-cli sweep: --baseline " << o.baseline << ": the space has "
                      << batches.size() << " setting" << (batches.size() == 1 ? "" : "s") << "\n";
            return kExitUsage;
        }
        const auto base = static_cast<std::size_t>(o.baseline - 1);
        // Every game of every setting is one job; game i of each setting uses seed S + i, so
        // the settings are compared on the same seeds (common random numbers). The space's
        // size was checked (settings x games <= kMaxSweepGames), so the count fits an int; each
        // game is added to its setting's tally as it ends (a tally's sums do not depend on the
        // order), so no list of every game's outcome is kept.
        const int per = space.games;
        const int total = static_cast<int>(static_cast<std::int64_t>(per) *
                                           static_cast<std::int64_t>(batches.size()));
        std::vector<lab::Tally> tallies;
        for (const lab::GameBatch& b : batches)
            tallies.emplace_back(b.players);
        // Each game's outcome too, to compare each setting with the baseline game by game.
        std::vector<std::vector<lab::GameOutcome>> outcomes;
        if (total <= kMaxPairedSweepGames)
            outcomes.assign(batches.size(),
                            std::vector<lab::GameOutcome>(static_cast<std::size_t>(per)));
        std::mutex tallies_mutex;
        {
            Progress progress("sweep", total, progress_wanted(o.progress, false));
            bots::for_each_index(
                total, o.jobs,
                [&](int job) {
                    const auto k = static_cast<std::size_t>(job / per);
                    lab::GameOutcome outcome = lab::play_batch_game(batches[k], job % per);
                    const std::lock_guard<std::mutex> lock(tallies_mutex);
                    tallies[k].add(job % per, outcome);
                    if (!outcomes.empty())
                        outcomes[k][static_cast<std::size_t>(job % per)] = std::move(outcome);
                },
                [&] { progress.tick(); });
        }
        json report = {{"space", o.space},
                       {"baseline", o.baseline},
                       {"games_per_setting", per},
                       {"seed", space.seed},
                       {"max_rounds", space.max_rounds},
                       {"dimensions", space.dimensions},
                       {"settings", json::array()}};
        int violations = 0;
        for (std::size_t k = 0; k < batches.size(); ++k) {
            const lab::SweepSetting& s = space.settings[k];
            const lab::Tally& t = tallies[k];
            violations += t.violations;
            std::string bots = s.bots;
            if (!s.matchup_kinds.empty()) {
                bots = "matchups:";
                for (std::size_t m = 0; m < s.matchup_kinds.size(); ++m)
                    bots += (m ? "/" : "") + s.matchup_kinds[m];
            }
            const json run = {{"players", s.players},
                              {"scenario", s.scenario},
                              {"ruleset", s.ruleset},
                              {"variant", s.variant},
                              {"set", s.assignments},
                              {"bots", bots},
                              {"seed", space.seed},
                              {"total_games", per},
                              {"max_rounds", space.max_rounds},
                              {"checks", space.checks},
                              {"shard", "1/1"}};
            report["settings"].push_back(
                {{"setting", static_cast<int>(k) + 1},
                 {"values", s.values},
                 {"bots", bots},
                 {"summary", summary_json(t, run)},
                 {"difference", difference_json(k, base, batches, outcomes)}});
        }
        const std::filesystem::path out = o.out_dir.empty() ? "sweep" : o.out_dir;
        std::error_code ec;
        std::filesystem::create_directories(out, ec);
        if (ec) throw DataError(out.string(), "", "cannot create the folder: " + ec.message());
        write_text(out / "sweep.json", report.dump(2) + "\n");
        write_text(out / "sweep.csv", sweep_csv(report));
        write_text(out / "win_rates.svg", win_rates_svg(report));
        write_text(out / "game_length.svg", game_length_svg(report));
        write_text(out / "differences.svg", differences_svg(report));
        const std::string matchups = matchups_svg(report);
        if (!matchups.empty()) write_text(out / "matchups.svg", matchups);
        if (o.json) {
            std::cout << report.dump(2) << '\n';
        } else {
            for (const json& s : report["settings"]) {
                const json& m = s["summary"];
                std::cout << "#" << s["setting"].get<int>() << " " << setting_label(s) << ": "
                          << m["games"] << " games, undecided "
                          << std::lround(100 * m["undecided_share"].get<double>())
                          << "%, first player wins "
                          << std::lround(100 * m["first_player"]["win_rate"].get<double>())
                          << "%, median end round "
                          << (m["end_round"].contains("median") ? m["end_round"]["median"].dump()
                                                                : "-")
                          << "\n";
                if (const std::string d = difference_label(s); !d.empty())
                    std::cout << "    " << d << "\n";
                // Does the stronger bot win more? Each pair once, both directions.
                for (const auto& [a, row] : m["matchups"].items())
                    for (const auto& [b, r] : row.items())
                        if (a < b)
                            std::cout
                                << "    " << a << " vs " << b << ": "
                                << std::lround(100 * r["win_rate"].get<double>()) << "% / "
                                << std::lround(100 * m["matchups"][b][a]["win_rate"].get<double>())
                                << "% of " << r["games"] << " games\n";
            }
            std::cout << "wrote " << (out / "sweep.json").string() << ", sweep.csv, "
                      << "win_rates.svg, game_length.svg, differences.svg"
                      << (matchups.empty() ? "" : ", matchups.svg") << "\n";
        }
        return violations == 0 ? kExitOk : kExitError;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    } catch (const std::exception& e) {
        std::cerr << "eden-cli sweep: " << e.what() << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
