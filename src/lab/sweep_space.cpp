#include "lab/sweep_space.hpp"

#include <functional>
#include <set>
#include <stdexcept>

#include "eden/core/data_error.hpp"
#include "lab/whole_numbers.hpp"

namespace eden::lab {

using nlohmann::json;

namespace {

// A key's values: a list is the values to try, anything else one fixed value.
std::vector<json> choices(const json& v) {
    if (v.is_array()) return std::vector<json>(v.begin(), v.end());
    return {v};
}

}  // namespace

std::vector<std::vector<std::string>> matchup_lineups(const std::vector<std::string>& kinds,
                                                      int players) {
    std::vector<std::vector<std::string>> out;
    for (const auto& a : kinds)
        for (const auto& b : kinds) {
            if (a == b) continue;
            std::vector<std::string> seats;
            for (int p = 0; p < players; ++p)
                seats.push_back(p % 2 == 0 ? a : b);
            out.push_back(seats);
        }
    return out;
}

std::optional<MatchupsProblem> matchups_problem(const json& v) {
    if (!v.is_array() || v.size() < 2)
        return MatchupsProblem{"", "must list at least two bot kinds",
                               text::Message("data_error.lab.matchups_too_few")};
    if (v.size() > kMaxMatchupKinds)
        return MatchupsProblem{"",
                               "lists " + std::to_string(v.size()) + " bot kinds; at most " +
                                   std::to_string(kMaxMatchupKinds),
                               text::Message("data_error.lab.matchups_too_many")
                                   .with("count", text::Name{std::to_string(v.size())})
                                   .with("max", text::Name{std::to_string(kMaxMatchupKinds)})};
    // A matchup is two different kinds at one table: a kind listed twice would play the same
    // pairings twice (or, with one kind, plain games under a matchups label).
    std::set<std::string> seen;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!v[i].is_string())
            return MatchupsProblem{"", "must list bot kinds (strings)",
                                   text::Message("data_error.lab.matchups_strings")};
        if (!seen.insert(v[i].get<std::string>()).second)
            return MatchupsProblem{
                "/" + std::to_string(i),
                "the bot kind \"" + v[i].get<std::string>().substr(0, 60) +
                    "\" is listed twice; matchups pit different kinds against each other",
                text::Message("data_error.lab.matchups_twice")
                    .with("kind", text::Name{v[i].get<std::string>().substr(0, 60)})};
    }
    return std::nullopt;
}

