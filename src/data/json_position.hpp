// Where in a JSON text a refusal points: the byte a JSON pointer's value starts at, and its line,
// so the app can show a designer the line of his file that a loader refused (issue 38 item 6).
// A scanner of its own rather than the parser's: nlohmann's DOM keeps no positions.
#pragma once

#include <cstddef>
#include <string_view>

namespace eden::data {

// The offset of the value `pointer` names ("/tiles/3/color"; "" or "/" the whole text). When the
// text has no such value, the offset of the deepest value on the way (the object that misses a
// key points at the object). Text that is not JSON stops the walk where it breaks.
std::size_t json_pointer_offset(std::string_view text, std::string_view pointer);

// The 1-based line of the byte at `offset` (past the end: the last line).
int line_of_offset(std::string_view text, std::size_t offset);

// The text of 1-based line `line`, without its line break; empty past the end.
std::string_view line_text(std::string_view text, int line);

}  // namespace eden::data
