// The first game that teaches (issue 16 item 7), without a screen: which hint a moment of the
// game calls for, that a seen hint never comes back, that hints come only for the person whose
// own decision is on screen, that a guided game meets its hints, and the settings file that
// keeps the hints seen between runs.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "app/session/game_session.hpp"
#include "app/session/new_game.hpp"
#include "app/session/settings_file.hpp"
#include "app/session/tutorial.hpp"
#include "bots/bot.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"
#include "support/shipped_data.hpp"
#include "support/temp_folder.hpp"

using namespace eden;
using namespace eden::app;

namespace {

HintMoment persons(DecisionKind kind, bool dragons = false) {
    HintMoment m;
    m.hints_on = true;
    m.persons_own_decision = true;
    m.kind = kind;
    m.dragons_turn = dragons;
    return m;
}

std::string shown(const HintMoment& m, const std::set<std::string>& seen = {}) {
    const Hint* h = hint_for(m, seen);
    return h ? std::string(h->id) : std::string("none");
}

// Plays `session` with a heuristic stand-in for the people and the bots for the rest; at every
// decision, the hint the screen would show is noted and dismissed at once (a person clicking
// "Got it"). Stops when `enough` hints were met or after `max_actions`.
std::vector<std::string> hints_met(GameSession& session, std::size_t enough, int max_actions) {
    std::set<std::string> seen;
    std::vector<std::string> met;
    auto stand_in = bots::make_bot("heuristic", 3);
    for (int i = 0; i < max_actions && !session.over() && met.size() < enough; ++i) {
        if (session.bot_to_move()) {
            // A bot's decision never brings a hint up.
            REQUIRE(hint_for(hint_moment(session, true, false), seen) == nullptr);
            session.play_bot();
            continue;
        }
        if (!session.hot_seat().may_draw_game()) {
            REQUIRE(hint_for(hint_moment(session, true, false), seen) == nullptr);
            session.dismiss_curtain();
            continue;
        }
        // A question box over the game holds the hint back.
        REQUIRE(hint_for(hint_moment(session, true, true), seen) == nullptr);
        if (const Hint* h = hint_for(hint_moment(session, true, false), seen)) {
            met.emplace_back(h->id);
            seen.insert(std::string(h->id));
        }
        const Action a = stand_in->choose(session.state(), session.pending());
        REQUIRE_FALSE(session.apply(a));
    }
    return met;
}

}  // namespace

TEST_CASE("Tutorial: each moment of the game calls for its hint", "[tutorial]") {
    const std::map<DecisionKind, std::string> expected = {
        {DecisionKind::draw_tile, "tile"},
        {DecisionKind::place_tile, "tile"},
        {DecisionKind::place_tile_blind, "tile"},
        {DecisionKind::place_chain_tile, "tile"},
        {DecisionKind::portal_step, "portal"},
        {DecisionKind::place_portal, "portal"},
        {DecisionKind::final_portal_round, "portal"},
        {DecisionKind::choose_starting_unit, "deck"},
        {DecisionKind::choose_starting_crystals, "deck"},
        {DecisionKind::place_resources, "resources"},
        {DecisionKind::attack_subphase, "attack"},
        {DecisionKind::defend_front, "battle"},
        {DecisionKind::add_unit, "battle"},
        {DecisionKind::return_units, "battle"},
        {DecisionKind::trigger_ability, "ability"},
        {DecisionKind::ability_choice, "ability"},
        {DecisionKind::pay, "pay"},
        {DecisionKind::purchase, "purchase"},
        {DecisionKind::none, "none"},
    };
    for (const auto& [kind, id] : expected) {
        INFO(to_string(kind));
        CHECK(shown(persons(kind)) == id);
    }
}

