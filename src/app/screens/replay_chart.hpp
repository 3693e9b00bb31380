// The replay viewer's strip by round (issue 39 item 4): each seat's territories, resources, pure
// energy or cards at every round's start, a line a seat in his colour on shared axes, with a
// cross where a seat was eliminated and a diamond in the new holder's colour where the Heart
// changed hands. The position on screen is a vertical line; a click on the chart goes to the
// start of the round under the pointer.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/board/board_renderer.hpp"
#include "app/session/round_chart.hpp"
#include "imgui.h"

namespace eden::app {

// Draws into the current window, `height` pixels tall in all (the measure's buttons, the chart
// and its legend). Returns the position to go to when the chart was clicked.
std::optional<std::size_t> draw_replay_chart(const RoundChart& chart, ChartMeasure& measure,
                                             std::size_t position,
                                             const std::vector<std::string>& names,
                                             const SeatMarks& marks, float height);

}  // namespace eden::app
