#include "app/table/plan_panel.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "app/screens/game_screen.hpp"
#include "app/session/battle_plan_draft.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/message.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

void draw_plan_editor(AppState& app, const std::vector<int>& fronts, int seat);
void quick_plan_button(AppState& app, const std::vector<int>& fronts, int seat);

constexpr PlanStop kStops[] = {PlanStop::now, PlanStop::while_behind, PlanStop::while_behind_by,
                               PlanStop::after_all};

// The plans he has set, one line each: what the engine will play for him.
void current_plans(AppState& app, int seat) {
    const GameState& state = app.game->state();
    const std::vector<FrontPlan> plans = state.battle_plans(seat);
    if (plans.empty()) return;
    for (const FrontPlan& p : plans) {
        std::string units;
        for (std::size_t i = 0; i < p.units.size(); ++i)
            units += (i ? tr("join.comma") : std::string()) +
                     tr(text::Message("app.plan.unit")
                            .with("card", text::card_name(state, p.units[i].card, ui_language()))
                            .with_flag("ask", !p.units[i].trigger));
        const std::string line = tr(text::Message("app.plan.current")
                                        .with("front", p.front + 1)
                                        .with("units", units)
                                        .with_flag("none_left", p.units.empty())
                                        .with("stop", stop_words(p.stop, p.margin, ui_language())));
        ImGui::BulletText("%s", line.c_str());
    }
    const std::string drop_label = tr_id("app.plan.drop");
    const bool drop = ImGui::Button(drop_label.c_str());
    probe::item(drop_label);
    if (drop) act(app, DropBattlePlan{});
}

// The plan most people write, in one click, for the first front he has not planned yet: every
// unit of his hand while his side is not ahead. The window above is there to write any other.
void quick_plan_button(AppState& app, const std::vector<int>& fronts, int seat) {
    const GameState& state = app.game->state();
    const std::vector<FrontPlan> plans = state.battle_plans(seat);
    for (int front : fronts) {
        const bool planned = std::any_of(plans.begin(), plans.end(),
                                         [front](const FrontPlan& p) { return p.front == front; });
        if (planned) continue;
        const auto plan =
            quick_plan(state, seat, front,
                       app.plan_draft.last_after_battle.at(static_cast<std::size_t>(seat)));
        if (!plan) return;
        const auto& units = std::get<SetBattlePlan>(*plan).plan.units;
        const std::string label = tr(text::Message("app.plan.quick")
                                         .with_flag("several_fronts", fronts.size() > 1)
                                         .with("front", front + 1)
                                         .with("units", static_cast<int>(units.size())));
        const bool set = ImGui::Button(label.c_str());
        probe::item(std::string(kQuickPlan) + "##" + label);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.plan.quick_tip").c_str());
        if (set) act(app, *plan);
        return;
    }
}

}  // namespace

std::string plan_unit_probe_id(CardId card) {
    return "plan:add:" + std::to_string(card);
}

