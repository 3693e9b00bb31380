// A progress bar on stderr for long commands (simulate, sweep): only when stderr is a terminal
// or when asked for (--progress), never on stdout, so `--json` output stays clean.
#pragma once

#include <chrono>
#include <mutex>
#include <string>

namespace eden::cli {

// Whether to draw: asked for, or stderr is a terminal (and not when a log goes to stderr).
bool progress_wanted(bool asked, bool quiet);

class Progress {
  public:
    Progress(std::string what, long total, bool enabled);
    ~Progress();  // ends the bar's line
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // One more unit done; safe to call from several threads. Redraws at most 10 times a second.
    void tick();

  private:
    void draw(bool last);

    std::string what_;
    long total_;
    long done_ = 0;
    bool enabled_;
    std::mutex lock_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point drawn_;
};

}  // namespace eden::cli
