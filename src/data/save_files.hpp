// Save files as users hand them over: an engine save ({"format": "battle-for-eden-save", ...},
// what `eden-cli simulate --save` and `map --save` write) or the app's game file, which wraps
// one ({"format": "eden-app-game", "seats": ["human", "bot", ...], "save": {...}, and
// optionally "colours": [a palette index per seat], "tutorial": true for the app's guided
// game and "about": the header its Load dialog lists it by}: the autosave and Ctrl+S). The CLI and
// the app read both through here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden::data {

inline constexpr const char* kAppGameFormat = "eden-app-game";
inline constexpr std::uint64_t kAppColours = 6;  // the app's seat colour choices

// The engine save inside `j` and where it stands ("" or "/save"), with the app's seats ("human"
// or "bot", empty for an engine save). Checks the wrapper's keys and seats; the save itself is
// checked by load_save. Throws DataError.
struct SaveInFile {
    const nlohmann::json* save = nullptr;
    std::string pointer;
    std::vector<std::string> seats;
    bool tutorial = false;  // the app's guided game (its hints are on)
};
SaveInFile unwrap_save(const nlohmann::json& j, const std::string& source);

// Reads a save file of either kind and replays it (load_save). Throws DataError.
GameState load_save_file(const std::filesystem::path& file);

}  // namespace eden::data
