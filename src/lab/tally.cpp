#include "lab/tally.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "lab/win_rates.hpp"

namespace eden::lab {

using nlohmann::json;

namespace {

constexpr std::size_t kViolationsKept = 5;

// The first few entries by game index of two disjoint batches' lists.
void keep_first_of(std::vector<std::pair<int, std::string>>& kept,
                   const std::vector<std::pair<int, std::string>>& more) {
    kept.insert(kept.end(), more.begin(), more.end());
    std::sort(kept.begin(), kept.end());
    if (kept.size() > kViolationsKept) kept.resize(kViolationsKept);
}

nlohmann::json game_lines_json(const std::vector<std::pair<int, std::string>>& lines) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [game, what] : lines)
        out.push_back({game, what});
    return out;
}

}  // namespace

void Tally::add(int game_index, const GameOutcome& g) {
    const bots::GameRecord& r = g.record;
    ++games;
    rounds += r.rounds;
    actions += r.actions;
    seconds += g.seconds;
    if (r.finished) {
        ++finished;
        ++finished_rounds[r.rounds];
    }
    if (r.violation) {
        ++violations;
        keep_first_of(
            first_violations,
            {{game_index, "seed " + std::to_string(g.seed) + ", action " +
                              std::to_string(r.violation_at.value_or(-1)) + ": " + *r.violation}});
    }
    if (g.replay_difference) {
        ++replay_differences;
        keep_first_of(first_replay_differences, {{game_index, "seed " + std::to_string(g.seed) +
                                                                  ": " + *g.replay_difference}});
    }
    if (wins_by_seat.size() < g.civs.size()) wins_by_seat.resize(g.civs.size(), 0);
    for (const auto& civ : g.civs)
        ++games_by_civ[civ];
    if (!r.winners.empty()) ++players_won;
    for (int w : r.winners) {
        ++wins_by_seat[static_cast<std::size_t>(w)];
        ++wins_by_civ[g.civs[static_cast<std::size_t>(w)]];
    }
    if (g.first_player >= 0) {
        ++first_player_games;
        if (std::find(r.winners.begin(), r.winners.end(), g.first_player) != r.winners.end())
            ++first_player_wins;
    }
    const std::set<std::string> kinds(g.kinds.begin(), g.kinds.end());
    if (kinds.size() > 1) {
        std::set<std::string> winning;
        for (int w : r.winners)
            winning.insert(g.kinds[static_cast<std::size_t>(w)]);
        for (const auto& a : kinds)
            for (const auto& b : kinds)
                if (a != b) {
                    auto& [won, played] = matchups[a][b];
                    ++played;
                    if (winning.count(a)) ++won;
                }
    }
}

void Tally::add(const Tally& o) {
    games += o.games;
    finished += o.finished;
    violations += o.violations;
    rounds += o.rounds;
    actions += o.actions;
    seconds += o.seconds;
    if (wins_by_seat.size() < o.wins_by_seat.size()) wins_by_seat.resize(o.wins_by_seat.size(), 0);
    for (std::size_t i = 0; i < o.wins_by_seat.size(); ++i)
        wins_by_seat[i] += o.wins_by_seat[i];
    for (const auto& [k, n] : o.wins_by_civ)
        wins_by_civ[k] += n;
    for (const auto& [k, n] : o.games_by_civ)
        games_by_civ[k] += n;
    players_won += o.players_won;
    first_player_games += o.first_player_games;
    first_player_wins += o.first_player_wins;
    for (const auto& [round, n] : o.finished_rounds)
        finished_rounds[round] += n;
    for (const auto& [a, row] : o.matchups)
        for (const auto& [b, wp] : row) {
            matchups[a][b].first += wp.first;
            matchups[a][b].second += wp.second;
        }
    replay_differences += o.replay_differences;
    keep_first_of(first_violations, o.first_violations);
    keep_first_of(first_replay_differences, o.first_replay_differences);
}

