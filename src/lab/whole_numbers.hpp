// Whole numbers read without silent changes (issue 34 item 8): nlohmann's get<int>() truncates
// 4 294 967 297 to 1 and a float to its whole part, and strtoull (CLI11's reader) turns -1,
// 2^64 and 1e23 into 2^64 - 1; every count or seed a user hands the lab (a sweep space, a
// shard's counts, --seed) is read through here and refused when it does not fit.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

namespace eden::lab {

// The value as a 64-bit integer when it is a JSON integer within [min, max]; nullopt for a
// float (even 3.0), a string, an integer out of range (negative or above 2^63 - 1 included).
std::optional<std::int64_t> whole_number(const nlohmann::json& v, std::int64_t min,
                                         std::int64_t max);

// A seed as typed: decimal digits only (no sign, exponent, "0x" or spaces), at most
// 18 446 744 073 709 551 615; nullopt otherwise.
std::optional<std::uint64_t> parse_seed(std::string_view text);

// Whether `text` is a decimal whole number as typed: an optional '-' then digits (CLI11 also
// reads "010" as octal 8 and "0x10" as 16).
bool is_decimal_number(std::string_view text);

}  // namespace eden::lab
