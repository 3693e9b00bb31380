#include "app/forecast_tooltip.hpp"

#include <algorithm>

#include "app/place_words.hpp"
#include "app/ui_probe.hpp"
#include "eden/battle/attack_preview.hpp"
#include "imgui.h"

namespace eden::app {

std::string itemised(const SideForecast& side) {
    std::string s;
    for (const StrengthItem& i : side.items) {
        if (!s.empty()) s += ", ";
        if (s.empty())
            s += i.label + " " + std::to_string(i.amount);
        else
            s += (i.amount >= 0 ? "+" : "") + std::to_string(i.amount) + " " + i.label;
    }
    return s;
}

void attack_forecast_tooltip(const GameState& state, const std::vector<std::string>& names,
                             Hex enemy, const std::vector<Action>& opens, const UiFonts& fonts) {
    std::vector<Frontier> frontiers;
    for (const Action& a : opens)
        if (const auto* o = std::get_if<OpenFront>(&a))
            if (std::find(frontiers.begin(), frontiers.end(), o->frontier) == frontiers.end())
                frontiers.push_back(o->frontier);
    if (frontiers.empty()) return;
    const int me = state.pending().player;
    std::vector<AttackPreview> previews;
    for (const Frontier& f : frontiers)
        previews.push_back(preview_attack(state, me, f));
    const AttackPreview& p = previews.front();
    const auto name = [&names](int seat) {
        return seat >= 0 && seat < static_cast<int>(names.size())
                   ? names[static_cast<std::size_t>(seat)]
                   : std::string("?");
    };
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
    ImGui::PushFont(fonts.strong);
    const std::string owner =
        p.defender >= 0 ? name(p.defender) + "'s territory"
        : p.forecast.defender.items.size() > 0 &&
                p.forecast.defender.items[0].label.find("dragon") != std::string::npos
            ? std::string("held by the dragons")
            : std::string("a wild territory");
    // The territory in words (issue 33 item 6), for the person deciding.
    const int viewer = me;
    ImGui::TextWrapped("Attack %s \xe2\x80\x94 %s", place_words(state, enemy, viewer).c_str(),
                       owner.c_str());
    ImGui::PopFont();
    const SideForecast& d = p.forecast.defender;
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(140, 210, 255, 255));
    const std::string defense = "Defense " + std::to_string(d.total) + ": " + itemised(d);
    ImGui::TextWrapped("%s", defense.c_str());
    probe::item("Forecast defense " + std::to_string(d.total));
    ImGui::PopStyleColor();
    if (!p.why_base_defense) {
        ImGui::TextWrapped(
            "%s may defend it by hand instead, with units from the %d cards in their hand (they "
            "choose when the front opens).",
            name(p.defender).c_str(), p.defender_hand);
    } else {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(160, 170, 190, 255));
        ImGui::TextWrapped("Base defense only: %s.", p.why_base_defense->c_str());
        ImGui::PopStyleColor();
    }
    ImGui::Separator();
    for (std::size_t i = 0; i < previews.size(); ++i) {
        const SideForecast& a = previews[i].forecast.attacker;
        const int bonus = a.total;
        std::string line = "From " + place_words(state, frontiers[i].allied, viewer) + ": ";
        line += bonus == 0 ? std::string("no bonus") : itemised(a);
        ImGui::TextWrapped("%s", line.c_str());
    }
    const int best_bonus = [&] {
        int b = previews.front().forecast.attacker.total;
        for (const AttackPreview& x : previews)
            b = std::max(b, x.forecast.attacker.total);
        return b;
    }();
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 200, 140, 255));
    if (p.why_base_defense)
        ImGui::TextWrapped("Your units must total more than %d to take it (a tie holds it).",
                           std::max(0, d.total - best_bonus));
    else
        ImGui::TextWrapped(
            "Against the base defense your units must total more than %d; against their hand, "
            "more than their units.",
            std::max(0, d.total - best_bonus));
    ImGui::PopStyleColor();
    if (p.additional_subphase)
        ImGui::TextWrapped(
            "Cost: this front costs %d resources (an additional attack subphase: the "
            "territory's distance to your portal).",
            p.cost);
    else
        ImGui::TextWrapped("Cost: none in the first attack subphase.");
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(160, 170, 190, 255));
    ImGui::TextWrapped("Click to choose it, then the unit that attacks on your card.");
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace eden::app
