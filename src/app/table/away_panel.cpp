#include "app/table/away_panel.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/render/shapes.hpp"
#include "app/session/away_summary.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/table/game_panels.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
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

// A new handover since the news was built: the news for the person who took the laptop, by
// the curtain or by a public choice of his asked in the open (curtain.hpp). The news is what
// the log says to everyone, so it needs no curtain.
void follow_handover(AppState& app) {
    const GameSession& game = *app.game;
    AwayNews& news = app.away;
    const int seat = game.hot_seat().holder();
    const AwayNews::Handover now{seat, game.took_laptop_at()};
    if (news.handover == now) return;
    const bool same_reader = news.handover && news.handover->seat == seat && news.open;
    news.handover = now;
    AwaySummary fresh = summarize_away(game.state(), seat, game.missed_events(), ui_language());
    if (same_reader) {
        // The laptop stayed with him (a choice in the open, then his curtain): what he has not
        // put away yet stays, and anything new since is added under it.
        news.summary.lines.insert(news.summary.lines.end(), fresh.lines.begin(), fresh.lines.end());
        return;
    }
    news.summary = std::move(fresh);
    // Only a handover brings news: at the start of a game, or with one person at the laptop,
    // he watched everything himself.
    news.open = seat >= 0 && game.hot_seat().human_count() > 1 && !news.summary.lines.empty();
}

}  // namespace

void draw_away_news(AppState& app) {
    AwayNews& news = app.away;
    news.hovered.clear();
    if (!app.game) return;
    follow_handover(app);
    // Shown to its reader while his choices are on screen: his own screen, or a public choice
    // of his asked in the open.
    const HotSeat& seats = app.game->hot_seat();
    const int reader = news.summary.seat;
    if (!news.open || !seats.may_draw_game() || reader != seats.holder() ||
        (seats.looking() != reader && seats.deciding() != reader))
        return;
    // A section of the side panel, not a window over the board: over the board's corner it hid
    // the highlighted hexes under it (a territory to attack could not be clicked until the news
    // was put away), and the news is read beside the board it talks about. It takes the height
    // it took last frame, at most half of what is left, and scrolls past that.
    const float line = ImGui::GetTextLineHeightWithSpacing();
    ImGuiStorage* heights = ImGui::GetStateStorage();
    const ImGuiID key = ImGui::GetID("away news height");
    const float wanted = heights->GetFloat(key, line * 5.0f);
    const float room = std::max(line * 4.0f, ImGui::GetContentRegionAvail().y * 0.5f);
    ImGui::PushStyleColor(ImGuiCol_Border, IM_COL32(255, 236, 120, 200));
    ImGui::BeginChild("away news", ImVec2(0, std::min(wanted, room)), true);
    ImGui::PopStyleColor();
    const float top = ImGui::GetCursorPosY();
    const std::string title = tr("app.away.title");
    ImGui::TextUnformatted(title.c_str());
    probe::item(title);
    ImGui::SameLine();
    // "Got it" on the title line: reachable without scrolling however long the news is.
    const float got_w =
        ImGui::CalcTextSize(tr("app.away.got_it").c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetCursorPosX(
        std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - got_w));
    if (ui::button(tr_id("app.away.got_it"))) news.open = false;
    ImGui::TextDisabled("%s", tr("app.away.hover").c_str());
    for (std::size_t i = 0; i < news.summary.lines.size(); ++i) {
        const AwayLine& l = news.summary.lines[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::TextColored(tone_colour(l.tone), "%s", tone_mark(l.tone));
        ImGui::SameLine();
        // Wrapped, never cut; the text itself is what the mouse hovers (and the UI probe
        // records it under its words, so the tests hover it as a person would).
        ImGui::PushTextWrapPos(0.0f);
        // Territories in words, as in the log (issue 33 item 6); the probe keeps the line's id.
        ImGui::TextColored(tone_colour(l.tone), "%s", screen_words(app, l.text, true).c_str());
        ImGui::PopTextWrapPos();
        probe::item(l.text);
        if (ImGui::IsItemHovered()) news.hovered = l.hexes;
        ImGui::PopID();
    }
    heights->SetFloat(key, ImGui::GetCursorPosY() - top + ImGui::GetStyle().WindowPadding.y * 2);
    ImGui::EndChild();
}

void draw_away_highlight(SDL_Renderer* renderer, const HexLayout& layout, const AppState& app) {
    for (const Hex h : app.away.hovered)
        hex_outline(renderer, hex_to_pixel(layout, h), layout.radius * 0.92f,
                    std::max(3.0f, layout.radius * 0.09f), kAwayHighlight);
}

}  // namespace eden::app
