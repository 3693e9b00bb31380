#include "app/render/font_check.hpp"

#include <array>
#include <fstream>
#include <iterator>
#include <map>
#include <vector>

namespace eden::app {

namespace {

// A read outside the file (or a part of it) that stb_truetype would have made blindly.
struct FontDamage {
    std::string why;
};

[[noreturn]] void damaged(std::string why) {
    throw FontDamage{std::move(why)};
}

// Big-endian reads, each checked against the end of the bytes.
class Bytes {
  public:
    explicit Bytes(std::span<const unsigned char> d) : d_(d) {}
    std::size_t size() const { return d_.size(); }
    void need(std::uint64_t at, std::uint64_t n, const char* what) const {
        if (at > d_.size() || n > d_.size() - at)
            damaged(std::string(what) + " runs past the end of the file");
    }
    std::uint8_t u8(std::uint64_t at) const {
        need(at, 1, "a table");
        return d_[at];
    }
    std::uint16_t u16(std::uint64_t at) const {
        need(at, 2, "a table");
        return static_cast<std::uint16_t>(d_[at] << 8 | d_[at + 1]);
    }
    std::int16_t i16(std::uint64_t at) const { return static_cast<std::int16_t>(u16(at)); }
    std::uint32_t u32(std::uint64_t at) const {
        need(at, 4, "a table");
        return std::uint32_t{d_[at]} << 24 | std::uint32_t{d_[at + 1]} << 16 |
               std::uint32_t{d_[at + 2]} << 8 | std::uint32_t{d_[at + 3]};
    }

  private:
    std::span<const unsigned char> d_;
};

struct Table {
    std::uint64_t at = 0;
    std::uint64_t size = 0;
    bool found = false;
};

constexpr std::uint32_t tag(const char (&t)[5]) {
    return std::uint32_t(static_cast<unsigned char>(t[0])) << 24 |
           std::uint32_t(static_cast<unsigned char>(t[1])) << 16 |
           std::uint32_t(static_cast<unsigned char>(t[2])) << 8 |
           std::uint32_t(static_cast<unsigned char>(t[3]));
}

// A composite glyph nests at most this deep, and no glyph draws more points than this (each
// component counted as often as it is used): a font could otherwise ask for billions.
constexpr int kMaxCompositeDepth = 8;
constexpr std::uint64_t kMaxGlyphPoints = 1u << 16;
// A glyph's box is at most this many times the font's line height (ascent - descent): the
// atlas is sized from the boxes.
constexpr int kMaxGlyphBoxInLines = 8;

// Follows the reads stb_truetype makes (stbtt_InitFont, stbtt_FindGlyphIndex,
// stbtt_GetGlyphHMetrics, stbtt_GetGlyphBox and stbtt_GetGlyphShape) for the characters asked.
class FontChecker {
  public:
    explicit FontChecker(std::span<const unsigned char> bytes) : f_(bytes) {
        const std::uint32_t version = f_.u32(0);
        if (version == tag("ttcf")) damaged("font collections (.ttc) are not supported");
        if (version != 0x00010000u && version != tag("true") && version != tag("OTTO"))
            damaged("not a TrueType or OpenType font");
        const std::uint16_t tables = f_.u16(4);
        f_.need(12, std::uint64_t{tables} * 16, "the table directory");
        for (std::uint16_t i = 0; i < tables; ++i) {
            const std::uint64_t rec = 12 + std::uint64_t{i} * 16;
            const std::uint32_t t = f_.u32(rec);
            if (tables_.contains(t)) continue;  // stb_truetype takes the first of a tag
            Table table{f_.u32(rec + 8), f_.u32(rec + 12), true};
            f_.need(table.at, table.size, "a table");
            tables_.emplace(t, table);
        }
        cmap_ = required("cmap", 4);
        head_ = required("head", 54);
        hhea_ = required("hhea", 36);
        hmtx_ = required("hmtx", 4);
        const Table maxp = required("maxp", 6);
        glyphs_ = f_.u16(maxp.at + 4);
        if (glyphs_ == 0) damaged("the font has no glyphs");
        if (f_.u16(head_.at + 18) == 0) damaged("head: units per em is 0");
        const int loca_format = f_.i16(head_.at + 50);
        line_height_ = f_.i16(hhea_.at + 4) - f_.i16(hhea_.at + 6);
        if (line_height_ <= 0) damaged("hhea: the ascent is not above the descent");
        long_metrics_ = f_.u16(hhea_.at + 34);
        if (long_metrics_ == 0) damaged("hhea: no horizontal metrics");
        const std::uint64_t metrics_bytes =
            std::uint64_t{long_metrics_} * 4 +
            (glyphs_ > long_metrics_ ? std::uint64_t{glyphs_ - long_metrics_} * 2 : 0);
        if (metrics_bytes > hmtx_.size) damaged("hmtx: fewer metrics than glyphs");
        glyf_ = table("glyf");
        if (glyf_.found) {
            if (loca_format != 0 && loca_format != 1) damaged("head: unknown loca format");
            loca_ = required("loca", 0);
            long_loca_ = loca_format == 1;
            if (std::uint64_t{glyphs_ + 1u} * (long_loca_ ? 4 : 2) > loca_.size)
                damaged("loca: fewer offsets than glyphs");
        } else {
            check_cff(required("CFF ", 4));
        }
        find_index_map();
    }

