// The counters of the stock economy (game.economy "stock", 002; issue 18: "the panels the stock,
// the cap of the crystals in front and pure energy"), as the game screen shows them to the
// player looking. No SDL, so what the panel says is testable.
#pragma once

#include <optional>

#include "eden/core/game_state.hpp"

namespace eden::app {

struct StockCounters {
    int stock = 0;        // his untyped resources (002 §The Production phase)
    int pure_energy = 0;  // buys technology while he holds the Heart (002 §Reinforcements)
    // 002 §The Expansion phase: the Energy Crystals he played "in front" this round cap what he
    // may spend on units in the Reinforcements phase (RULES.md §5 C4, C8).
    int crystals_in_front = 0;  // the cap: the total value of those crystals
    int spent_on_units = 0;     // spent on units so far this Reinforcements phase
    int units_left() const {
        return crystals_in_front > spent_on_units ? crystals_in_front - spent_on_units : 0;
    }
};

// The seat's counters in a conquest played with the stock economy; nullopt otherwise (003 keeps
// its resources on the territories, and the panel shows them there).
std::optional<StockCounters> stock_counters(const GameState& state, int seat);

}  // namespace eden::app
