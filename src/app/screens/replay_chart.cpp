#include "app/screens/replay_chart.hpp"

#include <algorithm>
#include <cmath>

#include "app/shell/ui_probe.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"

namespace eden::app {

namespace {

const char* measure_id(ChartMeasure m) {
    switch (m) {
        case ChartMeasure::territories:
            return "app.replay.chart_territories";
        case ChartMeasure::resources:
            return "app.replay.chart_resources";
        case ChartMeasure::pure_energy:
            return "app.replay.chart_pure_energy";
        case ChartMeasure::cards:
            return "app.replay.chart_cards";
    }
    return "app.replay.chart_territories";
}

ImU32 chart_seat_colour(const SeatMarks& marks, int seat) {
    if (seat < 0 || seat >= static_cast<int>(marks.colours.size()))
        return IM_COL32(200, 200, 210, 255);
    const Rgba c = marks.colours[static_cast<std::size_t>(seat)];
    return IM_COL32(c.r, c.g, c.b, 255);
}

// Where a position falls along the samples: between the sample at or before it and the next,
// in proportion to the actions between them (samples stand evenly, one a round).
float chart_x(const RoundChart& chart, std::size_t position, float left, float dx) {
    const auto& samples = chart.samples();
    if (samples.empty() || position <= samples.front().position) return left;
    const std::size_t i = chart.sample_at(position);
    if (i + 1 >= samples.size()) return left + dx * static_cast<float>(samples.size() - 1);
    const auto from = static_cast<float>(samples[i].position);
    const auto to = static_cast<float>(samples[i + 1].position);
    const float part = to > from ? (static_cast<float>(position) - from) / (to - from) : 0.0f;
    return left + dx * (static_cast<float>(i) + part);
}

// The measure's buttons, flowing onto a second line in a narrow panel.
void measure_buttons(ChartMeasure& measure) {
    const float right = ImGui::GetContentRegionMax().x;
    int chosen = static_cast<int>(measure);
    bool first = true;
    for (const ChartMeasure m : kChartMeasures) {
        const std::string label = tr(measure_id(m)) + "###" + measure_id(m);
        const float w = ImGui::CalcTextSize(label.c_str(), nullptr, true).x +
                        ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
        if (!first) {
            ImGui::SameLine();
            if (ImGui::GetCursorPosX() + w > right) ImGui::NewLine();
        }
        first = false;
        if (ui::radio_button(label, &chosen, static_cast<int>(m))) measure = m;
    }
}

// A sample's figures in words, for the tooltip: "Round 3: Alice 5, Bob 4".
std::string sample_words(const ChartSample& s, ChartMeasure measure,
                         const std::vector<std::string>& names) {
    std::string figures;
    const std::vector<int>& values = s.of(measure);
    for (std::size_t p = 0; p < values.size() && p < names.size(); ++p)
        figures += (figures.empty() ? "" : ", ") + names[p] + " " + std::to_string(values[p]);
    return tr(text::Message("app.replay.chart_sample")
                  .with("round", s.round)
                  .with_flag("map", s.round == 0)
                  .with_flag("end", s.game_over)
                  .with("figures", figures));
}

}  // namespace

std::optional<std::size_t> draw_replay_chart(const RoundChart& chart, ChartMeasure& measure,
                                             std::size_t position,
                                             const std::vector<std::string>& names,
                                             const SeatMarks& marks, float height) {
    const float top = ImGui::GetCursorPosY();
    measure_buttons(measure);
    const auto& samples = chart.samples();
    if (samples.size() < 2) {
        ImGui::TextWrapped("%s", tr("app.replay.chart_none").c_str());
        return std::nullopt;
    }
    const float line_h = ImGui::GetTextLineHeight();
    const std::string legend = tr("app.replay.chart_legend");
    const float legend_h =
        ImGui::CalcTextSize(legend.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x).y +
        ImGui::GetStyle().ItemSpacing.y * 2.0f;
    const float chart_h =
        std::max(height - (ImGui::GetCursorPosY() - top) - legend_h, line_h * 4.0f);
    // The Heart's changes stand in a band of their own above the lines, where none hides them.
    const float r = std::max(4.0f, std::floor(line_h * 0.36f));
    const float heart_band = r * 2.0f + 4.0f;
    const ImVec2 size(ImGui::GetContentRegionAvail().x, chart_h);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const int most = chart.most(measure);
    const std::string top_label = std::to_string(most);
    const float label_w = ImGui::CalcTextSize("000").x + 6.0f;
    const ImVec2 lo(origin.x + label_w, origin.y + size.y - line_h);
    const ImVec2 hi(origin.x + size.x - 8.0f, origin.y + heart_band + 2.0f);
    const float dx = (hi.x - lo.x) / static_cast<float>(samples.size() - 1);
    const float dy = (lo.y - hi.y) / static_cast<float>(most);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImU32 axis = IM_COL32(150, 150, 160, 255);
    draw->AddRectFilled(ImVec2(lo.x, hi.y), ImVec2(hi.x, lo.y), IM_COL32(20, 24, 32, 255));
    draw->AddLine(ImVec2(lo.x, hi.y), lo, axis);
    draw->AddLine(lo, ImVec2(hi.x, lo.y), axis);
    draw->AddText(ImVec2(origin.x, hi.y - 2.0f), axis, top_label.c_str());
    draw->AddText(ImVec2(origin.x, lo.y - line_h), axis, "0");
    draw->AddText(ImVec2(lo.x, lo.y + 1.0f), axis, tr("app.victory.axis_map").c_str());
    const std::string rounds =
        tr(text::Message("app.replay.chart_rounds").with("rounds", samples.back().round));
    draw->AddText(ImVec2(hi.x - ImGui::CalcTextSize(rounds.c_str()).x, lo.y + 1.0f), axis,
                  rounds.c_str());
    // The position on screen, under the lines.
    const float now_x = std::floor(chart_x(chart, position, lo.x, dx)) + 0.5f;
    draw->AddLine(ImVec2(now_x, hi.y), ImVec2(now_x, lo.y), IM_COL32(240, 200, 90, 200), 2.0f);
    const std::size_t seats = samples.front().of(measure).size();
    for (std::size_t p = 0; p < seats; ++p) {
        std::vector<ImVec2> points;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            const std::vector<int>& v = samples[i].of(measure);
            if (p < v.size())
                points.emplace_back(lo.x + dx * static_cast<float>(i),
                                    lo.y - dy * static_cast<float>(v[p]));
        }
        draw->AddPolyline(points.data(), static_cast<int>(points.size()),
                          chart_seat_colour(marks, static_cast<int>(p)), ImDrawFlags_None, 2.0f);
    }
    // Eliminations on the floor, the Heart's changes along the top, each where it happened.
    for (const ChartMark& m : chart.marks()) {
        const float x = chart_x(chart, m.position, lo.x, dx);
        const ImU32 c = chart_seat_colour(marks, m.seat);
        if (m.kind == ChartMark::Kind::eliminated) {
            const float y = lo.y - r - 1.0f;
            draw->AddLine(ImVec2(x - r, y - r), ImVec2(x + r, y + r), c, 2.5f);
            draw->AddLine(ImVec2(x - r, y + r), ImVec2(x + r, y - r), c, 2.5f);
        } else {
            const float y = origin.y + r + 2.0f;
            draw->AddQuadFilled(ImVec2(x, y - r), ImVec2(x + r, y), ImVec2(x, y + r),
                                ImVec2(x - r, y), c);
            draw->AddQuad(ImVec2(x, y - r), ImVec2(x + r, y), ImVec2(x, y + r), ImVec2(x - r, y),
                          IM_COL32(20, 20, 20, 255));
        }
    }
    std::optional<std::size_t> go;
    ImGui::InvisibleButton("###replay-chart", size);
    probe::item("###replay-chart");
    if (ImGui::IsItemHovered()) {
        const float at = (ImGui::GetIO().MousePos.x - lo.x) / dx;
        const auto i = static_cast<std::size_t>(
            std::clamp(std::lround(at), 0L, static_cast<long>(samples.size() - 1)));
        draw->AddCircle(ImVec2(lo.x + dx * static_cast<float>(i), lo.y), r, axis);
        ImGui::SetTooltip("%s\n%s", sample_words(samples[i], measure, names).c_str(),
                          tr("app.replay.chart_click").c_str());
        if (ImGui::IsItemClicked()) go = samples[i].position;
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetColorU32(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", legend.c_str());
    ImGui::PopStyleColor();
    return go;
}

}  // namespace eden::app
