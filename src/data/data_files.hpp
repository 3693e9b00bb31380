// Reading JSON files from disk for the CLI, the app and the tests. The engine itself never
// touches files: these functions read the text, then hand the parsed JSON to the engine's
// parsers together with the file name, so every error names the file.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/map_json.hpp"

namespace eden::data {

// Parses a JSON file. Throws DataError(file, "", reason) if it cannot be read or parsed.
nlohmann::json read_json_file(const std::filesystem::path& file);

// Writes JSON atomically: to "<file>.tmp", then renamed over the target, so a crash never
// leaves a half-written file. A target that exists and is not a regular file (/dev/null, a
// pipe) is written to directly. Throws std::runtime_error on failure.
void write_json_file(const std::filesystem::path& file, const nlohmann::json& j);

NamedMap load_map_file(const std::filesystem::path& file);

// The data/ folder: $EDEN_DATA_DIR if set, else ./data if it exists, else the source tree's.
std::filesystem::path default_data_dir();

// *.json files directly inside a folder, sorted by name (empty if the folder is missing).
std::vector<std::filesystem::path> json_files_in(const std::filesystem::path& dir);

}  // namespace eden::data
