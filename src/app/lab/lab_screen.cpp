#include "app/lab/lab_screen.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/lab/lab_charts.hpp"
#include "app/lab/lab_runs.hpp"
#include "app/lab/lab_save_popup.hpp"
#include "app/lab/lab_saved_runs.hpp"
#include "app/lab/lab_settings.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "bots/bot.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"
#include "lab/win_rates.hpp"

namespace eden::app {

namespace {

// A count as the lab has always written it ("1000", with no thousands separator).
std::string whole(long long n) {
    return std::to_string(n);
}

void draw_lab_results(AppState& app) {
    LabState& lab = app.lab;
    const float font = ImGui::GetFontSize();
    if (!lab.run) {
        lab.charted_games = 0;
        lab.charted_win_rates.clear();
        ImGui::PushStyleColor(ImGuiCol_Text, kLabDimText);
        ImGui::TextWrapped("%s", tr("app.lab.intro").c_str());
        ImGui::PopStyleColor();
        return;
    }
    const lab::RunSnapshot s = lab.run->snapshot();
    const lab::Tally& t = s.tally;
    // What is played, so two runs (and their screenshots) are told apart.
    ui::text_whole_words(tr(text::Message("app.lab.run_header")
                                .with("number", lab.run_number)
                                .with("label", lab_run_label(lab.request))));
    const char* state_id = s.running     ? "app.lab.playing"
                           : s.error     ? "app.lab.stopped"
                           : s.cancelled ? "app.lab.cancelled"
                                         : "app.lab.done";
    ImGui::TextUnformatted(tr(text::Message(state_id)
                                  .with("games", whole(t.games))
                                  .with("total", whole(s.total))
                                  .with("threads", whole(s.threads))
                                  .with("seconds", lab_number(s.wall_seconds, 1)))
                               .c_str());
    if (s.error) ImGui::TextColored(kLabProblemText, "%s", s.error->c_str());
    const std::string progress = tr(text::Message("app.lab.progress")
                                        .with("games", whole(t.games))
                                        .with("total", whole(s.total)));
    ImGui::ProgressBar(
        s.total > 0 ? static_cast<float>(t.games) / static_cast<float>(s.total) : 1.0f,
        ImVec2(-1, 0), progress.c_str());
    if (t.games > 0) {
        ImGui::TextUnformatted(
            tr(text::Message("app.lab.tally")
                   .with("scenario", lab.request.scenario)
                   .with("finished", whole(t.finished))
                   .with("undecided", whole(t.games - t.finished))
                   .with("percent", lab_number(100.0 * (t.games - t.finished) / t.games, 0))
                   .with("rounds", lab_number(static_cast<double>(t.rounds) / t.games, 1))
                   .with("actions", lab_number(static_cast<double>(t.actions) / t.games, 0)))
                .c_str());
        if (t.violations > 0)
            ImGui::TextColored(
                kLabProblemText, "%s",
                tr(text::Message("app.lab.violations")
                       .with("count", whole(t.violations))
                       .with("first", t.first_violations.empty() ? std::string()
                                                                 : t.first_violations[0].second))
                    .c_str());
    } else {
        ImGui::TextDisabled("%s", tr("app.lab.none_finished").c_str());
    }
    if (!lab.saved_to.empty())
        ImGui::TextDisabled(
            "%s",
            tr(text::Message("app.lab.saved_to").with("file", lab.saved_to.string())).c_str());
    ImGui::Spacing();
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float chart_h = std::max(font * 8, (room.y - ImGui::GetStyle().ItemSpacing.y) * 0.5f);
    lab.charted_win_rates = draw_win_rate_chart(t, lab.request.bots, ImVec2(room.x, chart_h));
    lab.charted_games = t.games;
    draw_game_length_chart(t, lab.request.max_rounds, ImVec2(room.x, chart_h));
    if (!s.running) ++lab.final_frames;
}

// The balance of the Worlds: each one's win rate with its 95 % interval, over the games it
// was drawn into (each game draws its civilizations from its seed).
void draw_lab_world_rates(const AppState& app) {
    if (!app.lab.run) return;
    const lab::Tally t = app.lab.run->snapshot().tally;
    if (t.games == 0) return;
    ImGui::Spacing();
    ImGui::TextUnformatted(tr("app.lab.world_rates").c_str());
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("##lab_worlds", 3, kFlags)) return;
    ImGui::TableSetupColumn(tr("app.lab.world").c_str(), ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn(tr("app.lab.games").c_str(), ImGuiTableColumnFlags_WidthStretch, 0.8f);
    ImGui::TableSetupColumn(tr("app.lab.win_rate").c_str(), ImGuiTableColumnFlags_WidthStretch,
                            1.6f);
    ImGui::TableHeadersRow();
    for (const auto& [id, games] : t.games_by_civ) {
        const auto won = t.wins_by_civ.find(id);
        const lab::WinRate r = lab::win_rate(won == t.wins_by_civ.end() ? 0 : won->second, games);
        const Civilization* civ = app.data.cards.civilization(id);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(civ ? text::civilization_name(*civ, ui_language()).c_str()
                                   : id.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d", games);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(tr(text::Message("app.lab.rate_interval")
                                      .with("rate", lab_number(100 * r.rate, 0))
                                      .with("low", lab_number(100 * r.low, 0))
                                      .with("high", lab_number(100 * r.high, 0)))
                                   .c_str());
    }
    ImGui::EndTable();
}

}  // namespace

void open_lab(AppState& app) {
    app.status.clear();
    app.screen = Screen::lab;
    list_saved_lab_runs(app);  // the runs earlier sessions saved, and any saved since
}

void leave_lab(AppState& app) {
    if (app.lab.run) {  // cancelled and joined: no thread outlives the screen; the run is kept
        app.lab.run->cancel();
        app.lab.run->join();
        keep_lab_run(app.lab);
    }
    app.lab.run.reset();
    app.lab.side_by_side = false;
    app.lab.save_open = false;
    // Opened by the map editor's Balance check: back to the map, the lab's next runs building
    // their own maps again.
    const bool to_editor = app.lab.opened_from_editor && app.editor;
    if (app.lab.opened_from_editor) app.lab.map.reset();
    app.lab.opened_from_editor = false;
    app.screen = to_editor ? Screen::map_editor : Screen::title;
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
    ImGui::TextUnformatted(tr("app.lab.title").c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, kLabDimText);
    ImGui::TextUnformatted(tr("app.lab.subtitle").c_str());
    ImGui::PopStyleColor();
    ImGui::Separator();
    keep_lab_run(lab);
    if (lab.side_by_side) {
        draw_lab_side_by_side(app);
        if (lab.side_by_side) {
            ImGui::End();
            return;
        }
    }
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
    draw_lab_runs(app);
    draw_lab_results(app);
    ImGui::EndChild();
    draw_lab_save_popup(app);
    ImGui::End();
}

bool lab_wants_frames(const AppState& app) {
    return app.screen == Screen::lab && app.lab.run &&
           (app.lab.run->running() || app.lab.final_frames < 2);
}

}  // namespace eden::app
