#include "bots/parallel.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace eden::bots {

int hardware_jobs() {
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

void for_each_index(int count, int jobs, const std::function<void(int)>& job,
                    const std::function<void()>& done) {
    if (count <= 0) return;
    if (jobs <= 0) jobs = hardware_jobs();
    jobs = std::min(jobs, count);
    std::atomic<int> next{0};
    std::atomic<bool> failed{false};
    std::mutex lock;  // guards `done` and the first failure
    int failed_at = count;
    std::exception_ptr failure;
    auto worker = [&] {
        for (int i = next++; i < count && !failed; i = next++) {
            try {
                job(i);
            } catch (...) {
                const std::lock_guard<std::mutex> hold(lock);
                if (i < failed_at) {
                    failed_at = i;
                    failure = std::current_exception();
                }
                failed = true;
                continue;
            }
            if (done) {
                const std::lock_guard<std::mutex> hold(lock);
                done();
            }
        }
    };
    if (jobs == 1) {
        worker();  // no thread at all: --jobs 1 runs exactly as before
    } else {
        std::vector<std::thread> threads;
        for (int t = 0; t < jobs; ++t)
            threads.emplace_back(worker);
        for (auto& t : threads)
            t.join();
    }
    if (failure) std::rethrow_exception(failure);
}

}  // namespace eden::bots
