// The data files' words in a language: card, World, dragon, scenario and ruleset names and
// texts (issue 36: "a name per language", written in data/ beside the English, data/README.md
// "Other languages"). The engine keeps the English of its definitions and never chooses; here
// the reader's language picks the translation, and English, or a text the data does not
// translate, is the definition's own words, byte for byte.
#pragma once

#include <string>

#include "data/data_texts.hpp"
#include "eden/cards/cards.hpp"
#include "eden/core/game_state.hpp"
#include "eden/core/rules.hpp"
#include "eden/text/language.hpp"

namespace eden::text {

// The data folder's other languages (data::GameData::texts), for every later lookup in this
// process. The app and the CLI install them when they load data/; until then every text is
// its English.
void use_data_texts(data::DataTexts texts);

// The one lookup: the data's `field` of `what` (data_texts.hpp's keys: "cards/<id>",
// "scenarios/<id>", ...) in `language`, else `english`.
std::string data_text(Language language, const std::string& what, const std::string& field,
                      const std::string& english);

// A card's name and design note (a unit, a common, technology or dragon card).
std::string card_name(const CardDef& c, Language language);
std::string design_note(const CardDef& c, Language language);
// A card of the game by its number, as the log names it: its name, or the catalog's "card #N"
// when the state does not know it. English is exactly eden::card_name(state, card).
std::string card_name(const GameState& state, int card, Language language);
// A dragon card named by its English name (a DragonCardPlayed event carries the name): its name
// in `language` when the game's dragon deck holds it, else the name as given.
std::string dragon_card_name(const GameState& state, const std::string& english, Language language);

// A World: its name ("The Mountain Clans") and its description.
std::string civilization_name(const Civilization& civ, Language language);
std::string civilization_description(const Civilization& civ, Language language);

// A scenario's texts by field: "name", "summary", "deviations", "win_conditions".
std::string scenario_text(const Scenario& s, const std::string& field, Language language);
// A scenario variant's "name" or "description".
std::string variant_text(const Scenario& s, const ScenarioVariant& v, const std::string& field,
                         Language language);

// A ruleset's "name" or "description", and one parameter's one-line description.
std::string ruleset_text(const Ruleset& r, const std::string& field, Language language);
std::string parameter_description(const Ruleset& r, const std::string& parameter,
                                  const std::string& english, Language language);

}  // namespace eden::text
