// Issue 17: the art of assets/art drawn through SDL_image, and the designer's overlay.
// The loader must never stop the app for a picture: a missing or broken file is drawn without
// (the flat fallback), and a picture is rasterised once per size.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/art/board_texture.hpp"
#include "app/art/svg_art.hpp"
#include "app/screens/map_screen.hpp"
#include "app/shell/app_frame.hpp"
#include "app/shell/sdl_context.hpp"
#include "data/data_files.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

void write_file(const std::filesystem::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
}

std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// A headless renderer for the loader alone.
struct Renderer {
    app::SdlLibraries libraries;
    app::VideoOutput video{{"art test", 64, 64, true}};
};

bool has_label(const UiDriver& ui, const std::string& text) {
    for (const std::string& l : ui.frame().board_labels)
        if (l == text) return true;
    return false;
}

}  // namespace

TEST_CASE("Art: a picture is rasterised once per size and kept", "[ui][art]") {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    Renderer r;
    app::SvgArt art(r.video.renderer(), app::default_assets_dir() / "art");
    SDL_Texture* a = art.texture("terrain-green", 80, 92);
    REQUIRE(a != nullptr);
    CHECK(art.texture("terrain-green", 80, 92) == a);
    CHECK(art.cached_textures() == 1);
    SDL_Texture* b = art.texture("terrain-green", 160, 184);
    REQUIRE(b != nullptr);
    CHECK(b != a);
    int w = 0;
    int h = 0;
    SDL_QueryTexture(b, nullptr, nullptr, &w, &h);
    // Fitted into the box asked for, aspect kept: as large as the box allows.
    CHECK(w <= 160);
    CHECK(h <= 184);
    CHECK((w >= 158 || h >= 182));
    CHECK(art.cached_textures() == 2);
}

TEST_CASE("Art: a missing or broken SVG is drawn without, never stopping the app", "[ui][art]") {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    Renderer r;
    const auto dir = fresh_folder("eden-ui-art-broken");
    write_file(dir / "not-svg.svg", "\x89PNG\r\n this is not a picture");
    write_file(dir / "cut-short.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0");
    write_file(dir / "empty.svg", "");
    app::SvgArt art(r.video.renderer(), dir);
    for (const char* name : {"missing", "not-svg", "cut-short", "empty"}) {
        INFO(name);
        CHECK(art.texture(name, 40, 40) == nullptr);
        CHECK_FALSE(art.draw(name, {0, 0, 40, 40}));
        CHECK_FALSE(art.has(name));
    }
    CHECK(art.cached_textures() == 0);
}

TEST_CASE("Art: every picture the app draws is shipped, listed in assets/README.md and drawable",
          "[ui][art]") {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    Renderer r;
    const auto assets = app::default_assets_dir();
    app::SvgArt art(r.video.renderer(), assets / "art");
    const std::string readme = read_file(assets / "README.md");
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(assets / "art")) {
        if (entry.path().extension() != ".svg") continue;
        ++files;
        const std::string name = entry.path().stem().string();
        INFO(name);
        CHECK(readme.find(entry.path().filename().string()) != std::string::npos);
        CHECK(art.texture(name, 48, 48) != nullptr);
    }
    CHECK(files >= 30);
    for (const char* name :
         {"terrain-white", "terrain-green", "terrain-red", "terrain-grey", "terrain-yellow",
          "terrain-brown", "terrain-pink", "terrain-black", "heart", "portal", "richness-token",
          "dragon", "king-of-eden", "eden-emblem", "troops", "energy-crystal", "pure-energy"}) {
        INFO(name);
        CHECK(art.has(name));
    }
}

TEST_CASE("Art: without the art folder the game is drawn in flat colours", "[ui][art]") {
    const auto empty = fresh_folder("eden-ui-art-none");
    setenv("EDEN_ASSETS_DIR", empty.c_str(), 1);
    {
        UiDriver ui({1280, 720, 3, fresh_folder("eden-ui-art-none-saves")});
        start_game_by_mouse(ui, {SeatKind::bot, SeatKind::bot});
        ui.ticks(20);
        CHECK(ui.has("hex:0,0"));
        CHECK(app::active_art() != nullptr);
        CHECK_FALSE(app::active_art()->has("heart"));
    }
    unsetenv("EDEN_ASSETS_DIR");
}

