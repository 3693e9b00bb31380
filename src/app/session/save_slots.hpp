// Named saves (issue 14 item 5): the game saved under a name a person types, and the list of
// saves to load from, each with its date, round and players, so nothing is overwritten or
// loaded without the person seeing which game it is. No SDL: the dialog draws from this.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eden/core/game_state.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

struct SaveSlot {
    std::string name;  // the file's name without ".json"
    std::filesystem::path file;
    std::string modified;   // "2026-11-25 19:40", local time
    text::Message summary;  // "Round 4 · Alice, Bob, Carl" or why it cannot be read
    bool readable = false;
};

// Where named saves live: a "saves" folder beside the autosave.
std::filesystem::path saves_folder(const std::filesystem::path& save_dir);
// Every save in the folder, newest first, each from its header (the first few kilobytes; the
// rest is read when it is loaded). A save written before headers is read whole if it is no
// bigger than a save can be; a damaged save is listed with its reason; a file that is not a save
// (not JSON, too big, another JSON file) is left out.
std::vector<SaveSlot> list_saves(const std::filesystem::path& save_dir);
// One file as a slot (the autosave, say), or nullopt if it is not a save or is missing.
std::optional<SaveSlot> slot_of(const std::filesystem::path& file);
// Why a typed name cannot be a save's name (empty, too long, a path), or nullopt.
std::optional<text::Message> save_name_problem(const std::string& name);
std::filesystem::path save_file_for(const std::filesystem::path& save_dir, const std::string& name);
// "Round 4 · Alice, Bob, Carl", "Building the map · Alice, Bob", "Over · Alice, Bob".
text::Message game_summary(const GameState& state);
// The same read from a save's JSON (an app save or an engine save) without replaying it.
// Throws on a save that cannot be read.
text::Message game_summary(const nlohmann::json& save);

}  // namespace eden::app
