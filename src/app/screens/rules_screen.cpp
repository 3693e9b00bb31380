#include "app/screens/rules_screen.hpp"
#include "app/words/player_words.hpp"
#include "app/words/whole_words.hpp"

#include <algorithm>

#include "app/screens/glossary.hpp"
#include "app/screens/how_to_play.hpp"
#include "app/session/rules_sheet.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

const ImVec4 kRulesChanged(0.95f, 0.78f, 0.35f, 1.0f);
const ImVec4 kRulesDimText(0.65f, 0.67f, 0.72f, 1.0f);

// The game's rules, or the rules the New game dialog would start with.
RulesSheet sheet_for(const AppState& app) {
    const bool playing = app.game.has_value() && app.screen == Screen::game;
    // The game's ruleset (its setup names it), or the one the New game dialog has chosen.
    const std::string ruleset_id =
        playing ? app.game->state().setup().ruleset_id : app.new_game.ruleset;
    const auto r = app.data.rulesets.find(ruleset_id);
    const Ruleset& ruleset =
        r != app.data.rulesets.end() ? r->second : app.data.rulesets.at("standard");
    const std::string scenario_id =
        playing ? app.game->state().setup().scenario_id : app.new_game.scenario;
    const auto s = app.data.scenarios.find(scenario_id);
    const Scenario scenario = s == app.data.scenarios.end() ? Scenario{} : s->second;
    const Rules active =
        playing ? app.game->state().rules() : make_setup(app.data, app.new_game).rules;
    return rules_sheet(ruleset, scenario, active, ui_language());
}

void paragraph(const std::string& heading, const std::string& text) {
    if (text.empty()) return;
    ImGui::TextColored(kRulesDimText, "%s", heading.c_str());
    ui::text_whole_words(for_players(text));
    ImGui::Spacing();
}

void draw_glossary() {
    ImGui::PushStyleColor(ImGuiCol_Text, kRulesDimText);
    ImGui::TextWrapped("%s", tr("app.rules.glossary_intro").c_str());
    ImGui::PopStyleColor();
    for (const GlossaryEntry& e : glossary()) {
        ImGui::Spacing();
        ImGui::TextColored(kRulesChanged, "%.*s", static_cast<int>(e.term.size()), e.term.data());
        ui::text_whole_words(for_players(std::string(e.text)));
    }
}

// For designers: the scenario as the data says it and every parameter by its id.
void draw_parameters(const RulesSheet& sheet) {
    ImGui::SetWindowFontScale(1.3f);
    ImGui::TextUnformatted(sheet.scenario.c_str());
    ImGui::SetWindowFontScale(1.0f);
    paragraph(tr("app.rules.the_scenario"), sheet.summary);
    paragraph(tr("app.rules.how_won"), sheet.win_conditions);
    paragraph(tr("app.rules.how_differs"), sheet.deviations);
    ImGui::TextColored(
        kRulesDimText, "%s",
        tr(text::Message("app.rules.parameters_of").with("ruleset", for_players(sheet.ruleset)))
            .c_str());
    ImGui::SameLine();
    ImGui::TextColored(kRulesChanged, "%s", tr("app.rules.changed_highlighted").c_str());
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("##rules", 3, kFlags)) {
        ImGui::TableSetupColumn(tr("app.rules.parameter").c_str(),
                                ImGuiTableColumnFlags_WidthStretch, 2.0f);
        ImGui::TableSetupColumn(tr("app.rules.value").c_str(), ImGuiTableColumnFlags_WidthStretch,
                                0.7f);
        ImGui::TableSetupColumn(tr("app.rules.what_it_does").c_str(),
                                ImGuiTableColumnFlags_WidthStretch, 2.8f);
        ImGui::TableHeadersRow();
        for (const RuleRow& r : sheet.rows) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            if (r.changed) ImGui::PushStyleColor(ImGuiCol_Text, kRulesChanged);
            ImGui::TextWrapped("%s", r.id.c_str());
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", r.value.c_str());
            if (r.changed) {
                ImGui::PopStyleColor();
                ImGui::TextColored(kRulesDimText, "%s",
                                   tr(text::Message("app.rules.standard_value")
                                          .with("ruleset", for_players(sheet.ruleset))
                                          .with("value", r.standard))
                                       .c_str());
            }
            ImGui::TableNextColumn();
            ui::text_whole_words(for_players(r.description));
        }
        ImGui::EndTable();
    }
}

}  // namespace

void draw_rules_window(AppState& app, SDL_Point size) {
    if (!app.show_rules) return;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float ww = std::min(w * 0.9f, ImGui::GetFontSize() * 52.0f);
    ImGui::SetNextWindowPos(ImVec2((w - ww) * 0.5f, h * 0.04f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(ww, h * 0.92f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(1.0f);
    bool open = true;
    ImGui::Begin(tr_id("app.rules.title").c_str(), &open,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
    RulesSheet sheet;
    try {
        sheet = sheet_for(app);
    } catch (const std::exception& e) {
        ImGui::TextWrapped(
            "%s", tr(text::Message("app.rules.cannot_show").with("reason", std::string(e.what())))
                      .c_str());
    }
    // Which edition these rules are (issue 33 item 8): the ruleset's description, in the words
    // players read ("The English rulebook...", "The edition with troops...").
    {
        const std::string id = app.game.has_value() && app.screen == Screen::game
                                   ? app.game->state().setup().ruleset_id
                                   : app.new_game.ruleset;
        if (const auto r = app.data.rulesets.find(id); r != app.data.rulesets.end()) {
            ImGui::PushStyleColor(ImGuiCol_Text, kRulesDimText);
            ui::text_whole_words(
                for_players(text::ruleset_text(r->second, "description", ui_language())));
            ImGui::PopStyleColor();
        }
    }
    // Players read how to play and the glossary; the parameter table, with its ids, is the
    // designers' tab (issue 16 item 6).
    if (ImGui::BeginTabBar("rules tabs")) {
        if (ui::begin_tab_item(tr_id("app.rules.tab_how_to_play").c_str())) {
            ImGui::BeginChild("how to play");
            draw_how_to_play(sheet);
            ImGui::EndChild();
            ImGui::EndTabItem();
        }
        if (ui::begin_tab_item(tr_id("app.rules.tab_glossary").c_str())) {
            ImGui::BeginChild("glossary");
            draw_glossary();
            ImGui::EndChild();
            ImGui::EndTabItem();
        }
        if (ui::begin_tab_item(tr_id("app.rules.tab_parameters").c_str())) {
            ImGui::BeginChild("parameters");
            draw_parameters(sheet);
            ImGui::EndChild();
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    ImGui::End();
    if (!open) app.show_rules = false;
}

}  // namespace eden::app
