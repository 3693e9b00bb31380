#include "app/lab/lab_runs.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/lab/lab_charts.hpp"
#include "app/lab/lab_settings.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"
#include "lab/game_batch.hpp"
#include "lab/run_label.hpp"

namespace eden::app {

namespace {

const ImVec4 kFlaggedText(1.0f, 0.84f, 0.45f, 1.0f);
constexpr ImU32 kFlaggedRow = IM_COL32(90, 70, 30, 110);

const KeptRun* kept_run(const LabState& lab, int number) {
    for (const KeptRun& k : lab.kept)
        if (k.number == number) return &k;
    return nullptr;
}

// "4 × heuristic", or the kinds seat by seat when they differ ("heuristic/random").
std::string bots_text(const std::vector<std::string>& bots) {
    if (!bots.empty() && std::all_of(bots.begin(), bots.end(),
                                     [&](const std::string& b) { return b == bots.front(); }))
        return std::to_string(bots.size()) + " \u00d7 " + bots.front();
    std::string out;
    for (const std::string& b : bots)
        out += (out.empty() ? "" : "/") + b;
    return out;
}

// "standard · supremacy · … · 4 × heuristic, seed 1 · 20 games".
std::string kept_run_line(const KeptRun& k) {
    const bool whole = !k.end.cancelled && !k.end.error;
    return tr(text::Message(whole ? "app.lab.kept_run" : "app.lab.kept_run_cut")
                  .with("label", lab_run_label(k.request))
                  .with("bots", bots_text(k.request.bots))
                  .with("seed", std::to_string(k.request.seed))
                  .with("games", k.end.tally.games)
                  .with("total", k.end.total));
}

// The comparison of the two ticked runs, worked out once for each pair.
void refresh_comparison(LabState& lab) {
    if (lab.picked.size() != 2) {
        lab.comparison.reset();
        return;
    }
    const std::pair<int, int> pair{lab.picked[0], lab.picked[1]};
    if (lab.comparison && lab.compared == pair) return;
    const KeptRun* a = kept_run(lab, pair.first);
    const KeptRun* b = kept_run(lab, pair.second);
    if (!a || !b) {
        lab.comparison.reset();
        return;
    }
    lab.comparison = lab::compare_runs({a->batch, a->outcomes, a->end.tally, a->outcomes_kept},
                                       {b->batch, b->outcomes, b->end.tally, b->outcomes_kept});
    lab.compared = pair;
}

bool starts_with(const std::string& s, const std::string& head) {
    return s.rfind(head, 0) == 0;
}

std::string figure_name(const AppState& app, const std::string& id) {
    if (starts_with(id, "win_rate_seat_"))
        return tr(text::Message("app.lab.seat").with("number", std::stoi(id.substr(14))));
    if (id == "first_player_wins") return tr("app.lab.first_player");
    if (starts_with(id, "win_rate_civ:")) {
        const std::string civ_id = id.substr(13);
        const Civilization* civ = app.data.cards.civilization(civ_id);
        return tr(text::Message("app.lab.figure_world")
                      .with("world", civ ? text::civilization_name(*civ, ui_language()) : civ_id));
    }
    if (starts_with(id, "win_rate_kind:"))
        return tr(text::Message("app.lab.figure_kind").with("kind", id.substr(14)));
    if (id == "undecided_share") return tr("app.lab.figure_undecided");
    if (id == "mean_rounds") return tr("app.lab.figure_rounds");
    if (id == "mean_actions") return tr("app.lab.figure_actions");
    return id;
}

std::string figure_value(const lab::FigureRow& r, const std::optional<double>& v) {
    if (!v) return tr("app.lab.no_figure");
    if (r.share) return tr(text::Message("app.lab.percent").with("value", lab_number(100 * *v, 1)));
    return lab_number(*v, 1);
}

// A difference with its sign: "+2.5", "−1.0" (a minus sign, not a hyphen).
std::string signed_number(double v, int places) {
    const std::string digits = lab_number(std::fabs(v), places);
    const bool zero = digits.find_first_not_of("0.,") == std::string::npos;
    return (zero ? "" : v < 0 ? "\u2212" : "+") + digits;
}

std::string difference_text(const lab::FigureRow& r, double v) {
    if (r.share)
        return tr(text::Message("app.lab.points").with("value", signed_number(100 * v, 1)));
    return signed_number(v, 1);
}

std::string interval_text(const lab::FigureRow& r, const lab::PairedInterval& d) {
    const double scale = r.share ? 100 : 1;
    return tr(text::Message(r.share ? "app.lab.interval_points" : "app.lab.interval_range")
                  .with("low", signed_number(scale * d.low, 1))
                  .with("high", signed_number(scale * d.high, 1)));
}

std::string quartiles_text(const std::vector<int>& q) {
    if (q.empty()) return tr("app.lab.no_figure");
    std::string out;
    for (int r : q)
        out += (out.empty() ? "" : " \u00b7 ") + std::to_string(r);
    return out;
}

// The runs' headings over their halves: which is the baseline, what it played, how it ended.
void draw_run_heading(const char* role_id, const KeptRun& k) {
    ImGui::TextColored(kFlaggedText, "%s",
                       tr(text::Message(role_id).with("number", k.number)).c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, kLabDimText);
    ui::text_whole_words(kept_run_line(k));
    ImGui::PopStyleColor();
}

void draw_figures_table(AppState& app, const lab::RunComparison& c) {
    LabState& lab = app.lab;
    lab.compared_rows.clear();
    const bool paired = c.pairing == lab::Pairing::paired;
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("##lab_pair_figures", 7, kFlags)) return;
    const char* heads[] = {"app.lab.figure",       "app.lab.baseline", "app.lab.variant",
                           "app.lab.difference",   "app.lab.interval", "app.lab.games_for_2",
                           "app.lab.beyond_chance"};
    const float weights[] = {2.2f, 1.0f, 1.0f, 1.0f, 1.6f, 1.1f, 1.0f};
    for (int i = 0; i < 7; ++i)
        ImGui::TableSetupColumn(tr(heads[i]).c_str(), ImGuiTableColumnFlags_WidthStretch,
                                weights[i]);
    ImGui::TableHeadersRow();
    const auto row = [&](std::vector<std::string> cells, bool flagged) {
        ImGui::TableNextRow();
        if (flagged) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, kFlaggedRow);
        if (flagged) ImGui::PushStyleColor(ImGuiCol_Text, kFlaggedText);
        for (const std::string& cell : cells) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(cell.c_str());
        }
        if (flagged) ImGui::PopStyleColor();
        lab.compared_rows.push_back(std::move(cells));
    };
    for (const lab::FigureRow& r : c.rows) {
        std::vector<std::string> cells = {figure_name(app, r.id), figure_value(r, r.baseline),
                                          figure_value(r, r.variant)};
        const bool flagged = r.difference && r.difference->flagged();
        if (r.difference) {
            cells.push_back(difference_text(r, r.difference->mean));
            cells.push_back(interval_text(r, *r.difference));
            cells.push_back(r.share && r.games_for_2_points > 0
                                ? std::to_string(r.games_for_2_points)
                                : tr("app.lab.no_figure"));
            cells.push_back(flagged ? tr("app.lab.yes") : "");
        } else if (r.baseline && r.variant && !paired) {
            // Not paired: the plain difference of the two runs' figures, without an interval.
            cells.push_back(difference_text(r, *r.variant - *r.baseline));
            cells.insert(cells.end(), {tr("app.lab.no_figure"), tr("app.lab.no_figure"), ""});
        } else {
            cells.insert(cells.end(), {tr("app.lab.no_figure"), tr("app.lab.no_figure"),
                                       tr("app.lab.no_figure"), ""});
        }
        row(std::move(cells), flagged);
    }
    row({tr("app.lab.figure_quartiles"), quartiles_text(c.baseline_rounds),
         quartiles_text(c.variant_rounds), "", "", "", ""},
        false);
    ImGui::EndTable();
}

