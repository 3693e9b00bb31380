// The one way text becomes JSON in Battle For Eden: every file a user hands us (a save, a map,
// a ruleset, a scenario, a card or dragon file) is parsed here, with limits checked while it
// is read, before any DOM is built or any engine code sees it. Every failure is a DataError
// naming the source, the JSON pointer where it happened and the problem, in one bounded line.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace eden::data {

// data/README.md "Limits".
struct JsonLimits {
    std::size_t max_bytes = 32u << 20;  // a long game's save is well under 2 MB
    std::size_t max_depth = 64;         // our deepest files nest about 10 levels
};

// Parses `text` strictly: a syntax error, a number too large for a double, a duplicate key in
// an object, nesting deeper than `limits.max_depth` or text longer than `limits.max_bytes`
// throws DataError(source, pointer, problem).
nlohmann::json parse_json_text(std::string_view text, const std::string& source,
                               const JsonLimits& limits = {});

}  // namespace eden::data
