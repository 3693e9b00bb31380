#include "app/session/game_stats.hpp"

#include <type_traits>

namespace eden::app {

GameStats::GameStats(int players) : players_(static_cast<std::size_t>(players)) {}

void GameStats::sample_territories(const GameState& state) {
    std::vector<int> count(players_.size(), 0);
    for (const auto& [hex, player] : state.control())
        if (player >= 0 && player < static_cast<int>(count.size()))
            ++count[static_cast<std::size_t>(player)];
    for (std::size_t p = 0; p < players_.size(); ++p)
        players_[p].territories.push_back(count[p]);
}

void GameStats::record(const GameState& after, const std::vector<Event>& events) {
    for (const Event& event : events) {
        std::visit(
            [&](const auto& e) {
                using E = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<E, CardBought>) {
                    ++players_.at(static_cast<std::size_t>(e.player)).cards_bought;
                } else if constexpr (std::is_same_v<E, FrontOpened>) {
                    // The first front opened after a battle was counted starts the next one.
                    if (fronts_resolved_) fronts_.clear();
                    fronts_resolved_ = false;
                    fronts_.push_back({e.player, e.defender});
                } else if constexpr (std::is_same_v<E, FrontResolved>) {
                    fronts_resolved_ = true;
                    if (e.front < 0 || e.front >= static_cast<int>(fronts_.size())) return;
                    const Front& f = fronts_[static_cast<std::size_t>(e.front)];
                    // A wild territory (defender -1) wins nothing for anybody.
                    const int winner = e.attacker_won ? f.attacker : f.defender;
                    if (winner >= 0) ++players_.at(static_cast<std::size_t>(winner)).battles_won;
                } else if constexpr (std::is_same_v<E, MapCompleted> ||
                                     std::is_same_v<E, RoundStarted> ||
                                     std::is_same_v<E, GameOver>) {
                    sample_territories(after);
                }
            },
            event);
    }
}

GameStats replay_stats(const GameState& state) {
    GameState replay(state.setup());
    GameStats stats(state.player_count());
    for (const Action& a : state.action_log()) {
        const ApplyResult r = replay.apply(a);
        if (!r) break;  // cannot happen for a state's own log
        stats.record(replay, r.events);
    }
    return stats;
}

}  // namespace eden::app