SweepSpace read_sweep_space(const json& j, const std::string& source, std::optional<int> games) {
    if (!j.is_object())
        throw DataError(source, "", "a search space must be a JSON object",
                        text::Message("data_error.lab.space_not_object"));
    SweepSpace space;
    auto fail = [&](const std::string& key, const std::string& problem, text::Message reason) {
        throw DataError(source, "/" + key, problem, std::move(reason));
    };
    const auto range = [](const std::string& low, const std::string& high) {
        return text::Message("data_error.lab.whole_number_range")
            .with("low", text::Name{low})
            .with("high", text::Name{high});
    };
    // Each dimension: its name, its values, and how a value goes into a setting.
    struct Dimension {
        std::string name;
        std::vector<json> values;
        std::function<void(SweepSetting&, const json&)> set;
    };
    std::vector<Dimension> dims;
    auto string_dim = [&](const std::string& key, std::string SweepSetting::*field) {
        if (!j.contains(key)) return;
        const auto values = choices(j.at(key));
        if (values.empty())
            fail(key, "an empty list of values", text::Message("data_error.lab.no_values"));
        for (const auto& v : values)
            if (!v.is_string())
                fail(key, "must be a string or a list of strings",
                     text::Message("data_error.lab.strings"));
        dims.push_back({key, values, [field](SweepSetting& s, const json& v) {
                            s.*field = v.get<std::string>();
                        }});
    };
    // A whole number in [min, max], or the key's refusal naming the range.
    auto bounded = [&](const std::string& key, const json& v, std::int64_t min, std::int64_t max) {
        const auto n = whole_number(v, min, max);
        if (!n)
            fail(
                key,
                "must be a whole number from " + std::to_string(min) + " to " + std::to_string(max),
                range(std::to_string(min), std::to_string(max)));
        return *n;
    };
    for (const auto& [key, v] : j.items()) {
        if (key == "games") {
            space.games = static_cast<int>(bounded(key, v, 1, kMaxSweepGamesPerSetting));
        } else if (key == "seed") {
            // Any 64-bit seed; a negative number or one of 2^64 and above is refused (nlohmann
            // reads those as signed or floating-point numbers).
            if (!v.is_number_unsigned())
                fail(key, "must be a whole number from 0 to 18446744073709551615",
                     range("0", "18446744073709551615"));
            space.seed = v.get<std::uint64_t>();
        } else if (key == "max_rounds") {
            space.max_rounds = static_cast<int>(bounded(key, v, 1, kMaxSweepRounds));
        } else if (key == "checks") {
            if (!v.is_boolean())
                fail(key, "must be true or false", text::Message("data_error.must_be_bool"));
            space.checks = v.get<bool>();
        } else if (key == "matchups") {
            if (const auto problem = matchups_problem(v))
                fail(key + problem->pointer, problem->problem, problem->reason);
            if (j.contains("bots"))
                fail(key, "give either bots or matchups, not both",
                     text::Message("data_error.lab.bots_or_matchups"));
        } else if (key != "scenario" && key != "ruleset" && key != "variant" && key != "players" &&
                   key != "bots" && key != "parameters") {
            fail(key,
                 "unknown key (known: games, seed, max_rounds, checks, scenario, ruleset, "
                 "variant, players, bots, matchups, parameters)",
                 text::Message("data_error.lab.unknown_space_key"));
        }
    }
    if (games) {  // --games: checked against the same bounds as the space's own
        if (*games < 1 || *games > kMaxSweepGamesPerSetting)
            throw DataError(
                "--games", "",
                "must be a whole number from 1 to " + std::to_string(kMaxSweepGamesPerSetting),
                range("1", std::to_string(kMaxSweepGamesPerSetting)));
        space.games = *games;
    }
    string_dim("scenario", &SweepSetting::scenario);
    string_dim("ruleset", &SweepSetting::ruleset);
    string_dim("variant", &SweepSetting::variant);
    if (j.contains("players")) {
        const auto values = choices(j.at("players"));
        if (values.empty())
            fail("players", "an empty list of values", text::Message("data_error.lab.no_values"));
        for (const auto& v : values)
            if (!whole_number(v, 2, 6))
                fail("players", "must be 2-6 or a list of such numbers",
                     text::Message("data_error.lab.players_values"));
        dims.push_back(
            {"players", values, [](SweepSetting& s, const json& v) { s.players = v.get<int>(); }});
    }
    string_dim("bots", &SweepSetting::bots);
    if (j.contains("parameters")) {
        const json& params = j.at("parameters");
        if (!params.is_object())
            fail("parameters", "must be an object: {\"key\": value or [values]}",
                 text::Message("data_error.lab.parameters_object"));
        for (const auto& [key, v] : params.items()) {
            const auto values = choices(v);
            if (values.empty())
                fail("parameters/" + key, "an empty list of values",
                     text::Message("data_error.lab.no_values"));
            // A copy by name: clang 14 cannot capture a structured binding.
            dims.push_back(
                {key, values, [name = std::string(key)](SweepSetting& s, const json& value) {
                     s.assignments.push_back(name + "=" + value.dump());
                 }});
        }
    }
    // The space's size, in 64 bits and before any setting is built: a few hundred bytes of
    // lists can ask for 10^10 settings.
    std::int64_t settings = 1;
    std::string product;
    for (const auto& d : dims) {
        const auto n = static_cast<std::int64_t>(d.values.size());
        if (n > 1) product += (product.empty() ? "" : " x ") + d.name + " " + std::to_string(n);
        settings = settings > kMaxSweepSettings ? settings : settings * n;
    }
    if (settings > kMaxSweepSettings)
        throw DataError(source, "",
                        "the space has more than " + std::to_string(kMaxSweepSettings) +
                            " settings (" + product + "); split it into smaller sweeps",
                        text::Message("data_error.lab.too_many_settings")
                            .with("max", text::Name{std::to_string(kMaxSweepSettings)})
                            .with("product", text::Name{product}));
    if (settings * space.games > kMaxSweepGames)
        throw DataError(games ? "--games" : source, games ? "" : "/games",
                        std::to_string(settings) + " settings x " + std::to_string(space.games) +
                            " games = " + std::to_string(settings * space.games) +
                            " games, more than the " + std::to_string(kMaxSweepGames) +
                            " a sweep plays",
                        text::Message("data_error.lab.too_many_games")
                            .with("settings", text::Name{std::to_string(settings)})
                            .with("games", text::Name{std::to_string(space.games)})
                            .with("total", text::Name{std::to_string(settings * space.games)})
                            .with("max", text::Name{std::to_string(kMaxSweepGames)}));
    std::vector<std::string> matchup_kinds;
    if (j.contains("matchups")) matchup_kinds = j.at("matchups").get<std::vector<std::string>>();
    // Every combination; the last dimension varies fastest.
    std::vector<std::size_t> at(dims.size(), 0);
    space.settings.reserve(static_cast<std::size_t>(settings));
    for (;;) {
        SweepSetting s;
        s.values = json::object();
        s.matchup_kinds = matchup_kinds;
        for (std::size_t d = 0; d < dims.size(); ++d) {
            dims[d].set(s, dims[d].values[at[d]]);
            if (dims[d].values.size() > 1) s.values[dims[d].name] = dims[d].values[at[d]];
        }
        space.settings.push_back(std::move(s));
        std::size_t d = dims.size();
        while (d > 0 && ++at[d - 1] == dims[d - 1].values.size())
            at[--d] = 0;
        if (d == 0) break;
    }
    for (const auto& d : dims)
        if (d.values.size() > 1) space.dimensions.push_back(d.name);
    return space;
}

