// Reading JSON files from disk for the CLI, the app and the tests. The engine itself never
// touches files: these functions read the text, then hand the parsed JSON to the engine's
// parsers together with the file name, so every error names the file.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/map/json.hpp"

namespace eden::data {

// Reads and parses a JSON file through parse_json_text (json_text.hpp). Throws
// DataError(file, pointer, reason) for a missing, unreadable, too large or non-regular file
// (a folder, a pipe, a dangling link) and for any problem parse_json_text refuses.
nlohmann::json read_json_file(const std::filesystem::path& file);

// Writes JSON atomically: to "<file>.tmp", then renamed over the target, so a crash never
// leaves a half-written file. A target that exists and is not a regular file (/dev/null, a
// pipe) is written to directly. Throws std::runtime_error on failure.
void write_json_file(const std::filesystem::path& file, const nlohmann::json& j);
// The same for text already written out (a lab run's report, with a game a line).
void write_text_file(const std::filesystem::path& file, const std::string& text);

NamedMap load_map_file(const std::filesystem::path& file);

// The data/ folder: $EDEN_DATA_DIR if set, else ./data if it exists, else the source tree's.
std::filesystem::path default_data_dir();

// *.json files directly inside a folder, sorted by name. Throws DataError for a folder that is
// missing, not a folder or cannot be listed, and for a *.json entry that is not a regular
// file (a folder, a pipe, a dangling link); other names are not data and are passed over.
std::vector<std::filesystem::path> json_files_in(const std::filesystem::path& dir);

}  // namespace eden::data
