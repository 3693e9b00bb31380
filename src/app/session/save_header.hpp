// A save's header (issue 34 item 9): what the Load and Save dialogs show of a game (its
// players, its stage and round), written at the very start of the app's game files under
// "about" (the JSON's keys are written sorted, and "about" sorts first), so that listing a
// folder of saves reads a few kilobytes of each file instead of parsing and checking every
// game in full. The header is for showing only: loading a save never trusts it.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eden/core/game_state.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

inline constexpr const char* kSaveHeaderKey = "about";
// A header is read from at most this many bytes at the start of a file: a header is a few
// hundred bytes (six names of at most a few dozen characters).
inline constexpr std::size_t kSaveHeaderBytes = 16 * 1024;

struct SaveHeader {
    enum class Stage { map, conquest, over };
    Stage stage = Stage::map;
    int round = 0;  // the conquest's round (0 while the map is built)
    std::vector<std::string> players;

    friend bool operator==(const SaveHeader&, const SaveHeader&) = default;
};

SaveHeader header_of(const GameState& state);
nlohmann::json header_json(const SaveHeader& header);
// The header from its JSON, or nullopt if it is not a well-formed header.
std::optional<SaveHeader> header_from_json(const nlohmann::json& j);
// "Round 4 · Alice, Bob, Carl", "Building the map · Alice, Bob", "Over · Alice, Bob", worded by
// the reader's language when it is shown.
text::Message header_summary(const SaveHeader& header);

// What the start of a file says it is.
struct SaveFileStart {
    enum class Kind {
        header,     // a JSON object whose first key is a well-formed header
        no_header,  // a JSON object starting otherwise: an older save, an engine save, or not
        not_a_save  // not a JSON object (or broken before its first key ends)
    };
    Kind kind = Kind::not_a_save;
    SaveHeader header;  // when kind == header
};

// Reads at most kSaveHeaderBytes of `file`, never the whole of a big file.
SaveFileStart read_save_start(const std::filesystem::path& file);
// The same on text already read (the start of a file).
SaveFileStart read_save_start_of(const std::string& start);

}  // namespace eden::app
