// Where the app keeps its autosave, and writing it so that a crash at any instant leaves a
// usable game behind: the new save goes to a temporary file renamed over the old one, and the
// save before it is kept as a spare.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace eden::app {

// `flag` (--save-dir) if set, else $EDEN_SAVE_DIR, else $XDG_DATA_HOME/eden, else
// $HOME/.local/share/eden, else ./eden-saves. `env` looks a variable up (std::getenv in the
// app, a table in tests); it returns nullptr for an unset variable.
std::filesystem::path save_directory(const std::string& flag, const char* (*env)(const char* name));
// The folder the user named: `flag` if set, else $EDEN_SAVE_DIR if set and not empty (an empty
// variable is "not set", as save_directory reads it); nullopt otherwise. A bot game (--autoplay)
// autosaves only there, never over the player's own autosave in the default folder.
std::optional<std::filesystem::path> chosen_save_directory(const std::string& flag,
                                                           const char* (*env)(const char* name));

// Why the save folder cannot be used, when it exists but cannot be read (a file in its place, a
// loop of links, no permission): one line for the status, or nullopt (a folder not yet made is
// fine: the first autosave makes it). Never throws.
std::optional<std::string> save_folder_problem(const std::filesystem::path& dir);

std::filesystem::path autosave_file(const std::filesystem::path& dir);
std::filesystem::path previous_autosave_file(const std::filesystem::path& dir);

// Keeps the current autosave as the previous one, then writes `game` atomically. Creates the
// directory. Throws std::runtime_error on failure.
void write_autosave(const std::filesystem::path& dir, const nlohmann::json& game);

// The newest readable autosave (the previous one if the last is unreadable), or nullopt; a
// folder that cannot be read has none (it never throws: the app starts all the same).
std::optional<nlohmann::json> read_autosave(const std::filesystem::path& dir);

void clear_autosave(const std::filesystem::path& dir);
// Whether an autosave (or plain engine save) holds a game still to be played: a finished game
// is not offered to "Continue". False for a save that cannot be read.
bool game_unfinished(const nlohmann::json& game);

}  // namespace eden::app
