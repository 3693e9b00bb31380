#include "app/table/forecast_tooltip.hpp"

#include <algorithm>

#include "app/session/labels.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/words/place_words.hpp"
#include "app/words/ui_text.hpp"
#include "eden/battle/attack_preview.hpp"
#include "imgui.h"

namespace eden::app {

std::string itemised(const SideForecast& side, const text::Names& names) {
    std::string s;
    for (const StrengthItem& i : side.items) {
        const text::Pieces label{"join.space", {i.label}};
        if (!s.empty()) s += tr("join.comma");
        s += tr(text::Message(s.empty() ? "app.forecast.first_item" : "prompt.forecast.bonus")
                    .with("label", label)
                    .with("amount", i.amount),
                names);
    }
    return s;
}

void attack_forecast_tooltip(const GameState& state, const std::vector<std::string>& names,
                             Hex enemy, const std::vector<Action>& opens, const UiFonts& fonts,
                             const std::string& dragged) {
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
    const char* held = p.defender >= 0 ? "player"
                       : p.forecast.defender.items.size() > 0 &&
                               p.forecast.defender.items[0].label.id.starts_with("strength.dragon")
                           ? "dragons"
                           : "wild";
    // The territory in words (issue 33 item 6), for the person deciding.
    const int viewer = me;
    const text::Language language = ui_language();
    ImGui::TextWrapped(
        "%s",
        tr(text::Message("app.forecast.heading")
               .with("at", text::Name{place_words(state, enemy, viewer, false, language), true})
               .with("held", held)
               .with("owner", text::Name{p.defender >= 0 ? name(p.defender) : std::string()}))
            .c_str());
    ImGui::PopFont();
    const SideForecast& d = p.forecast.defender;
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(140, 210, 255, 255));
    const std::string defense = tr(text::Message("app.forecast.defense")
                                       .with("total", d.total)
                                       .with("items", itemised(d, log_names(state))));
    ImGui::TextWrapped("%s", defense.c_str());
    probe::item("Forecast defense " + std::to_string(d.total));
    ImGui::PopStyleColor();
    if (!p.why_base_defense) {
        ImGui::TextWrapped("%s", tr(text::Message("app.forecast.by_hand")
                                        .with("owner", text::Name{name(p.defender)})
                                        .with("cards", p.defender_hand))
                                     .c_str());
    } else {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(160, 170, 190, 255));
        ImGui::TextWrapped("%s", tr(text::Message("app.forecast.base_only")
                                        .with("why", text::in_place(*p.why_base_defense)))
                                     .c_str());
        ImGui::PopStyleColor();
    }
    ImGui::Separator();
    for (std::size_t i = 0; i < previews.size(); ++i) {
        const SideForecast& a = previews[i].forecast.attacker;
        const int bonus = a.total;
        const std::string line =
            tr(text::Message("app.forecast.from")
                   .with("at", place_words(state, frontiers[i].allied, viewer, false, language))
                   .with_flag("bonus", bonus != 0)
                   .with("items", itemised(a, log_names(state))));
        ImGui::TextWrapped("%s", line.c_str());
    }
    const int best_bonus = [&] {
        int b = previews.front().forecast.attacker.total;
        for (const AttackPreview& x : previews)
            b = std::max(b, x.forecast.attacker.total);
        return b;
    }();
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 200, 140, 255));
    ImGui::TextWrapped("%s", tr(text::Message("app.forecast.needed")
                                    .with_flag("by_hand", !p.why_base_defense)
                                    .with("more_than", std::max(0, d.total - best_bonus)))
                                 .c_str());
    ImGui::PopStyleColor();
    ImGui::TextWrapped("%s", tr(text::Message("app.forecast.cost")
                                    .with_flag("additional", p.additional_subphase)
                                    .with("cost", p.cost))
                                 .c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(160, 170, 190, 255));
    ImGui::TextWrapped(
        "%s", (dragged.empty()
                   ? tr("app.forecast.click")
                   : tr(text::Message("app.forecast.release").with("unit", text::Name{dragged})))
                  .c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace eden::app
