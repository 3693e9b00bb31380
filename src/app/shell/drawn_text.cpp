#include "app/shell/drawn_text.hpp"

#include <cmath>
#include <unordered_map>

#include "imgui.h"

namespace eden::app {

namespace {

struct GlyphKey {
    float u = 0, v = 0;
    friend bool operator==(const GlyphKey&, const GlyphKey&) = default;
};

struct GlyphKeyHash {
    std::size_t operator()(const GlyphKey& k) const {
        return std::hash<float>()(k.u) * 31 + std::hash<float>()(k.v);
    }
};

struct Glyph {
    unsigned codepoint = 0;
    ImVec2 uv_max;
    float width = 0;      // in the atlas's pixels, at the font's own size
    float font_size = 0;  // the font's own size
};

// Each glyph of every font by its texture's top-left corner (ImFont::RenderText writes a glyph
// as four vertices, the first at that corner, the third at the opposite one).
std::unordered_map<GlyphKey, Glyph, GlyphKeyHash> glyphs_by_corner(const ImFontAtlas& fonts) {
    std::unordered_map<GlyphKey, Glyph, GlyphKeyHash> out;
    for (const ImFont* font : fonts.Fonts)
        for (const ImFontGlyph& g : font->Glyphs)
            if (g.Visible)
                out[{g.U0, g.V0}] = {g.Codepoint, ImVec2(g.U1, g.V1), g.X1 - g.X0, font->FontSize};
    return out;
}

void append_utf8(std::string& out, unsigned c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

}  // namespace

std::vector<std::string> drawn_text(const ImDrawData& frame, const ImFontAtlas& fonts) {
    // Built each time: a change of the UI's scale rasterises the fonts again elsewhere.
    const auto glyphs = glyphs_by_corner(fonts);
    std::vector<std::string> lines;
    for (int l = 0; l < frame.CmdListsCount; ++l) {
        const ImVector<ImDrawVert>& v = frame.CmdLists[l]->VtxBuffer;
        std::string line;
        float last_right = 0, last_top = 0, last_height = 0;
        const auto end_line = [&] {
            if (!line.empty()) lines.push_back(std::move(line));
            line.clear();
        };
        for (int i = 0; i + 3 < v.Size;) {
            const auto found = glyphs.find({v[i].uv.x, v[i].uv.y});
            if (found == glyphs.end() || v[i + 2].uv.x != found->second.uv_max.x ||
                v[i + 2].uv.y != found->second.uv_max.y) {
                ++i;
                continue;
            }
            const Glyph& g = found->second;
            const float left = v[i].pos.x, right = v[i + 2].pos.x;
            const float top = v[i].pos.y, height = v[i + 2].pos.y - top;
            // The size it was drawn at, from the quad against the glyph's own width.
            const float scale = g.width > 0 ? (right - left) / g.width : 1.0f;
            const float em = g.font_size * scale;
            const bool same_line = !line.empty() && left >= last_right - em * 0.5f &&
                                   std::fabs((top + height) - (last_top + last_height)) < em;
            if (!same_line) {
                end_line();
            } else if (left - last_right > em * 0.16f) {
                line += ' ';
            }
            append_utf8(line, g.codepoint);
            last_right = right;
            last_top = top;
            last_height = height;
            i += 4;
        }
        end_line();
    }
    return lines;
}

}  // namespace eden::app
