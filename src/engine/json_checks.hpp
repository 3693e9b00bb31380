// Small helpers for strict JSON reading inside the engine: unknown keys are typos, so they
// are errors; every error names the source and the JSON pointer.
#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/tile.hpp"

namespace eden::detail {

std::string escape_pointer(const std::string& key);

// `j` must be an object holding every key of `required`, and no key outside required+optional.
void require_object_with_keys(const nlohmann::json& j, const std::string& source,
                              const std::string& pointer,
                              std::initializer_list<const char*> required,
                              std::initializer_list<const char*> optional);

std::string require_string(const nlohmann::json& obj, const char* key, const std::string& source,
                           const std::string& pointer);
int require_int(const nlohmann::json& obj, const char* key, const std::string& source,
                const std::string& pointer);
bool require_bool(const nlohmann::json& obj, const char* key, const std::string& source,
                  const std::string& pointer);
TileColor require_colour(const nlohmann::json& obj, const char* key, const std::string& source,
                         const std::string& pointer);
std::vector<TileColor> parse_colour_list(const nlohmann::json& j, const std::string& source,
                                         const std::string& pointer);

}  // namespace eden::detail
