// Small helpers for strict JSON reading inside the engine: unknown keys are typos, so they
// are errors; every error names the source and the JSON pointer, and prints at most a short
// excerpt of the offending value (brief), so an error is one bounded line.
#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>
#include "eden/core/whole_number.hpp"

#include "eden/map/tile.hpp"

namespace eden::detail {

// The largest magnitude of any integer the game reads (a count, an amount, an index, a seat, a
// round): far above anything a game reaches, and small enough that sums of thousands of them
// cannot overflow an int. Coordinates have their own, smaller bound (data/README.md "Limits").
inline constexpr long long kMaxInteger = 1'000'000;
inline constexpr int kMaxCoordinate = 1'000;

std::string escape_pointer(const std::string& key);

// A JSON pointer one step down: to a member `key` (one of ours, needing no escape) or to an array
// element. The readers of saves and decks name every problem's place with them.
std::string at(const std::string& pointer, const char* key);
std::string at(const std::string& pointer, std::size_t index);

// The value as JSON text, cut to about 60 characters ("…" marks a cut); never recurses deeper
// than it prints, so a deeply nested or huge value costs nothing.
std::string brief(const nlohmann::json& v);

// An integer in [-kMaxInteger, kMaxInteger] (or [lo, hi]), else DataError at `pointer`.
int int_value(const nlohmann::json& v, const std::string& source, const std::string& pointer,
              long long lo = -kMaxInteger, long long hi = kMaxInteger);

// `j` must be an object holding every key of `required`, and no key outside required+optional.
void require_object_with_keys(const nlohmann::json& j, const std::string& source,
                              const std::string& pointer,
                              std::initializer_list<const char*> required,
                              std::initializer_list<const char*> optional);

std::string require_string(const nlohmann::json& obj, const char* key, const std::string& source,
                           const std::string& pointer);
// An integer in [-kMaxInteger, kMaxInteger].
int require_int(const nlohmann::json& obj, const char* key, const std::string& source,
                const std::string& pointer);
// A hex coordinate (q or r) in [-kMaxCoordinate, kMaxCoordinate].
int require_coordinate(const nlohmann::json& obj, const char* key, const std::string& source,
                       const std::string& pointer);
bool require_bool(const nlohmann::json& obj, const char* key, const std::string& source,
                  const std::string& pointer);
TileColor require_colour(const nlohmann::json& obj, const char* key, const std::string& source,
                         const std::string& pointer);
std::vector<TileColor> parse_colour_list(const nlohmann::json& j, const std::string& source,
                                         const std::string& pointer);

}  // namespace eden::detail
