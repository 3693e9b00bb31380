// Issue 34 item 4: hostile asset files. A damaged font in the assets override folder crashed
// the app in the font rasteriser (stb_truetype, which trusts every offset); an SVG with a huge
// stroke and a tiny dash kept the SVG rasteriser (nanosvg) busy for over a minute. Every font
// is checked before it is used and a damaged one falls back to the system's with a message;
// every SVG is checked against size and complexity limits and drawn without when it fails.
// The hostile files are kept in tests/fixtures/hostile_assets (make_hostile_assets.py).
#include <catch2/catch.hpp>

#include <algorithm>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/art/svg_art.hpp"
#include "app/art/svg_check.hpp"
#include "app/render/font_check.hpp"
#include "app/render/fonts.hpp"
#include "app/render/glyph_ranges.hpp"
#include "app/shell/sdl_context.hpp"
#include "new_game_steps.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

const std::filesystem::path kHostile =
    std::filesystem::path(EDEN_SOURCE_TESTS_DIR) / "fixtures" / "hostile_assets";

const char* const kHostileFonts[] = {"composite-loop.ttf", "table-past-the-end.ttf",
                                     "loca-past-glyf.ttf", "cmap-search-steps.ttf",
                                     "cut-in-half.ttf",    "not-a-font.ttf"};

std::string text_of(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// $EDEN_ASSETS_DIR for one scope.
struct AssetsDir {
    explicit AssetsDir(const std::filesystem::path& dir) {
        setenv("EDEN_ASSETS_DIR", dir.c_str(), 1);
    }
    ~AssetsDir() { unsetenv("EDEN_ASSETS_DIR"); }
};

}  // namespace

TEST_CASE("Assets: the fonts the app uses pass the font check, and so does a small valid font",
          "[ui][assets]") {
    const app::FontFiles files;
    for (const auto& f :
         {files.text, files.text_bold, files.title, files.symbols, files.symbols_bold}) {
        INFO(f.string());
        CHECK_FALSE(app::font_file_problem(f, app::app_char_ranges()).has_value());
    }
    CHECK_FALSE(app::font_file_problem(kHostile / "fonts" / "valid.ttf", app::app_char_ranges())
                    .has_value());
}

TEST_CASE("Assets: every character of the catalogs is in the atlas and the fonts draw it",
          "[ui][assets][text]") {
    // Issue 36 item 5: a catalog holding a character the fonts do not draw fails here, not as
    // a "?" on a French table's screen.
    const auto& chars = app::catalog_chars();
    REQUIRE(std::find(chars.begin(), chars.end(), U'\u00e9') != chars.end());  // é
    REQUIRE(std::find(chars.begin(), chars.end(), U'\u0153') != chars.end());  // œ (Cœur)
    for (char32_t c : chars) {
        if (c < 0x20) continue;  // a line break inside a tooltip
        INFO(static_cast<unsigned>(c));
        CHECK(std::any_of(app::app_char_ranges().begin(), app::app_char_ranges().end(),
                          [c](const auto& r) { return c >= r.first && c <= r.second; }));
    }
    std::vector<char32_t> drawn(chars.begin(), chars.end());
    drawn.erase(std::remove_if(drawn.begin(), drawn.end(), [](char32_t c) { return c < 0x20; }),
                drawn.end());
    const app::FontFiles files;
    // Each text font with the symbols merged after it draws every character; the title's serif
    // (its bold, then its regular weight for the accented letters) draws every letter and
    // punctuation mark.
    for (const auto& [text, symbols] :
         {std::pair{files.text, files.symbols}, std::pair{files.text_bold, files.symbols_bold}}) {
        INFO(text.string());
        const auto missing =
            app::chars_without_glyph(symbols, app::chars_without_glyph(text, drawn));
        for (char32_t c : missing) {
            INFO(static_cast<unsigned>(c));
            CHECK(false);
        }
    }
    for (char32_t c : app::chars_without_glyph(files.title_letters,
                                               app::chars_without_glyph(files.title, drawn))) {
        INFO(static_cast<unsigned>(c));
        CHECK(c >= 0x2190);  // arrows, operators and shapes are not title words
    }
}

TEST_CASE("Assets: each damaged font is refused by the font check, saying why", "[ui][assets]") {
    const std::pair<const char*, const char*> expected[] = {
        {"composite-loop.ttf", "nested too deep"},
        {"table-past-the-end.ttf", "past the end of the file"},
        {"loca-past-glyf.ttf", "outside glyf"},
        {"cmap-search-steps.ttf", "search numbers"},
        {"cut-in-half.ttf", "past the end of the file"},
        {"not-a-font.ttf", "not a TrueType or OpenType font"},
    };
    for (const auto& [file, why] : expected) {
        INFO(file);
        const auto problem =
            app::font_file_problem(kHostile / "fonts" / file, app::app_char_ranges());
        REQUIRE(problem.has_value());
        CHECK_THAT(*problem, Catch::Contains(why));
    }
}

