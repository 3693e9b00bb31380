// The data files' words in French (issue 36: "Card, World, technology, dragon and scenario names
// and design notes get a French form in the data files, a name per language"): every shipped
// text has one, the loaders refuse a hostile language object with its file and JSON pointer,
// and a French log or prompt names a card in French while English reads exactly as before.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>

#include "app/session/game_session.hpp"
#include "app/session/labels.hpp"
#include "app/session/new_game.hpp"
#include "app/session/rules_sheet.hpp"
#include "data/data_files.hpp"
#include "data/data_texts.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/event_text.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/shipped_data.hpp"
#include "support/temp_folder.hpp"

using namespace eden;
using eden::test::shipped_data;
using nlohmann::json;
using text::Language;

namespace {

// The shipped texts installed for one test, and none again after it: the other tests of the
// program read the definitions' English, whatever ran before them.
struct ShippedTexts {
    ShippedTexts() { text::use_data_texts(shipped_data().texts); }
    ~ShippedTexts() { text::use_data_texts({}); }
    ShippedTexts(const ShippedTexts&) = delete;
    ShippedTexts& operator=(const ShippedTexts&) = delete;
};

void check_french(const std::string& what, const char* field) {
    INFO(what << " " << field);
    const std::string* fr = shipped_data().texts.find("fr", what, field);
    REQUIRE(fr != nullptr);
    CHECK_FALSE(fr->empty());
    // French typography (data/text/README.md): the apostrophe ’, never '.
    CHECK(fr->find('\'') == std::string::npos);
}

std::string refusal(const std::function<void()>& f) {
    try {
        f();
    } catch (const DataError& e) {
        return e.what();
    }
    return "";
}

json card_file_with(json fr) {
    json card = {{"id", "captain"}, {"name", "Captain"}, {"cost", 0}, {"design_note", "x"}};
    card["fr"] = std::move(fr);
    return json{{"cards", json::array({card})}};
}

std::string card_file_refusal(json fr) {
    json file = card_file_with(std::move(fr));
    data::DataTexts texts;
    return refusal([&] { data::take_card_file_texts(file, "c.json", texts); });
}

}  // namespace

TEST_CASE("Issue 36: every shipped card, World, scenario and ruleset text has a French form",
          "[data][text]") {
    const data::GameData& d = shipped_data();
    for (const CardDef& c : d.cards.cards) {
        check_french("cards/" + c.id, "name");
        check_french("cards/" + c.id, "design_note");
    }
    for (const auto& [id, deck] : d.dragons) {
        check_french("dragons/" + id, "name");
        check_french("dragons/" + id, "description");
        for (const CardDef& c : deck.cards) {
            check_french("cards/" + c.id, "name");
            check_french("cards/" + c.id, "design_note");
        }
    }
    for (const Civilization& civ : d.cards.civilizations) {
        check_french("civilizations/" + civ.id, "name");
        check_french("civilizations/" + civ.id, "description");
    }
    for (const auto& [id, s] : d.scenarios) {
        for (const char* field : {"name", "summary", "deviations", "win_conditions"})
            check_french("scenarios/" + id, field);
        for (const ScenarioVariant& v : s.variants) {
            check_french("scenarios/" + id + "/variants/" + v.id, "name");
            check_french("scenarios/" + id + "/variants/" + v.id, "description");
        }
    }
    for (const auto& [id, r] : d.rulesets) {
        check_french("rulesets/" + id, "name");
        check_french("rulesets/" + id, "description");
        for (const auto& [parameter, description] : r.descriptions)
            check_french("rulesets/" + id + "/parameters/" + parameter, "description");
    }
}

TEST_CASE("Issue 36: the data's languages are the text layer's, English aside", "[data][text]") {
    std::vector<std::string> text_layer, data_layer;
    for (Language l : text::kLanguages)
        if (l != Language::english) text_layer.emplace_back(text::code(l));
    for (std::string_view code : data::kDataLanguages)
        data_layer.emplace_back(code);
    CHECK(text_layer == data_layer);
}

