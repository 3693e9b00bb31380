#include "lab/lab_run.hpp"

#include <algorithm>
#include <exception>
#include <utility>

#include "bots/parallel.hpp"

namespace eden::lab {

LabRun::LabRun(GameBatch batch, int games, int jobs)
    : batch_(std::move(batch)),
      games_(std::max(0, games)),
      tally_(batch_.players),
      outcomes_(static_cast<std::size_t>(games_)) {
    if (jobs <= 0) jobs = bots::hardware_jobs();
    jobs = std::max(1, std::min(jobs, games_));
    working_ = games_ > 0 ? jobs : 0;
    if (games_ == 0) ended_ = started_;
    try {
        for (int t = 0; t < working_; ++t)
            threads_.emplace_back([this] { play_games(); });
    } catch (...) {  // no thread to be had: stop the ones started before saying so
        cancel();
        join();
        throw;
    }
}

LabRun::~LabRun() {
    cancel();
    join();
}

void LabRun::cancel() {
    cancelled_ = true;
}

void LabRun::join() {
    for (std::thread& t : threads_)
        if (t.joinable()) t.join();
}

void LabRun::play_games() {
    // Game i is the same game on any thread (seed S + i, its own state and bots), and the
    // tally does not depend on the order games are added in: a run here reports what
    // `eden-cli simulate` reports for the same settings.
    for (int i = next_++; i < games_ && !cancelled_; i = next_++) {
        try {
            GameOutcome outcome = play_batch_game(batch_, i, {}, {}, &cancelled_);
            if (cancelled_) break;  // cut short (or finished just as it was cancelled)
            const std::lock_guard<std::mutex> hold(lock_);
            tally_.add(i, outcome);
            outcomes_[static_cast<std::size_t>(i)] = std::move(outcome);
        } catch (const std::exception& e) {
            const std::lock_guard<std::mutex> hold(lock_);
            if (!error_) error_ = "game " + std::to_string(i) + ": " + e.what();
            cancelled_ = true;  // the others stop too: the run cannot be whole
        }
    }
    const std::lock_guard<std::mutex> hold(lock_);
    if (--working_ == 0) ended_ = Clock::now();
}

bool LabRun::running() const {
    const std::lock_guard<std::mutex> hold(lock_);
    return working_ > 0;
}

std::vector<std::optional<GameOutcome>> LabRun::outcomes() const {
    const std::lock_guard<std::mutex> hold(lock_);
    return outcomes_;
}

RunSnapshot LabRun::snapshot() const {
    const std::lock_guard<std::mutex> hold(lock_);
    RunSnapshot s;
    s.total = games_;
    s.tally = tally_;
    s.threads = static_cast<int>(threads_.size());
    s.running = working_ > 0;
    s.cancelled = cancelled_ && !error_;
    s.error = error_;
    s.wall_seconds =
        std::chrono::duration<double>(ended_.value_or(Clock::now()) - started_).count();
    return s;
}

}  // namespace eden::lab
