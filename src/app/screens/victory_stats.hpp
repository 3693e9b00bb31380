// The victory screen's statistics (issue 6): a line per player of the territories he held,
// round by round, in his seat colour, and a table of battles won and cards bought.
#pragma once

#include <string>
#include <vector>

#include "app/board/board_renderer.hpp"
#include "app/session/game_stats.hpp"

namespace eden::app {

// Draws into the current ImGui window, `height` pixels tall, the full width.
void draw_victory_stats(const GameStats& stats, const std::vector<std::string>& names,
                        const SeatMarks& marks, float height);

}  // namespace eden::app
