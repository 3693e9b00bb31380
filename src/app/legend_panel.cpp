#include "app/legend_panel.hpp"

#include <algorithm>
#include <string>

#include "app/palette.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr Rgba kPanelBackground{20, 23, 31};
const ImVec4 kDim{0.62f, 0.65f, 0.72f, 1.0f};
constexpr float kSwatchRadius = 12.0f;

ImU32 im(Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

void fill_hex(ImDrawList* dl, Point centre, float radius, Rgba color) {
    const auto corners = hex_corners(centre, radius);
    ImVec2 points[6];
    for (int i = 0; i < 6; ++i) points[i] = {corners[i].x, corners[i].y};
    dl->AddConvexPolyFilled(points, 6, im(color));
}

// Reserves a swatch-sized cell at the cursor and returns its centre in screen pixels.
Point swatch_cell() {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float line = ImGui::GetTextLineHeight();
    const float size = std::max(2.0f * kSwatchRadius, line);
    ImGui::Dummy({size, size});
    return {at.x + size / 2.0f, at.y + size / 2.0f};
}

// The swatches mirror board_renderer.cpp's drawing in miniature so the legend shows exactly
// what the board shows.
void territory_swatch(TileColor color) {
    const Point c = swatch_cell();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    fill_hex(dl, c, kSwatchRadius, palette::kHexGap);
    if (color == TileColor::black) {
        fill_hex(dl, c, kSwatchRadius - 1.0f, palette::kBlackTileEdge);
        fill_hex(dl, c, kSwatchRadius - 2.5f, tile_fill(color));
    } else {
        fill_hex(dl, c, kSwatchRadius - 1.0f, tile_fill(color));
    }
}

void heart_swatch() {
    const Point c = swatch_cell();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    fill_hex(dl, c, kSwatchRadius, palette::kHexGap);
    fill_hex(dl, c, kSwatchRadius - 1.0f, palette::kHeartRing);
    fill_hex(dl, c, kSwatchRadius - 3.0f, palette::kHeartFill);
}

void portal_swatch(int player) {
    const Point c = swatch_cell();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    fill_hex(dl, c, kSwatchRadius, palette::kHexGap);
    fill_hex(dl, c, kSwatchRadius - 1.0f, player_color(player));
    dl->AddCircleFilled({c.x, c.y}, kSwatchRadius * 0.5f, im(palette::kPortalGateRing));
    dl->AddCircleFilled({c.x, c.y}, kSwatchRadius * 0.5f - 1.0f, im(palette::kPortalGate));
}

void token_swatch() {
    const Point c = swatch_cell();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float w = kSwatchRadius * 0.55f;
    const float h = kSwatchRadius * 0.85f;
    dl->AddQuadFilled({c.x, c.y - h - 2}, {c.x + w + 2, c.y}, {c.x, c.y + h + 2},
                      {c.x - w - 2, c.y}, im(palette::kTokenEdge));
    dl->AddQuadFilled({c.x, c.y - h}, {c.x + w, c.y}, {c.x, c.y + h}, {c.x - w, c.y},
                      im(palette::kTokenFill));
    dl->AddTriangleFilled({c.x, c.y - h}, {c.x + w, c.y}, {c.x, c.y + h}, IM_COL32(188, 222, 240, 255));
    // An outline on the light side too, so the crystal reads on the dark panel.
    dl->AddQuad({c.x, c.y - h - 1}, {c.x + w + 1, c.y}, {c.x, c.y + h + 1}, {c.x - w - 1, c.y},
                im(palette::kTokenEdge), 1.0f);
}

// Row text sits level with the middle of the row's swatch.
void pad_to_swatch_middle() {
    const float line = ImGui::GetTextLineHeight();
    const float swatch = std::max(2.0f * kSwatchRadius, line);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (swatch - line) / 2.0f);
}

void cell_text(const char* text, bool dim = false) {
    pad_to_swatch_middle();
    if (dim) {
        ImGui::TextColored(kDim, "%s", text);
    } else {
        ImGui::TextUnformatted(text);
    }
}

