#include "app/widgets/card_widget.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "app/art/art_widgets.hpp"
#include "app/screens/glossary.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"
#include "imgui_internal.h"

namespace eden::app {

namespace {

// How a card of each kind is framed, so a hand reads at a glance: units in their World's
// blue-grey with its emblem, common cards green, technology steel blue, dragons dark red.
struct CardLook {
    ImU32 body;
    ImU32 band;  // the name's band across the top
    ImU32 border;
    const char* kind;  // the card's kind, as app.card.kind names it
};

CardLook look_of(CardKind kind) {
    switch (kind) {
        case CardKind::unit:
            return {IM_COL32(34, 38, 52, 255), IM_COL32(58, 66, 92, 255),
                    IM_COL32(150, 160, 190, 255), "unit"};
        case CardKind::energy_crystal:
            return {IM_COL32(24, 40, 52, 255), IM_COL32(34, 82, 110, 255),
                    IM_COL32(120, 200, 235, 255), "energy_crystal"};
        case CardKind::common:
            return {IM_COL32(28, 42, 36, 255), IM_COL32(44, 86, 66, 255),
                    IM_COL32(130, 190, 150, 255), "common"};
        case CardKind::technology:
            return {IM_COL32(26, 36, 50, 255), IM_COL32(36, 72, 104, 255),
                    IM_COL32(120, 170, 220, 255), "technology"};
        case CardKind::dragon:
            return {IM_COL32(40, 20, 24, 255), IM_COL32(96, 24, 30, 255),
                    IM_COL32(210, 90, 80, 255), "dragon"};
    }
    return {IM_COL32(36, 40, 52, 255), IM_COL32(52, 60, 84, 255), IM_COL32(90, 96, 112, 255), ""};
}

std::string emblem_of(const CardDef& card) {
    switch (card.kind) {
        case CardKind::unit:
            return "emblem-" + card.civilization;
        case CardKind::energy_crystal:
            return "energy-crystal";
        case CardKind::common:
            return "emblem-common";
        case CardKind::technology:
            return "emblem-technology";
        case CardKind::dragon:
            return "dragon";
    }
    return "";
}

// An icon and its number on one line; the words when the icon is missing.
void icon_number(const std::string& icon, int n, const std::string& words, const std::string& tip) {
    const float size = ImGui::GetFontSize() * 1.25f;
    ImGui::BeginGroup();
    if (art_icon(icon, size)) {
        ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (size - ImGui::GetFontSize()) * 0.5f);
        ImGui::Text("%d", n);
    } else {
        ImGui::TextUnformatted(words.c_str());
    }
    ImGui::EndGroup();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip.c_str());
}

// Cost and strength (units, dragons) or the crystal's value, as icons with their numbers.
void numbers(const CardDef& card) {
    if (card.kind == CardKind::unit || card.kind == CardKind::dragon) {
        icon_number("troops", card.strength,
                    tr(text::Message("app.card.strength").with("strength", card.strength)),
                    tr("app.card.strength_tip"));
        ImGui::SameLine(0, ImGui::GetFontSize());
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(240, 210, 130, 255));
        ImGui::TextUnformatted(tr(text::Message("app.card.cost").with("cost", card.cost)).c_str());
        ImGui::PopStyleColor();
        // Cost beside Price on one card (issue 33 item 8): each says which it is.
        term_tooltip("Cost");
        return;
    }
    if (card.crystal_value > 0) {
        icon_number("energy-crystal", card.crystal_value,
                    tr(text::Message("app.card.crystal_worth").with("value", card.crystal_value)),
                    tr("app.card.crystal_tip"));
        return;
    }
    ImGui::TextDisabled(
        "%s", tr(text::Message("app.card.kind").with("kind", look_of(card.kind).kind)).c_str());
}

void card_head(const CardDef& card, const UiFonts& fonts, bool framed) {
    const float emblem = ImGui::GetFontSize() * 2.4f;
    if (framed) {
        // The band across the top and the emblem in its corner, under the name.
        ImDrawList* list = ImGui::GetWindowDrawList();
        const ImVec2 pos = ImGui::GetWindowPos();
        const float w = ImGui::GetWindowWidth();
        const float band = ImGui::GetStyle().WindowPadding.y + emblem + 2.0f;
        list->AddRectFilled(pos, ImVec2(pos.x + w, pos.y + band), look_of(card.kind).band,
                            ImGui::GetStyle().ChildRounding, ImDrawFlags_RoundCornersTop);
        const float pad = ImGui::GetStyle().WindowPadding.x * 0.5f;
        art_image(list, emblem_of(card), ImVec2(pos.x + w - emblem - pad, pos.y + pad),
                  ImVec2(pos.x + w - pad, pos.y + pad + emblem));
        ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - emblem);
    } else if (art_icon(emblem_of(card), ImGui::GetFontSize() * 1.6f)) {
        ImGui::SameLine();
    }
    ImGui::PushFont(fonts.strong);
    if (framed) {
        ui::text_whole_words(text::card_name(card, ui_language()));
        ImGui::PopTextWrapPos();
        // Two lines of name at most share the band; the numbers start below it.
        const float below = ImGui::GetStyle().WindowPadding.y + emblem + 6.0f;
        if (ImGui::GetCursorPosY() < below) ImGui::SetCursorPosY(below);
    } else {
        ui::text_whole_words(text::card_name(card, ui_language()));
    }
    ImGui::PopFont();
    numbers(card);
}