    bool has_glyph(char32_t c) const { return glyph_index(c) != 0; }

    void check_char(char32_t c) {
        const std::uint32_t g = glyph_index(c);
        if (g == 0) return;  // not in the font: skipped by the rasteriser
        if (g >= glyphs_) damaged("cmap: a character maps to a glyph the font does not have");
        if (glyf_.found) (void)glyph_points(g, 0);
    }

  private:
    Table table(const char (&t)[5]) const {
        const auto it = tables_.find(tag(t));
        return it == tables_.end() ? Table{} : it->second;
    }
    Table required(const char (&t)[5], std::uint64_t min_size) const {
        const Table found = table(t);
        if (!found.found) damaged(std::string("no ") + t + " table");
        if (found.size < min_size) damaged(std::string(t) + " table too short");
        return found;
    }

    // The character map stb_truetype picks: the last Unicode one of the encoding records.
    void find_index_map() {
        const std::uint16_t records = f_.u16(cmap_.at + 2);
        if (4 + std::uint64_t{records} * 8 > cmap_.size) damaged("cmap: records past its end");
        for (std::uint16_t i = 0; i < records; ++i) {
            const std::uint64_t rec = cmap_.at + 4 + std::uint64_t{i} * 8;
            const std::uint16_t platform = f_.u16(rec);
            const std::uint16_t encoding = f_.u16(rec + 2);
            if (platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))) {
                index_map_ = cmap_.at + f_.u32(rec + 4);
                has_index_map_ = true;
            }
        }
        if (!has_index_map_) damaged("cmap: no Unicode character map");
        const std::uint16_t format = f_.u16(index_map_);
        if (format == 4) {
            const std::uint64_t segs = f_.u16(index_map_ + 6) / 2;
            if (segs == 0) damaged("cmap: no segments");
            f_.need(index_map_, 16 + segs * 8, "cmap's segments");
            // stb_truetype's binary search steps by the header's numbers, not the count.
            std::uint64_t range = 1;
            while (range * 2 <= segs)
                range *= 2;
            if (f_.u16(index_map_ + 8) != range * 2 ||
                f_.u16(index_map_ + 12) != segs * 2 - range * 2 ||
                (std::uint64_t{1} << f_.u16(index_map_ + 10)) != range)
                damaged("cmap: the segment search numbers do not match the segments");
        } else if (format == 12 || format == 13) {
            f_.need(index_map_, 16 + std::uint64_t{f_.u32(index_map_ + 12)} * 12, "cmap's groups");
        }
    }

