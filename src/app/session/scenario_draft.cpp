#include "app/session/scenario_draft.hpp"

#include <cstdio>
#include <string_view>
#include <utility>

#include "app/session/file_refusal.hpp"
#include "app/session/map_editor.hpp"
#include "eden/core/data_error.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/deviation_text.hpp"

namespace eden::app {

namespace {

template <std::size_t N>
void put(std::array<char, N>& field, std::string_view words) {
    std::snprintf(field.data(), field.size(), "%.*s", static_cast<int>(words.size()), words.data());
}

std::string words(const char* field) {
    return std::string(field);
}

// The ruleset's rules with the draft's base scenario (Supremacy changes nothing): what the
// overrides' sentences compare against.
const Ruleset& ruleset_of(const ScenarioDraft& draft, const data::GameData& data) {
    const auto r = data.rulesets.find(draft.rules.ruleset);
    return r != data.rulesets.end() ? r->second : data.rulesets.at("standard");
}

void set_file(ScenarioDraft& draft, const std::filesystem::path& file) {
    draft.file = file;
    put(draft.file_field, file.string());
}

}  // namespace

ScenarioDraft new_scenario_draft(const data::GameData& data, const std::filesystem::path& folder) {
    ScenarioDraft draft;
    draft.rules = default_new_game(data, 1);
    draft.rules.scenario = "supremacy";
    const auto file = free_file(folder, "new_scenario");
    set_file(draft, file);
    put(draft.id, file.stem().string());
    return draft;
}

ScenarioDraft scenario_draft_from(const data::GameData& data, const Scenario& scenario,
                                  const std::filesystem::path& folder) {
    ScenarioDraft draft = new_scenario_draft(data, folder);
    put(draft.id, scenario.id);
    put(draft.name, scenario.name);
    put(draft.summary, scenario.summary);
    put(draft.win_conditions, scenario.win_conditions);
    for (const auto& [id, value] : scenario.set.items())
        draft.rules.rule_changes[id] = value;
    std::string notes = scenario.deviations;
    for (const std::string& sentence : text::deviation_sentences(
             ruleset_of(draft, data), scenario.set, text::Language::english)) {
        const auto at = notes.find(sentence);
        if (at == std::string::npos) continue;
        std::size_t end = at + sentence.size();
        while (end < notes.size() && notes[end] == ' ')
            ++end;
        notes.erase(at, end - at);
    }
    while (!notes.empty() && notes.back() == ' ')
        notes.pop_back();
    put(draft.notes, notes);
    set_file(draft, folder / (scenario.id + ".json"));
    return draft;
}

nlohmann::json draft_overrides(const ScenarioDraft& draft) {
    nlohmann::json set = nlohmann::json::object();
    for (const auto& [id, value] : draft.rules.rule_changes)
        set[id] = value;
    return set;
}

std::string generated_deviations(const ScenarioDraft& draft, const data::GameData& data,
                                 text::Language language) {
    return text::deviations_line(ruleset_of(draft, data), draft_overrides(draft), language);
}

std::string draft_deviations(const ScenarioDraft& draft, const data::GameData& data,
                             text::Language language) {
    std::string line = generated_deviations(draft, data, language);
    const std::string notes = words(draft.notes.data());
    if (!notes.empty()) line += (line.empty() ? "" : " ") + notes;
    return line;
}

nlohmann::json scenario_draft_json(const ScenarioDraft& draft, const data::GameData& data) {
    return {{"id", words(draft.id.data())},
            {"name", words(draft.name.data())},
            {"summary", words(draft.summary.data())},
            {"deviations", draft_deviations(draft, data, text::Language::english)},
            {"win_conditions", words(draft.win_conditions.data())},
            {"set", draft_overrides(draft)}};
}

Scenario scenario_of(const ScenarioDraft& draft, const data::GameData& data) {
    const std::string source = draft.file.string();
    const std::string id = words(draft.id.data());
    if (id.empty() ||
        id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_-") != std::string::npos)
        throw DataError(source, "/id", "must be lower-case letters, digits, - and _",
                        text::Message("data_error.data.id_characters"));
    // What a player reads of it in New game and the rules screen: none may be left blank.
    for (const auto& [key, field] :
         {std::pair{"name", draft.name.data()}, std::pair{"summary", draft.summary.data()},
          std::pair{"win_conditions", draft.win_conditions.data()}})
        if (words(field).empty())
            throw DataError(source, std::string("/") + key, "must not be empty",
                            text::Message("data_error.must_not_be_empty"));
    // A data file's id is its file's name (data/README.md): said here, not when it is loaded.
    if (id != draft.file.stem().string())
        throw DataError(
            source, "/id",
            "the id \"" + id + "\" is not the file's name \"" + draft.file.stem().string() + "\"",
            text::Message("data_error.data.id_is_not_file_name")
                .with("id", text::Name{id})
                .with("file", text::Name{draft.file.stem().string()}));
    Scenario scenario = scenario_from_json(scenario_draft_json(draft, data), source);
    rules_for(ruleset_of(draft, data), scenario, "", source);
    return scenario;
}

std::optional<text::Message> scenario_draft_problem(const ScenarioDraft& draft,
                                                    const data::GameData& data) {
    try {
        scenario_of(draft, data);
        return std::nullopt;
    } catch (const std::exception& e) {
        return refusal_reason(e, RefusalPlace::file);
    }
}

}  // namespace eden::app
