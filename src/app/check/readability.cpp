#include "app/check/readability.hpp"

#include <cctype>
#include <cmath>

namespace eden::app {

namespace {

// A byte of a word: a letter or digit, or any byte of a multi-byte UTF-8 character (an accented
// letter).
bool in_a_word(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) != 0 || u >= 0x80;
}

}  // namespace

const char* to_string(ReadabilityFinding::Kind kind) {
    switch (kind) {
        case ReadabilityFinding::Kind::cut:
            return "text cut";
        case ReadabilityFinding::Kind::word_broken:
            return "word broken across lines";
        case ReadabilityFinding::Kind::small_hex:
            return "hexes too small";
    }
    return "text cut";
}

std::string ReadabilityFinding::key() const {
    // Small hexes are one finding whatever their size; the others one per text.
    return std::string(to_string(kind)) + (kind == Kind::small_hex ? "" : ": " + what);
}

std::vector<ReadabilityFinding> readability_findings(const probe::Frame& frame) {
    std::vector<ReadabilityFinding> out;
    float smallest_hex = 0;
    for (const probe::Item& it : frame.items) {
        if (!it.visible) continue;
        if (it.id.rfind("hex:", 0) == 0) {
            // The probe records a box 0.8 radius wide about the hex's centre.
            const float radius = (it.box.x1 - it.box.x0) / 0.8f;
            if (smallest_hex == 0 || radius < smallest_hex) smallest_hex = radius;
            continue;
        }
        if (it.text_width <= 0) continue;
        const float width = it.box.x1 - it.box.x0;
        if (it.text_width <= width + 1.0f && it.box.x1 <= it.clip.x1 + 1.0f) continue;
        // The item's name, and the words cut when they are not its name ("preview:Scenario").
        const std::string shown = it.label.substr(0, it.label.find("##"));
        out.push_back(
            {ReadabilityFinding::Kind::cut, shown == it.id ? it.id : it.id + " \"" + shown + "\""});
    }
    for (const probe::Frame::Wrapped& w : frame.wrapped)
        for (const std::size_t b : w.breaks)
            if (b > 0 && b < w.text.size() && in_a_word(w.text[b - 1]) && in_a_word(w.text[b])) {
                out.push_back({ReadabilityFinding::Kind::word_broken,
                               w.text.substr(0, b) + " | " + w.text.substr(b)});
                break;
            }
    if (smallest_hex > 0 && smallest_hex < kReadableHexRadius)
        out.push_back({ReadabilityFinding::Kind::small_hex,
                       std::to_string(static_cast<int>(std::lround(smallest_hex))) +
                           " px from centre to corner"});
    return out;
}

}  // namespace eden::app