    std::uint32_t glyph_index(char32_t c) const {
        const std::uint64_t m = index_map_;
        switch (f_.u16(m)) {
            case 0: {
                const std::uint16_t bytes = f_.u16(m + 2);
                if (std::int64_t{c} < std::int64_t{bytes} - 6) return f_.u8(m + 6 + c);
                return 0;
            }
            case 6: {
                const std::uint32_t first = f_.u16(m + 6);
                const std::uint32_t count = f_.u16(m + 8);
                if (c >= first && c < first + count) return f_.u16(m + 10 + (c - first) * 2);
                return 0;
            }
            case 4: {
                // stb_truetype's binary search, step by step (the header's numbers were
                // checked against the segment count).
                const std::uint64_t segs = f_.u16(m + 6) >> 1;
                std::uint64_t search_range = f_.u16(m + 8) >> 1;
                int entry_selector = f_.u16(m + 10);
                const std::uint64_t range_shift = f_.u16(m + 12) >> 1;
                const std::uint64_t end_count = m + 14;
                std::uint64_t search = end_count;
                if (c > 0xffff) return 0;
                if (c >= f_.u16(search + range_shift * 2)) search += range_shift * 2;
                search -= 2;
                for (; entry_selector > 0; --entry_selector) {
                    search_range >>= 1;
                    if (c > f_.u16(search + search_range * 2)) search += search_range * 2;
                }
                search += 2;
                const std::uint64_t item = ((search - end_count) >> 1) & 0xffff;
                const std::uint32_t start = f_.u16(m + 14 + segs * 2 + 2 + 2 * item);
                const std::uint32_t last = f_.u16(end_count + 2 * item);
                if (c < start || c > last) return 0;
                const std::uint64_t range_at = m + 14 + segs * 6 + 2 + 2 * item;
                const std::uint16_t offset = f_.u16(range_at);
                if (offset == 0)
                    return static_cast<std::uint16_t>(c + f_.u16(m + 14 + segs * 4 + 2 + 2 * item));
                return f_.u16(offset + (c - start) * 2 + range_at);
            }
            case 12:
            case 13: {
                const std::uint32_t groups = f_.u32(m + 12);
                for (std::uint32_t g = 0; g < groups; ++g) {
                    const std::uint64_t at = m + 16 + std::uint64_t{g} * 12;
                    const std::uint32_t first = f_.u32(at);
                    const std::uint32_t last = f_.u32(at + 4);
                    if (c < first || c > last) continue;
                    const std::uint32_t glyph = f_.u32(at + 8);
                    return f_.u16(m) == 12 ? glyph + (c - first) : glyph;
                }
                return 0;
            }
            default:
                return 0;  // stb_truetype maps nothing through the other formats
        }
    }

    // Where glyph g's outline lies in glyf: empty (size 0) for a glyph without one.
    Table glyph_extent(std::uint32_t g) const {
        const auto offset = [this](std::uint32_t i) -> std::uint64_t {
            return long_loca_ ? f_.u32(loca_.at + std::uint64_t{i} * 4)
                              : std::uint64_t{f_.u16(loca_.at + std::uint64_t{i} * 2)} * 2;
        };
        const std::uint64_t from = offset(g);
        const std::uint64_t to = offset(g + 1);
        if (from == to) return {};
        if (from > to || to > glyf_.size) damaged("loca: a glyph's outline lies outside glyf");
        return {glyf_.at + from, to - from, true};
    }

