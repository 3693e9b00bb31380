#include "app/screens/how_to_play.hpp"
#include "app/words/whole_words.hpp"

#include "app/words/player_words.hpp"

#include <array>

#include "app/render/palette.hpp"
#include "app/session/hex_layout.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

const ImVec4 kHeading(0.95f, 0.82f, 0.45f, 1.0f);
const ImVec4 kHowToDim(0.65f, 0.67f, 0.72f, 1.0f);

// Each text is recorded in the UI probe as "text:<words>", so a test can read what the tab
// says the way a person does.
void probe_text(const std::string& text) {
    if (!probe::enabled()) return;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    probe::area("text:" + text, {a.x, a.y, b.x, b.y});
}

void how_to_heading(const std::string& text) {
    ImGui::Spacing();
    ImGui::SetWindowFontScale(1.2f);
    ImGui::TextColored(kHeading, "%s", text.c_str());
    ImGui::SetWindowFontScale(1.0f);
    probe_text(text);
}

void para(const std::string& text) {
    ui::text_whole_words(text);
    probe_text(text);
}

void step(int n, const std::string& text) {
    ImGui::Text("%d.", n);
    ImGui::SameLine();
    ImGui::TextWrapped("%s", text.c_str());
    probe_text(text);
}

ImU32 how_to_u32(Rgba c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}

void hex_at(ImDrawList* dl, Point centre, float radius, Rgba fill, const char* label,
            const std::string& under) {
    const auto corners = hex_corners(centre, radius);
    std::array<ImVec2, 6> points;
    for (std::size_t i = 0; i < 6; ++i)
        points[i] = ImVec2(corners[i].x, corners[i].y);
    dl->AddConvexPolyFilled(points.data(), 6, how_to_u32(fill));
    dl->AddPolyline(points.data(), 6, IM_COL32(20, 22, 30, 255), ImDrawFlags_Closed, 2.0f);
    const ImVec2 t = ImGui::CalcTextSize(label);
    const Rgba ink = text_color_on(fill);
    dl->AddText(ImVec2(centre.x - t.x * 0.5f, centre.y - t.y * 0.5f), how_to_u32(ink), label);
    if (!under.empty()) {
        const ImVec2 u = ImGui::CalcTextSize(under.c_str());
        dl->AddText(ImVec2(centre.x - u.x * 0.5f, centre.y + radius + 2.0f),
                    IM_COL32(190, 196, 210, 255), under.c_str());
    }
}

