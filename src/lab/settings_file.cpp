#include "lab/settings_file.hpp"

#include <algorithm>

#include "eden/core/data_error.hpp"
#include "lab/game_batch.hpp"
#include "lab/sweep_space.hpp"

namespace eden::lab {

using nlohmann::json;

namespace {

std::string text_at(const json& s, const std::string& key, const std::string& fallback,
                    const std::string& source, const std::string& at) {
    if (!s.contains(key)) return fallback;
    if (!s.at(key).is_string())
        throw DataError(source, at + key, "must be a string",
                        text::Message("data_error.must_be_string"));
    return s.at(key).get<std::string>();
}

int number_at(const json& s, const std::string& key, int fallback, int low, int high,
              const std::string& source, const std::string& at) {
    if (!s.contains(key)) return fallback;
    const json& v = s.at(key);
    if (!v.is_number_integer() || v.get<long long>() < low || v.get<long long>() > high)
        throw DataError(
            source, at + key,
            "must be a whole number from " + std::to_string(low) + " to " + std::to_string(high),
            text::Message("data_error.lab.whole_number_range")
                .with("low", text::Name{std::to_string(low)})
                .with("high", text::Name{std::to_string(high)}));
    return v.get<int>();
}

}  // namespace

SimulateRequest request_from_json(const json& settings, const std::string& source) {
    const bool report = settings.is_object() && settings.contains("run");
    const json& s = report ? settings.at("run") : settings;
    const std::string at = report ? "/run/" : "/";
    if (!s.is_object())
        throw DataError(source, report ? "/run" : "", "must be an object",
                        text::Message("data_error.must_be_object"));
    SimulateRequest r;
    r.ruleset = text_at(s, "ruleset", r.ruleset, source, at);
    r.scenario = text_at(s, "scenario", r.scenario, source, at);
    r.variant = text_at(s, "variant", r.variant, source, at);
    r.players = number_at(s, "players", r.players, 2, 6, source, at);
    r.max_rounds = number_at(s, "max_rounds", r.max_rounds, 1, 100000, source, at);
    if (s.contains("seed")) {
        if (!s.at("seed").is_number_unsigned())
            throw DataError(source, at + "seed", "must be a whole number from 0",
                            text::Message("data_error.lab.whole_number_from_zero"));
        r.seed = s.at("seed").get<std::uint64_t>();
    }
    if (s.contains("set")) {
        const json& set = s.at("set");
        if (!set.is_array())
            throw DataError(source, at + "set", "must be a list of \"key=value\"",
                            text::Message("data_error.lab.assignments"));
        for (std::size_t i = 0; i < set.size(); ++i) {
            if (!set[i].is_string())
                throw DataError(source, at + "set/" + std::to_string(i), "must be \"key=value\"",
                                text::Message("data_error.lab.assignment"));
            r.assignments.push_back(set[i].get<std::string>());
        }
    }
    std::string bots = "random";
    if (s.contains("bots")) {
        const json& b = s.at("bots");
        if (b.is_string()) {
            bots = b.get<std::string>();
        } else if (b.is_array() && !b.empty()) {
            bots.clear();
            for (std::size_t i = 0; i < b.size(); ++i) {
                if (!b[i].is_string())
                    throw DataError(source, at + "bots/" + std::to_string(i), "must be a bot kind",
                                    text::Message("data_error.lab.bot_kind"));
                bots += (i ? "," : "") + b[i].get<std::string>();
            }
        } else {
            throw DataError(source, at + "bots", "must be a list of bot kinds",
                            text::Message("data_error.lab.bot_kinds"));
        }
    }
    r.bots = split_kinds(bots, r.players);
    check_kinds(r.bots, source, at + "bots");
    for (const char* key : {"civs", "map"})
        if (!text_at(s, key, "", source, at).empty())
            throw DataError(source, at + key,
                            "a comparison draws civilizations per game on built maps: leave it "
                            "empty",
                            text::Message("data_error.lab.leave_empty"));
    return r;
}

std::vector<std::string> matchups_from_json(const json& settings, const std::string& source) {
    const bool report = settings.is_object() && settings.contains("run");
    const json& s = report ? settings.at("run") : settings;
    const std::string at = (report ? "/run/" : "/") + std::string("matchups");
    if (!s.is_object() || !s.contains("matchups")) return {};
    if (s.contains("bots"))
        throw DataError(source, at, "give either bots or matchups, not both",
                        text::Message("data_error.lab.bots_or_matchups"));
    const json& m = s.at("matchups");
    if (const auto problem = matchups_problem(m))
        throw DataError(source, at + problem->pointer, problem->problem, problem->reason);
    std::vector<std::string> kinds = m.get<std::vector<std::string>>();
    for (std::size_t i = 0; i < kinds.size(); ++i)
        check_kinds({kinds[i]}, source, at + "/" + std::to_string(i));
    return kinds;
}

}  // namespace eden::lab
