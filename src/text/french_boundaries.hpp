// French at the seams of a message: where a catalog's fixed words meet a name or a noun phrase put
// in at render time, French elides and contracts ("de Alice" is « d’Alice », "de le Cœur" is « du
// Cœur », "à le portail" is « au portail »). A translator writes those forms inside his own text;
// only the seams are unknown until the arguments are there, so they are mended after formatting.
#pragma once

#include <string>

namespace eden::text::french {

// Put before an argument's text when it is formatted (private-use characters: never in a name).
// A name (a seat, a card) is elided to; a noun phrase of ours (a place, a term) starts with its
// article, so it is also contracted with "de" and "à".
inline constexpr const char* kNameStart = "\xEE\x80\x80";    // U+E000
inline constexpr const char* kPhraseStart = "\xEE\x80\x81";  // U+E001

// The formatted text with every seam mended and the markers removed.
std::string mend_seams(const std::string& formatted);

}  // namespace eden::text::french