void draw_skill_verdict(const lab::RunComparison& c) {
    if (!c.skill) return;
    const lab::SkillVerdict& v = *c.skill;
    const char* id = v.more   ? "app.lab.skill_more"
                     : v.less ? "app.lab.skill_less"
                              : "app.lab.skill_same";
    lab::FigureRow share;
    share.share = true;
    ui::text_whole_words(tr(text::Message(id)
                                .with("kind", v.stronger)
                                .with("difference", difference_text(share, v.difference.mean))
                                .with("low", difference_text(share, v.difference.low))
                                .with("high", difference_text(share, v.difference.high))));
}

// Both runs' charts, each in its half, on the same axes: win rates on 0-100 %, game lengths on
// the rounds and the height that hold both runs' bars.
void draw_pair_charts(AppState& app, const KeptRun& a, const KeptRun& b) {
    const LengthAxes axes = shared_length_axes(a.end.tally, b.end.tally);
    app.lab.compared_length_axes = {axes.lo, axes.hi, axes.top};
    const float font = ImGui::GetFontSize();
    const float chart_h =
        std::clamp(ImGui::GetContentRegionAvail().y * 0.5f - font, font * 12, font * 16);
    if (!ImGui::BeginTable("##lab_pair_charts", 2, ImGuiTableFlags_SizingStretchSame)) return;
    for (const KeptRun* k : {&a, &b}) {
        ImGui::TableNextColumn();
        const float w = ImGui::GetContentRegionAvail().x;
        draw_win_rate_chart(k->end.tally, k->request.bots, ImVec2(w, chart_h));
        draw_game_length_chart(k->end.tally, k->request.max_rounds, ImVec2(w, chart_h), &axes);
    }
    ImGui::EndTable();
}

}  // namespace

