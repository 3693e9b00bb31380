// The characters the app draws (issue 36 item 5): Latin-1, punctuation, arrows, mathematical
// operators and geometric shapes, and every character of every language's catalog (Œ œ Ÿ,
// the narrow no-break space, « »), so that a word a translator writes is never drawn as "?".
// The fonts are checked for these (font_check.hpp) and Dear ImGui's atlas is built from them.
#pragma once

#include <vector>

#include "app/render/font_check.hpp"
#include "imgui.h"

namespace eden::app {

// The characters of every built-in catalog, each once, in order.
const std::vector<char32_t>& catalog_chars();

// Every range the app draws text in, as first-last pairs.
CharRanges app_char_ranges();

// The same as Dear ImGui takes them (pairs, then 0), for the text fonts.
const ImWchar* text_glyph_ranges();
// The symbols merged into each text font: punctuation, arrows, operators, shapes.
const ImWchar* symbol_glyph_ranges();

}  // namespace eden::app
