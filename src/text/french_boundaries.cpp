#include "text/french_boundaries.hpp"

#include <array>
#include <string_view>

namespace eden::text::french {
namespace {

bool starts_with_vowel(std::string_view s) {
    static constexpr std::array<std::string_view, 24> kVowels = {
        "a", "e", "i", "o", "u", "A", "E", "I", "O", "U", "à", "â",
        "é", "è", "ê", "î", "ô", "û", "À", "Â", "É", "È", "Ê", "Î"};
    for (std::string_view v : kVowels)
        if (s.starts_with(v)) return true;
    return false;
}

bool is_letter_byte(char c) {
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}

// The word just before `end` (which is a space), if it is one of ours to mend.
std::string_view word_before(std::string_view out) {
    if (out.empty() || out.back() != ' ') return {};
    std::size_t start = out.size() - 1;
    while (start > 0 && is_letter_byte(out[start - 1]))
        --start;
    return out.substr(start, out.size() - 1 - start);
}

bool one_of(std::string_view word, std::initializer_list<std::string_view> words) {
    for (std::string_view w : words)
        if (word == w) return true;
    return false;
}

// Mends the seam between `out` (ending with "word ") and `rest` (the argument's text onwards).
// Returns how many bytes of `rest` the mend used up (an article taken into "du", "au").
std::size_t mend(std::string& out, std::string_view rest, bool phrase) {
    const std::string_view word = word_before(out);
    if (word.empty()) return 0;
    const bool de = one_of(word, {"de", "De"});
    const bool a = one_of(word, {"à", "À"});
    if (phrase && (de || a)) {
        const bool capital = word == "De" || word == "À";
        const auto contract = [&](std::string_view article, std::string_view d,
                                  std::string_view au) -> std::size_t {
            if (!rest.starts_with(article)) return 0;
            out.resize(out.size() - word.size() - 1);
            std::string joined(de ? d : au);
            if (capital) joined[0] = static_cast<char>(joined[0] - 'a' + 'A');
            out += joined;
            return article.size() - 1;  // "le " became "du ": the space stays
        };
        if (const std::size_t used = contract("le ", "du", "au")) return used;
        if (const std::size_t used = contract("les ", "des", "aux")) return used;
    }
    if (starts_with_vowel(rest) && one_of(word, {"de", "De", "le", "Le", "la", "La", "que", "Que",
                                                 "ne", "je", "se", "me", "te"})) {
        out.resize(out.size() - 2);  // the word's "e" or "a", and the space
        out += "’";
    }
    return 0;
}

}  // namespace

std::string mend_seams(const std::string& formatted) {
    std::string out;
    out.reserve(formatted.size());
    const std::string_view in = formatted;
    for (std::size_t i = 0; i < in.size();) {
        const std::string_view here = in.substr(i);
        if (!here.starts_with(kNameStart) && !here.starts_with(kPhraseStart)) {
            out += in[i++];
            continue;
        }
        // Markers of nested arguments that begin at the same place are one seam.
        bool phrase = false;
        while (in.substr(i).starts_with(kNameStart) || in.substr(i).starts_with(kPhraseStart)) {
            phrase = phrase || in.substr(i).starts_with(kPhraseStart);
            i += std::string_view(kNameStart).size();
        }
        i += mend(out, in.substr(i), phrase);
    }
    return out;
}

}  // namespace eden::text::french
