#include "app/how_to_play.hpp"
#include "app/whole_words.hpp"

#include "app/player_words.hpp"

#include <array>

#include "app/palette.hpp"
#include "app/session/hex_layout.hpp"
#include "app/ui_probe.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

const ImVec4 kHeading(0.95f, 0.82f, 0.45f, 1.0f);
const ImVec4 kHowToDim(0.65f, 0.67f, 0.72f, 1.0f);

// Each text is recorded in the UI probe as "text:<words>", so a test can read what the tab
// says the way a person does.
void probe_text(const std::string& text) {
    if (!probe::enabled()) return;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    probe::area("text:" + text, {a.x, a.y, b.x, b.y});
}

void how_to_heading(const char* text) {
    ImGui::Spacing();
    ImGui::SetWindowFontScale(1.2f);
    ImGui::TextColored(kHeading, "%s", text);
    ImGui::SetWindowFontScale(1.0f);
    probe_text(text);
}

void para(const std::string& text) {
    ui::text_whole_words(text);
    probe_text(text);
}

void step(int n, const char* text) {
    ImGui::Text("%d.", n);
    ImGui::SameLine();
    ImGui::TextWrapped("%s", text);
    probe_text(text);
}

ImU32 how_to_u32(Rgba c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}

void hex_at(ImDrawList* dl, Point centre, float radius, Rgba fill, const char* label,
            const char* under) {
    const auto corners = hex_corners(centre, radius);
    std::array<ImVec2, 6> points;
    for (std::size_t i = 0; i < 6; ++i)
        points[i] = ImVec2(corners[i].x, corners[i].y);
    dl->AddConvexPolyFilled(points.data(), 6, how_to_u32(fill));
    dl->AddPolyline(points.data(), 6, IM_COL32(20, 22, 30, 255), ImDrawFlags_Closed, 2.0f);
    const ImVec2 t = ImGui::CalcTextSize(label);
    const Rgba ink = text_color_on(fill);
    dl->AddText(ImVec2(centre.x - t.x * 0.5f, centre.y - t.y * 0.5f), how_to_u32(ink), label);
    if (under != nullptr) {
        const ImVec2 u = ImGui::CalcTextSize(under);
        dl->AddText(ImVec2(centre.x - u.x * 0.5f, centre.y + radius + 2.0f),
                    IM_COL32(190, 196, 210, 255), under);
    }
}

// A row of territories leading away from a portal, each with its base defense: the picture
// of 003's "0, 1, 3, 5, 7".
void base_defense_picture() {
    const float r = ImGui::GetFontSize() * 2.0f;
    const HexLayout layout{r, {0, 0}};
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const Point first = hex_to_pixel(layout, {0, 0});
    const Point second = hex_to_pixel(layout, {1, 0});
    // A little apart, so each hex's caption has its own room.
    const float step_x = (second.x - first.x) * 1.2f;
    const float top = at.y + r;
    const float left = at.x + r;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    constexpr std::array<const char*, 6> kDefense{"P", "0", "1", "3", "5", "7"};
    constexpr std::array<const char*, 6> kDistance{"portal", "1 away", "2 away",
                                                   "3 away", "4 away", "5 away"};
    constexpr std::array<TileColor, 6> kColour{TileColor::black, TileColor::green,
                                               TileColor::grey,  TileColor::yellow,
                                               TileColor::red,   TileColor::brown};
    for (std::size_t i = 0; i < kDefense.size(); ++i) {
        const Rgba fill = i == 0 ? Rgba{200, 70, 70} : tile_fill(kColour[i]);
        hex_at(dl, {left + step_x * static_cast<float>(i), top}, r, fill, kDefense[i],
               kDistance[i]);
    }
    ImGui::Dummy(ImVec2(step_x * 6.0f, r * 2.0f + ImGui::GetTextLineHeightWithSpacing() + 4.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, kHowToDim);
    ImGui::TextWrapped(
        "Base defense by distance to the nearest standing portal (P): the number an attacker "
        "must beat when nobody defends by hand.");
    ImGui::PopStyleColor();
}

// Two territories and the frontier between them: a front, with the attacker's units on one
// side and the defense on the other.
void front_picture() {
    const float r = ImGui::GetFontSize() * 2.0f;
    const HexLayout layout{r, {0, 0}};
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float step_x = hex_to_pixel(layout, {1, 0}).x - hex_to_pixel(layout, {0, 0}).x;
    const Point a{at.x + r, at.y + r};
    const Point b{a.x + step_x, a.y};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    hex_at(dl, a, r, tile_fill(TileColor::green), "yours", "from");
    hex_at(dl, b, r, tile_fill(TileColor::grey), "theirs", "target");
    const float x = (a.x + b.x) * 0.5f;
    dl->AddLine(ImVec2(x, a.y - r * 0.8f), ImVec2(x, a.y + r * 0.8f), IM_COL32(255, 170, 120, 255),
                4.0f);
    const float text_x = b.x + r * 1.6f;
    dl->AddText(ImVec2(text_x, a.y - r * 0.8f), IM_COL32(230, 232, 240, 255),
                "The frontier between them is the front.");
    dl->AddText(ImVec2(text_x, a.y - r * 0.8f + ImGui::GetTextLineHeightWithSpacing()),
                IM_COL32(190, 196, 210, 255),
                "Your units' strength + bonuses must be MORE than the defense.");
    ImGui::Dummy(ImVec2(step_x * 2.0f, r * 2.0f + ImGui::GetTextLineHeightWithSpacing() + 4.0f));
}

}  // namespace

