// Per-player statistics for the victory screen (issue 6): territories held round by round,
// battles won, cards bought. Collected from the engine's events as the game goes, so a loaded
// save, whose log is replayed, has the same statistics as the game that wrote it.
#pragma once

#include <vector>

#include "eden/core/game_state.hpp"

namespace eden::app {

struct PlayerStats {
    // Territories controlled when the map was complete, at the start of each round, and at
    // the end of the game: one point per sample, the same count for every player.
    std::vector<int> territories;
    int battles_won = 0;  // fronts won, attacking or defending
    int cards_bought = 0;
    friend bool operator==(const PlayerStats&, const PlayerStats&) = default;
};

class GameStats {
  public:
    explicit GameStats(int players);
    // `after` is the state once `events` happened (the territories are read from it).
    void record(const GameState& after, const std::vector<Event>& events);
    const std::vector<PlayerStats>& players() const { return players_; }

  private:
    void sample_territories(const GameState& state);

    std::vector<PlayerStats> players_;
    // The battle being fought: who attacks and who defends each front, in front order (the
    // engine numbers fronts in the order they were opened).
    struct Front {
        int attacker;
        int defender;
    };
    std::vector<Front> fronts_;
    bool fronts_resolved_ = false;
};

// The statistics of a game from its start, by replaying its log (after an undo).
GameStats replay_stats(const GameState& state);

}  // namespace eden::app
