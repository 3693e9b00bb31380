// Finding the font files the app draws text with. Fonts belong under assets/ (DESIGN.md
// "Rules as data"); the project ships none of its own yet, so the system's are used: Lato
// (fonts-lato) for text, a clean sans that stays legible small, and EB Garamond
// (fonts-ebgaramond), an old-style serif, for titles, so the game reads like a printed board
// game. DejaVu (fonts-dejavu-core) stands in for either when it is not installed, and fills in
// the arrows and symbols Lato lacks.
#pragma once

#include <filesystem>
#include <initializer_list>
#include <string_view>

namespace eden::app {

inline constexpr std::string_view kRegularFontFile = "DejaVuSans.ttf";
inline constexpr std::string_view kBoldFontFile = "DejaVuSans-Bold.ttf";

// Looks in $EDEN_ASSETS_DIR/fonts, the source tree's assets/fonts, then the system's DejaVu
// folder. A file that fails the font check (font_check.hpp) is passed over with a warning, so
// a damaged font in the assets override folder falls back to the system's. Throws
// std::runtime_error naming every place it looked if no usable file is in any.
std::filesystem::path find_font(std::string_view file_name);

// The first usable one of `preferred` found in the assets' fonts folders or the system's font
// folders, else `fallback` by find_font (which throws if even that is missing).
std::filesystem::path find_font_preferring(std::initializer_list<std::string_view> preferred,
                                           std::string_view fallback);

// The faces the app uses, each with its fallback.
struct FontFiles {
    std::filesystem::path text = find_font_preferring({"Lato-Regular.ttf"}, kRegularFontFile);
    std::filesystem::path text_bold = find_font_preferring({"Lato-Bold.ttf"}, kBoldFontFile);
    std::filesystem::path title =
        find_font_preferring({"EBGaramond12-Bold.otf", "EBGaramond-Bold.ttf"}, kBoldFontFile);
    // Debian's bold EB Garamond has no accented letters (its Latin stops at ASCII and the
    // punctuation of Latin-1): the regular weight, merged after it, gives a French title its
    // é, è, ç and œ in the same serif.
    std::filesystem::path title_letters =
        find_font_preferring({"EBGaramond12-Regular.otf", "EBGaramond-Regular.ttf"}, kBoldFontFile);
    // The glyphs Lato lacks (arrows, mathematical signs, shapes) come from these.
    std::filesystem::path symbols = find_font(kRegularFontFile);
    std::filesystem::path symbols_bold = find_font(kBoldFontFile);
};

}  // namespace eden::app
