#include "app/board/board_overlay.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>

#include "app/art/svg_art.hpp"
#include "app/render/shapes.hpp"
#include "app/session/mark_layout.hpp"
#include "app/shell/ui_probe.hpp"

namespace eden::app {

namespace {

constexpr Rgba kSpot{255, 244, 170, 255};
constexpr Rgba kSelected{255, 255, 255, 255};
constexpr Rgba kFront{255, 70, 70, 255};
// The dragons are no seat: near-black marks lettered "D" and a dark red rim, unlike any seat's
// colour.
constexpr Rgba kDragonMark{24, 20, 22, 255};
constexpr Rgba kDragonRim{150, 24, 30, 255};
constexpr Rgba kDragonTarget{255, 190, 40, 255};  // the territory the dragons fight for

int px(float radius, float fraction) {
    return std::max(10, static_cast<int>(std::lround(radius * fraction)));
}

// Below this hex radius a letter or a number on a mark cannot be read; the marks keep their
// colour and the side panel has the numbers.
constexpr float kMinRadiusForMarkText = 22.0f;

void owner_mark(SDL_Renderer* renderer, TextRenderer& text, Point at, float r, Rgba colour,
                const std::string& letter, bool with_text) {
    fill_circle(renderer, at, r + kOwnerMarkOutline, {16, 18, 24, 255});
    fill_circle(renderer, at, r, colour);
    if (with_text)
        text.draw_centred(letter, FontStyle::bold, px(r, 1.2f), at, text_color_on(colour));
}

// The marks' circles, for the UI tests that check they never overlap (issue 17).
void probe_marks(const HexMarks& m) {
    if (!probe::enabled()) return;
    const auto record = [](const char* kind, const std::optional<MarkCircle>& c) {
        if (c)
            probe::board_mark(kind, {c->at.x - c->radius, c->at.y - c->radius, c->at.x + c->radius,
                                     c->at.y + c->radius});
    };
    record("owner", m.owner);
    record("dragon", m.dragon);
    record("resources", m.resources);
    record("troops", m.troops);
    record("wild_marker", m.wild_marker);
}

// The troops on a territory (002): a square counter, a cube seen from above, in its owner's
// colour with their number.
void troops_mark(SDL_Renderer* renderer, TextRenderer& text, Point at, float r, Rgba colour,
                 int count, bool with_text) {
    const float half = r * 0.86f;
    fill_rect(renderer, {at.x - half, at.y - half, half * 2, half * 2}, {16, 18, 24, 255});
    const float in = half - kOwnerMarkOutline;
    fill_rect(renderer, {at.x - in, at.y - in, in * 2, in * 2}, colour);
    if (with_text)
        text.draw_centred(std::to_string(count), FontStyle::bold, px(r, 1.2f), at,
                          text_color_on(colour));
}

// A wild territory marker (004): a bone-white token with its number, the troops it fights as;
// no seat's colour, so it never reads as anyone's troops.
void wild_marker_mark(SDL_Renderer* renderer, TextRenderer& text, Point at, float r, int value,
                      bool with_text) {
    fill_hex(renderer, at, r * 1.05f, {16, 18, 24, 255});
    fill_hex(renderer, at, r * 1.05f - kOwnerMarkOutline, {232, 224, 204, 255});
    if (with_text)
        text.draw_centred(std::to_string(value), FontStyle::bold, px(r, 1.2f), at,
                          {40, 34, 28, 255});
}

}  // namespace

void draw_board_overlay(SDL_Renderer* renderer, TextRenderer& text, const HexLayout& layout,
                        const SeatView& view, const SeatMarks& marks,
                        const BoardHighlights& highlights) {
    const float radius = layout.radius;
    const bool mark_text = radius >= kMinRadiusForMarkText;
    for (const Hex& h : highlights.spots) {
        const Point c = hex_to_pixel(layout, h);
        if (view.map.at(h) == nullptr) {
            // An empty spot: a bright outline, so it reads as "a tile may go here".
            fill_hex(renderer, c, radius * 0.92f, with_alpha(kSpot, 230));
            fill_hex(renderer, c, radius * 0.80f, {40, 44, 58, 255});
        } else {
            // A territory to choose: a thick bright rim, the territory's colour still showing.
            hex_outline(renderer, c, radius * 0.86f, std::max(3.0f, radius * 0.12f), kSpot);
            fill_hex(renderer, c, radius * 0.80f, with_alpha(kSpot, 70));
        }
    }
    // Each hex's marks have their own places (app/session/mark_layout.hpp): the owner's disc,
    // the dragons' picture and the resource count never cover each other.
    std::map<Hex, HexMarkWants> wants;
    for (const auto& [hex, owner] : view.control) {
        if (owner < 0 || owner >= static_cast<int>(marks.colours.size())) continue;
        const Tile* tile = view.map.at(hex);
        if (tile != nullptr && tile->kind == TileKind::portal) continue;  // the portal says it
        wants[hex].owner = true;
    }
    if (view.dragons)
        for (const Hex& hex : view.dragons->territories)
            wants[hex].dragon = true;
    for (const auto& [hex, count] : view.resources)
        if (count != 0 && mark_text) wants[hex].resources = true;
    for (const auto& [hex, count] : view.troops)
        if (count > 0 && view.control.contains(hex)) wants[hex].troops = true;
    for (const auto& [hex, value] : view.wild_markers)
        if (!view.control.contains(hex)) wants[hex].wild_marker = true;
    std::map<Hex, HexMarks> placed;
    for (auto& [hex, want] : wants) {
        const Tile* tile = view.map.at(hex);
        want.heart = tile != nullptr && tile->kind == TileKind::heart;
        const HexMarks laid = lay_out_hex_marks(hex_to_pixel(layout, hex), radius, want);
        placed[hex] = laid;
        probe_marks(laid);
    }
    for (const auto& [hex, owner] : view.control) {
        const auto it = placed.find(hex);
        if (it == placed.end() || !it->second.owner) continue;
        const MarkCircle m = *it->second.owner;
        owner_mark(renderer, text, m.at, m.radius - kOwnerMarkOutline,
                   marks.colours[static_cast<std::size_t>(owner)],
                   marks.letters[static_cast<std::size_t>(owner)], mark_text);
    }
    if (view.dragons) {
        for (const Hex& hex : view.dragons->territories) {
            const Point c = hex_to_pixel(layout, hex);
            hex_outline(renderer, c, radius * 0.88f, std::max(2.0f, radius * 0.09f), kDragonRim);
            const MarkCircle m = *placed.at(hex).dragon;
            // The dragons' own picture (assets/art/dragon.svg), the Heart crowned with the King
            // of Eden's; a lettered disc when the art is missing.
            SvgArt* art = active_art();
            const float crown = std::max(4.0f, radius * 0.21f) + 2.0f;
            if (art != nullptr && view.map.at(hex) != nullptr &&
                view.map.at(hex)->kind == TileKind::heart)
                art->draw("king-of-eden",
                          {c.x - crown * 1.3f, c.y - radius * 0.78f, crown * 2.6f, crown * 2.6f});
            if (art == nullptr || !art->draw("dragon", {m.at.x - m.radius, m.at.y - m.radius,
                                                        m.radius * 2.0f, m.radius * 2.0f})) {
                fill_circle(renderer, m.at, m.radius, kDragonRim);
                owner_mark(renderer, text, m.at, m.radius - kOwnerMarkOutline, kDragonMark, "D",
                           mark_text);
            }
        }
        if (view.dragons->attacked) {
            const Point c = hex_to_pixel(layout, *view.dragons->attacked);
            hex_outline(renderer, c, radius * 0.94f, std::max(3.0f, radius * 0.14f), kDragonTarget);
        }
    }
    // A portal its owner chose to destroy is crossed out until it falls (issue 14).
    for (std::size_t p = 0; p < view.players.size(); ++p) {
        if (!view.players[p].portal_falls) continue;
        const auto at = view.map.portal_of(static_cast<int>(p));
        if (!at) continue;
        const Point c = hex_to_pixel(layout, *at);
        const float d = radius * 0.5f;
        const float w = std::max(3.0f, radius * 0.12f);
        thick_line(renderer, {c.x - d, c.y - d}, {c.x + d, c.y + d}, w, kDragonTarget);
        thick_line(renderer, {c.x - d, c.y + d}, {c.x + d, c.y - d}, w, kDragonTarget);
    }
    for (const auto& [hex, count] : view.resources) {
        const auto it = placed.find(hex);
        if (it == placed.end() || !it->second.resources) continue;
        const Point at = it->second.resources->at;
        fill_diamond(renderer, at, radius * 0.25f, radius * 0.29f, {16, 18, 24, 255});
        fill_diamond(renderer, at, radius * 0.21f, radius * 0.25f, {250, 250, 250, 255});
        text.draw_centred(std::to_string(count), FontStyle::bold, px(radius, 0.26f), at,
                          {16, 18, 24, 255});
    }
    for (const auto& [hex, count] : view.troops) {
        const auto it = placed.find(hex);
        const auto owner = view.control.find(hex);
        if (it == placed.end() || !it->second.troops || owner == view.control.end() ||
            owner->second < 0 || owner->second >= static_cast<int>(marks.colours.size()))
            continue;
        const MarkCircle m = *it->second.troops;
        troops_mark(renderer, text, m.at, m.radius - kOwnerMarkOutline,
                    marks.colours[static_cast<std::size_t>(owner->second)], count, mark_text);
    }
    for (const auto& [hex, value] : view.wild_markers) {
        const auto it = placed.find(hex);
        if (it == placed.end() || !it->second.wild_marker || view.control.contains(hex)) continue;
        const MarkCircle m = *it->second.wild_marker;
        // Its number is the point of it: written while the token can hold a legible one.
        wild_marker_mark(renderer, text, m.at, m.radius - kOwnerMarkOutline, value,
                         m.radius >= 8.0f);
    }
    for (const SeatFront& f : view.fronts) {
        const Point a = hex_to_pixel(layout, f.from);
        const Point b = hex_to_pixel(layout, f.at);
        thick_line(renderer, a, b, std::max(3.0f, radius * 0.10f), kFront);
        fill_circle(renderer, b, radius * 0.12f, kFront);
    }
    if (highlights.selected) {
        const Point c = hex_to_pixel(layout, *highlights.selected);
        fill_circle(renderer, c, radius * 0.16f, kSelected);
    }
    if (highlights.hovered) {
        const Point c = hex_to_pixel(layout, *highlights.hovered);
        hex_outline(renderer, c, radius * 0.95f, 2.5f, kSelected);
    }
    // A choice hovered in the panel: its hexes outlined, thicker, so the eye finds them.
    for (Hex h : highlights.pointed) {
        const Point c = hex_to_pixel(layout, h);
        hex_outline(renderer, c, radius * 0.95f, 4.0f, kSelected);
        fill_circle(renderer, c, radius * 0.12f, kSelected);
        const float r = radius * 0.4f;
        probe::board_mark("pointed", {c.x - r, c.y - r, c.x + r, c.y + r});
    }
}

}  // namespace eden::app