    // The points glyph g draws (its components' too), every read of its outline checked.
    std::uint64_t glyph_points(std::uint32_t g, int depth) {
        if (depth > kMaxCompositeDepth)
            damaged("glyf: composite glyphs nested too deep (or a loop)");
        if (const auto it = points_.find(g); it != points_.end()) return it->second;
        const Table e = glyph_extent(g);
        std::uint64_t points = 0;
        if (e.found) {
            if (e.size < 10) damaged("glyf: a glyph shorter than its header");
            const auto need = [&e](std::uint64_t at, std::uint64_t n) {
                if (at < e.at || at + n > e.at + e.size)
                    damaged("glyf: an outline runs past its glyph");
            };
            const int box_w = f_.i16(e.at + 6) - f_.i16(e.at + 2);
            const int box_h = f_.i16(e.at + 8) - f_.i16(e.at + 4);
            if (box_w < 0 || box_h < 0 || box_w > kMaxGlyphBoxInLines * line_height_ ||
                box_h > kMaxGlyphBoxInLines * line_height_)
                damaged("glyf: a glyph's box is far larger than a line");
            const int contours = f_.i16(e.at);
            if (contours > 0) {
                points = simple_points(e, contours, need);
            } else if (contours < 0) {
                points = composite_points(e, depth, need);
            }
        }
        if (points > kMaxGlyphPoints) damaged("glyf: a glyph with too many points");
        points_.emplace(g, points);
        return points;
    }

    template <class Need>
    std::uint64_t simple_points(const Table& e, int contours, const Need& need) {
        const std::uint64_t ends = e.at + 10;
        need(ends, std::uint64_t(contours) * 2 + 2);
        int last = -1;
        for (int i = 0; i < contours; ++i) {
            const int end = f_.u16(ends + std::uint64_t(i) * 2);
            // stb_truetype walks the contours by these ends: one out of order writes past the
            // points it made room for.
            if (end <= last) damaged("glyf: contour ends out of order");
            last = end;
        }
        const std::uint64_t n = std::uint64_t(last) + 1;
        const std::uint64_t instructions = f_.u16(ends + std::uint64_t(contours) * 2);
        std::uint64_t at = ends + std::uint64_t(contours) * 2 + 2 + instructions;
        std::vector<std::uint8_t> flags(n);
        std::uint8_t flag = 0;
        int repeat = 0;
        for (std::uint64_t i = 0; i < n; ++i) {
            if (repeat == 0) {
                need(at, 1);
                flag = f_.u8(at++);
                if (flag & 8) {
                    need(at, 1);
                    repeat = f_.u8(at++);
                }
            } else {
                --repeat;
            }
            flags[i] = flag;
        }
        for (const std::uint8_t short_bit : {std::uint8_t{2}, std::uint8_t{4}})
            for (std::uint64_t i = 0; i < n; ++i) {
                const std::uint8_t same_bit = static_cast<std::uint8_t>(short_bit << 3);
                const std::uint64_t len = (flags[i] & short_bit)  ? 1
                                          : (flags[i] & same_bit) ? 0
                                                                  : 2;
                need(at, len);
                at += len;
            }
        return n;
    }

    template <class Need>
    std::uint64_t composite_points(const Table& e, int depth, const Need& need) {
        std::uint64_t at = e.at + 10;
        std::uint64_t points = 0;
        for (bool more = true; more;) {
            need(at, 4);
            const std::uint16_t flags = f_.u16(at);
            const std::int16_t component = f_.i16(at + 2);
            at += 4;
            // stb_truetype handles offsets only (not matching points), and reads the index
            // as signed.
            if (!(flags & 2)) damaged("glyf: a component placed by matching points");
            if (component < 0 || std::uint32_t(component) >= glyphs_)
                damaged("glyf: a component glyph the font does not have");
            at += (flags & 1) ? 4 : 2;
            at += (flags & 8) ? 2 : (flags & 0x40) ? 4 : (flags & 0x80) ? 8 : 0;
            need(e.at, at - e.at);
            points += glyph_points(std::uint32_t(component), depth + 1);
            if (points > kMaxGlyphPoints) damaged("glyf: a glyph with too many points");
            more = (flags & 0x20) != 0;
        }
        return points;
    }

