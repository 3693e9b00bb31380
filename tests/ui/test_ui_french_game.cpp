// Issue 36 "Done when": a French table plays a game through the UI driver, by mouse and keys,
// and no English word reaches the screen. The driver clicks by the English names every label
// keeps (probe_id), and reads in every frame the words a person reads: each widget's label,
// each text the panels wrap (the prompt, the log, the panels' sentences), the status line (a
// refusal), and every line of words the frame drew, read back from its glyphs: plain
// ImGui::Text, tables and tooltips too.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "app/shell/ui_probe.hpp"
#include "app/words/ui_text.hpp"
#include "english_words.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

struct AsItWas {
    ~AsItWas() {
        app::set_ui_language(text::Language::english);
        app::probe::read_drawn_text(false);
    }
};

}  // namespace

TEST_CASE("The UI tests read back the words a frame drew, whatever drew them", "[ui][language]") {
    const AsItWas restore;
    app::probe::read_drawn_text(true);
    UiDriver ui({1280, 720, 1, fresh_folder("eden-ui-drawn-text")});
    ui.ticks(2);
    const auto& drawn = ui.frame().drawn;
    const auto has = [&drawn](const std::string& line) {
        return std::find(drawn.begin(), drawn.end(), line) != drawn.end();
    };
    CHECK(has("New game (N)"));
    CHECK(has("Quit (Esc)"));
    app::set_ui_language(text::Language::french);
    ui.ticks(2);
    CHECK(has("Nouvelle partie (N)"));
    CHECK(has("Quitter (Échap)"));
    CHECK_FALSE(has("New game (N)"));
}

// Reads every frame the driver draws for English words: each widget's label, the wrapped texts,
// the status line and every drawn line. Each English line is kept once, with the word that gave
// it away.
struct EnglishWatch {
    std::map<std::string, std::string> english_lines;
    std::size_t frames = 0;
    bool read_french = false;  // the words were read at all: "Annuler (U)" is the Undo button

    void attach(UiDriver& ui) {
        ui.on_frame = [this](UiDriver& driver) { read(driver); };
    }

    void read(UiDriver& driver) {
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
        words.insert(words.end(), f.drawn.begin(), f.drawn.end());
        words.push_back(driver.app().status);
        for (const std::string& text : words) {
            read_french = read_french || text == "Annuler (U)";
            std::istringstream lines(text);
            for (std::string line; std::getline(lines, line);)
                if (const std::string word = english_word_in(line); !word.empty())
                    english_lines.emplace(line, word);
        }
    }

    void check(const char* game) const {
        std::printf("%s: %zu frames, %zu English lines\n", game, frames, english_lines.size());
        CHECK(frames > 100);
        CHECK(read_french);
        for (const auto& [line, word] : english_lines)
            UNSCOPED_INFO("\"" << word << "\" in: " << line);
        CHECK(english_lines.empty());
    }
};

TEST_CASE(
    "Language: two people and a bot play in French by mouse and keys and no English word "
    "is drawn",
    "[ui][language]") {
    const AsItWas restore;
    app::set_ui_language(text::Language::french);
    app::probe::read_drawn_text(true);
    DriverOptions options;
    options.seed = 5;
    options.save_dir = fresh_folder("eden-ui-french-game");
    UiDriver ui(options);
    EnglishWatch watch;
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot});
    // Every frame, those the person's steps draw too.
    watch.attach(ui);
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
    CHECK(people.choices_made() > 30);
    ui.on_frame = nullptr;
    watch.check("French game");
}

TEST_CASE(
    "Language: two people and a bot play King of Eden in French to a dragon attack a person "
    "fights and no English word is drawn",
    "[ui][language]") {
    const AsItWas restore;
    DriverOptions options;
    options.seed = 3;
    options.save_dir = fresh_folder("eden-ui-french-koe");
    UiDriver ui(options);
    // The scenario is chosen by its English name; then the table turns French.
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::human, SeatKind::bot}, "King of Eden");
    REQUIRE(ui.app().game->state().setup().dragons);
    app::set_ui_language(text::Language::french);
    app::probe::read_drawn_text(true);
    EnglishWatch watch;
    watch.attach(ui);
    Person people(ui, 7);
    people.plans = true;
    bool fought = false;
    for (int steps = 0; !ui.app().game->over() && !fought; ++steps) {
        REQUIRE(steps < 60000);
        const auto& s = ui.app().game->state();
        const bool dragons_ask_a_person =
            s.phase() == Phase::conquest && s.conquest().step == ConquestStep::dragons &&
            ui.app().game->hot_seat().is_human(ui.app().game->pending().player);
        const std::size_t before = s.action_count();
        if (!people.step()) ui.tick();
        if (dragons_ask_a_person && ui.app().game->state().action_count() > before) fought = true;
    }
    // A few frames more: the battle's result.
    for (int i = 0; i < 20 && !ui.app().game->over(); ++i)
        if (!people.step()) ui.tick();
    ui.on_frame = nullptr;
    CHECK(fought);
    watch.check("French King of Eden");
}
