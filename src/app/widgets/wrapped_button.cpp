#include "app/widgets/wrapped_button.hpp"

#include <algorithm>

#include "app/shell/ui_probe.hpp"
#include "imgui.h"

namespace eden::app::ui {

bool wrapped_action_button(const std::string& label, const Action& action, float width) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float wrap = std::max(1.0f, width - style.FramePadding.x * 2.0f);
    const ImVec2 text = ImGui::CalcTextSize(label.c_str(), nullptr, false, wrap);
    const ImVec2 size(width, text.y + style.FramePadding.y * 2.0f);
    ImGui::PushID(label.c_str());
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // The button draws its frame only; the label is drawn over it, wrapped.
    const bool clicked = ImGui::Button("##wrapped", size);
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize(),
        ImVec2(at.x + style.FramePadding.x, at.y + style.FramePadding.y),
        ImGui::GetColorU32(ImGuiCol_Text), label.c_str(), nullptr, wrap);
    ImGui::PopID();
    probe::item(label);
    if (probe::enabled()) probe::action(action_to_json(action).dump());
    return clicked;
}

}  // namespace eden::app::ui
