// The map viewer's file (`eden --map FILE`, issue 38 item 6): the map read from it, or the
// refusal that says why it cannot be, read again each time the file changes on disk, so a
// designer who edits the JSON by hand sees each save at once, or what is wrong with it.
#pragma once

#include <filesystem>
#include <optional>

#include "app/session/file_refusal.hpp"
#include "app/session/file_watch.hpp"
#include "eden/map/json.hpp"

namespace eden::app {

class WatchedMap {
  public:
    explicit WatchedMap(std::filesystem::path file);  // reads the file at once

    // Reads the file again if it changed since the last look; true when it did.
    bool reload_if_changed();

    // Exactly one of the two is set: the map of the last good read, or why the last read failed.
    const std::optional<NamedMap>& map() const { return map_; }
    const std::optional<FileRefusal>& refusal() const { return refusal_; }
    const std::filesystem::path& file() const { return watch_.file(); }

  private:
    void read();

    FileWatch watch_;
    std::optional<NamedMap> map_;
    std::optional<FileRefusal> refusal_;
};

}  // namespace eden::app
