// The lab screen's charts, drawn with Dear ImGui's draw list into a box of the current window
// from a tally of the games finished so far (redrawn as more come in): the win rate by seat
// with its 95 % interval, and the distribution of game length.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "lab/tally.hpp"

namespace eden::app {

// A number with `places` decimals, as the player's language writes it ("12.5" in English,
// "12,5" in French), for the lab's figures.
std::string lab_number(double value, int places);

// A bar per seat (its colour, number and bot kind) and one for the first player token's holder,
// each with its 95 % Wilson interval, over a dashed line at the even share (1 / players).
// Returns the win rate drawn per seat.
std::vector<double> draw_win_rate_chart(const lab::Tally& tally,
                                        const std::vector<std::string>& bots, ImVec2 size);
// The game-length chart's axes: the first and last round its bars span, the tallest bar, and
// whether the undecided games have their bar. The win-rate chart's axis is always 0-100 %.
struct LengthAxes {
    int lo = 0;
    int hi = 0;
    int top = 0;
    bool finished = false;  // some game finished: lo .. hi holds its round
    bool undecided = false;
};
LengthAxes length_axes(const lab::Tally& tally);
// Axes that hold both tallies, for two runs' charts side by side: a bar of either stands at the
// same place and height in both (issue 40 item 2).
LengthAxes shared_length_axes(const lab::Tally& a, const lab::Tally& b);

// A bar per round that finished games ended on (grouped when there are many), the quartiles
// marked, and beside them the games still undecided at the round cap. `axes` (optional): drawn
// on these instead of the tally's own.
void draw_game_length_chart(const lab::Tally& tally, int max_rounds, ImVec2 size,
                            const LengthAxes* axes = nullptr);

}  // namespace eden::app