TEST_CASE("Issue 36: a hostile language object is refused with file and pointer", "[data]") {
    CHECK(card_file_refusal("Capitaine") ==
          "c.json: /cards/0/fr: must be an object of texts in that language");
    CHECK(card_file_refusal({{"name", 3}}) == "c.json: /cards/0/fr/name: must be a string");
    CHECK(card_file_refusal({{"name", ""}}) == "c.json: /cards/0/fr/name: must not be empty");
    CHECK(card_file_refusal({{"nom", "Capitaine"}}) ==
          "c.json: /cards/0/fr/nom: unknown field \"nom\" (a translation holds name, "
          "design_note)");
    // A card has no description: the field list is the object's own.
    CHECK(card_file_refusal({{"description", "Un officier"}})
              .rfind("c.json: /cards/0/fr/description: unknown field", 0) == 0);

    json german = card_file_with({{"name", "Capitaine"}});
    german["cards"][0]["de"] = {{"name", "Hauptmann"}};
    data::DataTexts texts;
    CHECK(refusal([&] { data::take_card_file_texts(german, "c.json", texts); }) ==
          "c.json: /cards/0/de: unknown language \"de\" (the others are: fr)");
    json english = card_file_with({{"name", "Capitaine"}});
    english["cards"][0]["en"] = {{"name", "Captain"}};
    CHECK(refusal([&] { data::take_card_file_texts(english, "c.json", texts); }) ==
          "c.json: /cards/0/en: unknown language \"en\" (English is the object's own fields)");

    // A scenario's variant and a ruleset's parameter name their place.
    json scenario = {{"id", "s"},
                     {"variants", json::array({{{"id", "open"}, {"fr", {{"summary", "x"}}}}})}};
    CHECK(refusal([&] {
              data::take_scenario_texts(scenario, "s.json", texts);
          }).rfind("s.json: /variants/0/fr/summary: unknown field \"summary\"", 0) == 0);
    json ruleset = {
        {"id", "r"},
        {"parameters", {{"game.hand_size", {{"value", 5}, {"fr", {{"description", 5}}}}}}}};
    CHECK(refusal([&] { data::take_ruleset_texts(ruleset, "r.json", texts); }) ==
          "r.json: /parameters/game.hand_size/fr/description: must be a string");
    json civilization = {{"id", "c"}, {"fr", {{"name", "Les Clans"}, {"design_note", "x"}}}};
    CHECK(refusal([&] {
              data::take_civilization_texts(civilization, "c.json", texts);
          }).rfind("c.json: /fr/design_note: unknown field", 0) == 0);

    // A good one is taken out, leaving the English the engine reads.
    json good = card_file_with({{"name", "Capitaine"}, {"design_note", "Notre création"}});
    data::DataTexts taken;
    data::take_card_file_texts(good, "c.json", taken);
    CHECK_FALSE(good["cards"][0].contains("fr"));
    REQUIRE(taken.find("fr", "cards/captain", "name"));
    CHECK(*taken.find("fr", "cards/captain", "name") == "Capitaine");
}

TEST_CASE("Issue 36: load_game_data refuses a shipped file with a bad French form", "[data]") {
    const test::TempFolder folder("data-texts");
    const std::filesystem::path dir = folder / "data";
    std::filesystem::copy(EDEN_SOURCE_DATA_DIR, dir, std::filesystem::copy_options::recursive);
    const auto file = dir / "civilizations" / "mountain_clans.json";
    json clans = data::read_json_file(file);
    clans["units"][1]["fr"]["name"] = json::array();
    data::write_json_file(file, clans);
    CHECK(refusal([&] { (void)data::load_game_data(dir); }) ==
          file.string() + ": /units/1/fr/name: must be a string");
}

