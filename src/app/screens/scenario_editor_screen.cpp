#include "app/screens/scenario_editor_screen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <system_error>

#include "app/screens/map_editor_screen.hpp"
#include "app/session/file_refusal.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/widgets/rules_variants.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "data/data_files.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr float kFieldsShare = 0.46f;  // of the window's width: the words; the rest the rules
constexpr float kLongFieldLines = 3.2f;
constexpr ImU32 kProblemText = IM_COL32(245, 150, 140, 255);
constexpr ImU32 kGeneratedText = IM_COL32(200, 214, 235, 255);
constexpr ImU32 kEchoText = IM_COL32(165, 172, 188, 255);

template <std::size_t N>
bool field(const char* label_id, const char* probe_id, std::array<char, N>& text, bool long_text) {
    ImGui::TextUnformatted(tr(label_id).c_str());
    const std::string id = std::string("##") + probe_id;
    bool edited = false;
    if (long_text) {
        const float width = ImGui::GetContentRegionAvail().x;
        edited = ImGui::InputTextMultiline(
            id.c_str(), text.data(), text.size(),
            ImVec2(-1.0f, ImGui::GetTextLineHeight() * kLongFieldLines + 8.0f));
        probe::item(probe_id);
        // Dear ImGui's text box does not wrap its lines: words past its edge are said again
        // below, wrapped, so nothing typed is out of sight.
        const float padding = ImGui::GetStyle().FramePadding.x * 2;
        if (ImGui::CalcTextSize(text.data()).x > width - padding) {
            ImGui::PushStyleColor(ImGuiCol_Text, kEchoText);
            ui::text_whole_words(text.data());
            ImGui::PopStyleColor();
        }
        return edited;
    } else {
        ImGui::SetNextItemWidth(-1.0f);
        edited = ImGui::InputText(id.c_str(), text.data(), text.size());
    }
    probe::item(probe_id);
    return edited;
}

// The draft becomes a scenario of the app's data (so New game, the rules screen and the map
// editor's checks know it), and of the map editor's map when it is played there.
bool take_into_data(AppState& app) {
    ScenarioDraft& d = *app.scenario_editor;
    try {
        Scenario scenario = scenario_of(d, app.data);
        const std::string id = scenario.id;
        app.data.scenarios[id] = std::move(scenario);
        if (d.on_editor_map && app.editor) {
            app.editor->ruleset = d.rules.ruleset;
            app.editor->scenario = id;
            recheck(*app.editor, app.data);
        }
        return true;
    } catch (const std::exception& e) {
        d.status = tr(refusal_reason(e, RefusalPlace::file));
        return false;
    }
}

void write_scenario_file(AppState& app) {
    ScenarioDraft& d = *app.scenario_editor;
    if (!take_into_data(app)) return;
    try {
        if (d.file.has_parent_path()) std::filesystem::create_directories(d.file.parent_path());
        data::write_json_file(d.file, scenario_draft_json(d, app.data));
        d.replace_confirmed_for = d.file;
        d.status = tr(text::Message("app.editor.saved").with("file", d.file.string()));
    } catch (const std::exception& e) {
        d.status =
            tr(text::Message("app.editor.cannot_save").with("reason", std::string(e.what())));
    }
}

// Over an existing file only after a question that names it, as the map editor saves.
void save_scenario(AppState& app) {
    ScenarioDraft& d = *app.scenario_editor;
    if (const auto problem = scenario_draft_problem(d, app.data)) {
        d.status = tr(*problem);
        return;
    }
    std::error_code ignored;
    if (std::filesystem::exists(d.file, ignored) && d.replace_confirmed_for != d.file) {
        ask(app,
            {tr(text::Message("app.editor.replace_title").with("file", d.file.filename().string())),
             tr(text::Message("app.scenario_editor.replace_question")
                    .with("file", d.file.string())),
             "app.editor.replace_yes", write_scenario_file});
        return;
    }
    write_scenario_file(app);
}

// As a player meets it: New game with the scenario chosen (and the editor's map when it is
// played there); F1 there shows its rules screen.
void try_in_new_game(AppState& app) {
    ScenarioDraft& d = *app.scenario_editor;
    if (!take_into_data(app)) return;
    const std::string id(d.id.data());
    if (d.on_editor_map && app.editor && !app.editor->check.has_errors()) {
        play_editor_map(app);
    } else {
        choose_ruleset(app.new_game, app.data, d.rules.ruleset);
        app.new_game.map = -1;
    }
    app.new_game.scenario = id;
    app.new_game.variant.clear();
    app.new_game.rule_changes.clear();
    app.screen = Screen::new_game;
}

// "Start from": a scenario of the data, its words and overrides in the fields (after a question
// when the fields hold words of the designer's).
void start_from(AppState& app, const std::string& scenario_id) {
    const auto replace = [scenario_id](AppState& a) {
        const auto it = a.data.scenarios.find(scenario_id);
        if (it == a.data.scenarios.end()) return;
        const auto folder = a.scenario_editor->file.parent_path();
        a.scenario_editor = scenario_draft_from(a.data, it->second, folder);
    };
    const ScenarioDraft& d = *app.scenario_editor;
    if (d.name[0] == 0 && d.summary[0] == 0 && d.win_conditions[0] == 0 && d.notes[0] == 0 &&
        d.rules.rule_changes.empty()) {
        replace(app);
        return;
    }
    ask(app,
        {tr("app.scenario_editor.start_from_title"), tr("app.scenario_editor.start_from_question"),
         "app.scenario_editor.start_from_yes", replace});
}

