// eden-cli simulate: whole games with bots, the engine's invariants checked after every action,
// and a summary (DESIGN.md "Command line").
#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include "audit/audit.hpp"
#include "bots/parallel.hpp"
#include "cli/commands.hpp"
#include "cli/progress.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "data/whole_map_check.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"
#include "eden/map/json.hpp"
#include "eden/map/placement_rules.hpp"
#include "eden/text/action_text.hpp"
#include "eden/text/event_text.hpp"
#include "eden/text/prompt_text.hpp"
#include "lab/game_batch.hpp"
#include "lab/seats.hpp"
#include "lab/simulate_request.hpp"
#include "lab/tally.hpp"
#include "lab/win_rates.hpp"

namespace eden::cli {

namespace {

using nlohmann::json;

void print_summary(const lab::Tally& s, const json& j) {
    const json& run = j.at("run");
    const bool checks = run.at("checks").get<bool>();
    const std::string scenario = run.at("scenario").get<std::string>();
    std::cout << "games: " << s.games << " (" << run.at("players").get<int>() << " players, "
              << scenario << "), finished: " << s.finished << ", unfinished (hit "
              << run.at("max_rounds").get<int>() << " rounds): " << s.games - s.finished << "\n";
    if (!checks)
        std::cout << "invariants: not checked (--no-checks)\n";
    else
        std::cout << "invariant violations: " << s.violations << "\n";
    for (const auto& [game, v] : s.first_violations)
        std::cout << "  " << v << "\n";
    if (run.value("check_replay", false)) {
        std::cout << "replay differences (each game rebuilt from its save): "
                  << s.replay_differences << "\n";
        for (const auto& [game, v] : s.first_replay_differences)
            std::cout << "  " << v << "\n";
    }
    std::cout << "mean rounds: " << j["mean_rounds"].get<double>()
              << ", mean actions: " << j["mean_actions"].get<double>() << "\n";
    if (const json& e = j["end_round"]; !e.empty())
        std::cout << "finished games end on round: min " << e["min"] << ", quartiles "
                  << e["quartile_1"] << " / " << e["median"] << " / " << e["quartile_3"] << ", max "
                  << e["max"] << "\n";
    // King of Eden is cooperative: the players win or lose together against the dragons.
    std::cout << (scenario == "king-of-eden" ? "the players win: " : "games with a winner: ")
              << describe(lab::win_rate(s.players_won, s.games)) << "\n";
    std::cout << "win rate by seat:";
    for (std::size_t i = 0; i < s.wins_by_seat.size(); ++i)
        std::cout << " " << i + 1 << ": "
                  << std::round(1000.0 * j["win_rate_by_seat"][i].get<double>()) / 10 << "%";
    std::cout << "\nfirst seat wins " << describe(lab::win_rate(s.wins_by_seat[0], s.games))
              << "\nfirst player (token holder) wins "
              << describe(lab::win_rate(s.first_player_wins, s.first_player_games))
              << "\nwin rate by civilization (95% confidence interval):\n";
    std::size_t widest = 0;  // names padded so the rates line up in a column
    for (const auto& [civ, n] : s.games_by_civ)
        widest = std::max(widest, civ.size());
    for (const auto& [civ, n] : s.games_by_civ)
        std::cout << "  " << civ << ": " << std::string(widest - civ.size(), ' ')
                  << describe(
                         lab::win_rate(s.wins_by_civ.count(civ) ? s.wins_by_civ.at(civ) : 0, n))
                  << "\n";
    if (!s.matchups.empty()) {
        std::cout << "bot kinds against each other (a seat of the first kind won):\n";
        for (const auto& [a, row] : s.matchups)
            for (const auto& [b, wp] : row)
                std::cout << "  " << a << " vs " << b << ": "
                          << describe(lab::win_rate(wp.first, wp.second)) << "\n";
    }
    // Per thread: the time each game took on its own thread, comparable to eden_bench.
    std::cout << "\ndecisions per second: "
              << static_cast<long long>(j["decisions_per_second"].get<double>())
              << (checks ? " per thread (invariants checked after every action)"
                         : " per thread (invariants not checked)");
    const double wall = j.value("wall_seconds", 0.0);
    if (wall > 0)
        std::cout << ", " << static_cast<long long>(static_cast<double>(s.actions) / wall)
                  << " in all (" << wall << " s elapsed)";
    std::cout << "\n";
}

// "K/N" with 1 <= K <= N; false if malformed.
bool parse_shard(const std::string& text, int& k, int& n) {
    k = 1;
    n = 1;
    if (text.empty()) return true;
    const auto slash = text.find('/');
    if (slash == std::string::npos) return false;
    try {
        std::size_t used = 0;
        k = std::stoi(text.substr(0, slash), &used);
        if (used != slash) return false;
        n = std::stoi(text.substr(slash + 1), &used);
        if (used != text.size() - slash - 1) return false;
    } catch (const std::exception&) {
        return false;
    }
    return n >= 1 && k >= 1 && k <= n;
}

// The rulesets of --ruleset: one id, or several comma-separated to play the same games under
// each (issue 18: the editions compared on the same table).
std::vector<std::string> simulate_ruleset_ids(const std::string& list) {
    std::vector<std::string> ids;
    std::stringstream in(list);
    for (std::string id; std::getline(in, id, ',');)
        if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
    return ids;
}

// The map of --map: a map file (DESIGN.md "Interchange formats") whose portals belong to seats
// 0..N-1; N is the number of players.
Map simulate_map_from_file(const std::string& file, int& players) {
    const NamedMap named = map_from_json(data::read_json_file(file), file);
    data::check_whole_map(named.map, file);
    players = static_cast<int>(named.map.portals().size());
    return named.map;
}

}  // namespace

int run_simulate(const SimulateOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    int shard = 1, shards = 1;
    if (!parse_shard(o.shard, shard, shards)) {
        std::cerr << "eden-cli simulate: --shard wants K/N with 1 <= K <= N, got \"" << o.shard
                  << "\"\n";
        return kExitUsage;
    }
    const std::vector<std::string> rulesets = simulate_ruleset_ids(o.ruleset);
    if (rulesets.empty()) {
        std::cerr << "eden-cli simulate: --ruleset names no ruleset\n";
        return kExitUsage;
    }
    if (o.players == 0 && o.map.empty()) {
        std::cerr << "eden-cli simulate: --players is required (or --map, whose portals give "
                     "it)\n";
        return kExitUsage;
    }
    if (rulesets.size() > 1 && shards > 1) {
        std::cerr << "eden-cli simulate: --shard plays one ruleset at a time (merge combines "
                     "one run's shards)\n";
        return kExitUsage;
    }
    try {
        const auto d = data::load_game_data(dir);
        int players = o.players;
        std::optional<Map> premade;
        if (!o.map.empty()) {
            int map_players = 0;
            premade = simulate_map_from_file(o.map, map_players);
            if (o.players != 0 && o.players != map_players) {
                std::cerr << "eden-cli simulate: --players " << o.players << " but " << o.map
                          << " has " << map_players << " portals\n";
                return kExitUsage;
            }
            players = map_players;
        }
        std::vector<json> reports;
        bool all_clean = true;
        for (std::size_t r = 0; r < rulesets.size(); ++r) {
            lab::SimulateRequest request;
            request.games = o.games;
            request.players = players;
            request.seed = o.seed;
            request.ruleset = rulesets[r];
            request.scenario = o.scenario;
            request.variant = o.variant;
            request.assignments = o.assignments;
            request.bots = lab::split_kinds(o.bots, players);
            request.max_rounds = o.max_rounds;
            request.checks = !o.no_checks;
            request.check_replay = o.check_replay;
            request.civs = o.civs;
            request.shard = std::to_string(shard) + "/" + std::to_string(shards);
            request.map = o.map;
            lab::GameBatch batch = lab::make_batch(d, request);
            // An edition still being built plays what is built; the playtester is told what is
            // not (the app does not offer it at all).
            if (const auto it = d.rulesets.find(rulesets[r]);
                it != d.rulesets.end() && !it->second.in_progress.empty())
                std::cerr << "eden-cli simulate: the ruleset \"" << rulesets[r]
                          << "\" is still being built: " << it->second.in_progress << "\n";
            // A user's map is held to the map rules the shipped maps pass (validate), under
            // this run's rules: its parameters may move the portals' distances (issue 34).
            if (premade)
                if (auto v = map_constraint_violation(*premade, batch.rules, {}))
                    throw DataError(o.map, "/tiles",
                                    *v + " (under the " + rulesets[r] + " rules of this run)");
            batch.premade_map = premade;
            try {
                lab::check_kinds(batch.kinds);
            } catch (const std::invalid_argument& e) {
                std::cerr << "eden-cli simulate: " << e.what() << "\n";
                return kExitUsage;
            }
            if (o.civs == "pairings") {
                if (players != 2) {
                    std::cerr << "eden-cli simulate: --civs pairings needs --players 2\n";
                    return kExitUsage;
                }
                batch.schedule = lab::ordered_pairings(d.cards);
            } else if (!o.civs.empty()) {
                std::vector<std::string> ids;
                std::stringstream in(o.civs);
                for (std::string id; std::getline(in, id, ',');)
                    ids.push_back(id);
                if (static_cast<int>(ids.size()) != players) {
                    std::cerr << "eden-cli simulate: --civs names " << ids.size()
                              << " civilizations for " << players << " players\n";
                    return kExitUsage;
                }
                batch.schedule.push_back(ids);
            }
            // Issue 34: a combination the setup check refuses plays no game (exit 1, its reason).
            if (const auto problem = setup_problem(lab::batch_game_setup(batch, 0))) {
                std::cerr << "eden-cli simulate: the setup is refused: " << *problem << "\n";
                return kExitError;
            }
            // This shard's games: a contiguous slice [first, last) of the run's game indices.
            const auto slice = lab::shard_slice(o.games, shard, shards);
            const int first = slice.first, count = slice.second - slice.first;
            std::vector<lab::GameOutcome> outcomes(static_cast<std::size_t>(count));
            // --audit: each game's departures from its rulebook, as report lines, in game order.
            std::vector<std::vector<audit::Departure>> departures(static_cast<std::size_t>(count));
            std::vector<std::string> audit_lines(static_cast<std::size_t>(count));
            std::vector<std::string> not_audited(static_cast<std::size_t>(count));
            const auto wall_start = std::chrono::steady_clock::now();
            // --log and --save follow the first game of the first ruleset.
            const bool first_ruleset = r == 0;
            {
                Progress progress(rulesets.size() > 1 ? "simulate " + rulesets[r] : "simulate",
                                  count, progress_wanted(o.progress, o.log));
                bots::for_each_index(
                    count, o.jobs,
                    [&](int k) {
                        const int i = first + k;
                        decltype(bots::PlayOptions::on_action) log;
                        if (o.log && k == 0 && first_ruleset)
                            log = [](const GameState& after, const Decision& dec, const Action& a,
                                     const std::vector<Event>& events) {
                                std::cerr << "? " << describe(dec, after) << "\n  > " << describe(a)
                                          << "\n";
                                for (const Event& e : events)
                                    std::cerr << "  . " << describe(e, after) << "\n";
                            };
                        std::function<void(const GameState&)> save;
                        if (k == 0 && first_ruleset && !o.save_out.empty())
                            save = [&](const GameState& st) {
                                data::write_json_file(o.save_out, make_save(st));
                            };
                        std::optional<audit::Recorder> recorder;
                        if (o.audit) {
                            const GameState start(lab::batch_game_setup(batch, i));
                            recorder.emplace(start, "game " + std::to_string(i + 1) + " (seed " +
                                                        std::to_string(start.setup().seed) + ")");
                            log = [&recorder, log](const GameState& after, const Decision& dec,
                                                   const Action& a,
                                                   const std::vector<Event>& events) {
                                recorder->add(after, dec, a, events);
                                if (log) log(after, dec, a, events);
                            };
                        }
                        auto at_end = [&](const GameState& st) {
                            if (save) save(st);
                            if (!recorder) return;
                            const audit::GameRecord game = recorder->finish(st);
                            const audit::AuditResult r = audit::audit_game(game);
                            not_audited[static_cast<std::size_t>(k)] = r.unsupported;
                            std::string& lines = audit_lines[static_cast<std::size_t>(k)];
                            for (const audit::Departure& d : r.departures)
                                lines += audit::report_line(game, d) + "\n";
                            departures[static_cast<std::size_t>(k)] = r.departures;
                        };
                        outcomes[static_cast<std::size_t>(k)] =
                            lab::play_batch_game(batch, i, log, at_end);
                    },
                    [&] { progress.tick(); });
            }  // the bar's line ends before the summary
            const double wall =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start)
                    .count();
            lab::Tally s(players);
            for (int k = 0; k < count; ++k)  // in game order: the result does not depend on --jobs
                s.add(first + k, outcomes[static_cast<std::size_t>(k)]);
            json j = lab::simulate_report(s, request, wall);
            all_clean = all_clean && s.violations == 0 && s.replay_differences == 0;
            std::vector<audit::Departure> all_departures;
            std::string audit_text;
            int shown = 0;
            for (int k = 0; k < count; ++k) {
                const auto& d = departures[static_cast<std::size_t>(k)];
                all_departures.insert(all_departures.end(), d.begin(), d.end());
                std::stringstream lines(audit_lines[static_cast<std::size_t>(k)]);
                for (std::string line; std::getline(lines, line) && shown < 50; ++shown)
                    audit_text += "  " + line + "\n";
            }
            if (o.audit) {
                if (count > 0 && !not_audited.front().empty()) {
                    std::cerr << "eden-cli simulate --audit: " << not_audited.front() << "\n";
                    return kExitError;
                }
                json by_check = json::object();
                for (const audit::Departure& d : all_departures)
                    by_check[d.check] = by_check.value(d.check, 0) + 1;
                j["audit"] = {{"departures", all_departures.size()}, {"by_check", by_check}};
                all_clean = all_clean && all_departures.empty();
            }
            if (!o.json) {
                if (rulesets.size() > 1)
                    std::cout << (r == 0 ? "" : "\n") << "== ruleset " << rulesets[r] << " ==\n";
                print_summary(s, j);
                if (o.audit)
                    std::cout << "audit (each game re-derived from its log): "
                              << all_departures.size() << " departures ("
                              << audit::counts_by_check(all_departures) << ")\n"
                              << audit_text;
            }
            reports.push_back(std::move(j));
        }
        if (o.json) {
            if (reports.size() == 1) {
                std::cout << lab::report_text(reports.front());
            } else {
                // Several rulesets side by side: one entry per ruleset, each the report one
                // ruleset alone prints, and the totals every run is checked by.
                json all = {{"rulesets", rulesets}, {"by_ruleset", reports}};
                if (!o.map.empty()) all["map"] = o.map;
                int games = 0, finished = 0, violations = 0;
                for (const json& rep : reports) {
                    games += rep.at("games").get<int>();
                    finished += rep.at("finished").get<int>();
                    violations += rep.at("violations").get<int>();
                }
                all["games"] = games;
                all["finished"] = finished;
                all["violations"] = violations;
                std::cout << lab::report_text(all);
            }
        }
        return all_clean ? kExitOk : kExitError;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    } catch (const std::invalid_argument& e) {  // a bad --civs
        std::cerr << "eden-cli simulate: " << e.what() << '\n';
        return kExitUsage;
    } catch (const std::exception& e) {
        std::cerr << "eden-cli simulate: " << e.what() << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
