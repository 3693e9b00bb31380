#include "app/widgets/centred_modal.hpp"

#include <algorithm>

#include "imgui.h"

namespace eden::app {

bool begin_centred_modal(const char* id, float width_in_fonts) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(
        ImVec2(std::min(vp->Size.x * 0.9f, ImGui::GetFontSize() * width_in_fonts), 0));
    return ImGui::BeginPopupModal(id, nullptr,
                                  ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings |
                                      ImGuiWindowFlags_AlwaysAutoResize);
}

}  // namespace eden::app