TEST_CASE("Tutorial: every hint has a title, words in each language, and a unique name",
          "[tutorial]") {
    std::set<std::string_view> ids;
    for (const Hint& h : all_hints()) {
        CHECK(ids.insert(h.id).second);
        for (text::Language l : text::kLanguages) {
            const std::string title = text::render(text::Message(std::string(h.title_id)), {}, l);
            const std::string words = text::render(text::Message(std::string(h.text_id)), {}, l);
            INFO(title);
            CHECK_FALSE(title.empty());
            CHECK(title.find('[') == std::string::npos);  // "[id]": a message the catalog lacks
            // A few sentences: read in the middle of a game, not a page of the rulebook (French
            // runs a fifth longer than English, and its accents take two bytes).
            CHECK(words.size() > 100);
            CHECK(words.size() < (l == text::Language::english ? 520u : 620u));
        }
        CHECK(find_hint(h.id) == &h);
    }
    CHECK(find_hint("no such hint") == nullptr);
    for (const char* id : {"tile", "portal", "battle", "purchase", "ability", "dragons"})
        CHECK(find_hint(id) != nullptr);
}

TEST_CASE("Tutorial: a hint seen is never shown again", "[tutorial]") {
    CHECK(shown(persons(DecisionKind::place_tile), {"tile"}) == "none");
    CHECK(shown(persons(DecisionKind::portal_step), {"tile"}) == "portal");
    // A hint the app does not know (a newer version's) changes nothing.
    CHECK(shown(persons(DecisionKind::portal_step), {"tile", "someday"}) == "portal");
}

TEST_CASE("Tutorial: the dragons' turn shows the dragon hint first, then the battle one",
          "[tutorial]") {
    CHECK(shown(persons(DecisionKind::defend_front, true)) == "dragons");
    CHECK(shown(persons(DecisionKind::defend_front, true), {"dragons"}) == "battle");
    CHECK(shown(persons(DecisionKind::dragon_support, true)) == "dragons");
    CHECK(shown(persons(DecisionKind::defend_front, true), {"dragons", "battle"}) == "none");
}

TEST_CASE("Tutorial: no hint when hints are off or the decision is not the person's on screen",
          "[tutorial]") {
    HintMoment off = persons(DecisionKind::place_tile);
    off.hints_on = false;
    CHECK(shown(off) == "none");
    HintMoment others = persons(DecisionKind::place_tile);
    others.persons_own_decision = false;
    CHECK(shown(others) == "none");
}

TEST_CASE("Tutorial: the guided game is a person who goes first against a bot", "[tutorial]") {
    const GameSetup setup = tutorial_setup(test::shipped_data(), 7);
    CHECK_FALSE(setup_problem(setup));
    REQUIRE(setup.players.size() == 2);
    CHECK(setup.first_player == 0);
    CHECK(setup.scenario_id == "supremacy");
    // The map is built in play: the first tile and the portal are part of the lesson.
    CHECK_FALSE(setup.premade_map);
    const NewGameChoice c = tutorial_choice(test::shipped_data(), 7);
    CHECK(c.seats[0].kind == SeatKind::human);
    CHECK(c.seats[1].kind == SeatKind::bot);
    CHECK(c.seats[0].civilization != c.seats[1].civilization);
    GameSession session(GameState(setup), {SeatKind::human, SeatKind::bot}, 7);
    // The first decision is the person's, no curtain: the first hint is on screen at once.
    CHECK(session.pending().player == 0);
    CHECK(session.hot_seat().may_draw_game());
    CHECK(shown(hint_moment(session, true, false)) == "tile");
}

TEST_CASE("Tutorial: a guided game played through meets its hints in the game's order",
          "[tutorial]") {
    const std::uint64_t seed = GENERATE(3u, 11u);
    GameSession session(GameState(tutorial_setup(test::shipped_data(), seed)),
                        {SeatKind::human, SeatKind::bot}, seed);
    const auto met = hints_met(session, 9, 3000);
    INFO("seed " << seed);
    // Supremacy has no dragons: every other hint comes, the map's first.
    REQUIRE(met.size() >= 7);
    CHECK(met[0] == "tile");
    CHECK(met[1] == "portal");
    CHECK(met[2] == "deck");
    for (const char* id : {"resources", "attack", "battle", "pay", "purchase"})
        CHECK(std::find(met.begin(), met.end(), id) != met.end());
    CHECK(std::find(met.begin(), met.end(), "dragons") == met.end());
}

