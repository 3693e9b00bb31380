#include "app/widgets/refusal_panel.hpp"

#include "app/widgets/centred_modal.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr const char* kRefusalPopup = "##file_refused";

// One row: its name in the label colour, then the value, wrapped between words.
void row(const char* key, const std::string& value) {
    ImGui::TextDisabled("%s", tr(key).c_str());
    ImGui::Indent();
    ui::text_whole_words(value);
    ImGui::Unindent();
}

}  // namespace

void draw_refusal_details(const FileRefusal& refusal) {
    row("app.file_refused.file", refusal.file);
    row("app.file_refused.where",
        refusal.pointer.empty() ? tr("app.file_refused.whole_file") : refusal.pointer);
    row("app.file_refused.why",
        refusal.reason_message ? tr(*refusal.reason_message) : refusal.reason);
    if (refusal.line > 0) {
        ImGui::TextDisabled(
            "%s", tr(text::Message("app.file_refused.line").with("line", refusal.line)).c_str());
        ImGui::Indent();
        // The file's own text, as it is: the font that shows code would do better, but the
        // text font keeps every glyph a JSON file holds (accents, quotes).
        ui::text_whole_words(refusal.line_text.empty() ? " " : refusal.line_text);
        ImGui::Unindent();
    }
}

void draw_refusal_dialog(AppState& app) {
    if (!app.refusal) return;
    if (!ImGui::IsPopupOpen(kRefusalPopup)) ImGui::OpenPopup(kRefusalPopup);
    if (!begin_centred_modal(kRefusalPopup, 36)) return;
    ImGui::SetWindowFontScale(1.25f);
    ImGui::TextUnformatted(tr("app.file_refused.title").c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::Separator();
    draw_refusal_details(*app.refusal);
    ImGui::Spacing();
    bool done = ui::button(tr_id("app.file_refused.ok"), ImVec2(ImGui::GetFontSize() * 10, 0));
    if (done) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    if (done) app.refusal.reset();
}

}  // namespace eden::app