json counts_json(const Tally& t) {
    json rounds = json::array();
    for (const auto& [round, n] : t.finished_rounds)
        rounds.push_back({round, n});
    json matchups = json::object();
    for (const auto& [a, row] : t.matchups)
        for (const auto& [b, wp] : row)
            matchups[a][b] = {wp.first, wp.second};
    return {{"games", t.games},
            {"finished", t.finished},
            {"violations", t.violations},
            {"rounds", t.rounds},
            {"actions", t.actions},
            {"wins_by_seat", t.wins_by_seat},
            {"wins_by_civ", t.wins_by_civ},
            {"games_by_civ", t.games_by_civ},
            {"players_won", t.players_won},
            {"first_player_games", t.first_player_games},
            {"first_player_wins", t.first_player_wins},
            {"finished_rounds", rounds},
            {"matchups", matchups},
            {"first_violations", game_lines_json(t.first_violations)},
            {"replay_differences", t.replay_differences},
            {"first_replay_differences", game_lines_json(t.first_replay_differences)}};
}

json end_rounds_json(const std::map<int, int>& rounds) {
    long long n = 0;
    for (const auto& [round, count] : rounds)
        n += count;
    if (n == 0) return json::object();
    // The round at position k of the sorted list of every finished game's end round.
    auto at = [&](double q) {
        const auto k = static_cast<long long>(q * static_cast<double>(n - 1) + 0.5);
        long long seen = 0;
        for (const auto& [round, count] : rounds) {
            seen += count;
            if (k < seen) return round;
        }
        return rounds.rbegin()->first;
    };
    return {{"min", rounds.begin()->first},
            {"quartile_1", at(0.25)},
            {"median", at(0.5)},
            {"quartile_3", at(0.75)},
            {"max", rounds.rbegin()->first}};
}

json summary_json(const Tally& t, const json& run) {
    json by_seat = json::array();
    json seats = json::array();
    for (int w : t.wins_by_seat) {
        by_seat.push_back(t.games ? static_cast<double>(w) / t.games : 0.0);
        seats.push_back(to_json(win_rate(w, t.games)));
    }
    json by_civ = json::object();
    json civilizations = json::object();
    for (const auto& [civ, n] : t.games_by_civ) {
        const WinRate r = win_rate(t.wins_by_civ.count(civ) ? t.wins_by_civ.at(civ) : 0, n);
        by_civ[civ] = r.rate;
        civilizations[civ] = to_json(r);
    }
    json matchups = json::object();
    for (const auto& [a, row] : t.matchups)
        for (const auto& [b, wp] : row)
            matchups[a][b] = to_json(win_rate(wp.first, wp.second));
    return {
        {"games", t.games},
        {"players", run.at("players")},
        {"scenario", run.at("scenario")},
        {"finished", t.finished},
        {"unfinished", t.games - t.finished},
        {"undecided_share", t.games ? static_cast<double>(t.games - t.finished) / t.games : 0.0},
        {"violations", t.violations},
        {"replay_differences", t.replay_differences},
        {"mean_rounds", t.games ? static_cast<double>(t.rounds) / t.games : 0.0},
        {"mean_actions", t.games ? static_cast<double>(t.actions) / t.games : 0.0},
        {"win_rate_by_seat", by_seat},
        {"seats", seats},
        {"win_rate_by_civ", by_civ},
        {"civilizations", civilizations},
        {"first_seat", to_json(win_rate(t.wins_by_seat.empty() ? 0 : t.wins_by_seat[0], t.games))},
        {"first_player", to_json(win_rate(t.first_player_wins, t.first_player_games))},
        {"players_win_rate", t.games ? static_cast<double>(t.players_won) / t.games : 0.0},
        {"players_win", to_json(win_rate(t.players_won, t.games))},
        {"end_round", end_rounds_json(t.finished_rounds)},
        {"matchups", matchups},
        {"decisions_per_second", t.seconds > 0 ? static_cast<double>(t.actions) / t.seconds : 0.0},
        {"seconds", t.seconds},
        {"max_rounds", run.at("max_rounds")},
        {"run", run},
        {"counts", counts_json(t)}};
}

}  // namespace eden::lab