TEST_CASE("Tutorial: a King of Eden game brings the dragon hint when the dragons attack",
          "[tutorial]") {
    NewGameChoice c = default_new_game(test::shipped_data(), 5);
    c.scenario = "king-of-eden";
    REQUIRE_FALSE(new_game_problem(test::shipped_data(), c));
    GameSession session(GameState(make_setup(test::shipped_data(), c)),
                        {SeatKind::human, SeatKind::bot}, 5);
    bool dragons = false;
    std::set<std::string> seen;
    auto stand_in = bots::make_bot("heuristic", 3);
    for (int i = 0; i < 6000 && !session.over() && !dragons; ++i) {
        if (session.bot_to_move()) {
            session.play_bot();
            continue;
        }
        if (const Hint* h = hint_for(hint_moment(session, true, false), seen)) {
            seen.insert(std::string(h->id));
            dragons = h->id == "dragons";
        }
        REQUIRE_FALSE(session.apply(stand_in->choose(session.state(), session.pending())));
    }
    CHECK(dragons);
}

TEST_CASE("Settings file: what is written is read back", "[tutorial][settings]") {
    const test::TempFolder folder("settings-roundtrip");
    const auto& dir = folder.path();
    Settings s;
    s.ui_scale = 1.5f;
    s.bot_delay_ms = 250;
    s.show_hints = true;
    s.sound_effects = true;
    s.hints_seen = {"tile", "portal"};
    s.language = text::Language::french;  // issue 36 item 4: the Menu's choice is kept
    write_settings(dir, s);
    const SettingsRead read = read_settings(dir);
    CHECK_FALSE(read.problem);
    CHECK(read.settings == s);
    // Written whole, through a temporary file renamed over it: none is left behind.
    CHECK_FALSE(std::filesystem::exists(settings_file(dir).string() + ".tmp"));
}

TEST_CASE("Settings file: none yet gives the defaults without a complaint",
          "[tutorial][settings]") {
    const test::TempFolder none("settings-none");
    const SettingsRead read = read_settings(none.path());
    CHECK_FALSE(read.problem);
    CHECK(read.settings == Settings{});
    // No language chosen yet: the first start follows the locale (text::language_from_environment).
    CHECK_FALSE(read.settings.language.has_value());
    CHECK_FALSE(read.settings.show_hints);     // ordinary games start without hints
    CHECK_FALSE(read.settings.sound_effects);  // nor sound (issue 17: off on a first start)
    CHECK(read_settings({}).settings == Settings{});
}

TEST_CASE("Settings file: a broken file is reported and the defaults are used",
          "[tutorial][settings]") {
    const test::TempFolder folder("settings-broken");
    const auto& dir = folder.path();
    const auto write = [&dir](const std::string& text) {
        std::ofstream(settings_file(dir), std::ios::trunc) << text;
    };
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"{\"ui_scale\": 1.5,", "settings.json"},              // cut short
        {"[1, 2]", "a JSON object"},                           // not an object
        {"{\"ui_scale\": \"big\"}", "/ui_scale"},              // wrong kind
        {"{\"ui_scale\": 40}", "between 0.5 and 3"},           // out of range
        {"{\"bot_delay_ms\": -1}", "/bot_delay_ms"},           // out of range
        {"{\"show_hints\": 1}", "true or false"},              // wrong kind
        {"{\"hints_seen\": [\"tile\", 3]}", "/hints_seen/1"},  // not a name
        {"{\"show_hint\": true}", "unknown setting"},          // a typo
        {"{\"language\": \"de\"}", "\"en\" or \"fr\""},        // not a language we speak
    };
    for (const auto& [text, says] : cases) {
        INFO(text);
        write(text);
        const SettingsRead read = read_settings(dir);
        REQUIRE(read.problem);
        CHECK_THAT(*read.problem, Catch::Contains(says));
        CHECK(read.settings == Settings{});
    }
    // A folder where the file should be: reported too, never thrown.
    std::filesystem::remove(settings_file(dir));
    std::filesystem::create_directories(settings_file(dir));
    CHECK(read_settings(dir).problem);
}
