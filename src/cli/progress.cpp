#include "cli/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace eden::cli {

bool progress_wanted(bool asked, bool quiet) {
    return asked || (!quiet && isatty(STDERR_FILENO) == 1);
}

Progress::Progress(std::string what, long total, bool enabled)
    : what_(std::move(what)),
      total_(total),
      enabled_(enabled && total > 0),
      start_(std::chrono::steady_clock::now()),
      drawn_(start_) {}

Progress::~Progress() {
    if (!enabled_) return;
    draw(true);
    std::fputc('\n', stderr);
}

void Progress::tick() {
    const std::lock_guard<std::mutex> hold(lock_);
    ++done_;
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    if (done_ >= total_ || now - drawn_ < std::chrono::milliseconds(100)) return;  // see ~Progress
    drawn_ = now;
    draw(false);
}

void Progress::draw(bool last) {
    constexpr int width = 30;
    const double share = total_ ? static_cast<double>(done_) / static_cast<double>(total_) : 1;
    const int filled = static_cast<int>(share * width);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    char bar[width + 1];
    for (int i = 0; i < width; ++i)
        bar[i] = i < filled ? '#' : '.';
    bar[width] = '\0';
    std::fprintf(stderr, "\r%s [%s] %ld/%ld %3.0f%%  %.1f s", what_.c_str(), bar, done_, total_,
                 100 * share, seconds);
    if (!last && done_ > 0 && done_ < total_)
        std::fprintf(stderr, ", ~%.0f s left   ",
                     seconds / static_cast<double>(done_) * static_cast<double>(total_ - done_));
    else
        std::fputs("              ", stderr);
    std::fflush(stderr);
}

}  // namespace eden::cli
