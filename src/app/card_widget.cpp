#include "app/card_widget.hpp"

#include <string>

#include "eden/card_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

std::string numbers_line(const CardDef& card) {
    if (card.kind == CardKind::unit || card.kind == CardKind::dragon)
        return "Cost " + std::to_string(card.cost) + "  \xc2\xb7  Strength " +
               std::to_string(card.strength);
    if (card.crystal_value > 0)
        return "Energy Crystal, worth " + std::to_string(card.crystal_value);
    return std::string(to_string(card.kind));
}

void card_head(const CardDef& card, const UiFonts& fonts) {
    ImGui::PushFont(fonts.strong);
    ImGui::TextWrapped("%s", card.name.c_str());
    ImGui::PopFont();
    ImGui::TextWrapped("%s", numbers_line(card).c_str());
}

void card_rest(const CardDef& card, const CardLibrary& lib) {
    if (card.kind != CardKind::dragon) {  // nobody buys a dragon
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(170, 180, 200, 255));
        ImGui::TextWrapped("Price: %s", price_text(card.price).c_str());
        ImGui::PopStyleColor();
    }
    const std::string rules = card_rules_text(card, lib);
    if (!rules.empty()) {
        ImGui::Separator();
        ImGui::TextWrapped("%s", rules.c_str());
    }
}

}  // namespace

void begin_card(const char* id, const CardDef& card, const UiFonts& fonts, float width,
                float height, bool highlighted) {
    ImGui::PushStyleColor(ImGuiCol_ChildBg,
                          highlighted ? IM_COL32(52, 60, 84, 255) : IM_COL32(36, 40, 52, 255));
    ImGui::PushStyleColor(ImGuiCol_Border,
                          highlighted ? IM_COL32(240, 200, 90, 255) : IM_COL32(90, 96, 112, 255));
    ImGui::BeginChild(id, ImVec2(width, height), true);
    card_head(card, fonts);
}

void end_card(const CardDef& card, const CardLibrary& lib) {
    card_rest(card, lib);
    ImGui::EndChild();
    ImGui::PopStyleColor(2);
}

void card_tooltip(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
    card_head(card, fonts);
    card_rest(card, lib);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace eden::app
