#include "app/widgets/rules_variants.hpp"
#include "app/words/player_words.hpp"
#include "app/words/whole_words.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "app/session/rules_sheet.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/search_words.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

const ImVec4 kVariantChanged(0.95f, 0.78f, 0.35f, 1.0f);
const ImVec4 kVariantRefused(1.0f, 0.55f, 0.45f, 1.0f);

// The scenario's rules before the players' changes: what "Reset" goes back to.
Rules scenario_rules(const data::GameData& data, const NewGameChoice& choice) {
    NewGameChoice plain = choice;
    plain.rule_changes.clear();
    return make_setup(data, plain).rules;
}

// One editor for parameter `p` (lists: edit_list), whose value is `value`; true with `value`
// changed.
bool edit_value(const ParamInfo& p, nlohmann::json& value, const std::string& as_text) {
    // Named after the parameter in the UI probe (the label itself is hidden), so the UI driver
    // can set a parameter as a person does.
    const std::string label = "###" + std::string(p.id);
    switch (p.type) {
        case ParamType::boolean: {
            bool b = value.get<bool>();
            if (!ui::checkbox(label, &b)) return false;
            value = b;
            return true;
        }
        case ParamType::integer: {
            int i = value.get<int>();
            // No wider than its column (the lab's narrower table), so the buttons stay in sight.
            ImGui::SetNextItemWidth(
                std::min(ImGui::GetFontSize() * 7.0f, ImGui::GetContentRegionAvail().x));
            if (!ImGui::InputInt("##v", &i)) return false;
            value = std::clamp(i, p.min, p.max);
            return true;
        }
        case ParamType::choice: {
            const std::string now = value.get<std::string>();
            bool changed = false;
            ImGui::SetNextItemWidth(
                std::min(ImGui::GetFontSize() * 10.0f, ImGui::GetContentRegionAvail().x));
            if (ui::begin_combo(label.c_str(), now.c_str())) {
                for (std::string_view c : p.choices)
                    if (ui::selectable(std::string(c).c_str(), c == now)) {
                        value = std::string(c);
                        changed = true;
                    }
                ImGui::EndCombo();
            }
            return changed;
        }
        default:  // lists: edit_list
            ImGui::TextWrapped("%s", as_text.c_str());
            return false;
    }
}

bool is_list(const ParamInfo& p) {
    return p.type == ParamType::integer_list || p.type == ParamType::colour_list ||
           p.type == ParamType::phase_order;
}

std::string list_hint(const ParamInfo& p) {
    switch (p.type) {
        case ParamType::colour_list:
            return tr("app.variants.colour_list_hint");
        case ParamType::phase_order:
            return tr("app.variants.phase_order_hint");
        default:
            return tr("app.variants.numbers_hint");
    }
}

// A list as comma-separated values in a text field. What is typed becomes the change even
// when the rules refuse it: Start stays disabled, and the rules' reason shows under the field.
bool edit_list(const data::GameData& data, const NewGameChoice& choice,
               std::map<std::string, std::string>& list_texts, const ParamInfo& p,
               nlohmann::json& value) {
    const std::string id(p.id);
    std::string& text = list_texts[id];
    // Changed elsewhere (another scenario, "Back to the scenario's rules"): the text follows;
    // otherwise it stays as typed, spaces and a trailing comma too.
    if (list_from_text(text) != value) text = list_to_text(value);
    std::array<char, 512> buffer{};
    text.copy(buffer.data(), buffer.size() - 1);
    ImGui::SetNextItemWidth(-1);
    bool changed = false;
    if (ImGui::InputText("##v", buffer.data(), buffer.size())) {
        text = buffer.data();
        value = list_from_text(text);
        changed = true;
    }
    // A long list runs past the field's edge: the tooltip shows it whole.
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s", text.c_str(), list_hint(p).c_str());
    if (choice.rule_changes.contains(id) || changed)
        if (const auto why = rule_change_problem(data, choice, id, value)) {
            ImGui::PushStyleColor(ImGuiCol_Text, kVariantRefused);
            ui::text_whole_words(for_players(tr(*why)));
            ImGui::PopStyleColor();
        }
    return changed;
}

}  // namespace

