#include "app/board/board_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "app/art/board_texture.hpp"
#include "app/art/svg_art.hpp"
#include "app/render/palette.hpp"
#include "app/render/shapes.hpp"
#include "app/shell/ui_probe.hpp"

namespace eden::app {

namespace {

// Proportions of a hex of radius 1; every size on the board scales with the hex, so the
// board reads the same in a small window and a large screenshot.
constexpr float kGap = 0.05f;        // dark border between neighbouring hexes
constexpr float kBlackEdge = 0.06f;  // light rim that keeps black tiles visible as hexes
constexpr float kHeartRing = 0.11f;
constexpr float kGateRadius = 0.50f;  // the dark "gate" disc of a portal
constexpr float kGateRing = 0.05f;
constexpr float kTokenHalfWidth = 0.15f;
constexpr float kTokenHalfHeight = 0.23f;
constexpr float kTokenOffset = 0.50f;  // the richness token sits above the centre
constexpr float kCoordOffset = 0.66f;  // coordinates sit below the centre
// Below this many pixels the coordinates would be unreadable and only add noise.
constexpr float kMinRadiusForCoords = 22.0f;

// The box a hex picture of circumradius `r` fills (pointy-top: sqrt(3) r wide, 2 r tall).
Rect hex_box(Point centre, float r) {
    const float w = r * 1.7320508f;
    return {centre.x - w / 2, centre.y - r, w, 2 * r};
}

// Draws the picture `name` over the hex, or returns false for the flat drawing instead.
bool draw_art(std::string_view name, Point centre, float r) {
    SvgArt* art = active_art();
    return art != nullptr && art->draw(name, hex_box(centre, r));
}

std::string terrain_art(TileColor c) {
    return "terrain-" + std::string(to_string(c));
}

int text_px(float radius, float fraction, int minimum) {
    return std::max(minimum, static_cast<int>(std::lround(radius * fraction)));
}

void draw_richness_token(SDL_Renderer* renderer, Point centre, float radius) {
    const Point at{centre.x, centre.y - radius * kTokenOffset};
    const float w = radius * kTokenHalfWidth;
    const float h = radius * kTokenHalfHeight;
    const float edge = std::max(1.5f, radius * 0.04f);
    if (SvgArt* art = active_art();
        art != nullptr &&
        art->draw("richness-token", {at.x - (w + edge * 1.4f), at.y - (h + edge * 1.8f),
                                     2 * (w + edge * 1.4f), 2 * (h + edge * 1.8f)}))
        return;
    fill_diamond(renderer, at, w + edge * 1.4f, h + edge * 1.8f, palette::kTokenEdge);
    fill_diamond(renderer, at, w, h, palette::kTokenFill);
    // A pale facet on one side makes the glyph read as a crystal rather than a flat shape.
    const Point facet[] = {{at.x, at.y - h}, {at.x + w, at.y}, {at.x, at.y + h}};
    fill_convex(renderer, facet, palette::kTokenFacet);
}

void draw_ordinary(SDL_Renderer* renderer, const Tile& tile, Point centre, float inner) {
    if (draw_art(terrain_art(tile.color), centre, inner)) return;
    const Rgba fill = tile_fill(tile.color);
    if (tile.color == TileColor::black) {
        fill_hex(renderer, centre, inner, palette::kBlackTileEdge);
        fill_hex(renderer, centre, inner - inner * kBlackEdge, fill);
    } else {
        fill_hex(renderer, centre, inner, fill);
    }
}

void draw_heart(SDL_Renderer* renderer, TextRenderer& text, Point centre, float radius,
                float inner) {
    if (draw_art("heart", centre, inner)) return;  // the picture is unlike every other tile
    fill_hex(renderer, centre, inner, palette::kHeartRing);
    fill_hex(renderer, centre, inner - radius * kHeartRing, palette::kHeartFill);
    text.draw_centred("Heart", FontStyle::bold, text_px(radius, 0.30f, 9), centre,
                      palette::kHeartText);
}

Rgba board_seat_colour(int seat, const SeatMarks* marks) {
    if (marks != nullptr && seat >= 0 && seat < static_cast<int>(marks->colours.size()))
        return marks->colours[static_cast<std::size_t>(seat)];
    return player_color(seat);
}

void draw_portal(SDL_Renderer* renderer, TextRenderer& text, const Tile& tile, Point centre,
                 float radius, float inner, const SeatMarks* marks) {
    fill_hex(renderer, centre, inner, board_seat_colour(tile.portal_owner, marks));
    // A ring of standing stones round the gate, over the seat's colour.
    const bool drawn = draw_art("portal", centre, inner);
    // The dark gate makes a portal unlike any territory whatever the owner's colour, and
    // white on near-black keeps the seat number readable on every player colour.
    if (!drawn) {
        fill_circle(renderer, centre, radius * kGateRadius, palette::kPortalGateRing);
        fill_circle(renderer, centre, radius * (kGateRadius - kGateRing), palette::kPortalGate);
    }
    const bool lettered = marks != nullptr && tile.portal_owner >= 0 &&
                          tile.portal_owner < static_cast<int>(marks->letters.size());
    const std::string mark = lettered ? marks->letters[static_cast<std::size_t>(tile.portal_owner)]
                                      : "P" + std::to_string(tile.portal_owner + 1);
    text.draw_centred(mark, FontStyle::bold, text_px(radius, 0.40f, 9), centre,
                      palette::kPortalText);
}

Rgba base_color(const Tile& tile, const SeatMarks* marks) {
    switch (tile.kind) {
        case TileKind::heart:
            return palette::kHeartFill;
        case TileKind::portal:
            return board_seat_colour(tile.portal_owner, marks);
        case TileKind::ordinary:
            return tile_fill(tile.color);
    }
    return tile_fill(tile.color);
}

void draw_coordinates(TextRenderer& text, const Tile& tile, Hex hex, Point centre, float radius,
                      const SeatMarks* marks) {
    if (radius < kMinRadiusForCoords) return;
    const Rgba ink = with_alpha(text_color_on(base_color(tile, marks)), 170);
    const std::string coords = std::to_string(hex.q) + "," + std::to_string(hex.r);
    text.draw_centred(coords, FontStyle::regular, text_px(radius, 0.19f, 10),
                      {centre.x, centre.y + radius * kCoordOffset}, ink);
}

// Everything the still layer shows, hashed: when it is unchanged the cached texture is.
std::uint64_t board_layer_key(const Map& map, const HexLayout& layout, SDL_Rect pixels,
                              const SeatMarks* marks, bool designer_overlay) {
    std::uint64_t h = kHashSeed;
    const auto mix_float = [&h](float f) {
        std::uint32_t bits = 0;
        std::memcpy(&bits, &f, sizeof bits);
        h = hash_mix(h, bits);
    };
    for (const auto& [hex, tile] : map.tiles()) {
        h = hash_mix(h, static_cast<std::uint32_t>(hex.q));
        h = hash_mix(h, static_cast<std::uint32_t>(hex.r));
        h = hash_mix(
            h, static_cast<std::uint64_t>(tile.kind) << 8 |
                   static_cast<std::uint64_t>(tile.color) << 16 |
                   static_cast<std::uint64_t>(tile.richness_token) << 24 |
                   static_cast<std::uint64_t>(tile.portal_destroyed) << 25 |
                   static_cast<std::uint64_t>(static_cast<std::uint32_t>(tile.portal_owner)) << 32);
    }
    mix_float(layout.radius);
    mix_float(layout.origin.x);
    mix_float(layout.origin.y);
    for (int v : {pixels.x, pixels.y, pixels.w, pixels.h})
        h = hash_mix(h, static_cast<std::uint32_t>(v));
    if (marks != nullptr) {
        for (const Rgba& c : marks->colours)
            h = hash_mix(h, static_cast<std::uint64_t>(c.r) << 24 | c.g << 16 | c.b << 8 | c.a);
        for (const std::string& letter : marks->letters)
            for (char ch : letter)
                h = hash_mix(h, static_cast<unsigned char>(ch));
    }
    h = hash_mix(h, designer_overlay ? 1 : 0);
    // Art that failed or came later draws differently.
    h = hash_mix(h, reinterpret_cast<std::uintptr_t>(active_art()));
    return h;
}

void draw_tiles(SDL_Renderer* renderer, TextRenderer& text, const Map& map, Rect area,
                const HexLayout& layout, const SeatMarks* marks, bool designer_overlay) {
    fill_rect(renderer, area, palette::kBoardBackground);
    const float radius = layout.radius;
    const float inner = radius * (1.0f - kGap);
    SDL_Rect clip{static_cast<int>(area.x), static_cast<int>(area.y), static_cast<int>(area.w),
                  static_cast<int>(area.h)};
    SDL_RenderSetClipRect(renderer, &clip);
    for (const auto& [hex, tile] : map.tiles()) {
        const Point centre = hex_to_pixel(layout, hex);
        fill_hex(renderer, centre, radius + 0.5f, palette::kHexGap);
        switch (tile.kind) {
            case TileKind::heart:
                draw_heart(renderer, text, centre, radius, inner);
                break;
            case TileKind::portal:
                draw_portal(renderer, text, tile, centre, radius, inner, marks);
                break;
            case TileKind::ordinary:
                draw_ordinary(renderer, tile, centre, inner);
                break;
        }
        if (tile.richness_token) draw_richness_token(renderer, centre, radius);
        if (designer_overlay) draw_coordinates(text, tile, hex, centre, radius, marks);
    }
    SDL_RenderSetClipRect(renderer, nullptr);
}

}  // namespace

HexLayout draw_board(SDL_Renderer* renderer, TextRenderer& text, const Map& map, Rect area,
                     std::span<const Hex> also_fit, const SeatMarks* marks, const BoardView& view,
                     bool designer_overlay) {
    std::vector<Hex> hexes;
    hexes.reserve(map.size() + also_fit.size());
    for (const auto& [hex, tile] : map.tiles())
        hexes.push_back(hex);
    hexes.insert(hexes.end(), also_fit.begin(), also_fit.end());
    const HexLayout layout =
        viewed_layout(fit_layout(hexes, area, std::max(12.0f, area.h * 0.03f)), area, view);

    // The still layer is drawn in the cached texture's own pixels when it changed, and
    // copied to the window every frame.
    const SDL_Rect pixels{static_cast<int>(area.x), static_cast<int>(area.y),
                          static_cast<int>(area.w), static_cast<int>(area.h)};
    BoardTexture* cache = active_board_texture();
    const bool redraw = cache == nullptr ||
                        cache->begin(renderer, pixels.w, pixels.h,
                                     board_layer_key(map, layout, pixels, marks, designer_overlay));
    if (redraw) {
        if (cache != nullptr && cache->targeted()) {
            const auto dx = static_cast<float>(pixels.x);
            const auto dy = static_cast<float>(pixels.y);
            const HexLayout shifted{layout.radius, {layout.origin.x - dx, layout.origin.y - dy}};
            draw_tiles(renderer, text, map, {area.x - dx, area.y - dy, area.w, area.h}, shifted,
                       marks, designer_overlay);
        } else {
            draw_tiles(renderer, text, map, area, layout, marks, designer_overlay);
        }
    }
    if (cache != nullptr) cache->end(renderer, {pixels.x, pixels.y});
    // The probe hears of the coordinates every frame, drawn anew or not.
    if (designer_overlay && layout.radius >= kMinRadiusForCoords)
        for (const auto& [hex, tile] : map.tiles())
            probe::board_label(std::to_string(hex.q) + "," + std::to_string(hex.r));
    return layout;
}

}  // namespace eden::app
