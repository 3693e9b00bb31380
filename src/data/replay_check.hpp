// The replay check of `eden-cli simulate --check-replay`: a played game rebuilt from its save's
// setup (with its seed) and action log alone, the way load_save replays a save, and compared with
// the state the game was played to. A difference means the game is not reproducible from what a
// save keeps (DESIGN.md "The engine contract": a seed plus the action log replays a game exactly).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "eden/core/game_state.hpp"

namespace eden::data {

// Replays `save` (make_save's shape: its "setup" and "actions"; the snapshot is not read) and
// compares the result with `played`. Nothing when they agree; else one line: the action the
// replay refused, or the first JSON pointer where the two states differ.
std::optional<std::string> replay_difference(const nlohmann::json& save, const GameState& played);

// The same for `played`'s own save (make_save).
std::optional<std::string> replay_difference(const GameState& played);

}  // namespace eden::data
