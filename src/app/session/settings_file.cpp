#include "app/session/settings_file.hpp"

#include <exception>

#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"

namespace eden::app {

namespace fs = std::filesystem;

fs::path settings_file(const fs::path& save_dir) {
    return save_dir / "settings.json";
}

nlohmann::json settings_to_json(const Settings& s) {
    nlohmann::json seen = nlohmann::json::array();
    for (const std::string& id : s.hints_seen)
        seen.push_back(id);
    nlohmann::json out = {{"ui_scale", s.ui_scale},
                          {"bot_delay_ms", s.bot_delay_ms},
                          {"show_hints", s.show_hints},
                          {"take_single_options", s.take_single_options},
                          {"board_animations", s.board_animations},
                          {"sound_effects", s.sound_effects},
                          {"hints_seen", seen}};
    if (s.language) out["language"] = std::string(text::code(*s.language));
    return out;
}

Settings settings_from_json(const nlohmann::json& j, const std::string& source) {
    if (!j.is_object())
        throw DataError(source, "", "the settings must be a JSON object",
                        text::Message("data_error.settings.not_object"));
    Settings s;
    for (const auto& [key, value] : j.items()) {
        const std::string at = "/" + key;
        if (key == "ui_scale") {
            if (!value.is_number())
                throw DataError(source, at, "must be a number",
                                text::Message("data_error.settings.must_be_number"));
            const double v = value.get<double>();
            if (v < kMinUiScale || v > kMaxUiScale)
                throw DataError(source, at, "must be between 0.5 and 3",
                                text::Message("data_error.settings.ui_scale"));
            s.ui_scale = static_cast<float>(v);
        } else if (key == "bot_delay_ms") {
            if (!value.is_number_integer())
                throw DataError(source, at, "must be a whole number",
                                text::Message("data_error.settings.whole_number"));
            const auto v = value.get<long long>();
            if (v < 0 || v > kMaxBotDelayMs)
                throw DataError(source, at, "must be between 0 and 2000",
                                text::Message("data_error.settings.bot_delay"));
            s.bot_delay_ms = static_cast<int>(v);
        } else if (key == "show_hints") {
            if (!value.is_boolean())
                throw DataError(source, at, "must be true or false",
                                text::Message("data_error.must_be_bool"));
            s.show_hints = value.get<bool>();
        } else if (key == "take_single_options") {
            if (!value.is_boolean())
                throw DataError(source, at, "must be true or false",
                                text::Message("data_error.must_be_bool"));
            s.take_single_options = value.get<bool>();
        } else if (key == "board_animations") {
            if (!value.is_boolean())
                throw DataError(source, at, "must be true or false",
                                text::Message("data_error.must_be_bool"));
            s.board_animations = value.get<bool>();
        } else if (key == "sound_effects") {
            if (!value.is_boolean())
                throw DataError(source, at, "must be true or false",
                                text::Message("data_error.must_be_bool"));
            s.sound_effects = value.get<bool>();
        } else if (key == "hints_seen") {
            if (!value.is_array())
                throw DataError(source, at, "must be a list of hint names",
                                text::Message("data_error.settings.hint_names"));
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (!value[i].is_string())
                    throw DataError(source, at + "/" + std::to_string(i), "must be a hint name",
                                    text::Message("data_error.settings.hint_name"));
                s.hints_seen.insert(value[i].get<std::string>());
            }
        } else if (key == "language") {
            const auto language = value.is_string()
                                      ? text::language_from_code(value.get<std::string>())
                                      : std::nullopt;
            if (!language)
                throw DataError(source, at, "must be \"en\" or \"fr\"",
                                text::Message("data_error.settings.language"));
            s.language = language;
        } else {
            throw DataError(
                source, at, "unknown setting \"" + key + "\"",
                text::Message("data_error.settings.unknown_setting").with("key", text::Name{key}));
        }
    }
    return s;
}

SettingsRead read_settings(const fs::path& save_dir) {
    SettingsRead out;
    if (save_dir.empty()) return out;
    const fs::path file = settings_file(save_dir);
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(file, ec))) return out;  // a first run: the defaults
    try {
        out.settings = settings_from_json(data::read_json_file(file), file.string());
    } catch (const std::exception& e) {
        // The player's settings are a comfort, never a reason not to play: the defaults are
        // used and the next change writes a good file over the broken one.
        out.settings = Settings{};
        out.problem =
            std::string("The settings could not be read, the defaults are used: ") + e.what();
    }
    return out;
}

void write_settings(const fs::path& save_dir, const Settings& s) {
    fs::create_directories(save_dir);
    data::write_json_file(settings_file(save_dir), settings_to_json(s));
}

}  // namespace eden::app
