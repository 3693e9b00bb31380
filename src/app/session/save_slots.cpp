#include "app/session/save_slots.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>

#include "data/data_files.hpp"
#include "data/save_files.hpp"
#include "eden/core/data_error.hpp"

namespace eden::app {

namespace {

constexpr std::size_t kMaxNameLength = 60;

std::string local_time(std::filesystem::file_time_type t) {
    const auto sys = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        t - std::filesystem::file_time_type::clock::now() + std::chrono::system_clock::now());
    const std::time_t tt = std::chrono::system_clock::to_time_t(sys);
    std::tm tm{};
    localtime_r(&tt, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
    return buf;
}

}  // namespace

std::filesystem::path saves_folder(const std::filesystem::path& save_dir) {
    return save_dir / "saves";
}

std::vector<SaveSlot> list_saves(const std::filesystem::path& save_dir) {
    std::vector<std::pair<std::filesystem::file_time_type, SaveSlot>> found;
    std::error_code ec;
    const auto folder = saves_folder(save_dir);
    for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end;
         it.increment(ec)) {
        const auto& entry = *it;
        if (entry.path().extension() != ".json" || !entry.is_regular_file(ec)) continue;
        SaveSlot slot;
        slot.name = entry.path().stem().string();
        slot.file = entry.path();
        const auto when = entry.last_write_time(ec);
        slot.modified = ec ? std::string("?") : local_time(when);
        try {
            slot.summary = game_summary(data::read_json_file(entry.path()));
            slot.readable = true;
        } catch (const std::exception& e) {
            slot.summary = std::string("cannot be read: ") + e.what();
        }
        found.emplace_back(when, std::move(slot));
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<SaveSlot> out;
    for (auto& [when, slot] : found)
        out.push_back(std::move(slot));
    return out;
}

std::optional<std::string> save_name_problem(const std::string& name) {
    if (name.empty()) return "Type a name for the save.";
    if (name.size() > kMaxNameLength) return "The name is too long.";
    if (name.front() == '.' || name.find_first_of("/\\:*?\"<>|") != std::string::npos)
        return "A name cannot start with '.' or hold / \\ : * ? \" < > |.";
    return std::nullopt;
}

std::filesystem::path save_file_for(const std::filesystem::path& save_dir,
                                    const std::string& name) {
    return saves_folder(save_dir) / (name + ".json");
}

std::string game_summary(const GameState& state) {
    std::string names;
    for (const auto& p : state.setup().players)
        names += (names.empty() ? "" : ", ") + p.name;
    std::string when;
    if (state.is_over())
        when = "Over";
    else if (state.phase() == Phase::conquest)
        when = "Round " + std::to_string(state.conquest().round);
    else
        when = "Building the map";
    return when + " \xc2\xb7 " + names;
}

std::string game_summary(const nlohmann::json& save) {
    const data::SaveInFile in = data::unwrap_save(save, "save");
    if (!in.save->is_object() || !in.save->contains("snapshot"))
        throw DataError("save", in.pointer, "no snapshot");
    return game_summary(GameState::from_json(in.save->at("snapshot"), "save"));
}

}  // namespace eden::app
