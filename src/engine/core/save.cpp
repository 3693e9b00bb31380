#include "eden/core/save.hpp"

#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

namespace eden {

using nlohmann::json;

namespace {
constexpr const char* kSaveFormat = "battle-for-eden-save";
constexpr int kSaveVersion = 1;
}  // namespace

json make_save(const GameState& state) {
    json actions = json::array();
    for (const auto& a : state.action_log())
        actions.push_back(action_to_json(a));
    return {{"format", kSaveFormat},
            {"version", kSaveVersion},
            {"setup", state.setup_json()},
            {"actions", std::move(actions)},
            {"snapshot", state.to_json()}};
}

GameState replay(const GameSetup& setup, const std::vector<Action>& actions,
                 const std::string& source, const std::string& pointer) {
    GameState state(setup);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        auto result = state.apply(actions[i]);
        if (!result)
            throw DataError(source, pointer + "/actions/" + std::to_string(i),
                            "the action log does not replay: " + action_to_json(actions[i]).dump() +
                                " was refused: " + text::plain(result.reason),
                            text::Message("data_error.save.does_not_replay")
                                .with("action", text::Name{action_to_json(actions[i]).dump()})
                                .with("reason", text::Name{text::plain(result.reason)}));
    }
    return state;
}

GameState replay_save_log(const json& save, const std::string& source, const std::string& p) {
    detail::require_object_with_keys(save, source, p, {"setup", "actions"},
                                     {"format", "version", "snapshot"});
    const GameSetup setup = setup_from_json(save.at("setup"), source, p + "/setup");
    const json& jactions = save.at("actions");
    if (!jactions.is_array())
        throw DataError(source, p + "/actions", "must be an array",
                        text::Message("data_error.must_be_array"));
    std::vector<Action> actions;
    for (std::size_t i = 0; i < jactions.size(); ++i)
        actions.push_back(
            action_from_json(jactions[i], source, p + "/actions/" + std::to_string(i)));
    try {
        return replay(setup, actions, source, p);
    } catch (const std::invalid_argument& e) {
        throw DataError(
            source, p + "/setup", e.what(),
            text::Message("data_error.setup.refused").with("detail", text::Name{e.what()}));
    }
}

GameState load_save(const json& save, const std::string& source, const std::string& pointer) {
    const std::string& p = pointer;
    detail::require_object_with_keys(save, source, p,
                                     {"format", "version", "setup", "actions", "snapshot"}, {});
    if (detail::require_string(save, "format", source, p) != kSaveFormat)
        throw DataError(
            source, p + "/format", std::string("must be \"") + kSaveFormat + "\"",
            text::Message("data_error.save.format").with("format", text::Name{kSaveFormat}));
    if (detail::require_int(save, "version", source, p) != kSaveVersion)
        throw DataError(source, p + "/version", "unsupported save version",
                        text::Message("data_error.save.version"));
    GameState state = replay_save_log(save, source, p);
    // The snapshot must parse on its own, and be exactly the state the log reaches. Compared as
    // written back, so a save from before a parameter was added (read with its default) loads.
    const GameState snapshot = [&] {
        try {
            return GameState::from_json(save.at("snapshot"), source);
        } catch (const DataError& e) {
            // The snapshot's own pointers start at the snapshot.
            if (e.source() != source) throw;
            throw DataError(source, p + "/snapshot" + e.pointer(), e);
        }
    }();
    if (!(snapshot == state) || state.to_json() != snapshot.to_json())
        throw DataError(source, p + "/snapshot",
                        "does not match the state the action log reaches; the save is corrupt",
                        text::Message("data_error.save.snapshot_mismatch"));
    return state;
}

}  // namespace eden
