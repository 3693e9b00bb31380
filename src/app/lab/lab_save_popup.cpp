#include "app/lab/lab_save_popup.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/lab/lab_saved_runs.hpp"
#include "app/lab/lab_settings.hpp"
#include "app/session/save_slots.hpp"
#include "app/widgets/centred_modal.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "data/data_files.hpp"
#include "imgui.h"
#include "lab/run_label.hpp"
#include "lab/saved_run.hpp"
#include "lab/simulate_request.hpp"

namespace eden::app {

namespace {

std::filesystem::path lab_results_file(const AppState& app, const std::string& name) {
    return lab_folder(app) / (name + ".json");
}

void save_lab_results(AppState& app) {
    LabState& lab = app.lab;
    if (!lab.run) return;
    const lab::RunSnapshot s = lab.run->snapshot();
    const std::filesystem::path file = lab_results_file(app, lab.save_name);
    try {
        std::filesystem::create_directories(file.parent_path());
        // The writer of `eden-cli simulate --json`: the same report, byte for byte but the times,
        // and each game's outcome after it, for a later session to pair this run with another.
        data::write_text_file(
            file, lab::saved_run_text(s.tally, lab.request, s.wall_seconds, lab.run->outcomes()));
        lab.saved_to = file;
        for (KeptRun& k : lab.kept)
            if (k.number == lab.run_number) k.saved_to = file;
        app.status = tr(text::Message("app.lab.results_saved").with("file", file.string()));
        lab.save_open = false;
    } catch (const std::exception& e) {
        app.status = tr(text::Message("app.lab.cannot_save").with("reason", std::string(e.what())));
    }
}

// The name a save suggests: what was played (the ruleset, scenario, variant and changes).
std::string suggested_lab_name(const LabState& lab) {
    return lab::run_file_name(lab.request);
}

}  // namespace

void open_lab_save(AppState& app) {
    LabState& lab = app.lab;
    lab.save_open = true;
    lab.save_just_opened = true;
    // Each run suggests its own name: a name typed for another run would mislabel this one.
    lab.save_name = suggested_lab_name(lab);
}

void draw_lab_save_popup(AppState& app) {
    LabState& lab = app.lab;
    constexpr const char* kPopup = "##lab_save";
    if (lab.save_open && pressed(app, SDLK_ESCAPE)) lab.save_open = false;
    if (lab.save_open && !ImGui::IsPopupOpen(kPopup)) ImGui::OpenPopup(kPopup);
    // Closed by a key (Esc) or a save: the popup is still submitted once, to close itself.
    if (!ImGui::IsPopupOpen(kPopup)) return;
    if (!begin_centred_modal(kPopup, 34)) return;
    if (!lab.save_open) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
    }
    ImGui::SetWindowFontScale(1.25f);
    ImGui::TextUnformatted(tr("app.lab.save_title").c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, kLabDimText);
    const std::string shown_name =
        lab.save_name.empty() ? tr("app.lab.save_name_placeholder") : lab.save_name;
    ImGui::TextWrapped("%s", tr(text::Message("app.lab.save_where")
                                    .with("file", lab_results_file(app, shown_name).string()))
                                 .c_str());
    ImGui::PopStyleColor();
    char name[64];
    std::snprintf(name, sizeof name, "%s", lab.save_name.c_str());
    if (lab.save_just_opened) ImGui::SetKeyboardFocusHere();
    lab.save_just_opened = false;
    ImGui::SetNextItemWidth(-1);
    const bool entered =
        ImGui::InputText("##lab_name", name, sizeof name, ImGuiInputTextFlags_EnterReturnsTrue);
    lab.save_name = name;
    const auto problem = save_name_problem(lab.save_name);
    if (problem) ImGui::TextColored(kLabProblemText, "%s", tr(*problem).c_str());
    if (problem) ImGui::BeginDisabled();
    const ImVec2 bw(ImGui::GetFontSize() * 8, 0);
    const bool save_clicked = ui::button(tr("app.lab.save") + "###Save##lab", bw);
    if (problem) ImGui::EndDisabled();
    if (!problem && (save_clicked || entered)) save_lab_results(app);
    ImGui::SameLine();
    if (ui::button(tr("app.lab.close") + "###Close (Esc)##lab", bw)) lab.save_open = false;
    if (!lab.save_open) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace eden::app
