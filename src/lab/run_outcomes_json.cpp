#include "lab/run_outcomes_json.hpp"

#include <algorithm>
#include <map>

#include "eden/core/data_error.hpp"
#include "lab/whole_numbers.hpp"

namespace eden::lab {

using nlohmann::json;

namespace {

// As lab/shard_merge.cpp: no game takes a billion actions.
constexpr std::int64_t kMaxSavedActions = 1'000'000'000;

std::int64_t outcome_number(const json& v, std::int64_t low, std::int64_t high,
                            const std::string& source, const std::string& at) {
    if (const auto n = whole_number(v, low, high)) return *n;
    throw DataError(
        source, at,
        "must be a whole number from " + std::to_string(low) + " to " + std::to_string(high),
        text::Message("data_error.lab.whole_number_range")
            .with("low", text::Name{std::to_string(low)})
            .with("high", text::Name{std::to_string(high)}));
}

const json& outcomes_key(const json& o, const char* key, const std::string& source,
                         const std::string& pointer) {
    if (!o.contains(key))
        throw DataError(source, pointer + "/" + key, "missing",
                        text::Message("data_error.lab.missing"));
    return o.at(key);
}

// The Worlds' table: ids, each once.
std::vector<std::string> civ_table(const json& civs, const std::string& source,
                                   const std::string& at) {
    if (!civs.is_array())
        throw DataError(source, at, "must be a list of World ids",
                        text::Message("data_error.lab.world_ids"));
    std::vector<std::string> out;
    for (std::size_t i = 0; i < civs.size(); ++i) {
        const std::string here = at + "/" + std::to_string(i);
        if (!civs[i].is_string() || civs[i].get<std::string>().empty())
            throw DataError(source, here, "must be a World id",
                            text::Message("data_error.lab.world_id"));
        if (std::find(out.begin(), out.end(), civs[i].get<std::string>()) != out.end())
            throw DataError(source, here, "names a World already in the list",
                            text::Message("data_error.lab.world_twice"));
        out.push_back(civs[i].get<std::string>());
    }
    return out;
}

GameOutcome game_from_json(const json& line, int index, const std::vector<std::string>& civs,
                           const SimulateRequest& run, const std::string& source,
                           const std::string& at) {
    const std::size_t columns = outcome_columns().size();
    if (!line.is_array() || line.size() != columns)
        throw DataError(source, at,
                        "must be a game's line of " + std::to_string(columns) +
                            " values (or null: not finished)",
                        text::Message("data_error.lab.game_line")
                            .with("count", text::Name{std::to_string(columns)}));
    GameOutcome g;
    g.seed = run.seed + static_cast<std::uint64_t>(index);  // as play_batch_game seeds game i
    g.kinds = run.bots;
    const json& seats = line[0];
    if (!seats.is_array() || seats.size() != static_cast<std::size_t>(run.players))
        throw DataError(source, at + "/0",
                        "must list a World per seat (" + std::to_string(run.players) + ")",
                        text::Message("data_error.lab.world_per_seat")
                            .with("players", text::Name{std::to_string(run.players)}));
    for (std::size_t s = 0; s < seats.size(); ++s) {
        const auto c = outcome_number(seats[s], 0, static_cast<std::int64_t>(civs.size()) - 1,
                                      source, at + "/0/" + std::to_string(s));
        g.civs.push_back(civs[static_cast<std::size_t>(c)]);
    }
    g.first_player =
        static_cast<int>(outcome_number(line[1], -1, run.players - 1, source, at + "/1"));
    g.record.finished = outcome_number(line[2], 0, 1, source, at + "/2") == 1;
    g.record.rounds =
        static_cast<int>(outcome_number(line[3], 0, run.max_rounds + 1, source, at + "/3"));
    g.record.actions =
        static_cast<int>(outcome_number(line[4], 0, kMaxSavedActions, source, at + "/4"));
    const json& winners = line[5];
    if (!winners.is_array() || winners.size() > static_cast<std::size_t>(run.players))
        throw DataError(source, at + "/5", "must list the seats that won",
                        text::Message("data_error.lab.winning_seats"));
    for (std::size_t w = 0; w < winners.size(); ++w) {
        const std::string here = at + "/5/" + std::to_string(w);
        const int seat =
            static_cast<int>(outcome_number(winners[w], 0, run.players - 1, source, here));
        if (std::find(g.record.winners.begin(), g.record.winners.end(), seat) !=
            g.record.winners.end())
            throw DataError(source, here, "names a seat already among the winners",
                            text::Message("data_error.lab.winner_twice"));
        g.record.winners.push_back(seat);
    }
    return g;
}

}  // namespace

const std::vector<std::string>& outcome_columns() {
    static const std::vector<std::string> columns = {"civs",   "first_player", "finished",
                                                     "rounds", "actions",      "winners"};
    return columns;
}

json outcomes_json(const std::vector<std::optional<GameOutcome>>& outcomes) {
    std::vector<std::string> civs;
    std::map<std::string, int> civ_index;
    json games = json::array();
    for (const auto& g : outcomes) {
        if (!g) {
            games.push_back(nullptr);
            continue;
        }
        json seats = json::array();
        for (const std::string& civ : g->civs) {
            const auto [at, added] = civ_index.emplace(civ, static_cast<int>(civs.size()));
            if (added) civs.push_back(civ);
            seats.push_back(at->second);
        }
        games.push_back({seats, g->first_player, g->record.finished ? 1 : 0, g->record.rounds,
                         g->record.actions, g->record.winners});
    }
    return {{"columns", outcome_columns()}, {"civs", civs}, {"games", games}};
}

std::vector<std::optional<GameOutcome>> outcomes_from_json(const json& outcomes,
                                                           const SimulateRequest& run,
                                                           const std::string& source,
                                                           const std::string& pointer) {
    if (!outcomes.is_object())
        throw DataError(source, pointer, "must be an object {columns, civs, games}",
                        text::Message("data_error.lab.outcomes_object"));
    for (const auto& [key, value] : outcomes.items())
        if (key != "columns" && key != "civs" && key != "games")
            throw DataError(source, pointer + "/" + key, "unknown key",
                            text::Message("data_error.lab.unknown_key"));
    if (outcomes_key(outcomes, "columns", source, pointer) != json(outcome_columns()))
        throw DataError(source, pointer + "/columns",
                        "must be [\"civs\", \"first_player\", \"finished\", \"rounds\", "
                        "\"actions\", \"winners\"] (a file of another version?)",
                        text::Message("data_error.lab.outcome_columns"));
    const std::vector<std::string> civs =
        civ_table(outcomes_key(outcomes, "civs", source, pointer), source, pointer + "/civs");
    const json& games = outcomes_key(outcomes, "games", source, pointer);
    if (!games.is_array() || games.size() != static_cast<std::size_t>(run.games))
        throw DataError(source, pointer + "/games",
                        "must list every game of the run (" + std::to_string(run.games) + ")",
                        text::Message("data_error.lab.every_game")
                            .with("games", text::Name{std::to_string(run.games)}));
    std::vector<std::optional<GameOutcome>> out(games.size());
    for (std::size_t i = 0; i < games.size(); ++i)
        if (!games[i].is_null())
            out[i] = game_from_json(games[i], static_cast<int>(i), civs, run, source,
                                    pointer + "/games/" + std::to_string(i));
    return out;
}

}  // namespace eden::lab
