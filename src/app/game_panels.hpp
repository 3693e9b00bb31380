// The panels around the board (Dear ImGui): players, battle and log on the right; the hand and
// the decision's choices at the bottom; the banner on top.
#pragma once

#include <map>
#include <vector>

#include "app/app_state.hpp"
#include "app/sdl_context.hpp"
#include "app/session/seat_view.hpp"

namespace eden::app {

// The pending decision's options, sorted by where the screen offers them.
struct ChoiceGroups {
    bool mine = false;                           // a person at the laptop decides now
    std::map<Hex, Action> spots;                 // a click on the board: place a tile or portal
    std::map<Hex, std::vector<Action>> attacks;  // a territory to attack, then a unit
    std::map<int, std::vector<Action>> on_card;  // buttons on a card of the hand
    // Cards not in the hand that a choice names (to buy, to choose, to rescue), shown as cards
    // beside the hand, in the order the engine offers them.
    std::vector<std::pair<int, std::vector<Action>>> offered;
    std::vector<Action> others;      // buttons in the choices list
    std::vector<Hex> placing_spots;  // place_resources: the territories a resource may go to
    bool paying = false;             // a payment: chosen in the payment widget, not a button
};

ChoiceGroups group_choices(const AppState& app, const SeatView& view);
// place_resources: one more resource of the chosen type on `at`, up to the number to place.
void add_to_placement(AppState& app, Hex at);

void draw_banner(AppState& app, const SeatView& view, const UiFonts& fonts, Rect area);
void draw_side_panel(AppState& app, const SeatView& view, const UiFonts& fonts, Rect area);
void draw_bottom_panel(AppState& app, const SeatView& view, const ChoiceGroups& choices,
                       const UiFonts& fonts, Rect area);

}  // namespace eden::app
