// Whether a file changed on disk since it was last looked at (issue 38 item 6: the app reloads
// the files it has open when a designer saves them). Polled by the frame loop a few times a
// second: a stat, no thread and no inotify, so it works the same on every system and in tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>

namespace eden::app {

// What tells one save of a file from the next: its time and size.
struct FileStamp {
    std::filesystem::file_time_type time;
    std::uintmax_t size = 0;
    bool operator==(const FileStamp&) const = default;
};
// nullopt for a file that cannot be read. Never throws.
std::optional<FileStamp> stamp_of(const std::filesystem::path& file);

class FileWatch {
  public:
    explicit FileWatch(std::filesystem::path file);

    // True once for each change of the file's time, size or existence since the last call (or
    // since the watch began). Never throws: a file that cannot be read has no time.
    bool changed();
    const std::filesystem::path& file() const { return file_; }

  private:
    std::filesystem::path file_;
    std::optional<FileStamp> last_;
};

// Every file under a folder and its subfolders (the app's data/, issue 38 item 6: a ruleset,
// Worlds or cards file a designer saves is read again). A file added, removed or saved is a
// change.
class FolderWatch {
  public:
    explicit FolderWatch(std::filesystem::path folder);

    // The first file that changed since the last call (or since the watch began), or nullopt.
    std::optional<std::filesystem::path> changed();
    const std::filesystem::path& folder() const { return folder_; }

  private:
    using Stamps = std::map<std::filesystem::path, FileStamp>;
    Stamps stamps_now() const;

    std::filesystem::path folder_;
    Stamps last_;
};

}  // namespace eden::app
