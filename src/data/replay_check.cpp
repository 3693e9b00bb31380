#include "data/replay_check.hpp"

#include "eden/core/save.hpp"

namespace eden::data {

using nlohmann::json;

namespace {

// The first place two states' JSON differ, as "/pointer: played X, replayed Y" (values cut
// short: a whole hand or map would not fit a summary line).
std::string first_json_difference(const json& played, const json& replayed) {
    const json patch = json::diff(played, replayed);
    if (patch.empty()) return "the states compare unequal though their JSON agrees";
    const std::string path = patch.front().value("path", "");
    const auto shortened = [](const json& j) {
        std::string s = j.dump();
        return s.size() > 80 ? s.substr(0, 77) + "..." : s;
    };
    const json::json_pointer at(path);
    return path + ": played " + (played.contains(at) ? shortened(played.at(at)) : "(absent)") +
           ", replayed " + (replayed.contains(at) ? shortened(replayed.at(at)) : "(absent)");
}

}  // namespace

std::optional<std::string> replay_difference(const json& save, const GameState& played) {
    const std::string source = "replay check";
    try {
        // The replay load_save makes: only what a save file keeps counts.
        const GameState replayed = replay_save_log(save, source);
        const json played_json = played.to_json();
        const json replayed_json = replayed.to_json();
        if (replayed == played && replayed_json == played_json) return std::nullopt;
        return "the replay of " + std::to_string(save.at("actions").size()) +
               " actions differs at " + first_json_difference(played_json, replayed_json);
    } catch (const std::exception& e) {  // DataError: a malformed save, a refused action
        return std::string("the replay failed: ") + e.what();
    }
}

std::optional<std::string> replay_difference(const GameState& played) {
    return replay_difference(make_save(played), played);
}

}  // namespace eden::data
