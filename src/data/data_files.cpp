#include "data/data_files.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "data/json_text.hpp"
#include "eden/core/data_error.hpp"

namespace eden::data {

namespace fs = std::filesystem;

namespace {

// A file or folder the system would not let us read, and its own words why (ec.message()).
DataError cannot(const std::string& source, const char* english, text::Message reason,
                 const std::string& detail) {
    reason.with("detail", text::Name{detail});
    return DataError(source, "", english + detail, std::move(reason));
}

}  // namespace

nlohmann::json read_json_file(const fs::path& file) {
    const std::string source = file.string();
    std::error_code ec;
    const auto status = fs::status(file, ec);  // follows symlinks
    if (ec || !fs::exists(status)) {
        std::error_code link_ec;
        if (fs::is_symlink(fs::symlink_status(file, link_ec)))
            throw DataError(source, "", "a symbolic link to nothing (or a loop of links)",
                            text::Message("data_error.data.dangling_link"));
        if (ec)
            throw cannot(source, "cannot read the file: ",
                         text::Message("data_error.data.cannot_read_file_because"), ec.message());
        throw DataError(source, "", "cannot read the file: no such file",
                        text::Message("data_error.data.no_such_file"));
    }
    if (fs::is_directory(status))
        throw DataError(source, "", "a folder, not a file",
                        text::Message("data_error.data.folder_not_file"));
    if (!fs::is_regular_file(status))
        throw DataError(source, "", "not a regular file (a pipe, a device or a socket)",
                        text::Message("data_error.data.special_file"));
    const JsonLimits limits;
    const auto size = fs::file_size(file, ec);
    if (ec)
        throw cannot(source, "cannot read the file: ",
                     text::Message("data_error.data.cannot_read_file_because"), ec.message());
    if (size > limits.max_bytes)
        throw DataError(source, "",
                        "the file is " + std::to_string(size) + " bytes, more than the " +
                            std::to_string(limits.max_bytes) + " a file may hold",
                        text::Message("data_error.data.file_too_large")
                            .with("bytes", text::Name{std::to_string(size)})
                            .with("max", text::Name{std::to_string(limits.max_bytes)}));
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw DataError(source, "", "cannot open the file",
                        text::Message("data_error.data.cannot_open_file"));
    std::string text;
    text.resize(static_cast<std::size_t>(size));
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad() || static_cast<std::size_t>(in.gcount()) != text.size())
        throw DataError(source, "", "cannot read the file",
                        text::Message("data_error.data.cannot_read_file"));
    return parse_json_text(text, source, limits);
}

void write_json_file(const fs::path& file, const nlohmann::json& j) {
    write_text_file(file, j.dump(2) + '\n');
}

void write_text_file(const fs::path& file, const std::string& text) {
    std::error_code status_error;
    const auto status = fs::status(file, status_error);
    if (fs::exists(status) && !fs::is_regular_file(status)) {
        // /dev/null, a pipe, a terminal: write straight to it. Renaming a temporary file over
        // it would replace the device itself.
        // Flushed before the check: a small file sits in the stream's buffer until then, and
        // /dev/full (a full disk) only fails the write that reaches it.
        std::ofstream out(file, std::ios::binary);
        out << text;
        out.flush();
        if (!out) throw std::runtime_error("cannot write " + file.string());
        return;
    }
    const fs::path tmp = file.string() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) throw std::runtime_error("cannot write " + tmp.string());
        out << text;
        out.flush();
        out.close();
        if (!out) {
            std::error_code ignored;
            fs::remove(tmp, ignored);  // no half-written file left beside the old one
            throw std::runtime_error("cannot write " + tmp.string() + " (is the disk full?)");
        }
    }
    std::error_code ec;
    fs::rename(tmp, file, ec);
    if (ec) throw std::runtime_error("cannot rename " + tmp.string() + ": " + ec.message());
}

NamedMap load_map_file(const fs::path& file) {
    return map_from_json(read_json_file(file), file.string());
}

fs::path default_data_dir() {
    if (const char* env = std::getenv("EDEN_DATA_DIR"); env && *env) return env;
    std::error_code ec;
    if (fs::is_directory("data/rulesets", ec)) return "data";
    return EDEN_SOURCE_DATA_DIR;
}

std::vector<fs::path> json_files_in(const fs::path& dir) {
    const std::string source = dir.string();
    std::error_code ec;
    const auto status = fs::status(dir, ec);
    if (ec &&
        status.type() != fs::file_type::not_found)  // a loop of links, a folder we may not enter
        throw cannot(source, "cannot open the folder: ",
                     text::Message("data_error.data.cannot_open_folder"), ec.message());
    if (!fs::exists(status))
        throw DataError(source, "", "no such folder",
                        text::Message("data_error.data.no_such_folder"));
    if (!fs::is_directory(status))
        throw DataError(source, "", "not a folder", text::Message("data_error.data.not_a_folder"));
    std::vector<fs::path> out;
    fs::directory_iterator it(dir, ec);
    if (ec)
        throw cannot(source, "cannot list the folder: ",
                     text::Message("data_error.data.cannot_list_folder"), ec.message());
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        if (ec) break;
        const fs::path path = it->path();
        // Other names (a README, an editor's backup) are not data; a *.json that is not a
        // readable file is an error, never skipped.
        if (path.extension() != ".json") continue;
        std::error_code entry_ec;
        const auto entry_status = fs::status(path, entry_ec);
        if (entry_ec || !fs::is_regular_file(entry_status)) {
            (void)read_json_file(path);  // throws the DataError that says why
            throw DataError(path.string(), "", "not a regular file",
                            text::Message("data_error.data.not_regular_file"));
        }
        out.push_back(path);
    }
    if (ec)
        throw cannot(source, "cannot list the folder: ",
                     text::Message("data_error.data.cannot_list_folder"), ec.message());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace eden::data