// The price as icons: a resource's picture with its count, Energy Crystals, pure energy.
void price_icons(const CardDef& card) {
    const Cost& p = card.price;
    const float size = ImGui::GetFontSize() * 1.1f;
    ImGui::BeginGroup();
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(170, 180, 200, 255));
    ImGui::TextUnformatted(tr("app.card.price").c_str());
    ImGui::PopStyleColor();
    term_tooltip("Price");
    bool any_icon = false;
    const auto item = [&](const std::string& icon, int n) {
        if (n <= 0) return;
        ImGui::SameLine();
        if (art_icon(icon, size)) {
            any_icon = true;
            ImGui::SameLine(0, 2.0f);
        }
        ImGui::Text("%d", n);
    };
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        item(resource_icon_name(kResourceColors[i]), p.resources[i]);
    item("energy-crystal", p.energy_crystals);
    item("pure-energy", p.pure_energy);
    if (p.any_one_type > 0) {
        ImGui::SameLine();
        ImGui::TextUnformatted(
            tr(text::Message("app.card.of_one_type").with("count", p.any_one_type)).c_str());
    }
    ImGui::EndGroup();
    // The words: what the icons mean on hover, the whole price when the icons are missing.
    const std::string words = price_text(card.price, ui_language());
    if (!any_icon) {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(170, 180, 200, 255));
        ui::text_whole_words(words);
        ImGui::PopStyleColor();
    } else if (ImGui::IsItemHovered()) {
        // The price in words, and what a price is (beside a unit's cost: issue 33 item 8).
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
        ImGui::TextWrapped("%s",
                           tr(text::Message("app.card.price_words").with("words", words)).c_str());
        if (const GlossaryEntry* what = glossary_entry("Price"))
            ImGui::TextWrapped("%.*s", static_cast<int>(what->text.size()), what->text.data());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void card_rest(const CardDef& card, const CardLibrary& lib) {
    if (card.kind != CardKind::dragon) price_icons(card);  // nobody buys a dragon
    const std::string rules = card_rules_text(card, lib, ui_language());
    if (!rules.empty()) {
        ImGui::Separator();
        ui::text_whole_words(rules);
    }
}

// A card shorter than its text (the hand at 720 pixels) says so: a strip at its bottom holds a
// "more" button that scrolls the card on, as the wheel does (issue 17: never silently cut). The
// strip is kept out of the card's clip, so it never covers a line or a button of the card.
float more_strip_height() {
    return ImGui::GetFontSize() * 1.25f;
}

// Whether the card's content ran past its box (Dear ImGui measured it last frame).
bool card_overflows() {
    return ImGui::GetScrollMaxY() > 0.0f;
}

// Called after the card's content and its clip, inside its child window.
void more_below_cue(ImU32 body, bool strip_kept, float content_bottom) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 pos = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    const float visible_bottom = pos.y + size.y - style.WindowPadding.y;
    const float strip_top = visible_bottom - (strip_kept ? more_strip_height() : 0.0f);
    if (!strip_kept || content_bottom <= strip_top + 0.5f) return;
    const float left = pos.x + style.WindowPadding.x * 0.5f;
    const float right = pos.x + ImGui::GetWindowContentRegionMax().x;  // left of the scrollbar
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(left, strip_top),
                                              ImVec2(right, pos.y + size.y - 1.0f), body);
    // The probe's id stays "▼ more" in every language.
    const std::string shown = "\xe2\x96\xbc " + tr("app.card.more") + "##more";
    const char* label = shown.c_str();
    // A small button: no frame padding above and below.
    const ImVec2 button(ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.0f,
                        ImGui::GetFontSize());
    ImGui::SetCursorScreenPos(ImVec2(right - button.x, visible_bottom - button.y));
    if (ui::small_button(label))
        ImGui::SetScrollY(ImGui::GetScrollY() + ImGui::GetTextLineHeightWithSpacing() * 3.0f);
}

