// What `eden --check-scenario` looks for in each frame the app draws (issue 38 item 7: a scenario
// "reads clearly", checked): a label wider than its widget or running past its window, a wrapped
// line that breaks inside a word, and board hexes drawn too small to read their marks. Read from
// the UI probe's record of the frame (ui_probe.hpp), the same record the UI tests check. No SDL.
#pragma once

#include <string>
#include <vector>

#include "app/shell/ui_probe.hpp"

namespace eden::app {

// A hex narrower than this (its radius, in pixels) leaves no room for its owner's mark, its
// resources and its richness token at a readable size.
inline constexpr float kReadableHexRadius = 16.0f;

struct ReadabilityFinding {
    enum class Kind { cut, word_broken, small_hex };
    Kind kind = Kind::cut;
    std::string what;  // the label, the broken text, or the hex size, in words

    // What two findings of one kind share: found once, reported once.
    std::string key() const;
};
const char* to_string(ReadabilityFinding::Kind kind);

std::vector<ReadabilityFinding> readability_findings(const probe::Frame& frame);

}  // namespace eden::app
