#include "eden/text/search_words.hpp"

#include <algorithm>

#include <unicode/unistr.h>

namespace eden::text {

std::string folded(std::string_view utf8) {
    icu::UnicodeString s = icu::UnicodeString::fromUTF8(
        icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())));
    std::string out;
    s.foldCase().toUTF8String(out);
    return out;
}

bool has_all_words(std::string_view text, std::string_view query) {
    const std::string haystack = folded(text), words = folded(query);
    std::size_t at = 0;
    while (at < words.size()) {
        const std::size_t begin = words.find_first_not_of(" \t", at);
        if (begin == std::string::npos) break;
        const std::size_t end = std::min(words.find_first_of(" \t", begin), words.size());
        if (haystack.find(words.substr(begin, end - begin)) == std::string::npos) return false;
        at = end;
    }
    return true;
}

}  // namespace eden::text