    // The CFF structures stb_truetype reads through a buffer it believes 512 MB long: each must
    // lie inside the table.
    void check_cff(const Table& cff) {
        const auto index_end = [&](std::uint64_t at) -> std::uint64_t {
            if (at + 2 > cff.size) damaged("CFF: an index past the table");
            const std::uint16_t count = f_.u16(cff.at + at);
            if (count == 0) return at + 2;
            const std::uint8_t off_size = f_.u8(cff.at + at + 2);
            if (off_size < 1 || off_size > 4) damaged("CFF: an index with a bad offset size");
            const std::uint64_t offsets = at + 3;
            if (offsets + (std::uint64_t{count} + 1) * off_size > cff.size)
                damaged("CFF: an index past the table");
            std::uint64_t previous = 1;
            for (std::uint64_t i = 0; i <= count; ++i) {
                std::uint64_t o = 0;
                for (std::uint8_t b = 0; b < off_size; ++b)
                    o = o << 8 | f_.u8(cff.at + offsets + i * off_size + b);
                if (o < previous) damaged("CFF: an index's offsets out of order");
                previous = o;
            }
            const std::uint64_t end =
                offsets + (std::uint64_t{count} + 1) * off_size + previous - 1;
            if (end > cff.size) damaged("CFF: an index past the table");
            return end;
        };
        const auto index_item = [&](std::uint64_t at, std::uint16_t i) -> Table {
            const std::uint16_t count = f_.u16(cff.at + at);
            if (i >= count) damaged("CFF: an index without the item needed");
            const std::uint8_t off_size = f_.u8(cff.at + at + 2);
            const auto offset = [&](std::uint64_t k) {
                std::uint64_t o = 0;
                for (std::uint8_t b = 0; b < off_size; ++b)
                    o = o << 8 | f_.u8(cff.at + at + 3 + k * off_size + b);
                return o;
            };
            const std::uint64_t data = at + 3 + (std::uint64_t{count} + 1) * off_size - 1;
            return {data + offset(i), offset(i + 1) - offset(i), true};
        };
        std::uint64_t at = f_.u8(cff.at + 2);  // the header's size
        at = index_end(at);                    // names
        const std::uint64_t top = at;
        at = index_end(at);   // top DICTs
        at = index_end(at);   // strings
        (void)index_end(at);  // global subroutines
        const Table top_dict = index_item(top, 0);
        const auto operands = dict_operands(cff, top_dict);
        if (operands.contains(0x100 | 36)) damaged("CFF: CID-keyed fonts are not supported");
        const auto charstrings = operands.find(17);
        if (charstrings == operands.end() || charstrings->second.empty())
            damaged("CFF: no charstrings");
        const std::int64_t cs = charstrings->second.back();
        if (cs < 0 || std::uint64_t(cs) >= cff.size) damaged("CFF: charstrings past the table");
        (void)index_end(std::uint64_t(cs));
        if (f_.u16(cff.at + std::uint64_t(cs)) < glyphs_)
            damaged("CFF: fewer charstrings than glyphs");
        if (const auto priv = operands.find(18); priv != operands.end()) {
            if (priv->second.size() < 2) damaged("CFF: a private DICT without its place");
            const std::int64_t size = priv->second[priv->second.size() - 2];
            const std::int64_t offset = priv->second.back();
            if (size < 0 || offset < 0 || std::uint64_t(offset) > cff.size ||
                std::uint64_t(size) > cff.size - std::uint64_t(offset))
                damaged("CFF: the private DICT past the table");
            const auto priv_ops =
                dict_operands(cff, {std::uint64_t(offset), std::uint64_t(size), true});
            if (const auto subrs = priv_ops.find(19);
                subrs != priv_ops.end() && !subrs->second.empty() && subrs->second.back() != 0) {
                const std::int64_t subrs_at = offset + subrs->second.back();
                if (subrs_at < 0 || std::uint64_t(subrs_at) >= cff.size)
                    damaged("CFF: local subroutines past the table");
                (void)index_end(std::uint64_t(subrs_at));
            }
        }
    }

