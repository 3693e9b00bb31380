#include "cli/sweep_space.hpp"

#include <functional>

#include "eden/core/data_error.hpp"

namespace eden::cli {

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

SweepSpace read_sweep_space(const json& j, const std::string& source) {
    if (!j.is_object()) throw DataError(source, "", "a search space must be a JSON object");
    SweepSpace space;
    auto fail = [&](const std::string& key, const std::string& problem) {
        throw DataError(source, "/" + key, problem);
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
        if (values.empty()) fail(key, "an empty list of values");
        for (const auto& v : values)
            if (!v.is_string()) fail(key, "must be a string or a list of strings");
        dims.push_back({key, values, [field](SweepSetting& s, const json& v) {
                            s.*field = v.get<std::string>();
                        }});
    };
    for (const auto& [key, v] : j.items()) {
        if (key == "games") {
            if (!v.is_number_integer() || v.get<int>() < 1)
                fail(key, "must be a whole number >= 1");
            space.games = v.get<int>();
        } else if (key == "seed") {
            if (!v.is_number_unsigned()) fail(key, "must be a whole number >= 0");
            space.seed = v.get<std::uint64_t>();
        } else if (key == "max_rounds") {
            if (!v.is_number_integer() || v.get<int>() < 1)
                fail(key, "must be a whole number >= 1");
            space.max_rounds = v.get<int>();
        } else if (key == "checks") {
            if (!v.is_boolean()) fail(key, "must be true or false");
            space.checks = v.get<bool>();
        } else if (key == "matchups") {
            if (!v.is_array() || v.size() < 2) fail(key, "must list at least two bot kinds");
            for (const auto& k : v)
                if (!k.is_string()) fail(key, "must list bot kinds (strings)");
            if (j.contains("bots")) fail(key, "give either bots or matchups, not both");
        } else if (key != "scenario" && key != "ruleset" && key != "variant" && key != "players" &&
                   key != "bots" && key != "parameters") {
            fail(key,
                 "unknown key (known: games, seed, max_rounds, checks, scenario, ruleset, "
                 "variant, players, bots, matchups, parameters)");
        }
    }
    string_dim("scenario", &SweepSetting::scenario);
    string_dim("ruleset", &SweepSetting::ruleset);
    string_dim("variant", &SweepSetting::variant);
    if (j.contains("players")) {
        const auto values = choices(j.at("players"));
        if (values.empty()) fail("players", "an empty list of values");
        for (const auto& v : values)
            if (!v.is_number_integer() || v.get<int>() < 2 || v.get<int>() > 6)
                fail("players", "must be 2-6 or a list of such numbers");
        dims.push_back(
            {"players", values, [](SweepSetting& s, const json& v) { s.players = v.get<int>(); }});
    }
    string_dim("bots", &SweepSetting::bots);
    if (j.contains("parameters")) {
        const json& params = j.at("parameters");
        if (!params.is_object())
            fail("parameters", "must be an object: {\"key\": value or [values]}");
        for (const auto& [key, v] : params.items()) {
            const auto values = choices(v);
            if (values.empty()) fail("parameters/" + key, "an empty list of values");
            dims.push_back({key, values, [key](SweepSetting& s, const json& value) {
                                s.assignments.push_back(key + "=" + value.dump());
                            }});
        }
    }
    std::vector<std::string> matchup_kinds;
    if (j.contains("matchups")) matchup_kinds = j.at("matchups").get<std::vector<std::string>>();
    // Every combination; the last dimension varies fastest.
    std::vector<std::size_t> at(dims.size(), 0);
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

}  // namespace eden::cli
