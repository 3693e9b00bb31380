#include "app/table/hand_slots.hpp"

#include <algorithm>

namespace eden::app {

std::vector<int> hand_in_slots(const std::vector<int>& previous, const std::vector<int>& hand,
                               bool keep) {
    if (!keep) return hand;
    const auto in = [](const std::vector<int>& v, int card) {
        return std::find(v.begin(), v.end(), card) != v.end();
    };
    std::vector<int> out;
    for (int card : previous)
        out.push_back(card != kEmptySlot && in(hand, card) ? card : kEmptySlot);
    for (int card : hand)
        if (!in(out, card)) out.push_back(card);
    // Nothing of the hand left to keep in place: no gaps to keep either.
    if (std::all_of(out.begin(), out.end(), [](int c) { return c == kEmptySlot; })) out.clear();
    return out;
}

const std::vector<int>& place_hand(HandSlots& slots, int seat, const std::vector<int>& hand) {
    const bool keep = slots.seat == seat && slots.mouse_in_strip;
    slots.slots = hand_in_slots(slots.slots, hand, keep);
    slots.seat = seat;
    return slots.slots;
}

}  // namespace eden::app