std::string lab_run_label(const lab::SimulateRequest& r) {
    const std::string changes = lab::changes_text(r.assignments);
    std::string label =
        tr(text::Message("app.lab.run_label")
               .with("ruleset", r.ruleset)
               .with("scenario", r.scenario)
               .with("variant", r.variant.empty() ? tr("app.lab.no_variant") : r.variant)
               .with("changes", changes.empty() ? tr("app.lab.no_changes") : changes));
    if (r.map.empty()) return label;
    return tr(text::Message("app.lab.run_label_on_map")
                  .with("label", text::Name{label})
                  .with("map", text::Name{r.map}));
}

void keep_lab_run(LabState& lab) {
    if (!lab.run || lab.run_kept || lab.run->running()) return;
    KeptRun k;
    k.number = lab.run_number;
    k.request = lab.request;
    k.batch = lab.run->batch();
    k.end = lab.run->snapshot();
    k.outcomes = lab.run->outcomes();
    k.saved_to = lab.saved_to;
    lab.kept.push_back(std::move(k));
    lab.run_kept = true;
}

namespace {

// "Watch game [N] of run #K": the run ticked last, or the newest.
void draw_watch_game(AppState& app) {
    LabState& lab = app.lab;
    const KeptRun* run = lab.picked.empty() ? &lab.kept.back() : kept_run(lab, lab.picked.back());
    if (!run || run->outcomes.empty()) return;
    const int games = static_cast<int>(run->outcomes.size());
    lab.watch_game = std::clamp(lab.watch_game, 1, games);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("app.lab.watch_game_number").c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    ImGui::InputInt("##watch_game", &lab.watch_game);
    lab.watch_game = std::clamp(lab.watch_game, 1, games);
    ImGui::SameLine();
    const std::string label = tr(text::Message("app.lab.watch_game")
                                     .with("game", lab.watch_game)
                                     .with("run", run->number)) +
                              "###Watch game";
    if (ui::button(label)) watch_lab_game(app, *run, lab.watch_game - 1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.lab.watch_game_tip").c_str());
}

// The lab folder's files that are no run, under the runs: each as eden-cli would refuse it
// (file: /pointer: reason), its Details opening the refusal box with the line it points at.
void draw_refused_runs(AppState& app) {
    int n = 0;
    for (const FileRefusal& r : app.lab.refused_runs) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        const std::string id = "###Refused " + std::to_string(++n);
        if (ui::small_button(tr("app.lab.refused_details") + id)) app.refusal = r;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.lab.refused_tip").c_str());
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(kLabProblemText, "%s", tr("app.lab.refused_mark").c_str());
        ImGui::SameLine();
        const std::string line = std::filesystem::path(r.file).filename().string() + ": " +
                                 (r.pointer.empty() ? "/" : r.pointer) + ": " + r.reason;
        ui::text_whole_words(line);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", r.file.c_str());
    }
}

}  // namespace

