// eden-cli simulate: whole games with bots, the engine's invariants checked after every action,
// and a summary (DESIGN.md "Command line").
#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <map>
#include <sstream>

#include "bots/simulation.hpp"
#include "cli/commands.hpp"
#include "cli/seats.hpp"
#include "cli/win_rates.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/data_error.hpp"
#include "eden/save.hpp"

namespace eden::cli {

namespace {

using nlohmann::json;

std::vector<std::string> split_kinds(const std::string& list, int players) {
    std::vector<std::string> kinds;
    std::stringstream in(list);
    for (std::string k; std::getline(in, k, ',');)
        if (!k.empty()) kinds.push_back(k);
    if (kinds.empty()) kinds.push_back("random");
    while (static_cast<int>(kinds.size()) < players)
        kinds.push_back(kinds.back());  // the last kind fills the remaining seats
    kinds.resize(static_cast<std::size_t>(players));
    return kinds;
}

struct Summary {
    int games = 0;
    int finished = 0;
    int violations = 0;
    long long rounds = 0;
    long long actions = 0;
    double seconds = 0;
    std::vector<int> wins_by_seat;
    std::map<std::string, int> wins_by_civ;
    std::map<std::string, int> games_by_civ;
    int players_won = 0;               // games with at least one winner
    std::vector<int> finished_rounds;  // the round each finished game ended on
    std::vector<std::string> first_violations;
};

// The round finished games ended on: quartiles, so a designer sees how long games run.
json end_rounds_json(std::vector<int> rounds) {
    if (rounds.empty()) return json::object();
    std::sort(rounds.begin(), rounds.end());
    auto at = [&](double q) {
        return rounds[static_cast<std::size_t>(q * static_cast<double>(rounds.size() - 1) + 0.5)];
    };
    return {{"min", rounds.front()},
            {"quartile_1", at(0.25)},
            {"median", at(0.5)},
            {"quartile_3", at(0.75)},
            {"max", rounds.back()}};
}

json summary_json(const Summary& s, const SimulateOptions& o) {
    json by_seat = json::array();
    for (int w : s.wins_by_seat)
        by_seat.push_back(s.games ? static_cast<double>(w) / s.games : 0.0);
    json by_civ = json::object();
    json civilizations = json::object();
    for (const auto& [civ, n] : s.games_by_civ) {
        const WinRate r = win_rate(s.wins_by_civ.count(civ) ? s.wins_by_civ.at(civ) : 0, n);
        by_civ[civ] = r.rate;
        civilizations[civ] = to_json(r);
    }
    return {
        {"games", s.games},
        {"players", o.players},
        {"scenario", o.scenario},
        {"finished", s.finished},
        {"unfinished", s.games - s.finished},
        {"violations", s.violations},
        {"mean_rounds", s.games ? static_cast<double>(s.rounds) / s.games : 0.0},
        {"mean_actions", s.games ? static_cast<double>(s.actions) / s.games : 0.0},
        {"win_rate_by_seat", by_seat},
        {"win_rate_by_civ", by_civ},
        {"civilizations", civilizations},
        {"first_seat", to_json(win_rate(s.wins_by_seat.empty() ? 0 : s.wins_by_seat[0], s.games))},
        {"players_win_rate", s.games ? static_cast<double>(s.players_won) / s.games : 0.0},
        {"players_win", to_json(win_rate(s.players_won, s.games))},
        {"end_round", end_rounds_json(s.finished_rounds)},
        {"decisions_per_second", s.seconds > 0 ? static_cast<double>(s.actions) / s.seconds : 0.0},
        {"max_rounds", o.max_rounds}};
}

void print_summary(const Summary& s, const SimulateOptions& o) {
    const json j = summary_json(s, o);
    std::cout << "games: " << s.games << " (" << o.players << " players, " << o.scenario
              << "), finished: " << s.finished << ", unfinished (hit " << o.max_rounds
              << " rounds): " << s.games - s.finished << "\n";
    if (o.no_checks)
        std::cout << "invariants: not checked (--no-checks)\n";
    else
        std::cout << "invariant violations: " << s.violations << "\n";
    for (const auto& v : s.first_violations)
        std::cout << "  " << v << "\n";
    std::cout << "mean rounds: " << j["mean_rounds"].get<double>()
              << ", mean actions: " << j["mean_actions"].get<double>() << "\n";
    if (const json& e = j["end_round"]; !e.empty())
        std::cout << "finished games end on round: min " << e["min"] << ", quartiles "
                  << e["quartile_1"] << " / " << e["median"] << " / " << e["quartile_3"] << ", max "
                  << e["max"] << "\n";
    // King of Eden is cooperative: the players win or lose together against the dragons.
    std::cout << (o.scenario == "king-of-eden" ? "the players win: " : "games with a winner: ")
              << describe(win_rate(s.players_won, s.games)) << "\n";
    std::cout << "win rate by seat:";
    for (std::size_t i = 0; i < s.wins_by_seat.size(); ++i)
        std::cout << " " << i + 1 << ": "
                  << std::round(1000.0 * j["win_rate_by_seat"][i].get<double>()) / 10 << "%";
    std::cout << "\nfirst seat wins " << describe(win_rate(s.wins_by_seat[0], s.games))
              << "\nwin rate by civilization (95% confidence interval):\n";
    std::size_t widest = 0;  // names padded so the rates line up in a column
    for (const auto& [civ, n] : s.games_by_civ)
        widest = std::max(widest, civ.size());
    for (const auto& [civ, n] : s.games_by_civ)
        std::cout << "  " << civ << ": " << std::string(widest - civ.size(), ' ')
                  << describe(win_rate(s.wins_by_civ.count(civ) ? s.wins_by_civ.at(civ) : 0, n))
                  << "\n";
    std::cout << "\ndecisions per second: "
              << static_cast<long long>(j["decisions_per_second"].get<double>())
              << (o.no_checks ? " (invariants not checked)\n"
                              : " (invariants checked after every action)\n");
}

}  // namespace

int run_simulate(const SimulateOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    try {
        const auto d = data::load_game_data(dir);
        const auto cards = std::make_shared<const CardLibrary>(d.cards);
        const Rules rules = data::resolve_rules(d, o.ruleset, o.scenario, o.variant, o.assignments);
        const auto dragons = data::dragons_for_scenario(d, o.scenario);  // King of Eden
        const auto kinds = split_kinds(o.bots, o.players);
        std::vector<std::vector<std::string>> schedule;  // civilizations per game, cycled
        if (o.civs == "pairings") {
            if (o.players != 2) {
                std::cerr << "eden-cli simulate: --civs pairings needs --players 2\n";
                return kExitUsage;
            }
            schedule = ordered_pairings(d.cards);
        } else if (!o.civs.empty()) {
            std::vector<std::string> ids;
            std::stringstream in(o.civs);
            for (std::string id; std::getline(in, id, ',');)
                ids.push_back(id);
            if (static_cast<int>(ids.size()) != o.players) {
                std::cerr << "eden-cli simulate: --civs names " << ids.size()
                          << " civilizations for " << o.players << " players\n";
                return kExitUsage;
            }
            schedule.push_back(ids);
        }
        Summary s;
        s.wins_by_seat.assign(static_cast<std::size_t>(o.players), 0);
        bots::PlayOptions play;
        play.max_rounds = o.max_rounds;
        play.check_invariants = !o.no_checks;
        for (int i = 0; i < o.games; ++i) {
            GameSetup setup;
            setup.seed = o.seed + static_cast<std::uint64_t>(i);
            setup.ruleset_id = o.ruleset;
            setup.scenario_id = o.scenario;
            setup.variant_id = o.variant;
            setup.rules = rules;
            setup.players = civilization_players(
                d.cards, schedule.empty()
                             ? random_civilizations(d.cards, o.players, setup.seed)
                             : schedule[static_cast<std::size_t>(i) % schedule.size()]);
            setup.cards = cards;
            setup.dragons = dragons;
            if (auto problem = setup_problem(setup)) {
                std::cerr << "eden-cli simulate: " << *problem << '\n';
                return kExitError;
            }
            GameState state(setup);
            std::vector<std::unique_ptr<bots::Bot>> seats;
            for (int p = 0; p < o.players; ++p) {
                auto bot =
                    bots::make_bot(kinds[static_cast<std::size_t>(p)],
                                   setup.seed * 1000003ULL + static_cast<std::uint64_t>(p) + 1);
                if (!bot) {
                    std::cerr << "eden-cli simulate: unknown bot kind \""
                              << kinds[static_cast<std::size_t>(p)] << "\"\n";
                    return kExitUsage;
                }
                seats.push_back(std::move(bot));
            }
            if (o.log && i == 0) {
                play.on_action = [](const GameState& after, const Decision& d, const Action& a,
                                    const std::vector<Event>& events) {
                    std::cerr << "? " << d.prompt << "\n  > " << describe(a) << "\n";
                    for (const Event& e : events)
                        std::cerr << "  . " << describe(e, after) << "\n";
                };
            } else {
                play.on_action = nullptr;
            }
            const auto start = std::chrono::steady_clock::now();
            const bots::GameRecord r = bots::play_game(state, seats, play);
            s.seconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (i == 0 && !o.save_out.empty()) data::write_json_file(o.save_out, make_save(state));
            ++s.games;
            s.rounds += r.rounds;
            s.actions += r.actions;
            if (r.finished) {
                ++s.finished;
                s.finished_rounds.push_back(r.rounds);
            }
            if (r.violation) {
                ++s.violations;
                if (s.first_violations.size() < 5)
                    s.first_violations.push_back(
                        "seed " + std::to_string(setup.seed) + ", action " +
                        std::to_string(r.violation_at.value_or(-1)) + ": " + *r.violation);
            }
            for (const auto& p : setup.players)
                ++s.games_by_civ[p.civilization];
            if (!r.winners.empty()) ++s.players_won;
            for (int w : r.winners) {
                ++s.wins_by_seat[static_cast<std::size_t>(w)];
                ++s.wins_by_civ[setup.players[static_cast<std::size_t>(w)].civilization];
            }
        }
        if (o.json)
            std::cout << summary_json(s, o).dump(2) << '\n';
        else
            print_summary(s, o);
        return s.violations == 0 ? kExitOk : kExitError;
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
