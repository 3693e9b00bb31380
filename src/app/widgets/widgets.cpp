#include "app/widgets/widgets.hpp"

#include "app/shell/ui_probe.hpp"

namespace eden::app::ui {

bool button(const std::string& label, ImVec2 size) {
    const bool clicked = ImGui::Button(label.c_str(), size);
    probe::item(label);
    return clicked;
}

bool small_button(const std::string& label) {
    const bool clicked = ImGui::SmallButton(label.c_str());
    probe::item(label);
    return clicked;
}

bool menu_item(const char* label, const char* shortcut, bool selected, bool enabled) {
    const bool clicked = ImGui::MenuItem(label, shortcut, selected, enabled);
    probe::item(label);
    return clicked;
}

bool selectable(const std::string& label, bool selected) {
    const bool clicked = ImGui::Selectable(label.c_str(), selected);
    probe::item(label);
    return clicked;
}

bool checkbox(const std::string& label, bool* value) {
    const bool changed = ImGui::Checkbox(label.c_str(), value);
    probe::item(label);
    return changed;
}

bool radio_button(const std::string& label, int* value, int button_value) {
    const bool changed = ImGui::RadioButton(label.c_str(), value, button_value);
    probe::item(label);
    return changed;
}

bool begin_tab_item(const char* label) {
    const bool open = ImGui::BeginTabItem(label);
    probe::item(label);
    return open;
}

bool begin_combo(const char* label, const char* preview) {
    const float width = ImGui::CalcItemWidth();  // before BeginCombo takes the width set
    const bool open = ImGui::BeginCombo(label, preview);
    probe::item(label);
    if (probe::enabled() && preview != nullptr) {
        // The words shown in the closed combo, in the room left of its arrow: Dear ImGui clips
        // them where they do not fit (`eden --check-scenario` reports that as cut).
        const ImVec2 at = ImGui::GetItemRectMin();
        const ImVec2 to = ImGui::GetItemRectMax();
        probe::text_in("preview:" + probe::probe_id(label), preview,
                       {at.x + ImGui::GetStyle().FramePadding.x, at.y,
                        at.x + width - ImGui::GetFrameHeight(), to.y});
    }
    return open;
}

bool action_button(const std::string& label, const Action& action, ImVec2 size) {
    const bool clicked = ImGui::Button(label.c_str(), size);
    probe::item(label);
    if (probe::enabled()) probe::action(action_to_json(action).dump());
    return clicked;
}

}  // namespace eden::app::ui
