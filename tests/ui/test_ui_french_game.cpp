// Issue 36 "Done when": a French table plays a game through the UI driver, by mouse and keys,
// and no English word reaches the screen. The driver clicks by the English names every label
// keeps (probe_id), and reads in every frame the words a person reads: each widget's label,
// each text the panels wrap (the prompt, the log, the panels' sentences) and the status line
// (a refusal). Plain ImGui::Text and tooltips are not recorded by the probe: the screenshots
// of a French game are looked at for those.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "app/shell/ui_probe.hpp"
#include "app/words/ui_text.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

// Words that are English and never French: a line holding one was not translated. Names from
// the data (a World, a card) are French in a French game, and seat names are nobody's language.
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

// The first English word of a line, or "".
std::string english_word_in(const std::string& line) {
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
    for (char c : line) {
        if (std::isalpha(static_cast<unsigned char>(c))) {
            word += c;
        } else if (!word.empty() && check()) {
            return word;
        }
    }
    if (!word.empty() && check()) return word;
    return "";
}

struct AsItWas {
    ~AsItWas() { app::set_ui_language(text::Language::english); }
};

}  // namespace

TEST_CASE(
    "Language: two people and a bot play in French by mouse and keys and no English word "
    "is drawn",
    "[ui][language]") {
    const AsItWas restore;
    app::set_ui_language(text::Language::french);
    DriverOptions options;
    options.seed = 5;
    options.save_dir = fresh_folder("eden-ui-french-game");
    UiDriver ui(options);
    // Each English line once, with the word that gave it away.
    std::map<std::string, std::string> english_lines;
    std::size_t frames = 0;
    bool read_french = false;  // the words were read at all: "Annuler (U)" is the Undo button
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot});
    // Every frame, those the person's steps draw too.
    ui.on_frame = [&](UiDriver& driver) {
        ++frames;
        const auto& f = driver.frame();
        std::vector<std::string> words;
        // Drawn labels; areas and hexes have none to read. Two items carry a name for the tests
        // in place of a label: the battle result's verdict after "###Battle result: " (words
        // drawn as text, not as the item's label), and the marker of a choice asked in the open.
        const std::string verdict = "###Battle result: ";
        for (const auto& it : f.items) {
            if (it.label.rfind(verdict, 0) == 0) {
                words.push_back(it.label.substr(verdict.size()));
                continue;
            }
            if (it.text_width <= 0 || it.label == "a choice in the open") continue;
            words.push_back(it.label.substr(0, it.label.find("##")));
        }
        for (const auto& w : f.wrapped)
            words.push_back(w.text);
        words.push_back(driver.app().status);
        for (const std::string& text : words) {
            read_french = read_french || text == "Annuler (U)";
            std::istringstream lines(text);
            for (std::string line; std::getline(lines, line);)
                if (const std::string word = english_word_in(line); !word.empty())
                    english_lines.emplace(line, word);
        }
    };
    Person people(ui, 11);
    people.plans = true;
    // Three conquest rounds: the map, settling, production, expansion with battles between the
    // two people and against the bot, purchasing; the whole game's length adds no new screen.
    for (int steps = 0; !ui.app().game->over(); ++steps) {
        REQUIRE(steps < 40000);
        const GameState& s = ui.app().game->state();
        if (s.phase() == Phase::conquest && s.conquest().round > 3) break;
        if (!people.step()) ui.tick();
    }
    CHECK(frames > 100);
    CHECK(read_french);
    std::printf("French game: %zu frames, %d choices, %zu English lines\n", frames,
                people.choices_made(), english_lines.size());
    CHECK(people.choices_made() > 30);
    for (const auto& [line, word] : english_lines)
        UNSCOPED_INFO("\"" << word << "\" in: " << line);
    CHECK(english_lines.empty());
    ui.on_frame = nullptr;
}
