#include "app/widgets/unit_chip.hpp"
#include "app/words/whole_words.hpp"

#include <algorithm>
#include <string>

#include "app/shell/ui_probe.hpp"
#include "app/widgets/card_widget.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/data_text.hpp"

namespace eden::app {

ImVec2 unit_chip_size() {
    const float f = ImGui::GetFontSize();
    return ImVec2(std::floor(f * 6.2f), std::floor(f * 3.6f));
}

void draw_unit_chip(const char* id, const UnitChip& chip, const CardLibrary& lib,
                    const UiFonts& fonts) {
    const ImVec2 size = unit_chip_size();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(id, size);
    // For the UI tests: which card stood where, a dragon told apart from a player's unit.
    if (probe::enabled() && chip.card)
        probe::item((chip.card->kind == CardKind::dragon ? "###Dragon chip: " : "###Unit chip: ") +
                    chip.card->name + " " + std::to_string(chip.strength));
    const bool hovered = ImGui::IsItemHovered();
    // The arrival: the card slides in from the right and fades in, the place already kept.
    const float dx = chip.slide * size.x * 1.5f;
    const auto alpha = static_cast<int>(255 * (1.0f - chip.slide * 0.8f));
    const ImVec2 p0(at.x + dx, at.y);
    const ImVec2 p1(p0.x + size.x, p0.y + size.y);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float font = ImGui::GetFontSize();
    const ImU32 bg = chip.fired ? IM_COL32(72, 64, 36, alpha) : IM_COL32(40, 46, 62, alpha);
    const ImU32 rim = chip.fired    ? IM_COL32(240, 200, 90, alpha)
                      : hovered     ? IM_COL32(220, 224, 235, alpha)
                      : chip.doomed ? IM_COL32(200, 90, 90, alpha)
                                    : IM_COL32(96, 104, 124, alpha);
    dl->AddRectFilled(p0, p1, bg, 5.0f);
    dl->AddRect(p0, p1, rim, 5.0f, 0, chip.fired ? 3.0f : 1.5f);
    const std::string name =
        chip.card ? text::card_name(*chip.card, ui_language()) : std::string("?");
    const float pad = font * 0.3f;
    // The name on up to two lines, clipped to the chip, whole words only (smaller if a word
    // is wider than the chip: issue 33 item 7).
    ImGui::PushFont(fonts.strong);
    dl->AddText(ImGui::GetFont(),
                ui::whole_words_size(name, size.x - pad * 2, ImGui::GetFontSize()),
                ImVec2(p0.x + pad, p0.y + pad), IM_COL32(235, 238, 245, alpha), name.c_str(),
                nullptr, size.x - pad * 2);
    ImGui::PopFont();
    // The strength in a disc at the bottom right.
    const float r = font * 0.8f;
    const ImVec2 c(p1.x - r - pad * 0.6f, p1.y - r - pad * 0.6f);
    dl->AddCircleFilled(c, r, IM_COL32(235, 220, 160, alpha));
    const std::string s = std::to_string(chip.strength);
    ImGui::PushFont(fonts.strong);
    const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
    dl->AddText(ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), IM_COL32(24, 22, 18, alpha),
                s.c_str());
    ImGui::PopFont();
    std::string tag = chip.tag;
    ImU32 tag_colour = chip.tag_colour;
    if (tag.empty() && chip.doomed) {
        tag = "doomed";
        tag_colour = IM_COL32(255, 140, 140, 255);
    }
    if (!tag.empty())
        dl->AddText(ImVec2(p0.x + pad, p1.y - font - pad * 0.6f), tag_colour, tag.c_str());
    if (hovered && chip.card) card_tooltip(*chip.card, lib, fonts);
}

void draw_chip_row(const char* id, const std::vector<UnitChip>& chips, const CardLibrary& lib,
                   const UiFonts& fonts) {
    const float w = unit_chip_size().x;
    const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    ImGui::PushID(id);
    for (std::size_t i = 0; i < chips.size(); ++i) {
        if (i > 0) {
            ImGui::SameLine();
            // Wrap when the next chip would not fit.
            if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
        }
        ImGui::PushID(static_cast<int>(i));
        draw_unit_chip("chip", chips[i], lib, fonts);
        ImGui::PopID();
    }
    ImGui::PopID();
}

}  // namespace eden::app
