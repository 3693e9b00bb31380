#include "data/data_files.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "eden/data_error.hpp"

namespace eden::data {

namespace fs = std::filesystem;

nlohmann::json read_json_file(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw DataError(file.string(), "", "cannot open the file");
    std::stringstream buffer;
    buffer << in.rdbuf();
    try {
        return nlohmann::json::parse(buffer.str());
    } catch (const nlohmann::json::parse_error& e) {
        throw DataError(file.string(), "",
                        "not valid JSON (at byte " + std::to_string(e.byte) + "): " + e.what());
    }
}

void write_json_file(const fs::path& file, const nlohmann::json& j) {
    std::error_code status_error;
    const auto status = fs::status(file, status_error);
    if (fs::exists(status) && !fs::is_regular_file(status)) {
        // /dev/null, a pipe, a terminal: write straight to it. Renaming a temporary file over
        // it would replace the device itself.
        std::ofstream out(file, std::ios::binary);
        out << j.dump(2) << '\n';
        if (!out) throw std::runtime_error("cannot write " + file.string());
        return;
    }
    const fs::path tmp = file.string() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) throw std::runtime_error("cannot write " + tmp.string());
        out << j.dump(2) << '\n';
        out.flush();
        if (!out) throw std::runtime_error("cannot write " + tmp.string());
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
    if (fs::is_directory("data/rulesets")) return "data";
    return EDEN_SOURCE_DATA_DIR;
}

std::vector<fs::path> json_files_in(const fs::path& dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace eden::data
