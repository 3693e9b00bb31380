#include "app/lab_screen.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/lab_charts.hpp"
#include "app/lab_save_popup.hpp"
#include "app/lab_settings.hpp"
#include "bots/bot.hpp"
#include "imgui.h"
#include "lab/win_rates.hpp"

namespace eden::app {

namespace {

void draw_lab_results(AppState& app) {
    LabState& lab = app.lab;
    const float font = ImGui::GetFontSize();
    if (!lab.run) {
        lab.charted_games = 0;
        lab.charted_win_rates.clear();
        ImGui::PushStyleColor(ImGuiCol_Text, kLabDimText);
        ImGui::TextWrapped(
            "Bots play whole games with the rules chosen at the left, on every core. Run, and the "
            "charts fill in as the games finish: the win rate of each seat with its 95 %% "
            "interval, and how long the games last. The results are those eden-cli simulate "
            "reports for the same settings and seed.");
        ImGui::PopStyleColor();
        return;
    }
    const lab::RunSnapshot s = lab.run->snapshot();
    const lab::Tally& t = s.tally;
    char line[256];
    if (s.running)
        std::snprintf(line, sizeof line, "Playing: %d of %d games on %d threads, %.1f s", t.games,
                      s.total, s.threads, s.wall_seconds);
    else if (s.error)
        std::snprintf(line, sizeof line, "Stopped after %d of %d games by an error:", t.games,
                      s.total);
    else if (s.cancelled)
        std::snprintf(line, sizeof line, "Cancelled after %d of %d games (%.1f s)", t.games,
                      s.total, s.wall_seconds);
    else
        std::snprintf(line, sizeof line, "Done: %d games in %.1f s on %d threads", t.games,
                      s.wall_seconds, s.threads);
    ImGui::TextUnformatted(line);
    if (s.error) ImGui::TextColored(kLabProblemText, "%s", s.error->c_str());
    std::snprintf(line, sizeof line, "%d / %d games", t.games, s.total);
    ImGui::ProgressBar(
        s.total > 0 ? static_cast<float>(t.games) / static_cast<float>(s.total) : 1.0f,
        ImVec2(-1, 0), line);
    if (t.games > 0) {
        std::snprintf(line, sizeof line,
                      "%s · %d finished, %d undecided (%.0f %%) · mean %.1f rounds, %.0f actions",
                      lab.request.scenario.c_str(), t.finished, t.games - t.finished,
                      100.0 * (t.games - t.finished) / t.games,
                      static_cast<double>(t.rounds) / t.games,
                      static_cast<double>(t.actions) / t.games);
        ImGui::TextUnformatted(line);
        if (t.violations > 0)
            ImGui::TextColored(
                kLabProblemText, "%d games broke an invariant of the engine: %s", t.violations,
                t.first_violations.empty() ? "" : t.first_violations[0].second.c_str());
    } else {
        ImGui::TextDisabled("No game has finished yet.");
    }
    if (!lab.saved_to.empty()) ImGui::TextDisabled("Saved to %s", lab.saved_to.string().c_str());
    ImGui::Spacing();
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float chart_h = std::max(font * 8, (room.y - ImGui::GetStyle().ItemSpacing.y) * 0.5f);
    lab.charted_win_rates = draw_win_rate_chart(t, lab.request.bots, ImVec2(room.x, chart_h));
    lab.charted_games = t.games;
    draw_game_length_chart(t, lab.request.max_rounds, ImVec2(room.x, chart_h));
    if (!s.running) lab.final_drawn = true;
}

// The balance of the Worlds: each one's win rate with its 95 % interval, over the games it
// was drawn into (each game draws its civilizations from its seed).
void draw_lab_world_rates(const AppState& app) {
    if (!app.lab.run) return;
    const lab::Tally t = app.lab.run->snapshot().tally;
    if (t.games == 0) return;
    ImGui::Spacing();
    ImGui::TextUnformatted("Win rate by World (95 % interval)");
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("##lab_worlds", 3, kFlags)) return;
    ImGui::TableSetupColumn("World", ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn("Games", ImGuiTableColumnFlags_WidthStretch, 0.8f);
    ImGui::TableSetupColumn("Win rate", ImGuiTableColumnFlags_WidthStretch, 1.6f);
    ImGui::TableHeadersRow();
    for (const auto& [id, games] : t.games_by_civ) {
        const auto won = t.wins_by_civ.find(id);
        const lab::WinRate r = lab::win_rate(won == t.wins_by_civ.end() ? 0 : won->second, games);
        const Civilization* civ = app.data.cards.civilization(id);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(civ ? civ->name.c_str() : id.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d", games);
        ImGui::TableNextColumn();
        ImGui::Text("%.0f %% (%.0f-%.0f)", 100 * r.rate, 100 * r.low, 100 * r.high);
    }
    ImGui::EndTable();
}

}  // namespace

void open_lab(AppState& app) {
    app.status.clear();
    app.screen = Screen::lab;
}

void leave_lab(AppState& app) {
    app.lab.run.reset();  // cancels and joins: no thread outlives the screen
    app.lab.save_open = false;
    app.screen = Screen::title;
}

void draw_lab_screen(AppState& app, SDL_Point size) {
    LabState& lab = app.lab;
    if (static_cast<int>(lab.bots.size()) < kMaxSeats) {
        // The heuristic bot in every seat: the rules played with sense, at a hundred games a
        // minute. The search bot (stronger, a few seconds a game) is offered per seat for
        // matchups: does skill pay under these rules?
        lab.bots.assign(kMaxSeats, std::string("heuristic"));
        if (!app.data.rulesets.contains(lab.rules.ruleset) && !app.data.rulesets.empty())
            lab.rules.ruleset = app.data.rulesets.begin()->first;
        if (!app.data.scenarios.contains(lab.rules.scenario) && !app.data.scenarios.empty())
            lab.rules.scenario = app.data.scenarios.begin()->first;
    }
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(size.x), static_cast<float>(size.y)));
    ImGui::Begin("##lab", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::SetWindowFontScale(1.5f);
    ImGui::TextUnformatted("Playtesters' lab");
    ImGui::SetWindowFontScale(1.0f);
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, kLabDimText);
    ImGui::TextUnformatted("  bots play the rules you choose, many games at once");
    ImGui::PopStyleColor();
    ImGui::Separator();
    const bool running = app.lab.run && app.lab.run->running();
    const float font = ImGui::GetFontSize();
    // The rules variants' table (three columns of words) takes half the width while it is open.
    const float share = app.lab.show_variants ? 0.52f : 0.42f;
    const float left = std::clamp(static_cast<float>(size.x) * share, font * 24, font * 48);
    ImGui::BeginChild("##lab_settings", ImVec2(left, 0), false);
    draw_lab_settings(app, running);
    if (app.screen != Screen::lab) {  // Back was pressed
        ImGui::EndChild();
        ImGui::End();
        return;
    }
    draw_lab_world_rates(app);
    ImGui::Spacing();
    draw_lab_rules_variants(app, running);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##lab_results", ImVec2(0, 0), false);
    draw_lab_results(app);
    ImGui::EndChild();
    draw_lab_save_popup(app);
    ImGui::End();
}

bool lab_wants_frames(const AppState& app) {
    return app.screen == Screen::lab && app.lab.run &&
           (app.lab.run->running() || !app.lab.final_drawn);
}

}  // namespace eden::app
