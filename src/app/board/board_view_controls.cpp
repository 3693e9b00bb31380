#include "app/board/board_view_controls.hpp"

#include <cmath>

#include "app/shell/ui_probe.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

bool point_in_rect(Rect r, Point p) {
    return p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
}

void board_view_input(BoardView& view, Rect board, bool fit) {
    const ImGuiIO& io = ImGui::GetIO();
    const Point mouse{io.MousePos.x, io.MousePos.y};
    if (!io.WantCaptureMouse && point_in_rect(board, mouse)) {
        if (io.MouseWheel != 0.0f) zoom_at(view, board, mouse, std::pow(1.25f, io.MouseWheel));
        if (ImGui::IsMouseDown(ImGuiMouseButton_Right) ||
            ImGui::IsMouseDown(ImGuiMouseButton_Middle))
            pan_by(view, board, io.MouseDelta.x, io.MouseDelta.y);
    }
    if (fit) view = {};
}

void board_view_buttons(BoardView& view, Rect board) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    ImGui::SetNextWindowPos(ImVec2(board.x + pad, board.y + board.h - pad), ImGuiCond_Always,
                            ImVec2(0.0f, 1.0f));
    ImGui::SetNextWindowBgAlpha(0.6f);
    ImGui::Begin("##board view", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoFocusOnAppearing);
    const Point centre{board.x + board.w / 2.0f, board.y + board.h / 2.0f};
    if (ui::small_button("+")) zoom_at(view, board, centre, 1.25f);
    ImGui::SameLine();
    if (ui::small_button("-")) zoom_at(view, board, centre, 1.0f / 1.25f);
    ImGui::SameLine();
    if (ui::small_button(tr_id("app.board.fit"))) view = {};
    if (ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows))
        ImGui::SetTooltip("%s", tr("app.board.zoom_tip").c_str());
    ImGui::End();
}

void probe_board_hexes(const HexLayout& layout, Rect board, const std::vector<Hex>& hexes) {
    if (!probe::enabled()) return;
    for (Hex h : hexes) {
        const Point c = hex_to_pixel(layout, h);
        const float r = layout.radius * 0.4f;
        if (!point_in_rect(board, c)) continue;
        probe::hex(h.q, h.r, {c.x - r, c.y - r, c.x + r, c.y + r});
    }
}

}  // namespace eden::app