void draw_how_to_play(const RulesSheet& sheet) {
    ImGui::SetWindowFontScale(1.3f);
    ImGui::TextUnformatted(sheet.scenario.c_str());
    ImGui::SetWindowFontScale(1.0f);
    if (!sheet.summary.empty()) para(for_players(sheet.summary));
    if (!sheet.win_conditions.empty()) {
        ImGui::TextColored(kHowToDim, "How it is won");
        para(for_players(sheet.win_conditions));
    }
    if (!sheet.deviations.empty()) {
        ImGui::TextColored(kHowToDim, "What this scenario changes");
        para(for_players(sheet.deviations));
    }

    how_to_heading("Before the war: the map");
    para(
        "Players take turns adding hex tiles around the Heart of Eden, then place their portal. "
        "Each territory's colour says what it is rich in. Once the map is built, each player "
        "controls their portal and the territories touching it, and starts with a small deck: "
        "three cheap units and a few Energy Crystals.");

    how_to_heading("A round: three phases");
    step(1,
         "Production. Each ordinary territory you control gives 1 resource (2 if it is rich in "
         "your civilization resource, 1 more with a richness token). You place them, as "
         "crystal shards or your civilization resource, on your territories. Whoever holds "
         "the Heart gains 1 pure energy.");
    step(2,
         "Expansion. In turn, each player attacks. An attack subphase opens battles on up to "
         "2 frontiers. Taking territory from an opponent for the first time this turn earns "
         "another subphase, whose battles cost resources (the target's distance to your "
         "portal). Before and after the first subphase you may discard and set cards aside: "
         "set Energy Crystals aside now to spend them when buying.");
    step(3,
         "Purchasing. Buy cards with the Energy Crystals you set aside, the resources on "
         "your territories and pure energy. Bought cards go to your discard pile and come "
         "back through your deck. Then your set-aside cards return to your hand and you "
         "discard as many.");

    how_to_heading("A battle, step by step");
    front_picture();
    step(1,
         "The attacker picks a frontier and plays a unit from their hand there: a front. They may "
         "open a second front.");
    step(2, "A defender already attacked this expansion may discard, then refill their hand.");
    step(3,
         "The defender plays a unit on each front they defend by hand. Only territories under "
         "their full control may be defended by hand; the others rely on their base defense.");
    step(4,
         "Attacker, then defender, add one unit per front or stop on that front; stopping is "
         "final. Repeat until both have stopped everywhere.");
    step(5,
         "Delayed abilities may fire, then each side counts its strength with the territory "
         "bonuses. The attacker takes the territory only with strictly more: a tie holds.");
    step(6,
         "Post-combat: doomed units collapse; each player may pay their civilization resource "
         "to return units to their World; the rest are discarded.");
    step(7,
         "Unit destruction: collapsed cost-6 units are discarded, the others go back to the "
         "World unless rescued by paying their cost.");

    how_to_heading("Defense without cards: base defense");
    base_defense_picture();
    para(
        "Territory bonuses: a territory with at least 5 of its holder's crystal shards or "
        "civilization resources gives +1 strength to its side, and so does each territory of "
        "theirs touching it.");

    how_to_heading("Abilities");
    para(
        "Cards do more than add strength. Immediate abilities fire as the unit joins a front, "
        "delayed ones once everyone has stopped, post-combat ones before units are discarded, "
        "reactions when their event happens. Triggering is always your choice: the game "
        "offers each ability with its words.");

    how_to_heading("Where to find a word");
    para(
        "Underlined words and counters explain themselves when the mouse rests on them; the "
        "Glossary tab lists them all. The Parameters tab is for designers: every number this "
        "game is played with.");

    how_to_heading("Keys");
    para(
        "1-9 the listed choices, U undo, S let the bots play on, M menu, Ctrl+S save, Ctrl+L "
        "load, F1 these rules, G the card gallery, F fit the board (the wheel zooms), Space "
        "skips the animations that are running, F3 the designer's coordinates, Esc closes what "
        "is open.");
}

}  // namespace eden::app
