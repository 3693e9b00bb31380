// Whole numbers read from JSON without silent changes (issue 34 item 8): nlohmann's get<int>()
// truncates 4 294 967 297 to 1 and a float to its whole part. The engine's loaders and the lab's
// (a sweep space, a shard's counts) read counts through here and refuse what does not fit.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>

namespace eden {

// The value as a 64-bit integer when it is a JSON integer within [min, max]; nullopt for a
// float (even 3.0), a string, an integer out of range (negative or above 2^63 - 1 included).
std::optional<std::int64_t> whole_number(const nlohmann::json& v, std::int64_t min,
                                         std::int64_t max);

}  // namespace eden
