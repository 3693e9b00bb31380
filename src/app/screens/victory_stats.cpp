#include "app/screens/victory_stats.hpp"

#include <algorithm>
#include <string>

#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

ImU32 stats_seat_colour(const SeatMarks& marks, std::size_t p) {
    if (p >= marks.colours.size()) return IM_COL32(220, 220, 220, 255);
    const Rgba c = marks.colours[p];
    return IM_COL32(c.r, c.g, c.b, 255);
}

// Territories over time, all players on one set of axes so the lead changes show.
void draw_territory_chart(const GameStats& stats, const SeatMarks& marks, ImVec2 size) {
    const auto& players = stats.players();
    std::size_t samples = 0;
    int most = 1;
    for (const PlayerStats& p : players) {
        samples = std::max(samples, p.territories.size());
        for (int t : p.territories)
            most = std::max(most, t);
    }
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float label_w = ImGui::CalcTextSize("000").x + 6.0f;
    const float line_h = ImGui::GetTextLineHeight();
    const ImVec2 lo(origin.x + label_w, origin.y + size.y - line_h);
    const ImVec2 hi(origin.x + size.x - 6.0f, origin.y + 4.0f);
    const ImU32 axis = IM_COL32(150, 150, 160, 255);
    draw->AddRectFilled(ImVec2(lo.x, hi.y), ImVec2(hi.x, lo.y), IM_COL32(20, 24, 32, 255));
    draw->AddLine(ImVec2(lo.x, hi.y), lo, axis);
    draw->AddLine(lo, ImVec2(hi.x, lo.y), axis);
    draw->AddText(ImVec2(origin.x, hi.y), axis, std::to_string(most).c_str());
    draw->AddText(ImVec2(origin.x, lo.y - line_h), axis, "0");
    draw->AddText(ImVec2(lo.x, lo.y + 1.0f), axis, tr("app.victory.axis_map").c_str());
    // The samples are the map's end, each round's end, and the game's end.
    const std::string rounds =
        tr(text::Message("app.victory.axis_rounds")
               .with("rounds", static_cast<int>(samples >= 2 ? samples - 2 : 0)));
    draw->AddText(ImVec2(hi.x - ImGui::CalcTextSize(rounds.c_str()).x, lo.y + 1.0f), axis,
                  rounds.c_str());
    if (samples >= 2) {
        const float dx = (hi.x - lo.x) / static_cast<float>(samples - 1);
        const float dy = (lo.y - hi.y) / static_cast<float>(most);
        for (std::size_t p = 0; p < players.size(); ++p) {
            std::vector<ImVec2> points;
            const auto& t = players[p].territories;
            for (std::size_t i = 0; i < t.size(); ++i)
                points.emplace_back(lo.x + dx * static_cast<float>(i),
                                    lo.y - dy * static_cast<float>(t[i]));
            draw->AddPolyline(points.data(), static_cast<int>(points.size()),
                              stats_seat_colour(marks, p), ImDrawFlags_None, 2.5f);
        }
    }
    ImGui::Dummy(size);
}

}  // namespace

void draw_victory_stats(const GameStats& stats, const std::vector<std::string>& names,
                        const SeatMarks& marks, float height) {
    const auto& players = stats.players();
    const float table_h =
        ImGui::GetFrameHeightWithSpacing() * static_cast<float>(players.size() + 1);
    ImGui::TextUnformatted(tr("app.victory.territories_chart").c_str());
    const float chart_h = std::max(height - table_h - ImGui::GetTextLineHeightWithSpacing(),
                                   ImGui::GetTextLineHeight() * 4.0f);
    draw_territory_chart(stats, marks, ImVec2(ImGui::GetContentRegionAvail().x, chart_h));
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("##stats", 4, kFlags)) return;
    ImGui::TableSetupColumn(tr("app.victory.player").c_str(), ImGuiTableColumnFlags_WidthStretch,
                            2.0f);
    ImGui::TableSetupColumn(tr("app.victory.territories").c_str(),
                            ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("app.victory.battles_won").c_str(),
                            ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("app.victory.cards_bought").c_str(),
                            ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableHeadersRow();
    for (std::size_t p = 0; p < players.size(); ++p) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::PushStyleColor(ImGuiCol_Text, stats_seat_colour(marks, p));
        ImGui::TextUnformatted(p < names.size() ? names[p].c_str() : "?");
        ImGui::PopStyleColor();
        ImGui::TableNextColumn();
        ImGui::Text("%d", players[p].territories.empty() ? 0 : players[p].territories.back());
        ImGui::TableNextColumn();
        ImGui::Text("%d", players[p].battles_won);
        ImGui::TableNextColumn();
        ImGui::Text("%d", players[p].cards_bought);
    }
    ImGui::EndTable();
}

}  // namespace eden::app