    // A CFF DICT's operators and their integer operands (reals skipped), read as stb_truetype
    // reads them. `d` is relative to the CFF table.
    std::map<int, std::vector<std::int64_t>> dict_operands(const Table& cff, const Table& d) const {
        std::map<int, std::vector<std::int64_t>> out;
        std::vector<std::int64_t> stack;
        const std::uint64_t end = cff.at + d.at + d.size;
        if (d.at + d.size > cff.size) damaged("CFF: a DICT past the table");
        const auto byte = [&](std::uint64_t& at) {
            if (at >= end) damaged("CFF: a DICT cut short");
            return f_.u8(at++);
        };
        for (std::uint64_t at = cff.at + d.at; at < end;) {
            const std::uint8_t b0 = byte(at);
            if (b0 >= 32 && b0 <= 246) {
                stack.push_back(b0 - 139);
            } else if (b0 >= 247 && b0 <= 250) {
                stack.push_back((b0 - 247) * 256 + byte(at) + 108);
            } else if (b0 >= 251 && b0 <= 254) {
                stack.push_back(-(b0 - 251) * 256 - byte(at) - 108);
            } else if (b0 == 28) {
                const int hi = byte(at);
                stack.push_back(static_cast<std::int16_t>(hi << 8 | byte(at)));
            } else if (b0 == 29) {
                std::uint32_t v = 0;
                for (int i = 0; i < 4; ++i)
                    v = v << 8 | byte(at);
                stack.push_back(static_cast<std::int32_t>(v));
            } else if (b0 == 30) {
                for (bool done = false; !done;) {
                    const std::uint8_t v = byte(at);
                    done = (v & 0x0f) == 0x0f || (v >> 4) == 0x0f;
                }
                stack.push_back(0);
            } else {
                const int op = b0 == 12 ? (0x100 | byte(at)) : b0;
                out.emplace(op, std::move(stack));
                stack.clear();
            }
        }
        return out;
    }

    Bytes f_;
    std::map<std::uint32_t, Table> tables_;
    Table cmap_, head_, hhea_, hmtx_, glyf_, loca_;
    std::uint32_t glyphs_ = 0;
    std::uint16_t long_metrics_ = 0;
    int line_height_ = 0;
    bool long_loca_ = false;
    std::uint64_t index_map_ = 0;
    bool has_index_map_ = false;
    std::map<std::uint32_t, std::uint64_t> points_;
};

}  // namespace

std::optional<std::string> font_problem(std::span<const unsigned char> bytes, CharRanges ranges) {
    try {
        if (bytes.size() < 12) damaged("too short for a font");
        FontChecker check(bytes);
        for (const auto& [first, last] : ranges)
            for (char32_t c = first; c <= last; ++c)
                check.check_char(c);
    } catch (const FontDamage& d) {
        return d.why;
    }
    return std::nullopt;
}

std::optional<std::string> font_file_problem(const std::filesystem::path& file, CharRanges ranges) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(file, ec);
    if (ec) return "cannot be read: " + ec.message();
    if (size > kMaxFontFileBytes)
        return "too large for a font (" + std::to_string(size) + " bytes)";
    std::ifstream in(file, std::ios::binary);
    std::vector<unsigned char> bytes(size);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
    if (!in) return "cannot be read";
    return font_problem(bytes, ranges);
}

std::vector<char32_t> chars_without_glyph(const std::filesystem::path& file,
                                          const std::vector<char32_t>& chars) {
    if (font_file_problem(file, {})) return chars;
    std::ifstream in(file, std::ios::binary);
    const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                           std::istreambuf_iterator<char>());
    std::vector<char32_t> missing;
    try {
        const FontChecker font(bytes);
        for (char32_t c : chars)
            if (!font.has_glyph(c)) missing.push_back(c);
    } catch (const FontDamage&) {
        return chars;
    }
    return missing;
}

}  // namespace eden::app
