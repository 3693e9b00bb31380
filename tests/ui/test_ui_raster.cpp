// Issue 17's frame time: Dear ImGui's rounded panels drawn as rows of pixels instead of SDL's
// per-pixel triangle fans (app/imgui_raster.hpp) must look exactly the same. The app's own
// frames (title, a person's conquest turn with his hand and the market, a popup over it, the
// card gallery, the rules) are drawn again both ways on the app's software renderer and
// compared pixel for pixel.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>
#include <vector>

#include "app/render/imgui_raster.hpp"
#include "app/shell/screenshot.hpp"
#include "imgui.h"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

// The last frame's draw data drawn again over a cleared frame, one way, and read back.
app::SurfacePtr raster_redraw(UiDriver& ui, bool fans_as_rows, int& fans,
                              bool leave_out_covered = true) {
    SDL_Renderer* r = ui.output().video.renderer();
    SDL_SetRenderDrawColor(r, 10, 20, 30, 255);
    SDL_RenderClear(r);
    fans = app::render_imgui_draw_data(r, ImGui::GetDrawData(), fans_as_rows, leave_out_covered);
    return app::read_frame(r);
}

long raster_pixels_differing(const app::SurfacePtr& triangles, const app::SurfacePtr& rows);

// How many pixels differ between the two ways of drawing the last frame; `fans` counts the
// fans drawn as rows.
long raster_differences(UiDriver& ui, int& fans) {
    int none = 0;
    const app::SurfacePtr triangles = raster_redraw(ui, false, none);
    const app::SurfacePtr rows = raster_redraw(ui, true, fans);
    REQUIRE(none == 0);
    return raster_pixels_differing(triangles, rows);
}

// How many pixels differ when what a later window's opaque background covers is drawn too.
long raster_cover_differences(UiDriver& ui) {
    int fans = 0;
    const app::SurfacePtr all = raster_redraw(ui, true, fans, false);
    const app::SurfacePtr covered_left_out = raster_redraw(ui, true, fans, true);
    return raster_pixels_differing(all, covered_left_out);
}

long raster_pixels_differing(const app::SurfacePtr& triangles, const app::SurfacePtr& rows) {
    REQUIRE(triangles->w == rows->w);
    REQUIRE(triangles->h == rows->h);
    REQUIRE(triangles->format->BytesPerPixel == 4);
    long differ = 0;
    for (int y = 0; y < triangles->h; ++y) {
        const auto* a = static_cast<const Uint32*>(triangles->pixels) + y * triangles->pitch / 4;
        const auto* b = static_cast<const Uint32*>(rows->pixels) + y * rows->pitch / 4;
        for (int x = 0; x < triangles->w; ++x)
            differ += (a[x] != b[x]) ? 1 : 0;
    }
    return differ;
}

bool raster_persons_turn(UiDriver& ui) {
    const auto& game = *ui.app().game;
    return !game.over() && !game.bot_to_move() && game.hot_seat().may_draw_game() &&
           !game.hot_seat().curtain_for() && !ui.app().confirm;
}

}  // namespace

TEST_CASE("Raster: a fan of one colour becomes the rows of pixels SDL would fill", "[ui][raster]") {
    // Two triangles of a 4x3 square meet on the diagonal without a gap or a shared pixel.
    const std::vector<app::PixelTriangle> square{{{{0, 0}, {4, 0}, {4, 3}}},
                                                 {{{0, 0}, {4, 3}, {0, 3}}}};
    const auto rows = app::triangle_rows(square, {0, 0, 100, 100});
    REQUIRE(rows);
    REQUIRE(rows->size() == 1);
    CHECK(rows->front().x == 0);
    CHECK(rows->front().y == 0);
    CHECK(rows->front().w == 4);
    CHECK(rows->front().h == 3);
    // Clipped to the command's clip rectangle.
    const auto clipped = app::triangle_rows(square, {1, 1, 2, 1});
    REQUIRE(clipped);
    REQUIRE(clipped->size() == 1);
    CHECK(clipped->front().x == 1);
    CHECK(clipped->front().w == 2);
    CHECK(clipped->front().h == 1);
    // A fan folding over itself would fill pixels twice: left to SDL.
    const std::vector<app::PixelTriangle> folded{{{{0, 0}, {4, 0}, {4, 3}}},
                                                 {{{0, 0}, {4, 0}, {4, 3}}}};
    CHECK_FALSE(app::triangle_rows(folded, {0, 0, 100, 100}));
}

TEST_CASE("Raster: the app's screens drawn as rows are the same pixels as SDL's triangles",
          "[ui][raster]") {
    UiDriver ui({1280, 800, 5, fresh_folder("eden-ui-raster")});
    ui.ticks(2);
    int fans = 0;
    CHECK(raster_differences(ui, fans) == 0);  // the title
    CHECK(fans > 0);
    CHECK(raster_cover_differences(ui) == 0);

    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 5);
    bool conquest = false;
    for (int i = 0; i < 30000 && !conquest; ++i) {
        conquest = raster_persons_turn(ui) && ui.app().game->state().phase() == Phase::conquest &&
                   !ui.frame().hand_cards.empty();
        if (!conquest && !alice.step()) ui.tick();
    }
    REQUIRE(conquest);
    ui.ticks(2);
    CHECK(raster_differences(ui, fans) == 0);  // the board, the hand, the market, the log
    CHECK(fans > 10);
    CHECK(raster_cover_differences(ui) == 0);

    ui.click("Menu (M)");  // a popup: its background is blended, not opaque
    ui.ticks(2);
    CHECK(raster_differences(ui, fans) == 0);
    CHECK(raster_cover_differences(ui) == 0);
    ui.key(SDLK_ESCAPE);
    ui.key(SDLK_g);  // the card gallery: a page of card frames
    ui.ticks(2);
    CHECK(raster_differences(ui, fans) == 0);
    CHECK(fans > 10);
    CHECK(raster_cover_differences(ui) == 0);
    ui.key(SDLK_ESCAPE);
    ui.key(SDLK_F1);  // the rules: tabs and wrapped text
    ui.ticks(2);
    CHECK(raster_differences(ui, fans) == 0);
    CHECK(raster_cover_differences(ui) == 0);
}
