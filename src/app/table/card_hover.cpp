#include "app/table/card_hover.hpp"

#include <algorithm>
#include <cctype>
#include <tuple>

#include "app/shell/ui_probe.hpp"
#include "app/widgets/card_widget.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

void probe_tooltip(const CardDef& card) {
    if (!probe::enabled()) return;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    probe::area("tooltip:card:" + card.name, {a.x, a.y, b.x, b.y});
}

// Whole words only: "Ghoul" must not be found inside "Ghoulish".
bool word_at(const std::string& line, std::size_t at, std::size_t length) {
    const auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    const bool before_ok = at == 0 || !letter(line[at - 1]);
    const bool after_ok = at + length >= line.size() || !letter(line[at + length]);
    return before_ok && after_ok;
}

}  // namespace

void card_hover(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts) {
    if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
    card_tooltip(card, lib, fonts);
    probe_tooltip(card);
}

std::vector<const CardDef*> cards_named_in(const GameState& state, const std::string& line) {
    // Where each card's name, as the log writes it in the Menu's language, begins, and its length.
    std::vector<std::tuple<std::size_t, const CardDef*, std::size_t>> found;
    const auto look = [&](const CardDef& c) {
        const std::string name = text::card_name(c, ui_language());
        if (name.empty()) return;
        for (std::size_t at = line.find(name); at != std::string::npos;
             at = line.find(name, at + 1))
            if (word_at(line, at, name.size())) {
                found.push_back({at, &c, name.size()});
                return;
            }
    };
    if (state.setup().cards)
        for (const CardDef& c : state.setup().cards->cards)
            look(c);
    if (state.setup().dragons)
        for (const CardDef& c : state.setup().dragons->cards)
            look(c);
    // "Huge Energy Crystal" also holds no shorter name twice; a name inside a longer one found
    // at the same place ("Dragon" in "Baby Dragon") gives way to the longer.
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return std::get<0>(a) != std::get<0>(b) ? std::get<0>(a) < std::get<0>(b)
                                                : std::get<2>(a) > std::get<2>(b);
    });
    std::vector<const CardDef*> out;
    std::size_t covered_to = 0;
    for (const auto& [at, c, length] : found) {
        if (at < covered_to) continue;
        covered_to = at + length;
        if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    }
    return out;
}

void log_line_hover(const GameState& state, const std::string& line, const UiFonts& fonts) {
    if (!ImGui::IsItemHovered()) return;
    const auto cards = cards_named_in(state, line);
    if (cards.empty() || !state.setup().cards) return;
    if (cards.size() == 1) {
        card_tooltip(*cards[0], *state.setup().cards, fonts);
        probe_tooltip(*cards[0]);
        return;
    }
    // One tooltip, the cards side by side: a line naming two cards shows both.
    ImGui::BeginTooltip();
    for (std::size_t i = 0; i < cards.size() && i < 3; ++i) {
        if (i > 0) ImGui::SameLine();
        ImGui::BeginGroup();
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 16.0f);
        ImGui::TextColored(ImVec4(0.95f, 0.82f, 0.45f, 1.0f), "%s",
                           text::card_name(*cards[i], ui_language()).c_str());
        const std::string text = card_rules_text(*cards[i], *state.setup().cards, ui_language());
        if (cards[i]->kind == CardKind::unit || cards[i]->kind == CardKind::dragon)
            ImGui::TextUnformatted(tr(text::Message("app.card.cost_strength")
                                          .with("cost", cards[i]->cost)
                                          .with("strength", cards[i]->strength))
                                       .c_str());
        if (!text.empty()) ImGui::TextWrapped("%s", text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndGroup();
    }
    ImGui::EndTooltip();
    for (const CardDef* c : cards)
        probe_tooltip(*c);
}

}  // namespace eden::app
