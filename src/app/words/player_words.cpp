#include "app/words/player_words.hpp"

#include <array>
#include <regex>
#include <unordered_map>
#include <utility>

#include "app/words/ui_text.hpp"

namespace eden::app {

namespace {

// The rulebooks by their numbers (000-004), named in the reader's language by the catalog's
// "app.edition.name" ("the edition with troops", « l'édition avec troupes »).
const std::array<const char*, 5> kEditions{"000", "001", "002", "003", "004"};

std::string edition_name(const char* id) {
    return tr(text::Message("app.edition.name").with("edition", std::string("e") + id));
}

// Each match of `pattern` becomes `by`, with a capital where it begins a sentence.
std::string replace_starting_sentences(const std::string& text, const std::string& pattern,
                                       const std::string& by) {
    static const std::regex sentence_end("[.:!?]\\s+$");
    std::string out;
    std::size_t from = 0;
    const std::regex re(pattern);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator();
         ++it) {
        const auto at = static_cast<std::size_t>(it->position());
        out += text.substr(from, at - from);
        std::string name = by;
        if ((out.empty() || std::regex_search(out, sentence_end)) && !name.empty() &&
            name[0] >= 'a' && name[0] <= 'z')
            name[0] = static_cast<char>(name[0] - 'a' + 'A');
        out += name;
        from = at + static_cast<std::size_t>(it->length());
    }
    return out + text.substr(from);
}

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
                   tr("app.edition.rulings"));
    // A section named after an edition ("003 §Deck"): the edition is enough.
    text = replace(text, "\\s*" + section + "\\s*[A-Za-z][A-Za-z-]*", "");
    text = replace(text, "\\s*,?\\s*" + std::string(kRuling), "");
    text = replace(text, "English Markdown rulebook", "edition with troops");
    for (const char* id : kEditions) {
        const std::string name = edition_name(id);
        // "000's hands": "the printed King of Eden rules' hands".
        if (name.back() == 's')
            text = replace_starting_sentences(text, std::string("\\b") + id + "'s\\b", name + "'");
        text = replace_starting_sentences(text, std::string("\\bseed ") + id + "\\b", name);
        text = replace_starting_sentences(text, std::string("\\b") + id + "\\b", name);
    }
    return text;
}

}  // namespace

std::string for_players(std::string text) {
    // The screens ask for the same few hundred texts every frame: each is rewritten once in
    // each language.
    static std::unordered_map<std::string, std::string> done[3];
    auto& cache = done[static_cast<std::size_t>(ui_language()) % 3];
    const auto it = cache.find(text);
    if (it != cache.end()) return it->second;
    std::string words = rewrite(text);
    cache.emplace(std::move(text), words);
    return words;
}

}  // namespace eden::app
