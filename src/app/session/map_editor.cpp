#include "app/session/map_editor.hpp"

#include <cstdio>
#include <system_error>

#include "data/data_files.hpp"

namespace eden::app {

MapEditor open_map_editor(const data::GameData& data, const std::filesystem::path& file) {
    MapEditor editor;
    editor.file = file;
    std::snprintf(editor.file_field.data(), editor.file_field.size(), "%s", file.string().c_str());
    std::error_code ignored;
    if (std::filesystem::exists(file, ignored)) {
        const auto json = data::read_json_file(file);
        editor.draft = MapDraft::from_json(json, file.string());
        if (json.contains("scenario") && json["scenario"].is_string() &&
            data.scenarios.count(json["scenario"].get<std::string>()))
            editor.scenario = json["scenario"].get<std::string>();
    }
    recheck(editor, data);
    editor.watch.emplace(file);
    return editor;
}

std::filesystem::path free_file(const std::filesystem::path& folder, const std::string& stem) {
    std::error_code ignored;
    for (int n = 1;; ++n) {
        const auto file =
            folder / (n == 1 ? stem + ".json" : stem + "_" + std::to_string(n) + ".json");
        if (!std::filesystem::exists(file, ignored)) return file;
    }
}

std::filesystem::path new_map_file(const std::filesystem::path& folder) {
    return free_file(folder, "new_map");
}

void keep_editor_within(MapEditor& editor, const data::GameData& data) {
    if (!data.rulesets.count(editor.ruleset)) editor.ruleset = "standard";
    if (!data.scenarios.count(editor.scenario)) editor.scenario = "supremacy";
    recheck(editor, data);
}

void recheck(MapEditor& editor, const data::GameData& data) {
    const Rules rules = data::resolve_rules(data, editor.ruleset, editor.scenario, "", {});
    editor.draft.derive_richness(rules.richness_tokens_follow_changes ? std::optional(rules)
                                                                      : std::nullopt);
    editor.check = check_map_draft(editor.draft.map(), rules);
    editor.fairness = map_fairness(editor.draft.map(), rules.distance_metric);
}

}  // namespace eden::app
