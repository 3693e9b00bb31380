#include "eden/text/pseudo_language.hpp"

#include <nlohmann/json.hpp>

namespace eden::text {

namespace {

// An accented form of each ASCII letter, from Latin-1 (the fonts draw it).
std::string accented(char c) {
    switch (c) {
        case 'a':
            return "\u00e0";
        case 'e':
            return "\u00e9";
        case 'i':
            return "\u00ee";
        case 'o':
            return "\u00f6";
        case 'u':
            return "\u00fb";
        case 'c':
            return "\u00e7";
        case 'n':
            return "\u00f1";
        case 'y':
            return "\u00ff";
        case 'A':
            return "\u00c5";
        case 'E':
            return "\u00c9";
        case 'I':
            return "\u00ce";
        case 'O':
            return "\u00d6";
        case 'U':
            return "\u00dc";
        case 'C':
            return "\u00c7";
        case 'N':
            return "\u00d1";
        default:
            return std::string(1, c);
    }
}

}  // namespace

std::string pseudo_pattern(const std::string& pattern) {
    // A pattern alternates text and arguments: "{" opens an argument (its name, type and
    // keywords are syntax), whose own "{" opens a sub-message of text again; "}" closes the
    // innermost. Only text is changed; a quoted part ('{') is copied as it is.
    std::string out;
    std::vector<bool> in_text{true};
    int letters = 0;
    bool quoted = false;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '\'' && i + 1 < pattern.size() &&
            (quoted || pattern[i + 1] == '{' || pattern[i + 1] == '}' || pattern[i + 1] == '\''))
            quoted = !quoted || pattern[i + 1] == '\'';
        if (!quoted && c == '{') {
            in_text.push_back(!in_text.back());
        } else if (!quoted && c == '}' && in_text.size() > 1) {
            in_text.pop_back();
        } else if (in_text.back() && !quoted &&
                   ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
            ++letters;
            out += accented(c);
            continue;
        }
        out += c;
    }
    // 40 % longer, as a longer translation would be; the padding is outside every argument.
    if (letters > 0)
        out += " " + std::string(static_cast<std::size_t>((letters * 4 + 9) / 10), '~');
    return out;
}

Catalog pseudo_catalog(const Catalog& english) {
    nlohmann::json j{
        {"language", "en"}, {"name", "Pseudo"}, {"messages", nlohmann::json::object()}};
    for (const std::string& id : english.ids())
        j["messages"][id] = pseudo_pattern(english.pattern(id));
    return Catalog::from_value(j, "the pseudo-language");
}

}  // namespace eden::text
