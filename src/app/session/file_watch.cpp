#include "app/session/file_watch.hpp"

#include <utility>

namespace eden::app {

FileWatch::FileWatch(std::filesystem::path file) : file_(std::move(file)), last_(stamp_of(file_)) {}

std::optional<FileStamp> stamp_of(const std::filesystem::path& file) {
    std::error_code ec;
    const auto time = std::filesystem::last_write_time(file, ec);
    if (ec) return std::nullopt;
    const auto size = std::filesystem::file_size(file, ec);
    if (ec) return std::nullopt;
    return FileStamp{time, size};
}

bool FileWatch::changed() {
    auto now = stamp_of(file_);
    if (now == last_) return false;
    last_ = std::move(now);
    return true;
}

FolderWatch::FolderWatch(std::filesystem::path folder)
    : folder_(std::move(folder)), last_(stamps_now()) {}

FolderWatch::Stamps FolderWatch::stamps_now() const {
    Stamps stamps;
    std::error_code ec;
    // A folder that cannot be read (or vanishes mid-walk) reads as what could be seen of it.
    for (auto it = std::filesystem::recursive_directory_iterator(folder_, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file(ec)) continue;
        if (auto stamp = stamp_of(it->path())) stamps.emplace(it->path(), *stamp);
    }
    return stamps;
}

std::optional<std::filesystem::path> FolderWatch::changed() {
    Stamps now = stamps_now();
    if (now == last_) return std::nullopt;
    std::optional<std::filesystem::path> first;
    for (const auto& [file, stamp] : now) {
        const auto before = last_.find(file);
        if (before == last_.end() || !(before->second == stamp)) {
            first = file;
            break;
        }
    }
    if (!first)  // nothing added or saved: a file was removed
        for (const auto& [file, stamp] : last_)
            if (!now.count(file)) {
                first = file;
                break;
            }
    last_ = std::move(now);
    return first;
}

}  // namespace eden::app
