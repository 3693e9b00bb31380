#include "app/art/board_motion.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>

#include "app/art/svg_art.hpp"
#include "app/render/shapes.hpp"

namespace eden::app {

namespace {

constexpr Rgba kLandGlow{255, 244, 190, 255};
constexpr Rgba kDragonRed{220, 40, 40, 255};
// Past this many at once (a whole production) the oldest are dropped: motion is a hint.
constexpr std::size_t kMaxRunning = 64;

Rgba colour_of(int seat, const std::vector<Rgba>& colours) {
    if (seat >= 0 && seat < static_cast<int>(colours.size()))
        return colours[static_cast<std::size_t>(seat)];
    return player_color(seat);
}

std::uint8_t fade(float t, float peak = 255.0f) {
    return static_cast<std::uint8_t>(std::clamp(peak * (1.0f - t), 0.0f, 255.0f));
}

}  // namespace

void BoardMotion::start(const std::vector<Event>& events, const GameState& state,
                        const std::vector<Rgba>& seat_colours, std::uint32_t now_ms) {
    if (!enabled) return;
    const auto add = [&](MotionKind kind, Hex at, Rgba colour, TileColor resource) {
        if (running.size() >= kMaxRunning) running.erase(running.begin());
        running.push_back({kind, at, colour, resource, now_ms});
    };
    for (const Event& e : events) {
        std::visit(
            [&](const auto& ev) {
                using T = std::decay_t<decltype(ev)>;
                if constexpr (std::is_same_v<T, TilePlaced>) {
                    add(MotionKind::landed, ev.at, kLandGlow, TileColor::black);
                } else if constexpr (std::is_same_v<T, PortalPlaced>) {
                    add(MotionKind::landed, ev.at, colour_of(ev.player, seat_colours),
                        TileColor::black);
                } else if constexpr (std::is_same_v<T, PortalRemoved>) {
                    add(MotionKind::lifted, ev.at, colour_of(ev.player, seat_colours),
                        TileColor::black);
                } else if constexpr (std::is_same_v<T, ResourcesGained>) {
                    // The event names the player, not the territories: each territory of his
                    // that bears a resource shows one rising.
                    for (const auto& [hex, owner] : state.control()) {
                        if (owner != ev.player) continue;
                        const Tile* tile = state.map().at(hex);
                        if (tile == nullptr || tile->kind != TileKind::ordinary ||
                            tile->color == TileColor::black)
                            continue;
                        add(MotionKind::produced, hex, tile_fill(tile->color), tile->color);
                    }
                } else if constexpr (std::is_same_v<T, TerritoryTaken>) {
                    add(MotionKind::taken, ev.at, colour_of(ev.player, seat_colours),
                        TileColor::black);
                } else if constexpr (std::is_same_v<T, TerritoryControlled>) {
                    add(MotionKind::taken, ev.at, colour_of(ev.player, seat_colours),
                        TileColor::black);
                } else if constexpr (std::is_same_v<T, DragonsTookTerritory>) {
                    add(MotionKind::dragons, ev.at, kDragonRed, TileColor::black);
                } else if constexpr (std::is_same_v<T, DragonAttackRepelled>) {
                    add(MotionKind::dragons, ev.at, {255, 190, 40, 255}, TileColor::black);
                }
            },
            e);
    }
}

bool BoardMotion::busy(std::uint32_t now_ms) {
    std::erase_if(running, [now_ms](const Motion& m) { return now_ms - m.start_ms >= kMotionMs; });
    return !running.empty();
}

void draw_board_motion(SDL_Renderer* renderer, const HexLayout& layout, BoardMotion& motion,
                       std::uint32_t now_ms) {
    if (!motion.busy(now_ms)) return;
    const float radius = layout.radius;
    SvgArt* art = active_art();
    for (const Motion& m : motion.running) {
        const float t = static_cast<float>(now_ms - m.start_ms) / static_cast<float>(kMotionMs);
        const Point c = hex_to_pixel(layout, m.at);
        // Ease out: fast at first, settling.
        const float e = 1.0f - (1.0f - t) * (1.0f - t);
        switch (m.kind) {
            case MotionKind::landed:
                // The tile's outline falls onto the board from above, shrinking to its place.
                hex_outline(renderer, c, radius * (1.6f - 0.6f * e), std::max(2.0f, radius * 0.12f),
                            with_alpha(m.colour, fade(t)));
                fill_hex(renderer, c, radius * 0.95f,
                         with_alpha({255, 255, 255, 255}, fade(t, 90)));
                break;
            case MotionKind::lifted:
                hex_outline(renderer, c, radius * (1.0f + 0.6f * e), std::max(2.0f, radius * 0.10f),
                            with_alpha(m.colour, fade(t)));
                break;
            case MotionKind::produced: {
                // The resource rises from its territory and fades.
                const float size = radius * 0.7f;
                const Point at{c.x, c.y - radius * 0.9f * e};
                const std::string icon = "resource-" + std::string(to_string(m.resource));
                SDL_Texture* tex = art != nullptr ? art->texture(icon, static_cast<int>(size),
                                                                 static_cast<int>(size))
                                                  : nullptr;
                if (tex != nullptr) {
                    SDL_SetTextureAlphaMod(tex, fade(t * t));
                    const SDL_Rect dst{static_cast<int>(at.x - size / 2),
                                       static_cast<int>(at.y - size / 2), static_cast<int>(size),
                                       static_cast<int>(size)};
                    SDL_RenderCopy(renderer, tex, nullptr, &dst);
                    SDL_SetTextureAlphaMod(tex, 255);
                } else {
                    fill_circle(renderer, at, size * 0.4f, with_alpha(m.colour, fade(t * t)));
                }
                break;
            }
            case MotionKind::taken:
                // The new owner's colour spreads over the territory in a wave.
                fill_hex(renderer, c, radius * (0.3f + 0.65f * e),
                         with_alpha(m.colour, fade(t, 150)));
                hex_outline(renderer, c, radius * (0.9f + 0.3f * e), std::max(2.0f, radius * 0.1f),
                            with_alpha(m.colour, fade(t)));
                break;
            case MotionKind::dragons: {
                // A red flash and the dragon's mark swelling over the territory.
                fill_hex(renderer, c, radius * 0.95f, with_alpha(m.colour, fade(t, 170)));
                const float size = radius * (0.8f + 0.8f * e);
                // Rasterised once at its largest and scaled down: a passing frame need not be
                // sharp, and a size per frame would fill the cache.
                const int full = static_cast<int>(radius * 1.6f);
                SDL_Texture* tex = art != nullptr ? art->texture("dragon", full, full) : nullptr;
                if (tex != nullptr) {
                    SDL_SetTextureAlphaMod(tex, fade(t));
                    const SDL_Rect dst{static_cast<int>(c.x - size / 2),
                                       static_cast<int>(c.y - size / 2), static_cast<int>(size),
                                       static_cast<int>(size)};
                    SDL_RenderCopy(renderer, tex, nullptr, &dst);
                    SDL_SetTextureAlphaMod(tex, 255);
                }
                break;
            }
        }
    }
}

}  // namespace eden::app