// Details wrap at the column's edge, so a narrow window costs the legend height, not words.
void detail_text(const std::string& text) {
    pad_to_swatch_middle();
    ImGui::PushStyleColor(ImGuiCol_Text, kDim);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

void count_cell(int count) {
    const std::string text = std::to_string(count);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetColumnWidth() -
                         ImGui::CalcTextSize(text.c_str()).x);
    cell_text(text.c_str(), count == 0);
}

void section_title(const UiFonts& fonts, const char* title) {
    ImGui::Spacing();
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(title);
    ImGui::PopFont();
    ImGui::Separator();
}

bool begin_rows(const char* id) {
    const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_PadOuterX;
    if (!ImGui::BeginTable(id, 4, flags)) return false;
    ImGui::TableSetupColumn("swatch", ImGuiTableColumnFlags_WidthFixed, 2.0f * kSwatchRadius);
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("detail", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("count", ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("000").x);
    return true;
}

void territory_rows(const MapSummary& summary) {
    if (!begin_rows("territories")) return;
    for (TileColor color : kAllTileColors) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        territory_swatch(color);
        ImGui::TableNextColumn();
        std::string name(to_string(color));
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
        cell_text(name.c_str());
        ImGui::TableNextColumn();
        const std::string resource =
            color == TileColor::black ? "no resource" : std::string(resource_name(color));
        if (color == TileColor::black) {
            detail_text(resource);
        } else {
            cell_text(resource.c_str());
        }
        ImGui::TableNextColumn();
        count_cell(summary.ordinary_by_color[static_cast<std::size_t>(color)]);
    }
    ImGui::EndTable();
}

void special_rows(const MapSummary& summary, const UiFonts& fonts) {
    if (!begin_rows("special")) return;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    heart_swatch();
    ImGui::TableNextColumn();
    cell_text("Heart of Eden");
    ImGui::TableNextColumn();
    detail_text("+1 pure energy");
    ImGui::TableNextColumn();
    count_cell(summary.hearts);

    for (int player : summary.portal_owners) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        portal_swatch(player);
        ImGui::TableNextColumn();
        const std::string mark = "P" + std::to_string(player + 1);
        ImGui::PushFont(fonts.strong);
        cell_text(mark.c_str());
        ImGui::PopFont();
        ImGui::TableNextColumn();
        const std::string owner = "player " + std::to_string(player + 1) + "'s portal";
        detail_text(owner);
        ImGui::TableNextColumn();
        count_cell(1);
    }

    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    token_swatch();
    ImGui::TableNextColumn();
    cell_text("Richness token");
    ImGui::TableNextColumn();
    detail_text("+1 production");
    ImGui::TableNextColumn();
    count_cell(summary.richness_tokens);
    ImGui::EndTable();
}

}  // namespace

void draw_legend_panel(const MapSummary& summary, const UiFonts& fonts, Rect area) {
    ImGui::SetNextWindowPos({area.x, area.y});
    ImGui::SetNextWindowSize({area.w, area.h});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(im(kPanelBackground)));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {18.0f, 16.0f});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("Legend", nullptr, flags)) {
        ImGui::PushFont(fonts.heading);
        ImGui::TextWrapped("%s", summary.name.c_str());
        ImGui::PopFont();
        const int players = static_cast<int>(summary.portal_owners.size());
        ImGui::TextColored(kDim, "%d tile%s, %d portal%s", summary.total,
                           summary.total == 1 ? "" : "s", players, players == 1 ? "" : "s");
        ImGui::Spacing();

        section_title(fonts, "Territories and their resource");
        territory_rows(summary);
        ImGui::Spacing();
        section_title(fonts, "Special tiles");
        special_rows(summary, fonts);
    }
    ImGui::End();
    ImGui::PopStyleVar(3);
    ImGui::PopStyleColor();
}

}  // namespace eden::app
