// Save files: the setup, the seed and the action log are the backbone; the snapshot is a check.
// Loading replays the log from the setup and refuses the save unless the replay reproduces
// the snapshot exactly, so a corrupt save is refused, never half-loaded (DESIGN.md).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden {

nlohmann::json make_save(const GameState& state);
// Throws DataError(source, pointer, reason) if the save is malformed, an action of the log is
// refused, or the replay does not reach the snapshot. `pointer` is where the save stands in
// its file ("" for a save file, "/save" inside the app's wrapper).
GameState load_save(const nlohmann::json& save, const std::string& source,
                    const std::string& pointer = "");

// Reads a save's setup and action log (its snapshot unread) and plays the log from the setup:
// the replay load_save checks against the snapshot. Throws DataError like load_save.
GameState replay_save_log(const nlohmann::json& save, const std::string& source,
                          const std::string& pointer = "");

// Plays `actions` from `setup`. Throws DataError naming the first refused action.
GameState replay(const GameSetup& setup, const std::vector<Action>& actions,
                 const std::string& source = "replay", const std::string& pointer = "");

}  // namespace eden
