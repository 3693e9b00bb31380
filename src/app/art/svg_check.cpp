#include "app/art/svg_check.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace eden::app {

namespace {

// Numbers beyond this many times the picture's size draw nothing the picture shows, and make
// paths long enough to dash millions of times.
constexpr double kMaxCoordinateInPictures = 64;
// A dash pattern repeats at most this many times along the picture's diagonal, and makes at
// most this many dashes along every path of the file (each a shape of its own to nanosvg).
constexpr double kMaxDashesPerDiagonal = 50;
constexpr double kMaxDashes = 20000;

std::size_t elements_in(std::string_view svg) {
    std::size_t elements = 0;
    for (std::size_t i = 0; i + 1 < svg.size(); ++i)
        if (svg[i] == '<' && std::isalpha(static_cast<unsigned char>(svg[i + 1]))) ++elements;
    return elements;
}

bool starts_number(std::string_view s, std::size_t i) {
    const char c = s[i];
    if (std::isdigit(static_cast<unsigned char>(c))) return true;
    if ((c == '-' || c == '+' || c == '.') && i + 1 < s.size())
        return std::isdigit(static_cast<unsigned char>(s[i + 1])) || s[i + 1] == '.';
    return false;
}

// The numbers in `s`, as nanosvg reads them (skipping colours like #ff8800 and names).
std::vector<double> numbers_in(std::string_view s) {
    std::vector<double> out;
    const std::string text(s);  // strtod needs the end of the text
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == '#' || std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            // A path command stuck to its number ("L1e9"): the letter alone, then the number.
            const bool after_word =
                i > 0 &&
                (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_');
            if (!after_word && std::strchr("MmLlHhVvCcSsQqTtAaZz", c) != nullptr &&
                i + 1 < text.size() && starts_number(text, i + 1)) {
                ++i;
                continue;
            }
            // A word or a colour: skip it whole (a digit inside "h2" or "#0a0" is no number).
            ++i;
            // "stroke-width" is one word; "l-5" is a command and a number.
            while (i < text.size() &&
                   (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_' ||
                    ((text[i] == '-' || text[i] == ':') && i + 1 < text.size() &&
                     std::isalpha(static_cast<unsigned char>(text[i + 1])))))
                ++i;
            continue;
        }
        if (!starts_number(text, i)) {
            ++i;
            continue;
        }
        char* end = nullptr;
        const double v = std::strtod(text.c_str() + i, &end);
        out.push_back(v);
        i = std::max<std::size_t>(i + 1, static_cast<std::size_t>(end - text.c_str()));
    }
    return out;
}

// Every value given to `name`, as an attribute (name="v") or in a style (name: v;).
std::vector<std::string_view> values_of(std::string_view svg, std::string_view name) {
    std::vector<std::string_view> out;
    for (std::size_t at = svg.find(name); at != std::string_view::npos;
         at = svg.find(name, at + 1)) {
        if (at > 0 && (std::isalnum(static_cast<unsigned char>(svg[at - 1])) || svg[at - 1] == '-'))
            continue;  // the end of a longer name
        std::size_t i = at + name.size();
        while (i < svg.size() && std::isspace(static_cast<unsigned char>(svg[i])))
            ++i;
        if (i >= svg.size()) break;
        if (svg[i] == '=') {
            ++i;
            while (i < svg.size() && std::isspace(static_cast<unsigned char>(svg[i])))
                ++i;
            if (i >= svg.size() || (svg[i] != '"' && svg[i] != '\'')) continue;
            const std::size_t close = svg.find(svg[i], i + 1);
            if (close == std::string_view::npos) break;
            out.push_back(svg.substr(i + 1, close - i - 1));
        } else if (svg[i] == ':') {
            const std::size_t close = svg.find_first_of(";\"'<>}", i + 1);
            out.push_back(
                svg.substr(i + 1, (close == std::string_view::npos ? svg.size() : close) - i - 1));
        }
    }
    return out;
}

// The picture's width and height in its own units: the viewBox's, else width and height.
std::pair<double, double> picture_size(std::string_view svg) {
    const std::size_t tag = svg.find("<svg");
    const std::size_t tag_end = svg.find('>', tag);
    const std::string_view head =
        tag == std::string_view::npos
            ? svg
            : svg.substr(
                  tag, tag_end == std::string_view::npos ? std::string_view::npos : tag_end - tag);
    for (std::string_view box : values_of(head, "viewBox")) {
        const auto n = numbers_in(box);
        if (n.size() == 4 && n[2] > 0 && n[3] > 0) return {n[2], n[3]};
    }
    double w = 0;
    double h = 0;
    for (std::string_view v : values_of(head, "width"))
        if (const auto n = numbers_in(v); !n.empty()) w = n[0];
    for (std::string_view v : values_of(head, "height"))
        if (const auto n = numbers_in(v); !n.empty()) h = n[0];
    return {w > 0 ? w : 100, h > 0 ? h : 100};
}

}  // namespace

std::optional<std::string> svg_problem(std::string_view svg) {
    if (svg.size() > kMaxSvgBytes)
        return "larger than " + std::to_string(kMaxSvgBytes / 1024) + " KB";
    if (elements_in(svg) > kMaxSvgElements)
        return "more than " + std::to_string(kMaxSvgElements) + " elements";
    const std::vector<double> numbers = numbers_in(svg);
    if (numbers.size() > kMaxSvgNumbers)
        return "more than " + std::to_string(kMaxSvgNumbers) + " numbers";
    const auto [w, h] = picture_size(svg);
    const double size = std::max(w, h);
    const double diagonal = std::hypot(w, h);
    if (!std::isfinite(size) || size > 1e6) return "a picture size out of range";
    for (std::string_view v : values_of(svg, "stroke-width"))
        for (double width : numbers_in(v))
            if (width > diagonal) return "a stroke wider than the picture";
    // The paths' length, at most: every pair of numbers a point as far out as the farthest.
    double farthest = 0;
    for (double v : numbers)
        farthest = std::max(farthest, std::abs(v));
    const double longest_paths = static_cast<double>(numbers.size()) / 2 * 2.9 * farthest;
    for (std::string_view v : values_of(svg, "stroke-dasharray")) {
        double period = 0;
        for (double d : numbers_in(v))
            period += std::abs(d);
        if (period > 0 && period * kMaxDashesPerDiagonal < diagonal)
            return "a dash pattern finer than 1/" +
                   std::to_string(static_cast<int>(kMaxDashesPerDiagonal)) + " of the picture";
        if (period > 0 && longest_paths / period > kMaxDashes) return "too many dashes";
    }
    for (double v : numbers)
        if (!std::isfinite(v) || std::abs(v) > kMaxCoordinateInPictures * size + 1e4)
            return "a number far outside the picture";
    return std::nullopt;
}

std::optional<std::string> svg_size_problem(std::string_view svg, int width, int height) {
    const double work = static_cast<double>(std::max<std::size_t>(elements_in(svg), 1)) *
                        std::max(width, 0) * std::max(height, 0);
    if (work > kMaxSvgRasterWork)
        return "too many elements to draw at " + std::to_string(width) + " x " +
               std::to_string(height);
    return std::nullopt;
}

}  // namespace eden::app
