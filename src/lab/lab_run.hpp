// A batch of games played on background threads while something else goes on (the app's lab
// screen draws its charts meanwhile): the threads add each finished game to one tally under a
// lock, and the owner reads copies of it (snapshots) whenever it likes, and each game's outcome
// once it is over (to compare two runs game by game). Cancelling stops every
// game before its next action; the destructor cancels and joins, so no thread outlives the run.
#pragma once

#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "lab/game_batch.hpp"
#include "lab/tally.hpp"

namespace eden::lab {

// What the run has done so far, copied out under the lock.
struct RunSnapshot {
    int total = 0;  // games asked for
    Tally tally;    // every game finished so far (tally.games of them)
    int threads = 0;
    bool running = false;    // a thread is still at work
    bool cancelled = false;  // cancel() was called: the tally holds the games finished before
    std::optional<std::string> error;  // a game could not be played (the run stopped)
    double wall_seconds = 0;           // since the start, or from start to end once done
};

class LabRun {
  public:
    // Starts playing games 0 .. games-1 of `batch` on `jobs` threads (<= 0: every core).
    LabRun(GameBatch batch, int games, int jobs);
    ~LabRun();
    LabRun(const LabRun&) = delete;
    LabRun& operator=(const LabRun&) = delete;

    // Asks every game to stop before its next action; returns at once. Games cut short are
    // left out of the tally.
    void cancel();
    // Waits for every thread to stop (after the last game, or soon after cancel()).
    void join();
    RunSnapshot snapshot() const;
    // A thread is still at work (cheaper than a snapshot: no copy of the tally).
    bool running() const;
    // Each game's outcome by game index, or nullopt for a game not finished (yet, or ever: cut
    // short by cancel()): what lab/paired_compare.hpp pairs game by game with another run's.
    // A copy of every outcome: read it once the run is over, not every frame.
    std::vector<std::optional<GameOutcome>> outcomes() const;
    // What every game plays (the seed, seats and rules), to tell whether two runs are paired.
    const GameBatch& batch() const { return batch_; }

  private:
    void play_games();

    using Clock = std::chrono::steady_clock;
    const GameBatch batch_;  // read by every thread, written by none
    const int games_;
    const Clock::time_point started_ = Clock::now();
    std::atomic<int> next_{0};
    std::atomic<bool> cancelled_{false};
    mutable std::mutex lock_;  // guards what follows
    Tally tally_;
    std::vector<std::optional<GameOutcome>> outcomes_;  // by game index
    int working_ = 0;
    std::optional<std::string> error_;
    std::optional<Clock::time_point> ended_;
    std::vector<std::thread> threads_;  // last: started once everything above is built
};

}  // namespace eden::lab
