#include "app/player_words.hpp"

#include <array>
#include <regex>
#include <unordered_map>
#include <utility>

namespace eden::app {

namespace {

// The rulebooks by their numbers (000-004), as a player knows them.
const std::array<std::pair<const char*, const char*>, 5> kEditions{{
    {"000", "the printed King of Eden rules"},
    {"001", "the Draconium rules"},
    {"002", "the edition with troops"},
    {"003", "the English rulebook"},
    {"004", "the French rulebook"},
}};

// A ruling's id (U17, C7, H3: RULES.md's series; F is left alone, it names keys such as F1).
const char* const kRuling =
    "\\b[UCDH][0-9]{1,3}(?:\\s*(?:-|\xe2\x80\x93)\\s*[UCDH]?[0-9]{1,3})?\\b";

std::string replace(const std::string& text, const std::string& pattern, const std::string& by) {
    return std::regex_replace(text, std::regex(pattern), by);
}

std::string rewrite(std::string text) {
    const std::string section = "\xc2\xa7";
    // A citation in brackets goes whole: it names a source, a section or a ruling.
    text = replace(
        text,
        "\\s*\\([^()]*(?:RULES\\.md|" + section + "|\\bseed [0-9]{3}\\b|" + kRuling + ")[^()]*\\)",
        "");
    // "as ruled in RULES.md §5": the rulings are the game's, not a player's reading.
    text = replace(text, ",?\\s*as ruled in RULES\\.md(?:\\s*" + section + "\\s*[0-9]+)?", "");
    text = replace(text, "RULES\\.md(?:\\s*" + section + "\\s*[0-9]+)?(?:\\s*" + kRuling + ")*",
                   "the rulings");
    // A section named after an edition ("003 §Deck"): the edition is enough.
    text = replace(text, "\\s*" + section + "\\s*[A-Za-z][A-Za-z-]*", "");
    text = replace(text, "\\s*,?\\s*" + std::string(kRuling), "");
    text = replace(text, "English Markdown rulebook", "edition with troops");
    for (const auto& [id, name] : kEditions) {
        const std::string n = name;
        // "000's hands": "the printed King of Eden rules' hands".
        if (n.back() == 's') text = replace(text, std::string("\\b") + id + "'s\\b", n + "'");
        text = replace(text, std::string("\\bseed ") + id + "\\b", name);
        text = replace(text, std::string("\\b") + id + "\\b", name);
    }
    // A sentence that now begins with an edition's name begins with a capital.
    text =
        replace(text, "(^|[.:!?]\\s+)the (printed|Draconium|edition|English|French)", "$1The $2");
    return text;
}

}  // namespace

std::string for_players(std::string text) {
    // The screens ask for the same few hundred texts every frame: each is rewritten once.
    static std::unordered_map<std::string, std::string> done;
    const auto it = done.find(text);
    if (it != done.end()) return it->second;
    std::string words = rewrite(text);
    done.emplace(std::move(text), words);
    return words;
}

}  // namespace eden::app
