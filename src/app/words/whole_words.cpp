#include "app/words/whole_words.hpp"

#include <algorithm>
#include <cfloat>
#include <vector>

#include "app/shell/ui_probe.hpp"
#include "imgui.h"
#include "imgui_internal.h"

namespace eden::app::ui {

namespace {

// Below this the text is no longer comfortable to read on a card.
constexpr float kSmallestScale = 0.72f;

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\n';
}

// Where TextWrapped wraps a line that starts here: the wrap position, or the content region's
// edge when no wrap position is pushed.
float wrap_width_here() {
    const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
    const float wrap_pos = w->DC.TextWrapPos < 0.0f ? 0.0f : w->DC.TextWrapPos;
    return ImGui::CalcWrapWidthForPos(w->DC.CursorPos, wrap_pos);
}

float width_of(const ImFont* font, float size, const char* begin, const char* end) {
    return font->CalcTextSizeA(size, FLT_MAX, 0.0f, begin, end).x;
}

// The widest run of text between blanks.
float widest_word(const ImFont* font, float size, const std::string& text) {
    float widest = 0.0f;
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && blank(text[at]))
            ++at;
        std::size_t end = at;
        while (end < text.size() && !blank(text[end]))
            ++end;
        if (end > at)
            widest = std::max(widest, width_of(font, size, text.data() + at, text.data() + end));
        at = end;
    }
    return widest;
}

// Each word wider than `width` cut (at a character's boundary) to what fits with "…".
std::string ellipsize_words(const ImFont* font, float size, const std::string& text, float width) {
    static const std::string kEllipsis = "\xe2\x80\xa6";
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
        if (blank(text[at])) {
            out += text[at++];
            continue;
        }
        std::size_t end = at;
        while (end < text.size() && !blank(text[end]))
            ++end;
        std::string word = text.substr(at, end - at);
        if (width_of(font, size, word.data(), word.data() + word.size()) > width) {
            std::string cut = word;
            do {
                cut.pop_back();
                while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80)
                    cut.pop_back();  // a UTF-8 continuation byte: the character goes whole
                word = cut + kEllipsis;
            } while (!cut.empty() &&
                     width_of(font, size, word.data(), word.data() + word.size()) > width);
        }
        out += word;
        at = end;
    }
    return out;
}

// Where Dear ImGui starts each line after the first, as its text renderer wraps (ImFont::
// RenderText: a line ends where CalcWordWrapPositionA says, the blanks after it skipped).
std::vector<std::size_t> line_breaks(const ImFont* font, float size, const std::string& text,
                                     float width) {
    std::vector<std::size_t> breaks;
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    const float scale = size / font->FontSize;
    const char* s = begin;
    while (s < end) {
        const char* line_end = std::find(s, end, '\n');
        while (s < line_end) {
            const char* eol = font->CalcWordWrapPositionA(scale, s, line_end, width);
            if (eol == s) ++eol;
            s = eol;
            while (s < line_end && (*s == ' ' || *s == '\t'))
                ++s;
            if (s < line_end) breaks.push_back(static_cast<std::size_t>(s - begin));
        }
        s = line_end < end ? line_end + 1 : end;
    }
    return breaks;
}

}  // namespace

float whole_words_size(const std::string& text, float width, float size) {
    width -= 1.0f;
    const float widest = widest_word(ImGui::GetFont(), size, text);
    return widest > width ? size * std::max(kSmallestScale, width / widest) : size;
}

void text_whole_words(const std::string& text) {
    ImFont* font = ImGui::GetFont();
    // A word exactly as wide as the line still breaks in Dear ImGui's wrap (its test is
    // "wider than or as wide as", in its own rounding): a pixel to spare.
    const float width = wrap_width_here() - 1.0f;
    const float size = ImGui::GetFontSize();
    const float widest = widest_word(font, size, text);
    const float scale = widest > width ? std::max(kSmallestScale, width / widest) : 1.0f;
    const std::string shown =
        widest * scale > width ? ellipsize_words(font, size * scale, text, width) : text;
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    const float window_scale = window->FontWindowScale;
    if (scale < 1.0f) ImGui::SetWindowFontScale(window_scale * scale);
    ImGui::TextWrapped("%s", shown.c_str());
    if (scale < 1.0f) ImGui::SetWindowFontScale(window_scale);
    if (probe::enabled())
        probe::wrapped(shown, line_breaks(font, size * scale, shown, width + 1.0f));
}

void text_breaking_after_separators(const std::string& id) {
    const ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    const float width = wrap_width_here() - 1.0f;
    std::string shown;
    std::vector<std::size_t> breaks;  // into `id`, where each line after the first starts
    float line = 0.0f;
    for (std::size_t at = 0; at < id.size();) {
        std::size_t end = id.find_first_of("._", at);
        end = end == std::string::npos ? id.size() : end + 1;
        const float part = width_of(font, size, id.data() + at, id.data() + end);
        if (line > 0.0f && line + part > width) {
            shown += '\n';
            breaks.push_back(at);
            line = 0.0f;
        }
        shown.append(id, at, end - at);
        line += part;
        at = end;
    }
    ImGui::TextUnformatted(shown.c_str());
    if (probe::enabled()) probe::wrapped(id, std::move(breaks));
}

}  // namespace eden::app::ui