// A row of territories leading away from a portal, each with its base defense: the picture
// of 003's "0, 1, 3, 5, 7".
void base_defense_picture() {
    const float r = ImGui::GetFontSize() * 2.0f;
    const HexLayout layout{r, {0, 0}};
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const Point first = hex_to_pixel(layout, {0, 0});
    const Point second = hex_to_pixel(layout, {1, 0});
    // A little apart, so each hex's caption has its own room.
    const float step_x = (second.x - first.x) * 1.2f;
    const float top = at.y + r;
    const float left = at.x + r;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    constexpr std::array<const char*, 6> kDefense{"P", "0", "1", "3", "5", "7"};

    constexpr std::array<TileColor, 6> kColour{TileColor::black, TileColor::green,
                                               TileColor::grey,  TileColor::yellow,
                                               TileColor::red,   TileColor::brown};
    for (std::size_t i = 0; i < kDefense.size(); ++i) {
        const Rgba fill = i == 0 ? Rgba{200, 70, 70} : tile_fill(kColour[i]);
        // Under each hex its distance: "portal", "1 away", "2 away"...
        const std::string distance =
            i == 0 ? tr("app.how_to_play.portal")
                   : tr(text::Message("app.how_to_play.away").with("count", static_cast<int>(i)));
        hex_at(dl, {left + step_x * static_cast<float>(i), top}, r, fill, kDefense[i], distance);
    }
    ImGui::Dummy(ImVec2(step_x * 6.0f, r * 2.0f + ImGui::GetTextLineHeightWithSpacing() + 4.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, kHowToDim);
    ImGui::TextWrapped("%s", tr("app.how_to_play.base_caption").c_str());
    ImGui::PopStyleColor();
}

// Two territories and the frontier between them: a front, with the attacker's units on one
// side and the defense on the other.
void front_picture() {
    const float r = ImGui::GetFontSize() * 2.0f;
    const HexLayout layout{r, {0, 0}};
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float step_x = hex_to_pixel(layout, {1, 0}).x - hex_to_pixel(layout, {0, 0}).x;
    const Point a{at.x + r, at.y + r};
    const Point b{a.x + step_x, a.y};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const std::string yours = tr("app.how_to_play.yours");
    const std::string theirs = tr("app.how_to_play.theirs");
    hex_at(dl, a, r, tile_fill(TileColor::green), yours.c_str(), tr("app.how_to_play.from"));
    hex_at(dl, b, r, tile_fill(TileColor::grey), theirs.c_str(), tr("app.how_to_play.target"));
    const float x = (a.x + b.x) * 0.5f;
    dl->AddLine(ImVec2(x, a.y - r * 0.8f), ImVec2(x, a.y + r * 0.8f), IM_COL32(255, 170, 120, 255),
                4.0f);
    const float text_x = b.x + r * 1.6f;
    dl->AddText(ImVec2(text_x, a.y - r * 0.8f), IM_COL32(230, 232, 240, 255),
                tr("app.how_to_play.front_is").c_str());
    dl->AddText(ImVec2(text_x, a.y - r * 0.8f + ImGui::GetTextLineHeightWithSpacing()),
                IM_COL32(190, 196, 210, 255), tr("app.how_to_play.more_than").c_str());
    ImGui::Dummy(ImVec2(step_x * 2.0f, r * 2.0f + ImGui::GetTextLineHeightWithSpacing() + 4.0f));
}

}  // namespace

void draw_how_to_play(const RulesSheet& sheet) {
    ImGui::SetWindowFontScale(1.3f);
    ImGui::TextUnformatted(sheet.scenario.c_str());
    ImGui::SetWindowFontScale(1.0f);
    if (!sheet.summary.empty()) para(for_players(sheet.summary));
    if (!sheet.win_conditions.empty()) {
        ImGui::TextColored(kHowToDim, "%s", tr("app.how_to_play.how_won").c_str());
        para(for_players(sheet.win_conditions));
    }
    if (!sheet.deviations.empty()) {
        ImGui::TextColored(kHowToDim, "%s", tr("app.how_to_play.scenario_changes").c_str());
        para(for_players(sheet.deviations));
    }

    how_to_heading(tr("app.how_to_play.map_heading"));
    para(tr("app.how_to_play.map_text"));

    how_to_heading(tr("app.how_to_play.round_heading"));
    step(1, tr("app.how_to_play.production"));
    step(2, tr("app.how_to_play.expansion"));
    step(3, tr("app.how_to_play.purchasing"));

    how_to_heading(tr("app.how_to_play.battle_heading"));
    front_picture();
    step(1, tr("app.how_to_play.battle_1"));
    step(2, tr("app.how_to_play.battle_2"));
    step(3, tr("app.how_to_play.battle_3"));
    step(4, tr("app.how_to_play.battle_4"));
    step(5, tr("app.how_to_play.battle_5"));
    step(6, tr("app.how_to_play.battle_6"));
    step(7, tr("app.how_to_play.battle_7"));

    how_to_heading(tr("app.how_to_play.base_heading"));
    base_defense_picture();
    para(tr("app.how_to_play.bonuses"));

    how_to_heading(tr("app.how_to_play.abilities_heading"));
    para(tr("app.how_to_play.abilities"));

    how_to_heading(tr("app.how_to_play.words_heading"));
    para(tr("app.how_to_play.words"));

    how_to_heading(tr("app.how_to_play.keys_heading"));
    para(tr("app.how_to_play.keys"));
}

}  // namespace eden::app
