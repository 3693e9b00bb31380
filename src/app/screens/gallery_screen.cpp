#include "app/screens/gallery_screen.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "app/session/card_gallery.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/widgets/card_widget.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

// A card out of the gallery's sight takes its room and nothing more (issue 17: the gallery's
// frame time): its name, numbers, price and rules text would be built and laid out for no
// pixel. Scrolled to, it is drawn as before; either way the cards after it stay where they were.
bool gallery_card_in_sight(float width, float height) {
    if (ImGui::IsRectVisible(ImVec2(width, height))) return true;
    ImGui::Dummy(ImVec2(width, height));
    return false;
}

// A row is as tall as its longest card as last drawn, so a text that runs longer (French runs
// longer than English) is read whole, without scrolling the card.
float row_height(const std::vector<const CardDef*>& cards, std::size_t first, int per_row) {
    float h = gallery_card_height();
    const std::size_t end = std::min(cards.size(), first + static_cast<std::size_t>(per_row));
    for (std::size_t i = first; i < end; ++i)
        h = std::max(h, measured_card_height(*cards[i], gallery_card_width()).value_or(0.0f));
    return h;
}

// One kind of card in rows: the World's, or the dragons' (their library is their deck).
void draw_card_rows(const std::vector<const CardDef*>& cards, const CardLibrary& lib,
                    const UiFonts& fonts, int per_row, bool dragons) {
    const float card_w = gallery_card_width();
    float card_h = 0.0f;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const CardDef& def = *cards[i];
        if (i % static_cast<std::size_t>(per_row) != 0)
            ImGui::SameLine();
        else
            card_h = row_height(cards, i, per_row);
        if (!gallery_card_in_sight(card_w, card_h)) continue;
        ImGui::PushID(static_cast<int>(i) + (dragons ? 100000 : 0));
        begin_card("card", def, fonts, card_w, card_h, false);
        if (dragons)
            ImGui::TextDisabled(
                "%s", tr(text::Message("app.card.copies").with("count", def.copies)).c_str());
        else if (def.kind == CardKind::unit || def.copies > 1)
            ImGui::TextDisabled("%s",
                                tr(text::Message(def.kind == CardKind::unit ? "app.card.in_world"
                                                                            : "app.card.in_pile")
                                       .with("count", def.copies))
                                    .c_str());
        end_card(def, lib);
        probe::item("###gallery card:" + def.name);  // a test scrolls to each card
        ImGui::PopID();
    }
}

void draw_gallery_section(const GallerySection& s, const CardLibrary& lib, const UiFonts& fonts) {
    if (!s.resource.empty())
        ImGui::TextDisabled(
            "%s", tr(text::Message("app.gallery.resource").with("resource", s.resource)).c_str());
    if (!s.description.empty()) ImGui::TextWrapped("%s", s.description.c_str());
    ImGui::Spacing();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    // As many cards a row as fit, so nothing scrolls sideways.
    const int per_row = std::max(1, static_cast<int>((ImGui::GetContentRegionAvail().x + spacing) /
                                                     (gallery_card_width() + spacing)));
    std::vector<const CardDef*> cards;
    for (int c : s.cards)
        cards.push_back(&lib.cards.at(static_cast<std::size_t>(c)));
    draw_card_rows(cards, lib, fonts, per_row, false);
    std::vector<const CardDef*> dragons;
    for (const CardDef& d : s.dragon_cards)
        dragons.push_back(&d);
    draw_card_rows(dragons, CardLibrary{s.dragon_cards, {}}, fonts, per_row, true);
}

}  // namespace

void draw_gallery_window(AppState& app, const UiFonts& fonts, SDL_Point size) {
    if (!app.show_gallery) return;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float ww = std::min(w * 0.94f, ImGui::GetFontSize() * 64.0f);
    ImGui::SetNextWindowPos(ImVec2((w - ww) * 0.5f, h * 0.03f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(ww, h * 0.94f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(1.0f);
    bool open = true;
    ImGui::Begin(tr_id("app.gallery.title").c_str(), &open,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
    const std::vector<GallerySection> sections =
        gallery_sections(app.data.cards, app.data.dragons, ui_language());
    if (sections.empty()) {
        ImGui::End();
        return;
    }
    // A list down the side rather than tabs: eight names do not fit one row of tabs, and a
    // scrolled tab bar hides the common cards.
    app.gallery_section = std::clamp(app.gallery_section, 0, static_cast<int>(sections.size()) - 1);
    ImGui::BeginChild("##sections", ImVec2(ImGui::GetFontSize() * 13.0f, 0), true);
    for (int i = 0; i < static_cast<int>(sections.size()); ++i)
        if (ui::selectable(sections[static_cast<std::size_t>(i)].title.c_str(),
                           i == app.gallery_section))
            app.gallery_section = i;
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##cards");
    const GallerySection& s = sections[static_cast<std::size_t>(app.gallery_section)];
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted(s.title.c_str());
    ImGui::PopFont();
    draw_gallery_section(s, app.data.cards, fonts);
    ImGui::EndChild();
    ImGui::End();
    if (!open) app.show_gallery = false;
}

}  // namespace eden::app