void draw_plan_panel(AppState& app, const UiFonts& fonts) {
    if (!app.game) return;
    const std::vector<int> fronts = plannable_fronts(*app.game);
    if (fronts.empty()) {
        app.plan_window_for.reset();
        return;
    }
    const GameState& state = app.game->state();
    const int seat = app.game->pending().player;
    PlanDraft& draft = app.plan_draft;
    if (std::find(fronts.begin(), fronts.end(), draft.front) == fronts.end())
        draft.front = fronts.front();
    draft.follow(state, seat);
    ImGui::Separator();
    ImGui::PushFont(fonts.strong);
    // Open or closed is app state. The plan is written in a window of its own beside the choices
    // panel: the panel has a few lines' room at 1280 x 720, the plan needs a dozen.
    const bool toggle = ImGui::Button(tr_id("app.plan.open").c_str());
    probe::item(tr("app.plan.open") + "###Plan this front");
    ImGui::PopFont();
    if (toggle) app.plan_window_for = seat;
    quick_plan_button(app, fronts, seat);
    current_plans(app, seat);
    if (app.plan_window_for != seat) {
        app.plan_window_for.reset();
        return;
    }
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const float em = ImGui::GetFontSize();
    ImGui::SetNextWindowSize(ImVec2(std::min(screen.x * 0.9f, em * 34.0f), 0.0f));
    ImGui::SetNextWindowPos(ImVec2(screen.x * 0.5f, screen.y * 0.45f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    bool keep = true;
    if (!ImGui::Begin((tr("app.plan.window") + "###battle plan").c_str(), &keep,
                      ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::End();
        if (!keep) app.plan_window_for.reset();
        return;
    }
    draw_plan_editor(app, fronts, seat);
    ImGui::End();
    if (!keep) app.plan_window_for.reset();
}

namespace {

// The plan being written: the front, the units in order, when to stop; "Set this plan" sends it
// and closes the window.
void draw_plan_editor(AppState& app, const std::vector<int>& fronts, int seat) {
    const GameState& state = app.game->state();
    PlanDraft& draft = app.plan_draft;
    ImGui::TextWrapped("%s", tr("app.plan.explained").c_str());
    if (fronts.size() > 1)
        for (int f : fronts) {
            ImGui::SameLine();
            const std::string label = tr(text::Message("app.plan.front").with("front", f + 1)) +
                                      "###Front " + std::to_string(f + 1);
            const bool chosen = ImGui::RadioButton(label.c_str(), draft.front == f);
            probe::item(label);
            if (chosen) {
                draft.front = f;
                draft.at_action = static_cast<std::size_t>(-1);
                draft.follow(state, seat);
            }
        }
    ImGui::TextUnformatted(tr("app.plan.units").c_str());
    if (draft.units.empty()) ImGui::TextDisabled("  %s", tr("app.plan.none_yet").c_str());
    for (std::size_t i = 0; i < draft.units.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        PlannedUnit& u = draft.units[i];
        ImGui::Text("%zu. %s", i + 1, text::card_name(state, u.card, ui_language()).c_str());
        ImGui::SameLine();
        ImGui::Checkbox(tr_id("app.plan.trigger").c_str(), &u.trigger);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.plan.trigger_tip").c_str());
        ImGui::SameLine();
        if (ImGui::SmallButton(tr_id("app.plan.remove").c_str())) {
            draft.units.erase(draft.units.begin() + static_cast<std::ptrdiff_t>(i));
            ImGui::PopID();
            break;
        }
        ImGui::PopID();
    }
    const std::vector<CardId> hand = plannable_units(state, seat, draft);
    if (!hand.empty()) {
        ImGui::TextUnformatted(tr("app.plan.add_from_hand").c_str());
        // Every unit offered, in the order shown, in one click: the plan a person makes most
        // (issue 33: inputs per round), each still removable or unticked above.
        ImGui::SameLine();
        const std::string all_label = tr("app.plan.all_units") + "###" + kPlanAllUnits;
        const bool all = ImGui::SmallButton(all_label.c_str());
        probe::item(all_label);
        if (all)
            for (CardId c : hand)
                draft.units.push_back({c, true});
        for (CardId c : hand) {
            ImGui::PushID(c);
            ImGui::SameLine();
            const std::string name = text::card_name(state, c, ui_language());
            const bool add = ImGui::SmallButton((name + "##" + std::to_string(c)).c_str());
            // Found by the card's id, read as the name drawn on it.
            probe::item(name + "###" + plan_unit_probe_id(c));
            if (add) draft.units.push_back({c, true});
            ImGui::PopID();
        }
    }
    ImGui::TextUnformatted(tr("app.plan.when_to_stop").c_str());
    for (PlanStop s : kStops) {
        // Found by its English words in every language (the UI driver clicks them).
        const std::string label =
            stop_words(s, draft.margin, ui_language()) + "###" + stop_words(s, draft.margin);
        const bool chosen = ImGui::RadioButton(label.c_str(), draft.stop == s);
        probe::item(label);
        if (chosen) draft.stop = s;
    }
    if (draft.stop == PlanStop::while_behind_by) {
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        ImGui::InputInt(tr_id("app.plan.lead_wanted").c_str(), &draft.margin);
        draft.margin = std::clamp(draft.margin, 0, 99);
    }
    if (after_battle_plannable(state, draft)) {
        // 003 step 9 answered ahead: the question that otherwise passes the laptop once more.
        ImGui::TextUnformatted(tr("app.plan.after_battle").c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.plan.after_tip").c_str());
        const std::pair<PlanAfterBattle, const char*> answers[] = {
            {PlanAfterBattle::ask, "app.plan.after_ask"},
            {PlanAfterBattle::discard, "app.plan.after_discard"},
            {PlanAfterBattle::return_all, "app.plan.after_return_all"},
        };
        for (const auto& [answer, id] : answers) {
            const std::string label = tr_id(id);
            const bool chosen = ImGui::RadioButton(label.c_str(), draft.after_battle == answer);
            probe::item(label);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.plan.after_tip").c_str());
            if (chosen) draft.after_battle = answer;
        }
    }
    const std::string set_label = tr_id("app.plan.set");
    const bool set = ImGui::Button(set_label.c_str());
    probe::item(set_label);
    if (set) {
        draft.last_after_battle.at(static_cast<std::size_t>(seat)) = draft.after_battle;
        act(app, draft.action());
        app.plan_window_for.reset();
    }
}

}  // namespace

}  // namespace eden::app
