#include "app/session/watched_map.hpp"

#include <utility>

#include "data/data_files.hpp"

namespace eden::app {

WatchedMap::WatchedMap(std::filesystem::path file) : watch_(std::move(file)) {
    read();
}

bool WatchedMap::reload_if_changed() {
    if (!watch_.changed()) return false;
    read();
    return true;
}

void WatchedMap::read() {
    try {
        map_ = data::load_map_file(watch_.file());
        refusal_.reset();
    } catch (const std::exception& e) {
        map_.reset();
        refusal_ = refusal_of(watch_.file(), e);
    }
}

}  // namespace eden::app
