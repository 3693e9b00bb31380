// The language (issue 36 item 4): chosen by mouse on the title screen or in the game's Menu,
// switched at once (the screen's words and every line of the log, the past ones too), kept in
// the settings file for the next start.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/session/settings_file.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/words/player_words.hpp"
#include "app/words/ui_text.hpp"
#include "eden/core/rules.hpp"
#include "english_words.hpp"
#include "new_game_steps.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

// The app's language is one for the whole program: each test leaves it as it found it, even
// when it fails.
struct EnglishAfterwards {
    ~EnglishAfterwards() { app::set_ui_language(text::Language::english); }
};

}  // namespace

TEST_CASE("Language: chosen on the title screen, the title speaks it at once and remembers it",
          "[ui][language]") {
    const EnglishAfterwards restore;
    DriverOptions options{1280, 720, 3, fresh_folder("eden-ui-language-title")};
    UiDriver ui(options);
    ui.ticks(2);
    REQUIRE(ui.has("New game (N)"));
    ui.click("Language");
    ui.click("Français");
    ui.ticks(2);
    CHECK(app::ui_language() == text::Language::french);
    CHECK(ui.shows("Nouvelle partie (N)"));
    CHECK(ui.shows("Règles (F1)"));
    CHECK_FALSE(ui.shows("New game (N)"));
    CHECK(app::read_settings(options.save_dir).settings.language == text::Language::french);
    // And back: the Menu says "Langue", and keeps the name a test finds it by.
    CHECK(ui.shows("Langue"));
    ui.click("Language");
    ui.click("English");
    ui.ticks(2);
    CHECK(ui.has("New game (N)"));
    CHECK(app::read_settings(options.save_dir).settings.language == text::Language::english);
}

TEST_CASE("Language: switched from the Menu mid-game, the log's past lines change too",
          "[ui][language]") {
    const EnglishAfterwards restore;
    DriverOptions options{1280, 720, 6, fresh_folder("eden-ui-language-game")};
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    ui.ticks(40);  // the map is being built
    const std::size_t lines = ui.app().game->log().size();
    REQUIRE(lines > 0);

    ui.click("Menu (M)");
    ui.click("Language");
    ui.click("Français");
    ui.ticks(2);
    CHECK(app::ui_language() == text::Language::french);
    // The Menu stays open, in French.
    CHECK(ui.shows("Effets sonores"));
    CHECK(ui.shows("Langue"));
    ui.key(SDLK_ESCAPE);
    ui.ticks(2);
    const auto& log = ui.app().game->log();
    CHECK(log.size() >= lines);
    CHECK(std::none_of(log.begin(), log.end(), [](const std::string& line) {
        return line.find(" placed a ") != std::string::npos ||
               line.find(" took the face-up tile") != std::string::npos;
    }));
    CHECK(std::any_of(log.begin(), log.end(), [](const std::string& line) {
        return line.find(" a posé une tuile ") != std::string::npos;
    }));
    CHECK(app::read_settings(options.save_dir).settings.language == text::Language::french);
}

namespace {

// Every label drawn this frame fits its widget and no widget runs past the right edge of the
// window that shows it (issue 36 item 6): what a longer translation would break.
void check_nothing_cut(UiDriver& ui, const char* screen) {
    INFO(screen);
    int labels = 0;
    for (const app::probe::Item& it : ui.frame().items) {
        if (it.text_width <= 0 || !it.visible) continue;
        ++labels;
        INFO(it.id);
        CHECK(it.text_width <= it.box.x1 - it.box.x0 + 1.0f);
        CHECK(it.box.x1 <= it.clip.x1 + 1.0f);
    }
    CHECK(labels > 3);
}

}  // namespace

TEST_CASE(
    "Language: in French and in the pseudo-language (accented and 40 % longer) nothing is "
    "cut at 1280x720",
    "[ui][language]") {
    const EnglishAfterwards restore;
    for (const text::Language language : {text::Language::pseudo, text::Language::french}) {
        INFO(std::string(text::code(language)));
        app::set_ui_language(language);
        DriverOptions options{1280, 720, 4, fresh_folder("eden-ui-language-longer")};
        UiDriver ui(options);
        ui.ticks(2);
        check_nothing_cut(ui, "title");
        ui.key(SDLK_n);
        ui.ticks(2);
        check_nothing_cut(ui, "new game");
        ui.key(SDLK_ESCAPE);
        // The driver's steps click English labels: the game starts in English, then the words
        // turn.
        app::set_ui_language(text::Language::english);
        ui.ticks(2);
        start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
        app::set_ui_language(language);
        ui.ticks(5);
        ui.key(SDLK_m);
        ui.ticks(2);
        check_nothing_cut(ui, "the game's Menu");
    }
}

