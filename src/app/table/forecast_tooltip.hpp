// The battle forecast in words (issue 16 item 1): hovering a territory the person may attack
// shows what the front would face before anything is committed — the defense (base defense, or
// the defender's hand when he may defend by hand), every bonus itemised, and what the front
// costs in an additional attack subphase. Dear ImGui; call between NewFrame and Render.
#pragma once

#include <string>
#include <vector>

#include "app/shell/sdl_context.hpp"
#include "eden/battle/forecast.hpp"
#include "eden/core/action.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/catalog.hpp"

namespace eden::app {

// "base defense 3, +1 territory with 5+ resources": a side's count, item by item.
std::string itemised(const SideForecast& side, const text::Names& names);

// The tooltip for attacking `enemy`; `opens` are the OpenFront options across its frontiers.
// Its last line says what a click does, or, while a unit of the hand is dragged there
// (`dragged`: its name), what releasing it does.
void attack_forecast_tooltip(const GameState& state, const std::vector<std::string>& names,
                             Hex enemy, const std::vector<Action>& opens, const UiFonts& fonts,
                             const std::string& dragged = "");

}  // namespace eden::app