TEST_CASE(
    "Assets: a damaged font in the assets override folder falls back to the system's, "
    "and the app draws its screens",
    "[ui][assets]") {
    for (const char* hostile : kHostileFonts) {
        INFO(hostile);
        const auto assets = fresh_folder("hostile-font-assets");
        std::filesystem::create_directories(assets / "fonts");
        // Every face the app looks for in the override folder is the damaged file.
        for (const char* face : {"Lato-Regular.ttf", "Lato-Bold.ttf", "EBGaramond12-Bold.otf",
                                 "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"})
            std::filesystem::copy_file(kHostile / "fonts" / hostile, assets / "fonts" / face);
        const AssetsDir env(assets);
        const app::FontFiles files;
        for (const auto& f :
             {files.text, files.text_bold, files.title, files.symbols, files.symbols_bold}) {
            INFO(f.string());
            CHECK(f.parent_path() != assets / "fonts");
        }
        // The whole frame loop with those fonts: the title, then a game's board.
        UiDriver ui({1280, 720, 3, fresh_folder("hostile-font-saves")});
        start_game_by_mouse(ui, {SeatKind::bot, SeatKind::bot});
        ui.ticks(5);
        CHECK(ui.has("hex:0,0"));
    }
}

TEST_CASE("Assets: an SVG beyond the size and complexity limits is drawn without", "[ui][assets]") {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    app::SdlLibraries libraries;
    app::VideoOutput video{{"assets test", 64, 64, true}};
    app::SvgArt art(video.renderer(), kHostile / "art");
    const std::pair<const char*, const char*> expected[] = {
        {"dash-storm", "a stroke wider than the picture"},
        {"element-flood", "more than 4000 elements"},
    };
    for (const auto& [name, why] : expected) {
        INFO(name);
        const auto problem =
            app::svg_problem(text_of(kHostile / "art" / (std::string(name) + ".svg")));
        REQUIRE(problem.has_value());
        CHECK(*problem == why);
        // Refused before the rasteriser sees it: no picture, at every size.
        CHECK(art.texture(name, 1024, 1024) == nullptr);
        CHECK_FALSE(art.has(name));
    }
    // The other limits, one at a time on an ordinary picture.
    const std::string open = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 64 64\">";
    CHECK_FALSE(app::svg_problem(open + "<circle cx=\"32\" cy=\"32\" r=\"30\" stroke-width=\"3\" "
                                        "stroke-dasharray=\"4 2\"/></svg>")
                    .has_value());
    CHECK(app::svg_problem(open + "<circle cx=\"32\" cy=\"32\" r=\"30\" stroke-width=\"3\" "
                                  "stroke-dasharray=\"0.01\"/></svg>") ==
          "a dash pattern finer than 1/50 of the picture");
    CHECK(app::svg_problem(
              open + "<path style=\"stroke-dasharray: 0.01 0.01\" d=\"M0 0L64 64\"/></svg>") ==
          "a dash pattern finer than 1/50 of the picture");
    CHECK(app::svg_problem(open + "<path d=\"M0 0L1e9 64\"/></svg>") ==
          "a number far outside the picture");
    CHECK(app::svg_problem(open + "<path d=\"M0 0l-9e99 1\"/></svg>") ==
          "a number far outside the picture");
    CHECK(app::svg_problem(open + std::string(300 * 1024, ' ') + "</svg>") == "larger than 256 KB");
    // The work budget, by the size drawn: the costliest shipped picture fits at the largest
    // size; 200 stroked circles fit small but not at 1024 x 1024.
    const std::string dragon = text_of(app::default_assets_dir() / "art" / "dragon.svg");
    CHECK_FALSE(app::svg_size_problem(dragon, 2048, 2048).has_value());
    std::string circles = open;
    for (int i = 0; i < 200; ++i)
        circles += "<circle cx=\"32\" cy=\"32\" r=\"30\" stroke-width=\"22\"/>";
    circles += "</svg>";
    CHECK_FALSE(app::svg_problem(circles).has_value());
    CHECK_FALSE(app::svg_size_problem(circles, 128, 128).has_value());
    CHECK(app::svg_size_problem(circles, 1024, 1024) == "too many elements to draw at 1024 x 1024");
}
