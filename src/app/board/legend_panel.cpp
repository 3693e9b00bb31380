#include "app/board/legend_panel.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "app/art/art_widgets.hpp"
#include "app/render/palette.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr Rgba kPanelBackground{20, 23, 31};
constexpr Rgba kLegendDimText{158, 166, 184};
// Large enough for a terrain's symbol to read, as on the board.
constexpr float kSwatchRadius = 18.0f;
constexpr float kPaddingX = 18.0f;
constexpr float kPaddingY = 16.0f;
constexpr int kColumns = 4;  // swatch, name, detail, count

enum class Swatch { territory, heart, portal, token };

// One line of the legend; the width estimate and the drawing read the same rows, so they
// cannot disagree about what is shown.
struct Row {
    Swatch swatch = Swatch::territory;
    TileColor color = TileColor::black;
    int player = 0;
    std::string name;
    bool strong_name = false;
    std::string detail;
    bool dim_detail = false;
    int count = 0;
};

ImU32 legend_u32(Rgba c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}
ImVec4 legend_vec4(Rgba c) {
    return ImGui::ColorConvertU32ToFloat4(legend_u32(c));
}

std::vector<Row> territory_rows(const MapSummary& summary) {
    std::vector<Row> rows;
    for (TileColor color : kAllTileColors) {
        Row row;
        row.color = color;
        const std::string colour(to_string(color));
        row.name = tr(text::Message("app.legend.colour").with("colour", colour));
        // Black is rich in nothing: "no resource", as "nothing" reads oddly in a list.
        row.detail = tr(text::Message("app.legend.resource").with("colour", colour));
        row.dim_detail = color == TileColor::black;
        row.count = summary.ordinary_by_color[static_cast<std::size_t>(color)];
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<Row> special_rows(const MapSummary& summary) {
    std::vector<Row> rows;
    rows.push_back({Swatch::heart, TileColor::black, 0, tr("app.legend.heart"), false,
                    tr("app.legend.heart_detail"), true, summary.hearts});
    for (int player : summary.portal_owners) {
        rows.push_back(
            {Swatch::portal, TileColor::black, player, "P" + std::to_string(player + 1), true,
             tr(text::Message("app.legend.portal_detail").with("number", player + 1)), true, 1});
    }
    rows.push_back({Swatch::token, TileColor::black, 0, tr("app.legend.token"), false,
                    tr("app.legend.token_detail"), true, summary.richness_tokens});
    return rows;
}

float swatch_size() {
    return std::max(2.0f * kSwatchRadius, ImGui::GetTextLineHeight());
}

void fill_hex(ImDrawList* dl, Point centre, float radius, Rgba color) {
    const auto corners = hex_corners(centre, radius);
    ImVec2 points[6];
    for (int i = 0; i < 6; ++i)
        points[i] = {corners[i].x, corners[i].y};
    dl->AddConvexPolyFilled(points, 6, legend_u32(color));
}

// The picture of assets/art/ over a hex of circumradius r (pointy-top, as on the board).
bool legend_hex_art(ImDrawList* dl, std::string_view name, Point c, float r) {
    const float half_w = r * 0.8660254f;
    return art_image(dl, name, {c.x - half_w, c.y - r}, {c.x + half_w, c.y + r});
}

// The swatch drawn with the board's own art (board_renderer.cpp), so the legend shows what
// the board shows; false without it.
bool draw_art_swatch(ImDrawList* dl, const Row& row, Point c, float r) {
    switch (row.swatch) {
        case Swatch::territory:
            fill_hex(dl, c, r, palette::kHexGap);
            return legend_hex_art(dl, "terrain-" + std::string(to_string(row.color)), c, r - 1.0f);
        case Swatch::heart:
            fill_hex(dl, c, r, palette::kHexGap);
            return legend_hex_art(dl, "heart", c, r - 1.0f);
        case Swatch::portal:
            fill_hex(dl, c, r, palette::kHexGap);
            fill_hex(dl, c, r - 1.0f, player_color(row.player));
            return legend_hex_art(dl, "portal", c, r - 1.0f);
        case Swatch::token:
            return art_image(dl, "richness-token", {c.x - r * 0.55f, c.y - r * 0.9f},
                             {c.x + r * 0.55f, c.y + r * 0.9f});
    }
    return false;
}

void draw_swatch(const Row& row) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float size = swatch_size();
    ImGui::Dummy({size, size});
    const Point c{at.x + size / 2.0f, at.y + size / 2.0f};
    const float r = size / 2.0f;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (draw_art_swatch(dl, row, c, r)) return;

    switch (row.swatch) {
        case Swatch::territory:
            fill_hex(dl, c, r, palette::kHexGap);
            if (row.color == TileColor::black) {
                fill_hex(dl, c, r - 1.0f, palette::kBlackTileEdge);
                fill_hex(dl, c, r - 2.5f, tile_fill(row.color));
            } else {
                fill_hex(dl, c, r - 1.0f, tile_fill(row.color));
            }
            break;
        case Swatch::heart:
            fill_hex(dl, c, r, palette::kHexGap);
            fill_hex(dl, c, r - 1.0f, palette::kHeartRing);
            fill_hex(dl, c, r - 3.0f, palette::kHeartFill);
            break;
        case Swatch::portal:
            fill_hex(dl, c, r, palette::kHexGap);
            fill_hex(dl, c, r - 1.0f, player_color(row.player));
            dl->AddCircleFilled({c.x, c.y}, r * 0.5f, legend_u32(palette::kPortalGateRing));
            dl->AddCircleFilled({c.x, c.y}, r * 0.5f - 1.0f, legend_u32(palette::kPortalGate));
            break;
        case Swatch::token: {
            const float w = r * 0.55f;
            const float h = r * 0.85f;
            dl->AddQuadFilled({c.x, c.y - h - 2}, {c.x + w + 2, c.y}, {c.x, c.y + h + 2},
                              {c.x - w - 2, c.y}, legend_u32(palette::kTokenEdge));
            dl->AddQuadFilled({c.x, c.y - h}, {c.x + w, c.y}, {c.x, c.y + h}, {c.x - w, c.y},
                              legend_u32(palette::kTokenFill));
            dl->AddTriangleFilled({c.x, c.y - h}, {c.x + w, c.y}, {c.x, c.y + h},
                                  legend_u32(palette::kTokenFacet));
            break;
        }
    }
}

// Row text sits level with the middle of the row's swatch.
void pad_to_swatch_middle() {
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                         (swatch_size() - ImGui::GetTextLineHeight()) / 2.0f);
}