TEST_CASE("Language: a translated label keeps the English name the tests and the UI driver use",
          "[ui][language]") {
    // Issue 36: the UI driver plays a French game by the same names as an English one.
    CHECK(app::probe::probe_id("Annuler (U)###app.game.undo") == "Undo (U)");
    CHECK(app::probe::probe_id("m’arrêter maintenant###stop now") == "stop now");
    CHECK(app::probe::probe_id("Enregistrer###Save##lab") == "Save");
    CHECK(app::probe::probe_id("Undo (U)##undo") == "Undo (U)");
    CHECK(app::probe::probe_id("Undo (U)") == "Undo (U)");
}

TEST_CASE("Language: a rulebook's number reads as its name in the reader's language",
          "[ui][language]") {
    // Issue 36: the data's French names the editions by number like the English does, and a
    // French reader reads « le livret anglais » where an English one reads "the English
    // rulebook" (player_words.cpp, issue 33 item 8).
    const EnglishAfterwards restore;
    const std::string data = "003 counts ordinary tiles (003 §Portals). 002: every tile.";
    CHECK(app::for_players(data) ==
          "The English rulebook counts ordinary tiles. The edition with troops: every tile.");
    app::set_ui_language(text::Language::french);
    CHECK(app::for_players("Comme 002, le portail reste (RULES.md §5 C7). 004 : au plus 2.") ==
          "Comme l\u2019édition avec troupes, le portail reste. Le livret français : au plus 2.");
}

namespace {

// A parameter's id that the rules variants' narrow column wraps after one of its '_' leaves its
// tail at the start of the next drawn line ("game.conquest_first_" / "player"): an identifier,
// not an English word.
std::string without_wrapped_id_tail(const std::string& line) {
    for (const ParamInfo& p : parameter_table()) {
        const std::string id(p.id);
        for (std::size_t cut = id.find('_'); cut != std::string::npos; cut = id.find('_', cut + 1))
            if (line.rfind(id.substr(cut + 1) + " ", 0) == 0) return line.substr(id.size() - cut);
    }
    return line;
}

// The drawn lines of the last frame that hold an English word, each with the word, under the
// screen's name.
void collect_english(const UiDriver& ui, const std::string& screen,
                     std::map<std::string, std::string>& found) {
    for (const std::string& line : ui.frame().drawn)
        if (const std::string word = english_word_in(without_wrapped_id_tail(line)); !word.empty())
            found.emplace(screen + ": " + line, word);
}

}  // namespace

TEST_CASE(
    "Language: every screen a player or a designer opens draws no English word in the "
    "pseudo-language, read back from the glyphs drawn",
    "[ui][language]") {
    // Issue 36 item 6: the pseudo-language accents every message of the catalogs, so a line of
    // plain English words on screen is text that did not come from them.
    const EnglishAfterwards restore;
    app::probe::read_drawn_text(true);
    struct ReadNoMore {
        ~ReadNoMore() { app::probe::read_drawn_text(false); }
    } read_no_more;
    app::set_ui_language(text::Language::pseudo);
    UiDriver ui({1280, 720, 4, fresh_folder("eden-ui-language-sweep")});
    std::map<std::string, std::string> english;
    const auto look = [&](const std::string& screen, int ticks = 3) {
        ui.ticks(ticks);
        REQUIRE_FALSE(ui.frame().drawn.empty());
        collect_english(ui, screen, english);
    };
    look("title");
    for (const auto& [key, screen] :
         std::vector<std::pair<SDL_Keycode, std::string>>{{SDLK_n, "new game"},
                                                          {SDLK_o, "load"},
                                                          {SDLK_w, "watch"},
                                                          {SDLK_p, "lab"},
                                                          {SDLK_F1, "rules"},
                                                          {SDLK_g, "gallery"},
                                                          {SDLK_e, "map editor"}}) {
        ui.key(key);
        look(screen);
        ui.key(SDLK_ESCAPE);
        ui.ticks(3);
    }
    ui.key(SDLK_n);
    ui.app().show_variants = true;
    look("new game, rules variants");
    ui.key(SDLK_ESCAPE);
    ui.ticks(3);
    ui.key(SDLK_e);
    ui.ticks(3);
    ui.click("Scenario editor");
    look("scenario editor");
    ui.key(SDLK_ESCAPE);
    ui.key(SDLK_ESCAPE);
    ui.ticks(3);
    // A game, its Menu and its screens.
    app::set_ui_language(text::Language::english);
    ui.ticks(2);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    app::set_ui_language(text::Language::pseudo);
    look("game", 6);
    ui.key(SDLK_m);
    look("game menu");
    ui.key(SDLK_ESCAPE);
    ui.ticks(2);
    for (const auto& [line, word] : english)
        UNSCOPED_INFO("\"" << word << "\" in " << line);
    CHECK(english.empty());
}
