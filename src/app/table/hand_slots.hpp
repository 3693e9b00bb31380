// The hand's cards kept in the places they were drawn (issue 33 item 5: nothing moves under the
// hand). A card that leaves the hand (set aside, played, sent to a front) leaves its slot empty
// while the mouse stays in the strip, so the next card the mouse aims at is still under it; the
// gap closes once the mouse has left the strip. Cards that come in go after the others.
#pragma once

#include <vector>

namespace eden::app {

inline constexpr int kEmptySlot = -1;

struct HandSlots {
    int seat = -1;                // whose hand the slots hold; -1: no hand drawn
    std::vector<int> slots;       // card ids as drawn, kEmptySlot for a gap
    bool mouse_in_strip = false;  // in the last frame
};

// The slots of `hand` given the slots drawn last frame: kept (gaps where cards left, new cards
// after) when `keep`, else the hand as it is.
std::vector<int> hand_in_slots(const std::vector<int>& previous, const std::vector<int>& hand,
                               bool keep);

// The slots to draw for `seat`'s `hand` this frame, remembered for the next.
const std::vector<int>& place_hand(HandSlots& slots, int seat, const std::vector<int>& hand);

}  // namespace eden::app
