#include "app/session/round_chart.hpp"

#include <algorithm>
#include <type_traits>

#include "app/session/seat_view.hpp"

namespace eden::app {

const std::vector<int>& ChartSample::of(ChartMeasure measure) const {
    switch (measure) {
        case ChartMeasure::territories:
            return territories;
        case ChartMeasure::resources:
            return resources;
        case ChartMeasure::pure_energy:
            return pure_energy;
        case ChartMeasure::cards:
            return cards;
    }
    return territories;
}

void RoundChart::sample(std::size_t position, const GameState& state, bool game_over) {
    // The table's view: what every seat may see, so the strip shows no hand.
    const SeatView view = make_seat_view(state, -1);
    const bool stock = state.rules().economy == Economy::stock;
    ChartSample s;
    s.position = position;
    s.round = state.phase() == Phase::conquest ? state.conquest().round : 0;
    s.game_over = game_over;
    std::vector<int> held(view.players.size(), 0);
    for (const auto& [hex, player] : state.control())
        if (player >= 0 && player < static_cast<int>(held.size()))
            ++held[static_cast<std::size_t>(player)];
    for (std::size_t p = 0; p < view.players.size(); ++p) {
        const SeatPlayer& seat = view.players[p];
        s.territories.push_back(held[p]);
        s.resources.push_back(stock ? seat.stock : seat.resources);
        s.pure_energy.push_back(seat.pure_energy);
        s.cards.push_back(seat.deck + seat.hand_count + seat.discard + seat.set_aside);
    }
    // An action that begins a round may first end the game: one sample a position.
    if (!samples_.empty() && samples_.back().position == position)
        samples_.back() = std::move(s);
    else
        samples_.push_back(std::move(s));
}

void RoundChart::record(std::size_t position, const GameState& after,
                        const std::vector<Event>& events) {
    const int round = after.phase() == Phase::conquest ? after.conquest().round : 0;
    for (const Event& event : events)
        std::visit(
            [&](const auto& e) {
                using E = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<E, MapCompleted> || std::is_same_v<E, RoundStarted>)
                    sample(position, after, false);
                else if constexpr (std::is_same_v<E, GameOver>)
                    sample(position, after, true);
                else if constexpr (std::is_same_v<E, PlayerEliminated>)
                    marks_.push_back({ChartMark::Kind::eliminated, position, round, e.player});
            },
            event);
    // The Heart's holder is read from the state after each action: a battle, the dragons or a
    // portal's fall may each change it, and the strip marks every change, not only the events
    // that name it.
    const std::optional<Hex> heart = after.map().heart();
    if (!heart || after.phase() != Phase::conquest) return;
    const auto it = after.control().find(*heart);
    const int holder = it == after.control().end() ? -1 : it->second;
    if (holder == heart_holder_) return;
    heart_holder_ = holder;
    marks_.push_back({ChartMark::Kind::heart, position, round, holder});
}

int RoundChart::most(ChartMeasure measure) const {
    int most = 1;
    for (const ChartSample& s : samples_)
        for (const int v : s.of(measure))
            most = std::max(most, v);
    return most;
}

std::size_t RoundChart::sample_at(std::size_t position) const {
    const auto after =
        std::upper_bound(samples_.begin(), samples_.end(), position,
                         [](std::size_t p, const ChartSample& s) { return p < s.position; });
    return after == samples_.begin() ? 0 : static_cast<std::size_t>(after - samples_.begin()) - 1;
}

}  // namespace eden::app