void draw_lab_runs(AppState& app) {
    LabState& lab = app.lab;
    if (lab.kept.empty() && lab.refused_runs.empty()) return;
    ImGui::TextUnformatted(
        tr(text::Message("app.lab.runs").with("count", static_cast<int>(lab.kept.size()))).c_str());
    ImGui::SameLine();
    const bool two = lab.picked.size() == 2;
    if (!two) ImGui::BeginDisabled();
    if (ui::small_button(tr_id("app.lab.side_by_side"))) lab.side_by_side = true;
    if (!two) ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", tr("app.lab.runs_tip").c_str());
    // The newest first; a short list, scrolled when there are more.
    const float font = ImGui::GetFontSize();
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
    // Room for each row shown to wrap once; more rows scroll.
    const int shown = std::min(static_cast<int>(lab.kept.size() + lab.refused_runs.size()), 3);
    const float height = (ImGui::GetFrameHeightWithSpacing() + ImGui::GetTextLineHeight()) *
                         static_cast<float>(shown);
    if (!ImGui::BeginTable("##lab_runs", 2, kFlags, ImVec2(0, height))) return;
    ImGui::TableSetupColumn("##tick", ImGuiTableColumnFlags_WidthFixed, font * 3.2f);
    ImGui::TableSetupColumn("##run", ImGuiTableColumnFlags_WidthStretch);
    for (auto k = lab.kept.rbegin(); k != lab.kept.rend(); ++k) {
        const auto at = std::find(lab.picked.begin(), lab.picked.end(), k->number);
        bool ticked = at != lab.picked.end();
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        // Named "Run 3" for the UI driver in every language.
        const std::string number = std::to_string(k->number);
        if (ui::checkbox("#" + number + "###Run " + number, &ticked)) {
            if (ticked) {
                lab.picked.push_back(k->number);
                if (lab.picked.size() > 2) lab.picked.erase(lab.picked.begin());
            } else {
                lab.picked.erase(std::find(lab.picked.begin(), lab.picked.end(), k->number));
            }
        }
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        if (ticked) {
            ImGui::TextColored(
                kFlaggedText, "%s",
                tr(at == lab.picked.begin() ? "app.lab.baseline" : "app.lab.variant").c_str());
            ImGui::SameLine();
        }
        // The marks before the words, so a line that wraps never pushes them off the edge.
        if (!k->saved_to.empty()) {
            ImGui::TextDisabled("%s", tr("app.lab.kept_saved").c_str());
            ImGui::SameLine();
        }
        if (!k->outcomes_kept) {
            ImGui::TextDisabled("%s", tr("app.lab.kept_figures_only").c_str());
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", tr("app.lab.saved_without_outcomes").c_str());
            ImGui::SameLine();
        }
        const std::string line = kept_run_line(*k);
        ImGui::TextWrapped("%s", line.c_str());
        std::string tip = line;
        if (!k->saved_to.empty())
            tip += "\n" + tr(text::Message("app.lab.saved_to").with("file", k->saved_to.string()));
        if (!k->outcomes_kept) tip += "\n" + tr("app.lab.saved_without_outcomes");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip.c_str());
    }
    draw_refused_runs(app);
    ImGui::EndTable();
    if (!lab.kept.empty()) draw_watch_game(app);
}

