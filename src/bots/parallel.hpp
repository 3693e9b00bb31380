// Runs independent jobs (whole games) on several threads. Each job owns everything it mutates
// (its GameState and its bots); the jobs share only immutable data (the card library, the
// rules), so results do not depend on the number of threads or on their timing.
#pragma once

#include <functional>

namespace eden::bots {

// The number of hardware threads (std::thread::hardware_concurrency), at least 1.
int hardware_jobs();

// Calls job(i) once for every i in [0, count) on min(jobs, count) threads (jobs <= 0: all
// cores); the calls run in any order, so job(i) must write only to its own slot i. `done`
// (optional) is called after each job, one call at a time. If jobs throw, the remaining ones
// are skipped and the exception of the lowest index among those run is rethrown once every
// thread stopped.
void for_each_index(int count, int jobs, const std::function<void(int)>& job,
                    const std::function<void()>& done = {});

}  // namespace eden::bots
