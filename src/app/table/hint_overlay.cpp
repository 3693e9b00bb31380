#include "app/table/hint_overlay.hpp"

#include <algorithm>

#include "app/session/tutorial.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr ImU32 kHintBackground = IM_COL32(22, 32, 50, 250);
constexpr ImU32 kHintAccent = IM_COL32(120, 190, 255, 255);
constexpr ImU32 kHintDim = IM_COL32(160, 175, 200, 255);

// Where the window goes for its anchor: its corner point and pivot, and the point its arrow
// points at. Each place keeps clear of what it explains: a hint about the board or the choices
// lies over the side panel (the players and the log, which the moment does not need), at its
// top pointing left at the map, or at its foot pointing down at the choices; a hint about the
// fronts (in the side panel) lies over the board's right edge, pointing at them.
struct Placement {
    ImVec2 at;
    ImVec2 pivot;
    ImVec2 target;
};

Placement place(HintAnchor anchor, const HintAreas& a, float arrow) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float right = a.side.x + a.side.w - pad;
    switch (anchor) {
        case HintAnchor::board:
            return {ImVec2(right, a.side.y + pad), ImVec2(1, 0),
                    ImVec2(a.board.x + a.board.w * 0.5f, a.board.y + a.board.h * 0.5f)};
        case HintAnchor::side:
            return {ImVec2(a.side.x - arrow, a.side.y + pad), ImVec2(1, 0),
                    ImVec2(a.side.x + pad, a.side.y + a.side.h * 0.35f)};
        case HintAnchor::choices:
            break;
    }
    return {ImVec2(right, a.bottom.y - arrow), ImVec2(1, 1),
            ImVec2(right - pad * 4, a.bottom.y + pad * 2)};
}

// The window's height for a width: the title (heading font), the words, the buttons.
float height_at(const Hint& hint, float width, float heading_ratio) {
    const ImGuiStyle& st = ImGui::GetStyle();
    const float wrap = width - st.WindowPadding.x * 2;
    const std::string title = tr(std::string(hint.title_id));
    const std::string text = tr(std::string(hint.text_id));
    const float title_h =
        ImGui::CalcTextSize(title.c_str(), nullptr, false, wrap / heading_ratio).y * heading_ratio;
    const float text_h = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y;
    return st.WindowPadding.y * 2 + title_h + text_h + ImGui::GetFrameHeightWithSpacing() +
           st.ItemSpacing.y * 4;
}

// A triangle from the window's edge nearest the target, pointing at it.
void draw_arrow(ImDrawList* draw, ImVec2 min, ImVec2 max, ImVec2 target, float size) {
    const ImVec2 c((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
    ImVec2 from;
    ImVec2 dir;
    if (target.x > max.x) {  // to the right
        from = ImVec2(max.x, std::clamp(target.y, min.y + size, max.y - size));
        dir = ImVec2(1, 0);
    } else if (target.x < min.x) {  // to the left
        from = ImVec2(min.x, std::clamp(target.y, min.y + size, max.y - size));
        dir = ImVec2(-1, 0);
    } else if (target.y > max.y) {  // below: from the bottom edge
        from = ImVec2(std::clamp(target.x, min.x + size, max.x - size), max.y);
        dir = ImVec2(0, 1);
    } else {  // inside the window's span: the nearest of its bottom and right edges
        const bool down = target.y - c.y > target.x - c.x;
        from = down ? ImVec2(c.x, max.y) : ImVec2(max.x, c.y);
        dir = down ? ImVec2(0, 1) : ImVec2(1, 0);
    }
    const ImVec2 tip(from.x + dir.x * size, from.y + dir.y * size);
    const ImVec2 side(-dir.y * size * 0.6f, dir.x * size * 0.6f);
    draw->AddTriangleFilled(ImVec2(from.x + side.x, from.y + side.y),
                            ImVec2(from.x - side.x, from.y - side.y), tip, kHintAccent);
}

void mark_seen(AppState& app, const std::string& id) {
    app.settings.hints_seen.insert(id);
    app.hint_on_screen.reset();
    save_settings_now(app);
}

}  // namespace

bool dismiss_hint(AppState& app) {
    if (!app.hint_on_screen) return false;
    mark_seen(app, *app.hint_on_screen);
    return true;
}

void draw_hint_overlay(AppState& app, const UiFonts& fonts, const HintAreas& areas) {
    app.hint_on_screen.reset();
    if (!app.game || app.game->over()) return;
    // A window over the game (a question, the save dialog, the rules) has the person's eyes:
    // the hint waits for it to close.
    const bool covered = app.confirm || app.save_dialog.open || app.show_rules || app.show_gallery;
    const Hint* hint =
        hint_for(hint_moment(*app.game, app.hints_on, covered), app.settings.hints_seen);
    if (hint == nullptr) return;

    const float font = ImGui::GetFontSize();
    const float arrow = std::floor(font * 0.9f);
    const Placement p = place(hint->anchor, areas, arrow);
    // As narrow as the side panel, wider when the words would not fit the height there is (a
    // small window, a large UI scale); past the widest, the window scrolls.
    const float pad = ImGui::GetStyle().WindowPadding.x;
    const float room_h = std::max(font * 6.0f, areas.side.h - pad * 2);
    const float widest = std::max(font * 12.0f, areas.board.w * 0.8f);
    const float ratio = fonts.heading ? fonts.heading->FontSize / ImGui::GetFont()->FontSize : 1.0f;
    float width = std::min(std::max(areas.side.w - pad * 2, font * 16.0f), widest);
    while (width < widest && height_at(*hint, width, ratio) > room_h)
        width = std::min(widest, width + font * 2.0f);
    ImGui::SetNextWindowPos(p.at, ImGuiCond_Always, p.pivot);
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0.0f), ImVec2(width, room_h));
    ImGui::SetNextWindowSize(ImVec2(width, 0.0f));  // its height fits the words
    ImGui::PushStyleColor(ImGuiCol_WindowBg, kHintBackground);
    ImGui::PushStyleColor(ImGuiCol_Border, kHintAccent);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
    ImGui::Begin("##hint", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
    const std::string id(hint->id);
    app.hint_on_screen = id;

    ImGui::PushFont(fonts.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, kHintAccent);
    ImGui::TextWrapped("%s", tr(std::string(hint->title_id)).c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::Spacing();
    ImGui::TextWrapped("%s", tr(std::string(hint->text_id)).c_str());
    ImGui::Spacing();
    if (ui::button(tr_id("app.hint.got_it"))) mark_seen(app, id);
    ImGui::SameLine();
    if (ui::button(tr_id("app.hint.no_more"))) {
        // Hints off for this game and the ordinary games after it; the Menu turns them on.
        app.hints_on = false;
        app.settings.show_hints = false;
        app.hint_on_screen.reset();
        save_settings_now(app);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.hint.no_more_tip").c_str());
    // Where the rules are, when the row has room for it.
    const std::string all_rules = tr("app.hint.all_rules");
    const char* more = all_rules.c_str();
    const float row_end = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (row_end - ImGui::GetItemRectMax().x >
        ImGui::CalcTextSize(more).x + ImGui::GetStyle().ItemSpacing.x * 2) {
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Text, kHintDim);
        ImGui::TextUnformatted(more);
        ImGui::PopStyleColor();
    }

    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRectFullScreen();
    draw_arrow(draw, ImGui::GetWindowPos(),
               ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                      ImGui::GetWindowPos().y + ImGui::GetWindowSize().y),
               p.target, arrow);
    draw->PopClipRect();
    ImGui::End();
}

}  // namespace eden::app
