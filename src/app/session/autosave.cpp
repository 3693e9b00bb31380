#include "app/session/autosave.hpp"

#include <exception>
#include <system_error>

#include "data/data_files.hpp"
#include "eden/core/game_state.hpp"

namespace eden::app {

namespace fs = std::filesystem;

namespace {

// The variable's value, or nullptr when it is unset or empty.
const char* env_set(const char* (*env)(const char* name), const char* name) {
    const char* v = env(name);
    return v != nullptr && *v != 0 ? v : nullptr;
}

}  // namespace

std::optional<fs::path> chosen_save_directory(const std::string& flag,
                                              const char* (*env)(const char* name)) {
    if (!flag.empty()) return fs::path(flag);
    if (const char* d = env_set(env, "EDEN_SAVE_DIR")) return fs::path(d);
    return std::nullopt;
}

fs::path save_directory(const std::string& flag, const char* (*env)(const char* name)) {
    if (auto chosen = chosen_save_directory(flag, env)) return *chosen;
    if (const char* d = env_set(env, "XDG_DATA_HOME")) return fs::path(d) / "eden";
    if (const char* d = env_set(env, "HOME")) return fs::path(d) / ".local" / "share" / "eden";
    return "eden-saves";
}

std::optional<std::string> save_folder_problem(const fs::path& dir) {
    if (dir.empty()) return std::nullopt;
    const std::string intro = "The save folder " + dir.string();
    const std::string outro = "; games are not autosaved";
    std::error_code ec;
    const auto status = fs::status(dir, ec);
    if (status.type() == fs::file_type::not_found) return std::nullopt;
    if (ec) return intro + " cannot be read (" + ec.message() + ")" + outro;
    if (!fs::is_directory(status)) return intro + " is not a folder" + outro;
    fs::directory_iterator it(dir, ec);
    if (ec) return intro + " cannot be read (" + ec.message() + ")" + outro;
    return std::nullopt;
}

fs::path autosave_file(const fs::path& dir) {
    return dir / "autosave.json";
}
fs::path previous_autosave_file(const fs::path& dir) {
    return dir / "autosave.previous.json";
}

void write_autosave(const fs::path& dir, const nlohmann::json& game) {
    fs::create_directories(dir);
    // The spare is written like the autosave: copied to a temporary file, then renamed over
    // the old spare, so at every instant both files are whole saves and a kill between any
    // two steps loses nothing (a plain copy over the spare left it empty when killed).
    std::error_code ignored;
    if (fs::exists(autosave_file(dir), ignored)) {
        const fs::path tmp = previous_autosave_file(dir).string() + ".tmp";
        std::error_code ec;
        fs::copy_file(autosave_file(dir), tmp, fs::copy_options::overwrite_existing, ec);
        if (!ec) fs::rename(tmp, previous_autosave_file(dir), ec);
        if (ec) fs::remove(tmp, ignored);
    }
    data::write_json_file(autosave_file(dir), game);
}

std::optional<nlohmann::json> read_autosave(const fs::path& dir) {
    for (const fs::path& f : {autosave_file(dir), previous_autosave_file(dir)}) {
        std::error_code ec;  // a folder that cannot be read: no autosave, no exception
        if (!fs::exists(f, ec)) continue;
        try {
            return data::read_json_file(f);
        } catch (const std::exception&) {
            // A damaged file: try the spare.
        }
    }
    return std::nullopt;
}

void clear_autosave(const fs::path& dir) {
    std::error_code ignored;
    fs::remove(autosave_file(dir), ignored);
    fs::remove(previous_autosave_file(dir), ignored);
}

bool game_unfinished(const nlohmann::json& game) {
    try {
        const bool app_save = game.is_object() && game.value("format", "") == "eden-app-game";
        // The snapshot says it without replaying the log; Continue checks the whole save.
        const auto& save = app_save ? game.at("save") : game;
        return !GameState::from_json(save.at("snapshot"), "autosave").is_over();
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace eden::app
