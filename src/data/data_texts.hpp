// The data files' words in languages other than English (issue 36: "a name per language").
// English is each object's plain fields, which the engine reads; another language is an
// optional object beside them, keyed by its code: {"name": "Grove Acolyte", "fr": {"name":
// "Acolyte du Bosquet"}}. The loaders take those objects out of the JSON before the engine's
// parsers see it, so the engine's definitions, the saves that carry them and the goldens stay
// exactly as they were, and the engine holds no language. The text layer chooses among them
// (eden/text/data_text.hpp).
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace eden::data {

// The codes a data file may carry a language object for: every language of the text layer but
// English (tests/test_data_texts.cpp checks the two lists agree).
inline constexpr std::array<std::string_view, 1> kDataLanguages{"fr"};

// What a file's objects say in each language, by what they are:
//   "cards/<id>"                          name, design_note (units, common, technology, dragons)
//   "civilizations/<id>"                  name, description
//   "dragons/<id>"                        name, description (a dragon deck)
//   "scenarios/<id>"                      name, summary, deviations, win_conditions
//   "scenarios/<id>/variants/<id>"        name, description
//   "rulesets/<id>"                       name, description
//   "rulesets/<id>/parameters/<name>"     description
struct DataTexts {
    // language code -> (what, field) -> text
    std::map<std::string, std::map<std::pair<std::string, std::string>, std::string>> languages;

    // The text, or nullptr when the data has none in that language.
    const std::string* find(std::string_view language, const std::string& what,
                            const std::string& field) const;
    void merge(DataTexts other);
};

// Each takes the language objects out of one file's JSON (in place) into `out`, refusing a
// language object that is not an object, an unknown language code (a two-letter key the object
// does not otherwise have), a field the object has no text for, or a value that is not a
// non-empty string, as DataError(source, pointer, reason). Objects without a usable "id" are
// left for the engine's parser to refuse.
void take_card_file_texts(nlohmann::json& j, const std::string& source, DataTexts& out);
void take_civilization_texts(nlohmann::json& j, const std::string& source, DataTexts& out);
void take_dragon_deck_texts(nlohmann::json& j, const std::string& source, DataTexts& out);
void take_scenario_texts(nlohmann::json& j, const std::string& source, DataTexts& out);
void take_ruleset_texts(nlohmann::json& j, const std::string& source, DataTexts& out);

// A file as the engine reads it: every language object, at any depth, removed unchecked (for
// tests that hand a shipped file straight to an engine parser).
nlohmann::json english_only(nlohmann::json j);

}  // namespace eden::data
