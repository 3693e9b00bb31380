// The New game dialog filled in with the mouse, as the UI tests start their games.
#pragma once

#include <string>
#include <vector>

#include "app/session/game_session.hpp"
#include "ui_driver.hpp"

namespace eden::ui_test {

// From the title screen: New game, the number of players on the slider, each seat a person or
// a bot, the ruleset then the scenario from their combos (by name; empty keeps the default),
// then Start (and yes when it asks to replace an unfinished game).
void start_game_by_mouse(UiDriver& ui, const std::vector<app::SeatKind>& seats,
                         const std::string& scenario_name = "",
                         const std::string& ruleset_name = "");

}  // namespace eden::ui_test
