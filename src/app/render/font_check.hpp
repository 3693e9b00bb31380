// Checking a font file before Dear ImGui's rasteriser (stb_truetype) reads it (issue 34 item 4).
// stb_truetype trusts every offset in a font, so a damaged file in the assets override folder
// crashed the app. Every read the rasteriser makes for the characters the app draws is checked
// here first, against the file's bounds: the table directory, the tables it needs, the character
// map's lookup of each character, and each glyph's outline (a composite glyph's components too,
// to a bounded depth and size). A font that fails is not used: the app falls back to the next
// font and says why (fonts.hpp).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace eden::app {

// The largest font file the app reads; the fonts it uses are a few hundred kilobytes.
inline constexpr std::uintmax_t kMaxFontFileBytes = 32u << 20;

// Character ranges as Dear ImGui takes them: pairs of first and last character.
using CharRanges = std::span<const std::pair<char32_t, char32_t>>;

// Why the font's bytes cannot be rasterised safely for `ranges`, or nullopt if they can.
std::optional<std::string> font_problem(std::span<const unsigned char> bytes, CharRanges ranges);
// The same for a file (its size checked before it is read).
std::optional<std::string> font_file_problem(const std::filesystem::path& file, CharRanges ranges);

// Of `chars`, those the font file has no glyph for (the rasteriser would draw "?"); every
// character when the file fails the font check.
std::vector<char32_t> chars_without_glyph(const std::filesystem::path& file,
                                          const std::vector<char32_t>& chars);

}  // namespace eden::app
