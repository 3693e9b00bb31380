#include "lab/saved_run.hpp"

#include <cmath>
#include <map>

#include "eden/core/data_error.hpp"
#include "lab/run_outcomes_json.hpp"
#include "lab/settings_file.hpp"
#include "lab/shard_merge.hpp"
#include "lab/whole_numbers.hpp"

namespace eden::lab {

using nlohmann::json;

namespace {

// The bound simulate's reports keep to (lab/shard_merge.cpp).
constexpr std::int64_t kMaxSavedRunGames = 10'000'000;

// A map without its zero entries: a count of nothing is the same as no count.
std::map<std::string, int> nonzero(const std::map<std::string, int>& counts) {
    std::map<std::string, int> out;
    for (const auto& [key, n] : counts)
        if (n != 0) out.emplace(key, n);
    return out;
}

// The outcomes must tell the same story as the counts the charts are drawn from: the first
// count they disagree on is refused, pointing at the outcomes.
void check_outcomes_add_up(const std::vector<std::optional<GameOutcome>>& outcomes,
                           const Tally& counts, int players, const std::string& source) {
    Tally sum(players);
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        if (outcomes[i]) sum.add(static_cast<int>(i), *outcomes[i]);
    // `what` is the count's keyword in the message ("seat": the wins of seat `seat`).
    const auto disagree = [&](const char* what, const std::string& english, long long theirs,
                              long long ours, std::size_t seat = 0) {
        if (theirs != ours)
            throw DataError(source, "/outcomes/games",
                            "add up to " + std::to_string(ours) + " for " + english + ", not the " +
                                std::to_string(theirs) + " of /counts",
                            text::Message("data_error.lab.outcomes_disagree")
                                .with("ours", text::Name{std::to_string(ours)})
                                .with("what", what)
                                .with("seat", text::Name{std::to_string(seat)})
                                .with("theirs", text::Name{std::to_string(theirs)}));
    };
    disagree("games", "games", counts.games, sum.games);
    disagree("finished", "finished games", counts.finished, sum.finished);
    disagree("rounds", "rounds", counts.rounds, sum.rounds);
    disagree("actions", "actions", counts.actions, sum.actions);
    disagree("won", "games with a winner", counts.players_won, sum.players_won);
    disagree("first_player", "games with a first player", counts.first_player_games,
             sum.first_player_games);
    disagree("first_player_wins", "first player wins", counts.first_player_wins,
             sum.first_player_wins);
    for (std::size_t s = 0; s < counts.wins_by_seat.size(); ++s)
        disagree("seat", "wins of seat " + std::to_string(s + 1), counts.wins_by_seat[s],
                 s < sum.wins_by_seat.size() ? sum.wins_by_seat[s] : 0, s + 1);
    if (nonzero(counts.games_by_civ) != nonzero(sum.games_by_civ))
        throw DataError(source, "/outcomes/games", "seat other Worlds than /counts/games_by_civ",
                        text::Message("data_error.lab.other_worlds"));
    if (nonzero(counts.wins_by_civ) != nonzero(sum.wins_by_civ))
        throw DataError(source, "/outcomes/games", "give other wins than /counts/wins_by_civ",
                        text::Message("data_error.lab.other_wins"));
    if (counts.finished_rounds != sum.finished_rounds)
        throw DataError(source, "/outcomes/games",
                        "end on other rounds than /counts/finished_rounds",
                        text::Message("data_error.lab.other_rounds"));
}

}  // namespace

std::string saved_run_text(const Tally& tally, const SimulateRequest& request, double wall_seconds,
                           const std::vector<std::optional<GameOutcome>>& outcomes) {
    const json report = simulate_report(tally, request, wall_seconds);
    std::string text = report_text(report);
    if (outcomes.size() > static_cast<std::size_t>(kMaxSavedOutcomes)) return text;
    // simulate's report as it prints it, then "outcomes" with a game a line: written out by
    // hand, as dump(2) would give each number a line of its own (ten times the size).
    const json o = outcomes_json(outcomes);
    const std::size_t close = text.rfind('}');
    text.erase(close);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    text += ",\n  \"outcomes\": {\n    \"columns\": " + o.at("columns").dump() +
            ",\n    \"civs\": " + o.at("civs").dump() + ",\n    \"games\": [";
    const json& games = o.at("games");
    for (std::size_t i = 0; i < games.size(); ++i)
        text += (i ? ",\n      " : "\n      ") + games[i].dump();
    text += games.empty() ? "]\n  }\n}\n" : "\n    ]\n  }\n}\n";
    return text;
}

SavedRun read_saved_run(const json& report, const data::GameData& data, const std::string& source) {
    if (!report.is_object() || !report.contains("run"))
        throw DataError(source, "", "must be a lab run's report (an object with \"run\")",
                        text::Message("data_error.lab.not_a_report"));
    SavedRun r;
    r.request = request_from_json(report, source);
    const json& run = report.at("run");
    if (!run.contains("total_games"))
        throw DataError(source, "/run/total_games", "missing",
                        text::Message("data_error.lab.missing"));
    const auto games = whole_number(run.at("total_games"), 1, kMaxSavedRunGames);
    if (!games)
        throw DataError(source, "/run/total_games",
                        "must be a whole number from 1 to " + std::to_string(kMaxSavedRunGames),
                        text::Message("data_error.lab.whole_number_range")
                            .with("low", text::Name{"1"})
                            .with("high", text::Name{std::to_string(kMaxSavedRunGames)}));
    r.request.games = static_cast<int>(*games);
    if (!report.contains("counts"))
        throw DataError(source, "/counts", "missing", text::Message("data_error.lab.missing"));
    r.tally = tally_from_counts(report.at("counts"), r.request.players, r.request.max_rounds,
                                r.request.games, source, "/counts");
    if (report.contains("wall_seconds")) {
        const json& s = report.at("wall_seconds");
        if (!s.is_number() || !std::isfinite(s.get<double>()) || s.get<double>() < 0)
            throw DataError(source, "/wall_seconds", "must be a number of seconds from 0",
                            text::Message("data_error.lab.seconds_from_zero"));
        r.wall_seconds = s.get<double>();
    }
    if (report.contains("outcomes")) {
        if (r.request.games > kMaxSavedOutcomes)
            throw DataError(source, "/outcomes",
                            "a run of more than " + std::to_string(kMaxSavedOutcomes) +
                                " games is saved without them",
                            text::Message("data_error.lab.too_many_outcomes")
                                .with("max", text::Name{std::to_string(kMaxSavedOutcomes)}));
        r.outcomes = outcomes_from_json(report.at("outcomes"), r.request, source, "/outcomes");
        check_outcomes_add_up(r.outcomes, r.tally, r.request.players, source);
        r.outcomes_kept = true;
    }
    try {
        r.batch = make_batch(data, r.request);
    } catch (const DataError& e) {  // named in the data folder: said of this file's run
        throw DataError(source, "/run", e);
    } catch (const std::exception& e) {
        throw DataError(
            source, "/run", e.what(),
            text::Message("data_error.lab.run_refused").with("detail", text::Name{e.what()}));
    }
    return r;
}

}  // namespace eden::lab