void draw_row(const Row& row, const UiFonts& fonts) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    draw_swatch(row);

    ImGui::TableNextColumn();
    pad_to_swatch_middle();
    if (row.strong_name) ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(row.name.c_str());
    if (row.strong_name) ImGui::PopFont();

    // Details wrap at the column's edge, so a narrow window costs height, not words.
    ImGui::TableNextColumn();
    pad_to_swatch_middle();
    if (row.dim_detail) ImGui::PushStyleColor(ImGuiCol_Text, legend_vec4(kLegendDimText));
    ImGui::TextWrapped("%s", row.detail.c_str());
    if (row.dim_detail) ImGui::PopStyleColor();

    ImGui::TableNextColumn();
    pad_to_swatch_middle();
    const std::string count = std::to_string(row.count);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetColumnWidth() -
                         ImGui::CalcTextSize(count.c_str()).x);
    if (row.count == 0) ImGui::PushStyleColor(ImGuiCol_Text, legend_vec4(kLegendDimText));
    ImGui::TextUnformatted(count.c_str());
    if (row.count == 0) ImGui::PopStyleColor();
}

float count_column_width() {
    return ImGui::CalcTextSize("000").x;
}

void draw_legend_section(const char* id, const std::string& title, const std::vector<Row>& rows,
                         const UiFonts& fonts) {
    ImGui::Spacing();
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopFont();
    // A one-pixel rectangle on whole pixels rather than ImGui::Separator: SDL's software
    // renderer splits an anti-aliased line into two triangles that round differently, and
    // the rule comes out two pixels thick on one half.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    const float y = std::floor(at.y) + 1.0f;
    ImGui::GetWindowDrawList()->AddRectFilled({std::floor(at.x), y},
                                              {std::floor(at.x + width), y + 1.0f},
                                              legend_u32(with_alpha(kLegendDimText, 110)));
    ImGui::Dummy({width, 5.0f});

    if (!ImGui::BeginTable(id, kColumns, ImGuiTableFlags_SizingFixedFit)) return;
    ImGui::TableSetupColumn("swatch", ImGuiTableColumnFlags_WidthFixed, swatch_size());
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("detail", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("count", ImGuiTableColumnFlags_WidthFixed, count_column_width());
    for (const Row& row : rows)
        draw_row(row, fonts);
    ImGui::EndTable();
    ImGui::Spacing();
}

float rows_width(const std::vector<Row>& rows, const UiFonts& fonts) {
    float name = 0;
    float detail = 0;
    for (const Row& row : rows) {
        ImGui::PushFont(row.strong_name ? fonts.strong : fonts.body);
        name = std::max(name, ImGui::CalcTextSize(row.name.c_str()).x);
        ImGui::PopFont();
        detail = std::max(detail, ImGui::CalcTextSize(row.detail.c_str()).x);
    }
    const float cell_padding = ImGui::GetStyle().CellPadding.x * 2.0f * kColumns;
    return swatch_size() + name + detail + count_column_width() + cell_padding;
}

}  // namespace

float legend_panel_width(const MapSummary& summary, const UiFonts& fonts) {
    const float rows = std::max(rows_width(territory_rows(summary), fonts),
                                rows_width(special_rows(summary), fonts));
    // A little slack so the rounding of column widths never pushes a word onto a new line.
    return rows + 2.0f * kPaddingX + 8.0f;
}

void draw_legend_panel(const MapSummary& summary, const UiFonts& fonts, Rect area) {
    ImGui::SetNextWindowPos({area.x, area.y});
    ImGui::SetNextWindowSize({area.w, area.h});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, legend_vec4(kPanelBackground));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {kPaddingX, kPaddingY});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("Legend", nullptr, flags)) {
        ImGui::PushFont(fonts.heading);
        ImGui::TextWrapped("%s", summary.name.c_str());
        ImGui::PopFont();
        const int portals = static_cast<int>(summary.portal_owners.size());
        ImGui::TextColored(legend_vec4(kLegendDimText), "%s",
                           tr(text::Message("app.legend.counts")
                                  .with("tiles", summary.total)
                                  .with("portals", portals))
                               .c_str());
        ImGui::Spacing();
        draw_legend_section("territories", tr("app.legend.territories"), territory_rows(summary),
                            fonts);
        draw_legend_section("special", tr("app.legend.special"), special_rows(summary), fonts);
    }
    ImGui::End();
    ImGui::PopStyleVar(3);
    ImGui::PopStyleColor();
}

}  // namespace eden::app
