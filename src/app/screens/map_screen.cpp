#include "app/screens/map_screen.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/board/board_renderer.hpp"
#include "app/board/legend_panel.hpp"
#include "app/render/imgui_raster.hpp"
#include "app/render/palette.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"

namespace eden::app {

namespace {

// The legend takes the width its rows need, but never so much that the board, the thing
// being looked at, gets less than a little over half the window.
constexpr float kMaxLegendShare = 0.45f;

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
    // Whole pixels, so the panel's edge and text do not straddle a pixel column.
    const float panel_w =
        std::floor(std::min(legend_panel_width(screen.summary, fonts), w * kMaxLegendShare));
    const Rect board{0, 0, w - panel_w, h};
    const Rect panel{w - panel_w, 0, panel_w, h};

    const Rgba bg = palette::kBoardBackground;
    SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(renderer);
    draw_board(renderer, text, screen.map.map, board);
    draw_legend_panel(screen.summary, fonts, panel);

    ImGui::Render();
    render_imgui_draw_data(renderer, ImGui::GetDrawData());
}

}  // namespace eden::app
