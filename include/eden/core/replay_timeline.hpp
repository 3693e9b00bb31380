// A game's timeline for watching it again (issue 39 items 1 and 3; DESIGN.md "Modules and the
// designer's tools": seeking uses state snapshots at round starts and replays forward from the
// nearest one).
//
// Built once from a setup and its action log: the log is played through, and a copy of the state
// is kept at the start of every round and every `snapshot_every` actions (a copy shares the setup
// and the log's chunks, so it costs little). Position `index` is the state after the first
// `index` actions: 0 is the game as set up, action_count() the game as saved. Any position is a
// snapshot plus fewer than `snapshot_every` actions, whichever way the viewer jumps.
//
// Also where the rounds, phases, turns and battles begin, read from the states themselves (the
// round number, the phase or conquest step, whose turn, whether a battle is on), so the viewer's
// "next round" and its slider's marks need no second pass over the game.
//
// Pure: no files, no clocks. Reads no ruleset parameter.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "eden/core/action.hpp"
#include "eden/core/game_state.hpp"
#include "eden/core/setup.hpp"

namespace eden {

// What a viewer jumps between. A position "starts" one when it is the first of it: the first
// position of a new round number, of another phase (the map's phases, settling, production,
// expansion, the dragons' turn, purchasing, reinforcements, the game's end), of another seat's
// turn within a phase, or with a battle on where the position before had none.
enum class ReplayMark { round, phase, turn, battle };

class ReplayTimeline {
  public:
    static constexpr std::size_t kDefaultSnapshotEvery = 64;

    // Plays `actions` from `setup`. Throws DataError(source, pointer + "/actions/N", ...) naming
    // the first refused action, as replay() does, and std::invalid_argument for a setup that
    // cannot start a game.
    ReplayTimeline(const GameSetup& setup, const std::vector<Action>& actions,
                   std::size_t snapshot_every = kDefaultSnapshotEvery,
                   const std::string& source = "replay", const std::string& pointer = "");
    // The timeline of a game already played or loaded (its setup and its log).
    explicit ReplayTimeline(const GameState& game,
                            std::size_t snapshot_every = kDefaultSnapshotEvery);

    // Positions run from 0 to action_count(), both included.
    std::size_t action_count() const { return actions_.size(); }
    const std::vector<Action>& actions() const { return actions_; }
    // The state after the first `index` actions (clamped to action_count()), with its decision's
    // sentence on: equal to replay(setup, the first `index` actions).
    GameState state_at(std::size_t index) const;
    // The events the `index`-th action raised (index from 1: the action that led to position
    // `index`); none for position 0.
    std::vector<Event> events_at(std::size_t index) const;

    // The conquest round at a position: 0 while the map is built and the players settle.
    int round_at(std::size_t index) const;
    // The last round the game began (0 if it never reached one).
    int last_round() const { return round_at(action_count()); }
    // The first position of `round` (1 or more), or nullopt if the game never began it.
    std::optional<std::size_t> round_start(int round) const;

    // Every position that starts a `mark`, in order (a slider's marks).
    const std::vector<std::size_t>& starts(ReplayMark mark) const;
    // The first start of `mark` after `index`, or nullopt if none follows.
    std::optional<std::size_t> next_start(ReplayMark mark, std::size_t index) const;
    // The last start of `mark` before `index` (so from the middle of a round, its start; from its
    // start, the round before's), or nullopt if none precedes.
    std::optional<std::size_t> previous_start(ReplayMark mark, std::size_t index) const;

  private:
    struct Snapshot {
        std::size_t index = 0;
        GameState state;
    };
    void record(const GameState& state);

    std::vector<Action> actions_;
    std::size_t snapshot_every_;
    std::vector<Snapshot> snapshots_;  // by index, the first at 0
    std::vector<int> rounds_;          // per position
    std::vector<std::size_t> starts_[4];
    // What the last recorded position was in, to see the next one start something new.
    int last_phase_ = -1;
    int last_seat_ = -2;
    bool last_battle_ = false;
};

}  // namespace eden
