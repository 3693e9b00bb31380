#include "app/away_panel.hpp"

#include <algorithm>
#include <cmath>

#include "app/session/away_summary.hpp"
#include "app/shapes.hpp"
#include "app/ui_probe.hpp"
#include "app/widgets.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr Rgba kAwayHighlight{255, 236, 120, 255};

ImVec4 tone_colour(AwayLine::Tone t) {
    switch (t) {
        case AwayLine::Tone::gain:
            return ImVec4(0.55f, 0.9f, 0.55f, 1.0f);
        case AwayLine::Tone::loss:
            return ImVec4(1.0f, 0.5f, 0.45f, 1.0f);
        case AwayLine::Tone::other:
            break;
    }
    return ImVec4(0.85f, 0.87f, 0.9f, 1.0f);
}

const char* tone_mark(AwayLine::Tone t) {
    return t == AwayLine::Tone::gain ? "+" : t == AwayLine::Tone::loss ? "-" : "\xc2\xb7";
}

// A new handover since the news was built: the news for the person who took the laptop.
void follow_handover(AppState& app) {
    const GameSession& game = *app.game;
    AwayNews& news = app.away;
    const int seat = game.hot_seat().confirmed();
    const AwayNews::Handover now{seat, game.took_laptop_at()};
    if (news.handover == now) return;
    news.handover = now;
    news.summary = summarize_away(game.state(), seat, game.missed_events());
    // Only a handover made by the curtain brings news: at the start of a game, or with one
    // person at the laptop, he watched everything himself.
    // A public choice asked in the open (curtain.hpp) confirms nobody: the news waits for the
    // curtain that hands the laptop to its reader.
    news.open = seat >= 0 && game.hot_seat().human_count() > 1 && !news.summary.lines.empty();
}

}  // namespace

void draw_away_panel(AppState& app, Rect board) {
    AwayNews& news = app.away;
    news.hovered.clear();
    if (!app.game) return;
    follow_handover(app);
    if (!news.open || !app.game->hot_seat().may_draw_game() ||
        news.summary.seat != app.game->hot_seat().looking())
        return;
    // One panel at a time over the board: a battle's result first, then the news.
    if (app.battle_report.showing) return;
    const float font = ImGui::GetFontSize();
    const float w = std::min(board.w - font, font * 24.0f);
    const float max_h = std::max(font * 6.0f, board.h * 0.6f);
    ImGui::SetNextWindowPos(ImVec2(board.x + font * 0.5f, board.y + font * 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, max_h));
    ImGui::SetNextWindowBgAlpha(0.94f);
    ImGui::PushStyleColor(ImGuiCol_Border, IM_COL32(255, 236, 120, 200));
    ImGui::Begin("##away", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleColor();
    const std::string title = "Since your last turn";
    ImGui::TextUnformatted(title.c_str());
    probe::item(title);
    ImGui::TextDisabled("Hover a line to see it on the board.");
    ImGui::Separator();
    for (std::size_t i = 0; i < news.summary.lines.size(); ++i) {
        const AwayLine& line = news.summary.lines[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::TextColored(tone_colour(line.tone), "%s", tone_mark(line.tone));
        ImGui::SameLine();
        // Wrapped, never cut; the text itself is what the mouse hovers (and the UI probe
        // records it under its words, so the tests hover it as a person would).
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(tone_colour(line.tone), "%s", line.text.c_str());
        ImGui::PopTextWrapPos();
        probe::item(line.text);
        if (ImGui::IsItemHovered()) news.hovered = line.hexes;
        ImGui::PopID();
    }
    ImGui::Spacing();
    if (ui::button("Got it##away")) news.open = false;
    ImGui::End();
}

void draw_away_highlight(SDL_Renderer* renderer, const HexLayout& layout, const AppState& app) {
    for (const Hex h : app.away.hovered)
        hex_outline(renderer, hex_to_pixel(layout, h), layout.radius * 0.92f,
                    std::max(3.0f, layout.radius * 0.09f), kAwayHighlight);
}

}  // namespace eden::app
