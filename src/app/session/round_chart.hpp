// The replay viewer's side strip (issue 39 item 4): each seat's territories, resources, pure
// energy and cards at the map's end, at each round's start and at the game's end, and the moments
// a seat was eliminated or the Heart changed hands. Read from the table's view (seat_view.hpp
// with no seat), so the strip tells nobody's hand; built from the engine's events and states as
// the viewer replays the game once, never by diffing two states of the screen. No SDL.
#pragma once

#include <cstddef>
#include <vector>

#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"

namespace eden::app {

enum class ChartMeasure { territories, resources, pure_energy, cards };
inline constexpr ChartMeasure kChartMeasures[] = {ChartMeasure::territories,
                                                  ChartMeasure::resources,
                                                  ChartMeasure::pure_energy, ChartMeasure::cards};

struct ChartSample {
    std::size_t position = 0;  // the viewer's position the sample was read at
    int round = 0;             // 0: the map's end; the game's end keeps its last round
    bool game_over = false;
    // By seat, as every seat may see it: territories controlled; resources on his territories
    // (the stock in game.economy "stock"); pure energy; cards he owns (deck, hand, discard, set
    // aside: counts only).
    std::vector<int> territories, resources, pure_energy, cards;

    const std::vector<int>& of(ChartMeasure measure) const;
};

struct ChartMark {
    enum class Kind { eliminated, heart };
    Kind kind = Kind::eliminated;
    std::size_t position = 0;  // just after the action that did it
    int round = 0;
    // The seat eliminated, or the Heart's new holder (-1: nobody, or the dragons).
    int seat = -1;
};

class RoundChart {
  public:
    // Each action in the order played: the position it led to, the state after it, its events.
    void record(std::size_t position, const GameState& after, const std::vector<Event>& events);

    const std::vector<ChartSample>& samples() const { return samples_; }
    const std::vector<ChartMark>& marks() const { return marks_; }
    // The largest value of `measure` over every sample and seat (at least 1: an axis's top).
    int most(ChartMeasure measure) const;
    // The index of the last sample at or before `position` (0 before the first: the map's end).
    std::size_t sample_at(std::size_t position) const;

  private:
    void sample(std::size_t position, const GameState& state, bool game_over);

    std::vector<ChartSample> samples_;
    std::vector<ChartMark> marks_;
    int heart_holder_ = -1;
};

}  // namespace eden::app
