// Finding the font files the app draws text with. Fonts belong under assets/ (DESIGN.md
// "Rules as data"); until the project ships its own, the system's DejaVu fonts are used.
#pragma once

#include <filesystem>
#include <string_view>

namespace eden::app {

inline constexpr std::string_view kRegularFontFile = "DejaVuSans.ttf";
inline constexpr std::string_view kBoldFontFile = "DejaVuSans-Bold.ttf";

// Looks in $EDEN_ASSETS_DIR/fonts, the source tree's assets/fonts, then the system's DejaVu
// folder. Throws std::runtime_error naming every place it looked if the file is in none.
std::filesystem::path find_font(std::string_view file_name);

}  // namespace eden::app
