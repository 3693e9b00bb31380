#include "app/render/glyph_ranges.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <string_view>
#include <utility>

#include "eden/text/language.hpp"

namespace eden::app {

namespace {

constexpr std::array<std::pair<char32_t, char32_t>, 4> kBaseRanges{
    {{0x0020, 0x00FF}, {0x2000, 0x206F}, {0x2190, 0x22FF}, {0x25A0, 0x25FF}}};

// The code points of UTF-8 text; a malformed byte is skipped (the catalogs are checked as JSON,
// which is UTF-8, before they are built in).
void add_code_points(std::string_view s, std::set<char32_t>& out) {
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const int extra = b < 0x80           ? 0
                          : (b >> 5) == 0x6  ? 1
                          : (b >> 4) == 0xE  ? 2
                          : (b >> 3) == 0x1E ? 3
                                             : -1;
        if (extra < 0 || i + static_cast<std::size_t>(extra) >= s.size() + (extra == 0 ? 1 : 0)) {
            ++i;
            continue;
        }
        char32_t c = extra == 0 ? b : b & (0x3F >> extra);
        for (int k = 1; k <= extra; ++k)
            c = (c << 6) | (static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0x3F);
        out.insert(c);
        i += static_cast<std::size_t>(extra) + 1;
    }
}

bool in_base_ranges(char32_t c) {
    return std::any_of(kBaseRanges.begin(), kBaseRanges.end(),
                       [c](const auto& r) { return c >= r.first && c <= r.second; });
}

const std::vector<std::pair<char32_t, char32_t>>& all_ranges() {
    static const std::vector<std::pair<char32_t, char32_t>> ranges = [] {
        std::vector<std::pair<char32_t, char32_t>> out(kBaseRanges.begin(), kBaseRanges.end());
        for (char32_t c : catalog_chars())
            if (c >= 0x20 && !in_base_ranges(c)) out.emplace_back(c, c);
        return out;
    }();
    return ranges;
}

}  // namespace

const std::vector<char32_t>& catalog_chars() {
    static const std::vector<char32_t> chars = [] {
        std::set<char32_t> seen;
        for (text::Language l : text::kLanguages)
            add_code_points(text::builtin_catalog_text(l), seen);
        return std::vector<char32_t>(seen.begin(), seen.end());
    }();
    return chars;
}

CharRanges app_char_ranges() {
    return all_ranges();
}

const ImWchar* text_glyph_ranges() {
    static const std::vector<ImWchar> ranges = [] {
        std::vector<ImWchar> out;
        for (const auto& [first, last] : all_ranges()) {
            out.push_back(static_cast<ImWchar>(first));
            out.push_back(static_cast<ImWchar>(last));
        }
        out.push_back(0);
        return out;
    }();
    return ranges.data();
}

const ImWchar* symbol_glyph_ranges() {
    static const ImWchar kSymbols[] = {0x2000, 0x206F, 0x2190, 0x22FF, 0x25A0, 0x25FF, 0};
    return kSymbols;
}

}  // namespace eden::app
