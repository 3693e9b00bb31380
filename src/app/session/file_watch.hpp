// Whether a file changed on disk since it was last looked at (issue 38 item 6: the app reloads
// the files it has open when a designer saves them). Polled by the frame loop a few times a
// second: a stat, no thread and no inotify, so it works the same on every system and in tests.
#pragma once

#include <filesystem>
#include <optional>

namespace eden::app {

class FileWatch {
  public:
    explicit FileWatch(std::filesystem::path file);

    // True once for each change of the file's time, size or existence since the last call (or
    // since the watch began). Never throws: a file that cannot be read has no time.
    bool changed();
    const std::filesystem::path& file() const { return file_; }

  private:
    struct Stamp {
        std::filesystem::file_time_type time;
        std::uintmax_t size = 0;
        bool operator==(const Stamp&) const = default;
    };
    static std::optional<Stamp> stamp_of(const std::filesystem::path& file);

    std::filesystem::path file_;
    std::optional<Stamp> last_;
};

}  // namespace eden::app