void draw_rules_variants(const data::GameData& data, NewGameChoice& c, RulesVariantsView view,
                         float min_height) {
    const std::string title = tr(text::Message("app.variants.header")
                                     .with("count", static_cast<int>(c.rule_changes.size()))) +
                              "###variants";
    // Open or closed is app state, so a screenshot run can open it too.
    ImGui::SetNextItemOpen(view.open);
    view.open = ImGui::CollapsingHeader(title.c_str());
    if (!view.open) return;
    Rules base;
    try {
        base = scenario_rules(data, c);
    } catch (const std::exception& e) {
        ImGui::TextWrapped("%s", e.what());
        return;
    }
    const auto ruleset = data.rulesets.find(c.ruleset);
    if (ruleset == data.rulesets.end()) {
        ImGui::TextWrapped(
            "%s", tr(text::Message("app.variants.no_ruleset").with("ruleset", c.ruleset)).c_str());
        return;
    }
    const auto scenario = data.scenarios.find(c.scenario);
    const RulesSheet sheet = rules_sheet(
        ruleset->second, scenario == data.scenarios.end() ? Scenario{} : scenario->second, base,
        ui_language());
    if (ui::button(tr_id("app.variants.back"))) c.rule_changes.clear();
    ImGui::SameLine();
    std::array<char, 128> query{};
    view.search.copy(query.data(), query.size() - 1);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::InputTextWithHint("##variant_search", tr("app.variants.search_hint").c_str(),
                                 query.data(), query.size()))
        view.search = query.data();
    probe::item("variant_search");
    const float height =
        min_height > 0 ? std::max(min_height, ImGui::GetContentRegionAvail().y) : 0.0f;
    ImGui::BeginChild("##variants", ImVec2(0, height), true);
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("##params", 3, kFlags)) {
        ImGui::TableSetupColumn(tr("app.rules.parameter").c_str(),
                                ImGuiTableColumnFlags_WidthStretch, 1.5f);
        ImGui::TableSetupColumn(tr("app.rules.value").c_str(), ImGuiTableColumnFlags_WidthStretch,
                                1.3f);
        ImGui::TableSetupColumn(tr("app.rules.what_it_does").c_str(),
                                ImGuiTableColumnFlags_WidthStretch, 2.8f);
        ImGui::TableHeadersRow();
        const auto& params = parameter_table();
        // The rows to show: those the search finds (not playable yet: never offered), the
        // changed ones first, each group in the table's order.
        std::vector<std::size_t> rows;
        const auto changed_row = [&](std::size_t i) {
            return c.rule_changes.contains(std::string(params[i].id)) || sheet.rows[i].changed;
        };
        for (std::size_t i = 0; i < params.size() && i < sheet.rows.size(); ++i)
            if (!params[i].unfinished &&
                text::has_all_words(
                    std::string(params[i].id) + " " + for_players(sheet.rows[i].description),
                    view.search))
                rows.push_back(i);
        std::stable_partition(rows.begin(), rows.end(), changed_row);
        for (const std::size_t i : rows) {
            const ParamInfo& p = params[i];
            const std::string id(p.id);
            const auto change = c.rule_changes.find(id);
            nlohmann::json value =
                change != c.rule_changes.end() ? change->second : get_parameter(base, p.id);
            const bool changed = changed_row(i);
            ImGui::TableNextRow();
            ImGui::PushID(static_cast<int>(i));
            ImGui::TableNextColumn();
            if (changed) ImGui::PushStyleColor(ImGuiCol_Text, kVariantChanged);
            ui::text_breaking_after_separators(id);
            if (changed) ImGui::PopStyleColor();
            ImGui::TableNextColumn();
            const bool edited = is_list(p) ? edit_list(data, c, view.list_texts, p, value)
                                           : edit_value(p, value, sheet.rows[i].value);
            if (edited) {
                // Back at the scenario's value: no longer a change.
                if (value == get_parameter(base, p.id))
                    c.rule_changes.erase(id);
                else
                    c.rule_changes[id] = value;
            }
            ImGui::TableNextColumn();
            ui::text_whole_words(for_players(sheet.rows[i].description));
            ImGui::PopID();
        }
        ImGui::EndTable();
        if (rows.empty())
            ui::text_whole_words(
                tr(text::Message("app.variants.no_match").with("query", view.search)));
    }
    ImGui::EndChild();
}

void draw_rules_variants(AppState& app) {
    draw_rules_variants(app.data, app.new_game,
                        {app.show_variants, app.variant_list_texts, app.variant_search});
}

}  // namespace eden::app
