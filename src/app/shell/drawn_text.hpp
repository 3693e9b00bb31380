// The words a frame drew, read back from what Dear ImGui sends to the screen: each glyph is a
// quad whose texture corner names its glyph in the font atlas, so the vertices give the text,
// line by line, whatever drew it (a label, ImGui::Text, a tooltip, a table's cell). The UI tests
// read a French game's screens with it (issue 36: no English word on any screen, checked from
// the drawn text, not by eye alone).
#pragma once

#include <string>
#include <vector>

struct ImDrawData;
struct ImFontAtlas;

namespace eden::app {

// One run of glyphs drawn left to right on one line, with a space where the gap between two
// glyphs is wider than a letter's bearings. Glyphs cut by a clip rectangle are not read.
std::vector<std::string> drawn_text(const ImDrawData& frame, const ImFontAtlas& fonts);

}  // namespace eden::app