TEST_CASE("Art: F3 shows and hides the designer's coordinates on the board", "[ui][art]") {
    UiDriver ui({1280, 800, 5, fresh_folder("eden-ui-art-overlay")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    ui.ticks(3);
    REQUIRE(ui.has("hex:0,0"));
    CHECK(ui.frame().board_labels.empty());  // players see no coordinates
    ui.key(SDLK_F3);
    ui.ticks(2);
    CHECK(has_label(ui, "0,0"));
    ui.key(SDLK_F3);
    ui.ticks(2);
    CHECK(ui.frame().board_labels.empty());
}

TEST_CASE("Motion: a tile placed lands with an animation that ends by itself", "[ui][art]") {
    UiDriver ui({1280, 800, 6, fresh_folder("eden-ui-art-motion")});
    start_game_by_mouse(ui, {SeatKind::bot, SeatKind::bot});
    // The UI driver, like --autoplay and screenshots, never animates unless the window would.
    CHECK_FALSE(ui.app().motion.enabled);
    ui.ticks(10);
    CHECK(ui.app().motion.running.empty());
    ui.app().motion.enabled = true;  // the windowed app's setting, "Board animations"
    bool landed = false;
    for (int i = 0; i < 400 && !landed; ++i) {
        ui.tick();
        for (const app::Motion& m : ui.app().motion.running)
            landed = landed || m.kind == app::MotionKind::landed;
    }
    CHECK(landed);
    // Every animation ends by itself within its time, and then asks for no more frames.
    const std::uint32_t now = SDL_GetTicks();
    CHECK(ui.app().motion.busy(now));
    CHECK_FALSE(ui.app().motion.busy(now + app::kMotionMs));
    CHECK(ui.app().motion.running.empty());
}

TEST_CASE("Motion: Space skips the animations that are running", "[ui][art]") {
    UiDriver ui({1280, 800, 6, fresh_folder("eden-ui-art-skip")});
    // Tiles are laid by the person (with the mouse) and the bot in turn, until one lands with
    // the person's turn holding the game still.
    start_game_by_mouse(ui, {SeatKind::bot, SeatKind::human});
    ui.app().motion.enabled = true;  // the windowed app's setting, "Board animations"
    Person person(ui, 6);
    for (int i = 0; i < 40 && (ui.app().motion.running.empty() || ui.app().game->bot_to_move());
         ++i) {
        if (ui.app().game->bot_to_move())
            ui.tick();
        else
            person.step();
    }
    REQUIRE_FALSE(ui.app().game->bot_to_move());
    REQUIRE_FALSE(ui.app().motion.running.empty());
    const auto actions = ui.app().game->state().action_count();
    ui.key(SDLK_SPACE);
    CHECK(ui.app().motion.skipped == 1);
    CHECK(ui.app().motion.running.empty());
    // Skipping plays nothing for anyone: the game stands where it was.
    CHECK(ui.app().game->state().action_count() == actions);
    // With nothing moving, Space is only a key: nothing is skipped again.
    ui.key(SDLK_SPACE);
    CHECK(ui.app().motion.skipped == 1);
    // F1's rules say so, in their list of keys.
    ui.key(SDLK_F1);
    bool told = false;
    for (const auto& item : ui.frame().items)
        told = told || (item.id.rfind("text:", 0) == 0 &&
                        item.id.find("Space skips the animations") != std::string::npos);
    CHECK(told);
}

TEST_CASE("Board: the tiles are drawn once and kept while nothing on them changes", "[ui][art]") {
    UiDriver ui({1280, 800, 6, fresh_folder("eden-ui-art-board-layer")});
    start_game_by_mouse(ui, {SeatKind::bot, SeatKind::human});
    for (int i = 0; i < 400 && ui.app().game->bot_to_move(); ++i)
        ui.tick();
    REQUIRE_FALSE(ui.app().game->bot_to_move());
    ui.ticks(2);
    const app::BoardTexture* layer = app::active_board_texture();
    REQUIRE(layer != nullptr);
    const int drawn = layer->redraws();
    const auto hex = ui.find("hex:0,0");
    REQUIRE(hex != nullptr);
    const float x = hex->box.cx();
    const float y = hex->box.cy();
    ui.move_to(x + 200, y);  // the mouse over the board changes no tile
    ui.ticks(5);
    CHECK(layer->redraws() == drawn);
    // Zooming (the wheel over the board) draws the tiles again at the new size, once.
    ui.wheel(x, y, 1);
    const int zoomed = layer->redraws();
    CHECK(zoomed > drawn);
    ui.ticks(5);
    CHECK(layer->redraws() == zoomed);
    // F3's coordinates are part of the kept layer: it is drawn again with them.
    ui.key(SDLK_F3);
    CHECK(layer->redraws() > zoomed);
    CHECK(has_label(ui, "0,0"));
}

TEST_CASE("Legend: the map's legend shows each territory with the board's terrain art",
          "[ui][art]") {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    app::FrameOutput out("legend test", 1280, 720, true);
    const app::MapScreen screen = app::make_map_screen(
        data::load_map_file(data::default_data_dir() / "maps" / "four_players.json"));
    app::draw_map_screen(screen, out.video.renderer(), out.text, out.imgui.fonts(),
                         out.video.output_size());
    SDL_RenderPresent(out.video.renderer());
    // A swatch is a hex of 18 px circumradius less its 1 px rim: 29 x 34 px of picture. Asking
    // for that size again makes no new texture when the legend has drawn it.
    const std::size_t kept = out.art.cached_textures();
    for (TileColor c : kAllTileColors) {
        INFO(to_string(c));
        CHECK(out.art.texture("terrain-" + std::string(to_string(c)), 29, 34) != nullptr);
        CHECK(out.art.cached_textures() == kept);
    }
    CHECK(out.art.texture("heart", 29, 34) != nullptr);
    CHECK(out.art.cached_textures() == kept);
}
