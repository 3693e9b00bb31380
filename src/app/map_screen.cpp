#include "app/map_screen.hpp"

#include <algorithm>
#include <utility>

#include "app/board_renderer.hpp"
#include "app/legend_panel.hpp"
#include "app/palette.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"

namespace eden::app {

namespace {

// Wide enough for "Omninutrients" rows at the 17 px body font, narrow enough to leave the
// board most of a 1280 px screen.
float legend_width(float window_width) {
    return std::clamp(window_width * 0.27f, 320.0f, 420.0f);
}

}  // namespace

MapScreen make_map_screen(NamedMap map) {
    MapSummary summary = summarize(map);
    return {std::move(map), std::move(summary)};
}

void draw_map_screen(const MapScreen& screen, SDL_Renderer* renderer, TextRenderer& text,
                     const UiFonts& fonts, SDL_Point size) {
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();

    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float panel_w = std::min(legend_width(w), w);
    const Rect board{0, 0, w - panel_w, h};
    const Rect panel{w - panel_w, 0, panel_w, h};

    const Rgba bg = palette::kBoardBackground;
    SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(renderer);
    draw_board(renderer, text, screen.map.map, board);
    draw_legend_panel(screen.summary, fonts, panel);

    ImGui::Render();
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace eden::app
