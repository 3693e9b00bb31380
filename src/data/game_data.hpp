// Everything under data/, loaded and checked. Loading is all or nothing: the first bad file
// throws a DataError naming the file, the JSON pointer and the problem, and no game starts.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "data/data_texts.hpp"
#include "eden/cards/cards.hpp"
#include "eden/core/rules.hpp"
#include "eden/core/setup.hpp"
#include "eden/dragons/deck.hpp"
#include "eden/map/json.hpp"

namespace eden::data {

struct MapFile {
    std::filesystem::path path;
    NamedMap map;
    int players = 0;  // seats with a portal
};

struct GameData {
    std::filesystem::path dir;
    std::map<std::string, Ruleset> rulesets;
    std::map<std::string, Scenario> scenarios;
    std::vector<MapFile> maps;
    CardLibrary cards;  // data/cards/*.json, then data/civilizations/*.json, in file-name order
    std::map<std::string, DragonDeckDef> dragons;  // data/dragons/<id>.json (King of Eden, 000)
    DataTexts texts;  // every file's words in languages other than English (data_texts.hpp)
};

// Loads rulesets, scenarios, maps and cards, checking each beginner map against the
// map-creation constraints of the standard ruleset (and its scenario's, for a map naming one),
// and the cards across files (check_library), naming the file of any bad card.
GameData load_game_data(const std::filesystem::path& dir);

// The cards alone: `dir`/cards/*.json then `dir`/civilizations/*.json, checked across files.
// Their words in other languages go to `texts` when given.
CardLibrary load_card_library(const std::filesystem::path& dir, DataTexts* texts = nullptr);

// The dragon decks: `dir`/dragons/<id>.json, each checked (dragon_deck_from_json).
std::map<std::string, DragonDeckDef> load_dragon_decks(const std::filesystem::path& dir,
                                                       DataTexts* texts = nullptr);

// A civilization's resource colour (ore is grey); nullopt for an unknown civilization id.
std::optional<TileColor> civilization_resource(const GameData& data, const std::string& civ_id);
// The dragon deck a scenario is played with, for a GameSetup's `dragons`; nullptr when the
// scenario names none. Throws DataError for an unknown scenario.
std::shared_ptr<const DragonDeckDef> dragons_for_scenario(const GameData& data,
                                                          const std::string& scenario_id);

// Rules for a game: ruleset + scenario (+ variant) + `--set key=value` assignments.
// Throws DataError for an unknown ruleset, scenario or variant, a scenario the ruleset does not
// define (Ruleset::scenarios), a bad assignment, or one moving an unfinished parameter away from
// the ruleset's value.
Rules resolve_rules(const GameData& data, const std::string& ruleset_id,
                    const std::string& scenario_id, const std::string& variant_id,
                    const std::vector<std::string>& assignments);

}  // namespace eden::data
