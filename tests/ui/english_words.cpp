#include "english_words.hpp"

#include <cctype>
#include <set>

namespace eden::ui_test {

namespace {

const std::set<std::string>& english_words() {
    static const std::set<std::string> words = {
        "the",    "your",   "you",   "and",       "with",      "from",        "this",
        "that",   "his",    "their", "has",       "have",      "is",          "are",
        "of",     "to",     "for",   "not",       "card",      "cards",       "round",
        "turn",   "attack", "units", "resources", "territory", "territories", "player",
        "choose", "place",  "pay",   "add",       "stop",      "done",        "battle",
        "wins",   "takes",  "draws", "discard",   "hand",      "none",        "nothing"};
    return words;
}

}  // namespace

std::string english_word_in(const std::string& drawn) {
    // The game's name is a name in every language.
    std::string line = drawn;
    for (const std::string name = "Battle For Eden"; line.find(name) != std::string::npos;)
        line.replace(line.find(name), name.size(), " ");
    std::string word;
    auto check = [&]() -> bool {
        std::string lower;
        for (char c : word)
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        word.clear();
        if (english_words().count(lower)) {
            word = lower;
            return true;
        }
        return false;
    };
    // A word is a run of ASCII letters between other characters: an accented letter (the
    // pseudo-language's "thé", French « à ») makes no English word of its run, nor does an
    // identifier of the data (a parameter "game.conquest_first_player", a value "same_as_map"),
    // which a designer reads as it is written in the files.
    bool skipped_run = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto byte = static_cast<unsigned char>(line[i]);
        const bool joins = (line[i] == '_' || line[i] == '.') && i + 1 < line.size() &&
                           std::isalnum(static_cast<unsigned char>(line[i + 1])) &&
                           (!word.empty() || skipped_run);
        if (byte >= 0x80 || joins) {
            skipped_run = true;
            word.clear();
        } else if (std::isalpha(byte)) {
            if (!skipped_run) word += line[i];
        } else {
            if (!word.empty() && check()) return word;
            word.clear();
            skipped_run = false;
        }
    }
    if (!word.empty() && !skipped_run && check()) return word;
    return "";
}

}  // namespace eden::ui_test