// Each card's height as end_card last measured it, by name, width and language: a box sized
// from it fits its whole text from the second frame on.
using HeightKey = std::tuple<std::string, int, text::Language>;
std::map<HeightKey, float>& measured_heights() {
    static std::map<HeightKey, float> heights;
    return heights;
}

HeightKey height_key(const CardDef& card, float width) {
    return {card.name, static_cast<int>(width), ui_language()};
}

}  // namespace

std::optional<float> measured_card_height(const CardDef& card, float width) {
    const auto known = measured_heights().find(height_key(card, width));
    if (known == measured_heights().end()) return std::nullopt;
    return known->second;
}

float gallery_card_width() {
    return ImGui::GetFontSize() * 11.0f;
}

float gallery_card_height() {
    return ImGui::GetFontSize() * 14.0f;
}

void begin_card(const char* id, const CardDef& card, const UiFonts& fonts, float width,
                float height, bool highlighted, int window_flags) {
    const CardLook look = look_of(card.kind);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, look.body);
    // A card that can be played (or is offered) has a gold edge.
    ImGui::PushStyleColor(ImGuiCol_Border, highlighted ? IM_COL32(240, 200, 90, 255) : look.border);
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, ImGui::GetFontSize() * 0.45f);
    ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, highlighted ? 3.0f : 1.5f);
    // Nothing on a card scrolls it sideways: a line that runs a few pixels past its edge (a
    // long word, a row of price icons) would otherwise take Shift+wheel for the card, and a hand
    // wider than its row could not be scrolled over its cards (issue 16 item 8).
    // The content is as wide as the card less its padding and a scrollbar (text wraps there),
    // so there is nothing to its right to scroll to.
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::SetNextWindowContentSize(
        ImVec2(std::max(1.0f, width - 2.0f * style.WindowPadding.x - style.ScrollbarSize), 0.0f));
    ImGui::BeginChild(id, ImVec2(width, height), true, window_flags);
    // The text stops above the bottom border (Dear ImGui lets a child's last line run over its
    // own border), and above the "more" strip when the card runs longer than its box.
    const ImVec2 at = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    const float strip = card_overflows() ? more_strip_height() : 0.0f;
    ImGui::PushClipRect(
        at, ImVec2(at.x + size.x, at.y + size.y - ImGui::GetStyle().WindowPadding.y * 0.5f - strip),
        true);
    card_head(card, fonts, true);
}

bool end_card(const CardDef& card, const CardLibrary& lib) {
    card_rest(card, lib);
    const bool strip_kept = card_overflows();
    const float content_bottom = ImGui::GetCursorScreenPos().y - ImGui::GetStyle().ItemSpacing.y;
    // With a few pixels to spare: a card exactly as tall as its text still measures a little
    // more (Dear ImGui's rounding), and would then show its "more" strip over its last line.
    measured_heights()[height_key(card, ImGui::GetWindowWidth())] = std::ceil(
        ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y + ImGui::GetFontSize() * 0.5f);
    const bool hovered = ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    // The strip's height more to scroll, so the last line comes out above it.
    if (strip_kept) ImGui::Dummy(ImVec2(1.0f, more_strip_height()));
    ImGui::PopClipRect();
    more_below_cue(look_of(card.kind).body, strip_kept, content_bottom);
    ImGui::EndChild();
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor(2);
    return hovered;
}

void card_zoom(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts, ImVec2 anchor,
               float min_width) {
    // As tall as its text was when last drawn (the first frame: the gallery's height).
    const float width = std::max(min_width, gallery_card_width());
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    // Above the strip, over the board; never taller than the room above the strip.
    const float height = std::min(measured_card_height(card, width).value_or(gallery_card_height()),
                                  std::max(gallery_card_height(), anchor.y - gap));
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const ImVec2 at(std::clamp(anchor.x, 0.0f, std::max(0.0f, display.x - width)),
                    std::max(0.0f, anchor.y - height - gap));
    ImGui::SetNextWindowPos(at);
    ImGui::SetNextWindowSize(ImVec2(width, height));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::Begin("##card zoom", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                     ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
    ImGui::PopStyleVar(2);
    // Over the panels (which never come to the front themselves) and the board.
    ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    // A window of its own for each card: the last card's content size (a taller text) must
    // not make this one scroll.
    ImGui::PushID(card.name.c_str());
    begin_card("zoom", card, fonts, width, height, false,
               ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoNav);
    end_card(card, lib);
    ImGui::PopID();
    probe::area("card zoom:" + card.name, {at.x, at.y, at.x + width, at.y + height});
    ImGui::End();
}

void card_tooltip(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
    card_head(card, fonts, false);
    card_rest(card, lib);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace eden::app
