#include "app/screens/save_dialog.hpp"

#include <algorithm>
#include <cstdio>

#include "app/screens/replay_screen.hpp"
#include "app/session/autosave.hpp"
#include "app/widgets/centred_modal.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr const char* kSavesPopup = "##saves";

// The default name of a new save: the players and the round, which a person may keep.
std::string suggested_name(const AppState& app) {
    if (!app.game) return tr("app.save.default_name");
    std::string name;
    for (const auto& p : app.game->state().setup().players)
        name += (name.empty() ? "" : "-") + p.name;
    const auto& s = app.game->state();
    if (s.phase() == Phase::conquest)
        name = tr(text::Message("app.save.suggested_round")
                      .with("players", name)
                      .with("round", s.conquest().round));
    std::replace_if(
        name.begin(), name.end(),
        [](char c) { return std::string_view("/\\:*?\"<>|").find(c) != std::string_view::npos; },
        '_');
    return name.empty() ? tr("app.save.default_name") : name;
}

void save_list(AppState& app, bool loading) {
    SaveDialog& d = app.save_dialog;
    const float list_h = ImGui::GetTextLineHeightWithSpacing() * 10;
    ImGui::BeginChild("list", ImVec2(0, list_h), true);
    if (d.slots.empty()) ImGui::TextDisabled("%s", tr("app.save.none").c_str());
    for (std::size_t i = 0; i < d.slots.size(); ++i) {
        const SaveSlot& slot = d.slots[i];
        ImGui::PushID(static_cast<int>(i));
        const std::string line = slot.name + "  \xc2\xb7  " + slot.modified;
        if (ui::selectable(line, slot.name == d.name)) {
            d.name = slot.name;
            if (loading && slot.readable) {
                // Watching replaces nothing: the game on hand stays, so nobody is asked.
                if (d.mode == SaveDialogMode::watch) {
                    if (open_replay_file(app, slot.file)) d.open = false;
                } else {
                    load_asking(app, slot);
                }
            }
        }
        ImGui::PushStyleColor(ImGuiCol_Text, slot.readable ? IM_COL32(160, 170, 190, 255)
                                                           : IM_COL32(255, 150, 120, 255));
        ImGui::Indent();
        ImGui::TextWrapped("%s", tr(slot.summary).c_str());
        ImGui::Unindent();
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
    ImGui::EndChild();
}

}  // namespace

void open_save_dialog(AppState& app, SaveDialogMode mode) {
    if (mode == SaveDialogMode::save && !app.game) return;
    SaveDialog& d = app.save_dialog;
    d.open = true;
    d.just_opened = true;
    d.mode = mode;
    d.slots = list_saves(app.save_dir);
    // "How was the last game lost?": the autosave, the game last played, is watched first.
    if (mode == SaveDialogMode::watch)
        if (auto last = slot_of(autosave_file(app.save_dir))) {
            last->name = tr("app.save.last_game");
            d.slots.insert(d.slots.begin(), std::move(*last));
        }
    d.name = mode == SaveDialogMode::save ? suggested_name(app) : std::string();
}

void draw_save_dialog(AppState& app) {
    SaveDialog& d = app.save_dialog;
    // A question takes the screen's one modal place; the dialog comes back after it.
    if (!d.open || app.confirm) return;
    if (!ImGui::IsPopupOpen(kSavesPopup)) ImGui::OpenPopup(kSavesPopup);
    if (!begin_centred_modal(kSavesPopup, 34)) return;
    const bool saving = d.mode == SaveDialogMode::save;
    ImGui::SetWindowFontScale(1.25f);
    const bool watching = d.mode == SaveDialogMode::watch;
    ImGui::TextUnformatted(tr(saving     ? "app.save.title_save"
                              : watching ? "app.save.title_watch"
                                         : "app.save.title_load")
                               .c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::TextDisabled(
        "%s",
        tr(text::Message("app.save.kept_in").with("folder", saves_folder(app.save_dir).string()))
            .c_str());
    ImGui::Separator();
    bool close = false;
    if (saving) {
        char name[64];
        std::snprintf(name, sizeof name, "%s", d.name.c_str());
        if (d.just_opened) ImGui::SetKeyboardFocusHere();
        ImGui::SetNextItemWidth(-1);
        const bool entered =
            ImGui::InputText("##name", name, sizeof name, ImGuiInputTextFlags_EnterReturnsTrue);
        d.name = name;
        const auto problem = save_name_problem(d.name);
        if (problem)
            ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.45f, 1.0f), "%s", tr(*problem).c_str());
        ImGui::TextUnformatted(tr("app.save.click_takes_name").c_str());
        save_list(app, false);
        if (problem) ImGui::BeginDisabled();
        const bool save_clicked =
            ui::button(tr_id("app.save.save"), ImVec2(ImGui::GetFontSize() * 8, 0));
        if (problem) ImGui::EndDisabled();
        if (!problem && (save_clicked || entered)) save_asking(app, d.name);
    } else {
        ImGui::TextUnformatted(
            tr(watching ? "app.save.click_to_watch" : "app.save.click_to_load").c_str());
        save_list(app, true);
    }
    d.just_opened = false;
    // Beside Save when saving; under the list otherwise (beside it, it fell off the window).
    if (saving) ImGui::SameLine();
    if (ui::button(tr_id("app.save.close"), ImVec2(ImGui::GetFontSize() * 8, 0))) close = true;
    if (close || !d.open || app.confirm) {
        ImGui::CloseCurrentPopup();
        if (close) d.open = false;
    }
    ImGui::EndPopup();
}

}  // namespace eden::app
