// Numbers typed on the command line without silent changes (issue 34 item 8): strtoull (CLI11's
// reader) turns -1, 2^64 and 1e23 into 2^64 - 1; every count or seed a user hands the lab (a
// sweep space, a shard's counts, --seed) is read through here and refused when it does not fit.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "eden/core/whole_number.hpp"

namespace eden::lab {

// JSON counts: eden::whole_number (eden/core/whole_number.hpp), shared with the engine's loaders.
using eden::whole_number;

// A seed as typed: decimal digits only (no sign, exponent, "0x" or spaces), at most
// 18 446 744 073 709 551 615; nullopt otherwise.
std::optional<std::uint64_t> parse_seed(std::string_view text);

// Whether `text` is a decimal whole number as typed: an optional '-' then digits (CLI11 also
// reads "010" as octal 8 and "0x10" as 16).
bool is_decimal_number(std::string_view text);

}  // namespace eden::lab
