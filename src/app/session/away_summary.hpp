// "While you were away" (issue 16 item 4): what happened since a person last played, told to
// him when the laptop comes back to him. Built from the engine's events of the actions made
// since his last one, so it says only what the log already says to everyone at the table
// (set-aside cards stay unnamed; bought cards are public in 003). Pure, no ImGui.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"
#include "eden/map/hex.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

struct AwayLine {
    // How the line concerns the reader: he gained, he lost, or it happened to others.
    enum class Tone { gain, loss, other };
    std::string text;
    std::vector<Hex> hexes;  // lit on the board while the line is hovered; may be empty
    Tone tone = Tone::other;
};

struct AwaySummary {
    int seat = -1;
    std::vector<AwayLine> lines;
};

// The news as the app keeps it: built once per handover (the seat who took the laptop and
// when), open until its reader puts it away, and the hexes of the line under his mouse.
struct AwayNews {
    struct Handover {
        int seat = -1;
        std::size_t at = 0;
        friend bool operator==(const Handover&, const Handover&) = default;
    };
    std::optional<Handover> handover;
    AwaySummary summary;
    bool open = false;
    std::vector<Hex> hovered;
};

// What `events` (in order, all made while `seat` was away) mean to `seat`, in the words he
// reads: territories taken and lost, battles and their results, the dragons' attacks,
// purchases, portals destroyed, players eliminated. Only conquest events make lines; the
// map's building is on the board for all to see.
AwaySummary summarize_away(const GameState& state, int seat, const std::vector<Event>& events,
                           text::Language language = text::Language::english);

}  // namespace eden::app