void start_from_combo(AppState& app) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    if (!ui::begin_combo(tr_id("app.scenario_editor.start_from").c_str(),
                         tr("app.scenario_editor.start_from_pick").c_str()))
        return;
    for (const auto& [id, scenario] : app.data.scenarios)
        if (ui::selectable(
                text::scenario_text(scenario, "name", ui_language()) + "###" + scenario.name,
                false))
            start_from(app, id);
    ImGui::EndCombo();
}

void words_column(AppState& app) {
    ScenarioDraft& d = *app.scenario_editor;
    start_from_combo(app);
    const std::string id_before(d.id.data());
    // The file follows the id (a data file's id is its name) until another name is typed there.
    if (field("app.scenario_editor.id", "scenario_id", d.id, false) &&
        d.file.filename() == id_before + ".json") {
        d.file = d.file.parent_path() / (std::string(d.id.data()) + ".json");
        std::snprintf(d.file_field.data(), d.file_field.size(), "%s", d.file.string().c_str());
    }
    field("app.scenario_editor.name", "scenario_name", d.name, false);
    field("app.scenario_editor.summary", "scenario_summary", d.summary, true);
    field("app.scenario_editor.win_conditions", "scenario_win_conditions", d.win_conditions, true);
    ImGui::TextUnformatted(tr("app.scenario_editor.deviations").c_str());
    const std::string generated = generated_deviations(d, app.data, ui_language());
    ImGui::PushStyleColor(ImGuiCol_Text, kGeneratedText);
    ui::text_whole_words(generated.empty() ? tr("app.scenario_editor.no_deviations") : generated);
    ImGui::PopStyleColor();
    field("app.scenario_editor.notes", "scenario_notes", d.notes, true);
    if (app.editor)
        ui::checkbox(tr_id("app.scenario_editor.on_editor_map"), &d.on_editor_map);
    else
        d.on_editor_map = false;
}

void file_row(AppState& app) {
    ScenarioDraft& d = *app.scenario_editor;
    ImGui::TextUnformatted(tr("app.editor.file").c_str());
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputText("##scenario_file", d.file_field.data(), d.file_field.size()))
        d.file = d.file_field.data();
    probe::item("scenario_file");
    const auto problem = scenario_draft_problem(d, app.data);
    ImGui::BeginDisabled(problem.has_value());
    if (ui::button(tr_id("app.scenario_editor.save"))) save_scenario(app);
    ImGui::SameLine();
    if (app.scenario_editor && ui::button(tr_id("app.scenario_editor.try"))) try_in_new_game(app);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (app.scenario_editor && ui::button(tr_id("app.scenario_editor.back")))
        leave_scenario_editor(app);
    if (!app.scenario_editor) return;
    ImGui::PushTextWrapPos(0.0f);
    if (problem) {
        // Why Save and Try are off, as the loader would say it of the file.
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemText);
        ImGui::TextUnformatted(tr(*problem).c_str());
        ImGui::PopStyleColor();
    } else if (!d.status.empty()) {
        ImGui::TextUnformatted(d.status.c_str());
    }
    ImGui::PopTextWrapPos();
}

}  // namespace

void open_scenario_editor(AppState& app) {
    if (!app.scenario_editor)
        app.scenario_editor = new_scenario_draft(app.data, app.save_dir / "scenarios");
    app.screen = Screen::scenario_editor;
}

void leave_scenario_editor(AppState& app) {
    app.screen = app.editor ? Screen::map_editor : Screen::title;
}

void draw_scenario_editor_screen(AppState& app, SDL_Point size) {
    if (!app.scenario_editor) return;
    ScenarioDraft& d = *app.scenario_editor;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(w, h));
    ImGui::Begin("##scenario editor", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(
        tr(text::Message("app.scenario_editor.heading").with("file", d.file.filename().string()))
            .c_str());
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    const float fields_w = std::floor(w * kFieldsShare);
    // The words scroll; the file and its buttons stay in sight under them.
    const float footer = ImGui::GetFrameHeightWithSpacing() * 3 + ImGui::GetTextLineHeight() * 3;
    ImGui::BeginGroup();
    ImGui::BeginChild("##scenario-words", ImVec2(fields_w, -footer));
    words_column(app);
    ImGui::EndChild();
    ImGui::BeginChild("##scenario-file", ImVec2(fields_w, 0));
    ImGui::Separator();
    file_row(app);
    ImGui::EndChild();
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginChild("##scenario-rules", ImVec2(0, 0));
    if (app.scenario_editor) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(tr("app.scenario_editor.rules_help").c_str());
        ImGui::PopTextWrapPos();
        ScenarioDraft& draft = *app.scenario_editor;
        draw_rules_variants(app.data, draft.rules,
                            {draft.show_variants, draft.variant_list_texts, draft.variant_search},
                            ImGui::GetTextLineHeightWithSpacing() * 8);
    }
    ImGui::EndChild();
    ImGui::End();
}

}  // namespace eden::app
