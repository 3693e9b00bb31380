#include "app/gallery_screen.hpp"

#include <algorithm>
#include <string>

#include "app/card_widget.hpp"
#include "app/session/card_gallery.hpp"
#include "app/ui_probe.hpp"
#include "app/widgets.hpp"
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

void draw_gallery_section(const GallerySection& s, const CardLibrary& lib, const UiFonts& fonts) {
    if (!s.resource.empty()) ImGui::TextDisabled("Resource: %s", s.resource.c_str());
    if (!s.description.empty()) ImGui::TextWrapped("%s", s.description.c_str());
    ImGui::Spacing();
    const float card_w = gallery_card_width();
    const float card_h = gallery_card_height();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    // As many cards a row as fit, so nothing scrolls sideways.
    const int per_row = std::max(
        1, static_cast<int>((ImGui::GetContentRegionAvail().x + spacing) / (card_w + spacing)));
    for (std::size_t i = 0; i < s.cards.size(); ++i) {
        const CardDef& def = lib.cards.at(static_cast<std::size_t>(s.cards[i]));
        if (i % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine();
        if (!gallery_card_in_sight(card_w, card_h)) continue;
        ImGui::PushID(s.cards[i]);
        begin_card("card", def, fonts, card_w, card_h, false);
        if (def.kind == CardKind::unit || def.copies > 1)
            ImGui::TextDisabled(def.kind == CardKind::unit ? "%d in the World" : "%d in the pile",
                                def.copies);
        end_card(def, lib);
        probe::item("gallery card:" + def.name);  // a test scrolls to each card
        ImGui::PopID();
    }
    // The dragons' rules text names other dragons: their deck is their library.
    const CardLibrary dragon_library{s.dragon_cards, {}};
    for (std::size_t i = 0; i < s.dragon_cards.size(); ++i) {
        const CardDef& def = s.dragon_cards[i];
        if (i % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine();
        if (!gallery_card_in_sight(card_w, card_h)) continue;
        ImGui::PushID(static_cast<int>(i) + 100000);
        begin_card("dragon", def, fonts, card_w, card_h, false);
        ImGui::TextDisabled(def.copies == 1 ? "1 copy" : "%d copies", def.copies);
        end_card(def, dragon_library);
        probe::item("gallery card:" + def.name);
        ImGui::PopID();
    }
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
    ImGui::Begin("Card gallery (G closes)", &open,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
    const std::vector<GallerySection> sections = gallery_sections(app.data.cards, app.data.dragons);
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
