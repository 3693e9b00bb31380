#include "app/session/file_watch.hpp"

#include <utility>

namespace eden::app {

FileWatch::FileWatch(std::filesystem::path file) : file_(std::move(file)), last_(stamp_of(file_)) {}

std::optional<FileWatch::Stamp> FileWatch::stamp_of(const std::filesystem::path& file) {
    std::error_code ec;
    const auto time = std::filesystem::last_write_time(file, ec);
    if (ec) return std::nullopt;
    const auto size = std::filesystem::file_size(file, ec);
    if (ec) return std::nullopt;
    return Stamp{time, size};
}

bool FileWatch::changed() {
    auto now = stamp_of(file_);
    if (now == last_) return false;
    last_ = std::move(now);
    return true;
}

}  // namespace eden::app
