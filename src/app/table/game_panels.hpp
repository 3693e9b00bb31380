// The panels around the board (Dear ImGui): players, battle and log on the right; the hand and
// the decision's choices at the bottom; the banner on top.
#pragma once

#include <map>
#include <vector>

#include "app/session/seat_view.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// The pending decision's options, sorted by where the screen offers them.
struct ChoiceGroups {
    bool mine = false;  // a person at the laptop decides now
    // A click on the board answers: place a tile, a portal or a troop (002), the territory the
    // dragons attack next.
    std::map<Hex, Action> spots;
    // 002's troop moves (RULES.md §5 C8, C4): a click on the territory they leave, then one on
    // where they go (or a drag between the two). `moves` by origin; `move_to`, the destinations
    // of the selected origin.
    std::map<Hex, std::vector<Action>> moves;
    std::map<Hex, Action> move_to;
    std::map<Hex, std::vector<Action>> attacks;  // a territory to attack, then a unit
    // The same attacks by the unit that would open them: a unit dragged from the hand onto a
    // territory opens the front in one gesture.
    std::map<int, std::vector<Action>> attacks_by_unit;
    std::map<int, std::vector<Action>> on_card;  // buttons on a card of the hand
    // Cards not in the hand that a choice names (to buy, to choose, to rescue), shown as cards
    // beside the hand, in the order the engine offers them.
    std::vector<std::pair<int, std::vector<Action>>> offered;
    std::vector<Action> others;  // buttons in the choices list
    // The exits ("End the subphase", "Finish buying", ...): pinned at the top of the list.
    std::vector<Action> exits;
    std::vector<Hex> placing_spots;  // place_resources: the territories a resource may go to
    bool paying = false;             // a payment: chosen in the payment widget, not a button
};

ChoiceGroups group_choices(const AppState& app, const SeatView& view);
// `text` (an engine prompt, an option's label, a log line) with its hexes in a player's words
// for the seat looking (app/place_words.hpp); their coordinates too with the designer's overlay.
// `timeless` for what was written earlier (the log): no owner named, who held it may have changed.
std::string screen_words(const AppState& app, const std::string& text, bool timeless = false);
// place_resources: one more resource of the chosen type on `at`, up to the number to place.
void add_to_placement(AppState& app, Hex at);

void draw_banner(AppState& app, const SeatView& view, const UiFonts& fonts, Rect area);
void draw_side_panel(AppState& app, const SeatView& view, const UiFonts& fonts, Rect area);
void draw_bottom_panel(AppState& app, const SeatView& view, const ChoiceGroups& choices,
                       const UiFonts& fonts, Rect area);

}  // namespace eden::app