TEST_CASE("Issue 36: a French log and prompt name a card in French, English as before",
          "[data][text]") {
    const ShippedTexts installed;
    app::NewGameChoice choice = app::default_new_game(shipped_data(), 5);
    app::GameSession game(GameState(app::make_setup(shipped_data(), choice)),
                          {app::SeatKind::bot, app::SeatKind::bot}, 5);
    for (int i = 0; i < 3000 && !game.over() && game.state().conquest().cards.empty(); ++i)
        game.play_bot();
    const GameState& state = game.state();
    REQUIRE_FALSE(state.conquest().cards.empty());
    // A card whose French name differs from its English one.
    int card = -1;
    for (std::size_t i = 0; i < state.conquest().cards.size() && card < 0; ++i) {
        const CardDef& def =
            state.setup().cards->cards[static_cast<std::size_t>(state.conquest().cards[i].def)];
        if (text::card_name(def, Language::french) != def.name) card = static_cast<int>(i);
    }
    REQUIRE(card >= 0);
    const CardDef& def = state.setup().cards->cards[static_cast<std::size_t>(
        state.conquest().cards[static_cast<std::size_t>(card)].def)];
    const std::string french = *shipped_data().texts.find("fr", "cards/" + def.id, "name");

    // The log: the CLI's describe and the app's names (which the game panels render through).
    CHECK(describe(Event{UnitCollapsed{card}}, state, Language::french) ==
          "L’unité " + french + " s’effondre");
    const text::Message collapsed = text::message_of(Event{UnitCollapsed{card}});
    CHECK(text::render(collapsed, app::log_names(state), Language::french) ==
          "L’unité " + french + " s’effondre");
    // A prompt naming the card.
    Decision d;
    d.player = 0;
    d.prompt = collapsed;
    CHECK(describe(d, state, Language::french) == "L’unité " + french + " s’effondre");

    // English: the definition's name, byte for byte, with the French installed.
    CHECK(describe(Event{UnitCollapsed{card}}, state) == def.name + " collapses");
    CHECK(text::render(collapsed, app::log_names(state), Language::english) ==
          card_name(state, card) + " collapses");
    CHECK(describe(d, state, Language::english) == def.name + " collapses");
}

TEST_CASE("Issue 36: the rules sheet and a World read in French", "[data][text]") {
    const ShippedTexts installed;
    const data::GameData& d = shipped_data();
    const Ruleset& standard = d.rulesets.at("standard");
    const Scenario& supremacy = d.scenarios.at("supremacy");
    const Rules rules = data::resolve_rules(d, "standard", "supremacy", "", {});
    const app::RulesSheet english = app::rules_sheet(standard, supremacy, rules);
    const app::RulesSheet french = app::rules_sheet(standard, supremacy, rules, Language::french);
    CHECK(english.scenario == supremacy.name);
    CHECK(english.ruleset == standard.name);
    CHECK(french.scenario == "Suprématie");
    CHECK(french.win_conditions == *d.texts.find("fr", "scenarios/supremacy", "win_conditions"));
    REQUIRE(french.rows.size() == english.rows.size());
    for (std::size_t i = 0; i < french.rows.size(); ++i) {
        INFO(french.rows[i].id);
        CHECK(french.rows[i].value == english.rows[i].value);
        CHECK(french.rows[i].description != english.rows[i].description);
    }
    const Civilization* clans = d.cards.civilization("mountain_clans");
    REQUIRE(clans);
    CHECK(text::civilization_name(*clans, Language::french) == "Les Clans des montagnes");
    CHECK(text::civilization_name(*clans, Language::english) == clans->name);
    // The layout tests' pseudo-language lengthens the data's words like the catalog's.
    const std::string pseudo = text::civilization_name(*clans, Language::pseudo);
    CHECK(pseudo != clans->name);
    CHECK(pseudo.size() > clans->name.size() * 13 / 10);
    // Untranslated data (none installed) falls back to English.
    text::use_data_texts({});
    CHECK(text::civilization_name(*clans, Language::french) == clans->name);
}
