// Finding words a person types in a text (the Rules variants' search, issue 40 item 3): case
// folded by Unicode's rules (ICU), so "Main" finds "main" and "ÉTAT" finds "état".
#pragma once

#include <string>
#include <string_view>

namespace eden::text {

// `utf8` case folded (Unicode full case folding: "É" -> "é", "ß" -> "ss").
std::string folded(std::string_view utf8);

// Whether every blank-separated word of `query` occurs in `text` (both folded); an empty or
// blank query matches every text.
bool has_all_words(std::string_view text, std::string_view query);

}  // namespace eden::text