bool watch_lab_game(AppState& app, const KeptRun& run, int index) {
    try {
        std::optional<GameState> end;
        const lab::GameOutcome outcome =
            lab::play_batch_game(run.batch, index, {}, [&end](const GameState& g) { end = g; });
        if (!end) return false;
        std::vector<SeatKind> seats;
        for (const std::string& kind : outcome.kinds)  // every seat of a lab game is a bot
            seats.push_back(kind == "search" ? SeatKind::strong_bot : SeatKind::bot);
        start_replay(app, *end, std::move(seats));
        app.replay_return = Screen::lab;
        return true;
    } catch (const std::exception& e) {
        app.status =
            tr(text::Message("app.replay.cannot_open").with("reason", std::string(e.what())));
        return false;
    }
}

void draw_lab_side_by_side(AppState& app) {
    LabState& lab = app.lab;
    refresh_comparison(lab);
    const KeptRun* a = lab.picked.size() == 2 ? kept_run(lab, lab.picked[0]) : nullptr;
    const KeptRun* b = lab.picked.size() == 2 ? kept_run(lab, lab.picked[1]) : nullptr;
    if (!a || !b || !lab.comparison) {
        lab.side_by_side = false;
        return;
    }
    const float font = ImGui::GetFontSize();
    const ImVec2 big(0, ImGui::GetFrameHeight() * 1.2f);
    if (ui::button(tr_id("app.lab.back_to_runs"), big)) lab.side_by_side = false;
    ImGui::SameLine();
    if (ui::button(tr_id("app.lab.swap"), big)) std::swap(lab.picked[0], lab.picked[1]);
    ImGui::BeginChild("##lab_pair", ImVec2(0, 0), false);
    if (ImGui::BeginTable("##lab_pair_heads", 2, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableNextColumn();
        draw_run_heading("app.lab.baseline_run", *a);
        ImGui::TableNextColumn();
        draw_run_heading("app.lab.variant_run", *b);
        ImGui::EndTable();
    }
    const lab::RunComparison& c = *lab.comparison;
    ImGui::PushStyleColor(ImGuiCol_Text, kLabDimText);
    switch (c.pairing) {
        case lab::Pairing::paired:
            ui::text_whole_words(tr(text::Message("app.lab.paired_note").with("games", c.games)));
            break;
        case lab::Pairing::different_seats:
            ui::text_whole_words(tr("app.lab.not_paired"));
            break;
        case lab::Pairing::no_common_games:
            ui::text_whole_words(tr("app.lab.no_common_games"));
            break;
        case lab::Pairing::no_outcomes:
            ui::text_whole_words(
                !a->outcomes_kept && !b->outcomes_kept
                    ? tr(text::Message("app.lab.no_outcomes_both")
                             .with("first", a->number)
                             .with("second", b->number))
                    : tr(text::Message("app.lab.no_outcomes_one")
                             .with("number", a->outcomes_kept ? b->number : a->number)));
            break;
    }
    ImGui::PopStyleColor();
    draw_figures_table(app, c);
    draw_skill_verdict(c);
    ImGui::Dummy(ImVec2(0, font * 0.5f));
    draw_pair_charts(app, *a, *b);
    ImGui::EndChild();
}

bool close_lab_side_by_side(AppState& app) {
    if (app.screen != Screen::lab || !app.lab.side_by_side) return false;
    app.lab.side_by_side = false;
    return true;
}

}  // namespace eden::app