GameBatch sweep_batch(const data::GameData& data, const std::shared_ptr<const CardLibrary>& cards,
                      const SweepSpace& space, const SweepSetting& s, const std::string& source) {
    const auto quoted = [](const std::string& id) { return "\"" + id.substr(0, 60) + "\""; };
    if (!data.rulesets.count(s.ruleset))
        throw DataError(source, "/ruleset", "no ruleset " + quoted(s.ruleset) + " in the data",
                        text::Message("data_error.lab.no_ruleset")
                            .with("id", text::Name{s.ruleset.substr(0, 60)}));
    if (!data.scenarios.count(s.scenario))
        throw DataError(source, "/scenario", "no scenario " + quoted(s.scenario) + " in the data",
                        text::Message("data_error.lab.no_scenario")
                            .with("id", text::Name{s.scenario.substr(0, 60)}));
    GameBatch b;
    b.cards = cards;
    try {
        b.rules = data::resolve_rules(data, s.ruleset, s.scenario, s.variant, s.assignments);
    } catch (const DataError& e) {
        // A bad parameter points into the space's parameters, not at --set; a ruleset that does
        // not offer the scenario, or an unknown variant, at the key that chose them.
        if (e.source() == "--set") throw DataError(source, "/parameters" + e.pointer(), e);
        throw DataError(source, s.variant.empty() ? "/scenario" : "/variant", e);
    }
    b.dragons = data::dragons_for_scenario(data, s.scenario);
    b.ruleset = s.ruleset;
    b.scenario = s.scenario;
    b.variant = s.variant;
    b.players = s.players;
    b.kinds = split_kinds(s.bots, s.players);
    if (!s.matchup_kinds.empty()) b.lineups = matchup_lineups(s.matchup_kinds, s.players);
    b.seed = space.seed;
    b.max_rounds = space.max_rounds;
    b.check_invariants = space.checks;
    const std::string bots_at = b.lineups.empty() ? "/bots" : "/matchups";
    check_kinds(b.kinds, source, bots_at);
    for (const auto& lineup : b.lineups)
        check_kinds(lineup, source, bots_at);
    return b;
}

}  // namespace eden::lab
