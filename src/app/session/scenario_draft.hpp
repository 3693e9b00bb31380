// The scenario editor's state (issue 38 item 5), without SDL or ImGui: a scenario's words, its
// parameter overrides (edited with New game's own Rules variants editor), the map it is played
// on, and the file it goes to. Its deviations line is not typed but generated from the overrides
// (text/deviation_text.hpp), with what the designer has more to say after it.
#pragma once

#include <array>
#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "app/session/new_game.hpp"
#include "data/game_data.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

struct ScenarioDraft {
    std::array<char, 64> id{};
    std::array<char, 128> name{};
    std::array<char, 1024> summary{};
    std::array<char, 1024> win_conditions{};
    // Said after the generated deviations: why, what is ours, what no parameter says.
    std::array<char, 1024> notes{};
    // The ruleset the overrides are checked under, and the overrides as `rule_changes` over
    // its Supremacy: the New game dialog's Rules variants editor edits them.
    NewGameChoice rules;
    bool show_variants = true;
    std::map<std::string, std::string> variant_list_texts;
    std::string variant_search;
    // Played on the map editor's map (the map names the scenario when saved), or on a map built
    // in play.
    bool on_editor_map = false;
    std::filesystem::path file;
    std::array<char, 1024> file_field{};
    std::filesystem::path replace_confirmed_for;  // as the map editor's
    std::string status;                           // the last save's outcome, or why it was refused
};

// A new scenario under the standard ruleset, to be saved in `folder` (new_scenario.json, ...).
ScenarioDraft new_scenario_draft(const data::GameData& data, const std::filesystem::path& folder);
// A draft that starts from a scenario of the data: its words and overrides, its written
// deviations less the sentences its overrides make (those are generated again).
ScenarioDraft scenario_draft_from(const data::GameData& data, const Scenario& scenario,
                                  const std::filesystem::path& folder);

// The overrides as a scenario's "set".
nlohmann::json draft_overrides(const ScenarioDraft& draft);
// The overrides' sentences alone, over the draft's ruleset.
std::string generated_deviations(const ScenarioDraft& draft, const data::GameData& data,
                                 text::Language language);
// The deviations line as saved: the overrides' sentences, then the notes.
std::string draft_deviations(const ScenarioDraft& draft, const data::GameData& data,
                             text::Language language);
// The scenario file's JSON (English words: the data's French is written beside by hand).
nlohmann::json scenario_draft_json(const ScenarioDraft& draft, const data::GameData& data);
// Why the draft cannot be saved or tried, in the loader's words (`file: /pointer: reason`, the
// reason for the reader's language), or nullopt: the scenario loader and the rules read it back
// as they would from the file.
std::optional<text::Message> scenario_draft_problem(const ScenarioDraft& draft,
                                                    const data::GameData& data);
// The draft as the data would read it. Throws DataError as scenario_draft_problem says.
Scenario scenario_of(const ScenarioDraft& draft, const data::GameData& data);

}  // namespace eden::app
