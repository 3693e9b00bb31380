#include "app/session/save_slots.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>

#include "app/session/save_header.hpp"
#include "data/data_files.hpp"
#include "data/save_files.hpp"
#include "eden/core/data_error.hpp"

namespace eden::app {

namespace {

constexpr std::size_t kMaxNameLength = 60;
// The largest save without a header that the dialogs read to list it. A long six-player game's
// save is a few megabytes; a bigger file without a header is no save of ours.
constexpr std::uintmax_t kMaxHeaderlessSaveBytes = 16u << 20;

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

// Whether a JSON file names itself a save: an app game file or an engine save.
bool names_a_save_format(const nlohmann::json& j) {
    if (!j.is_object()) return false;
    const auto format = j.find("format");
    return format != j.end() && format->is_string() &&
           (*format == data::kAppGameFormat || *format == "battle-for-eden-save");
}

// A save without a header (written before headers, or an engine save): read whole, as the
// dialogs always did, if it is no bigger than a save can be. False when it is not a save.
bool summary_of_headerless_save(const std::filesystem::path& file, SaveSlot& slot) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(file, ec);
    if (ec || size > kMaxHeaderlessSaveBytes) return false;
    nlohmann::json j;
    try {
        j = data::read_json_file(file);
    } catch (const std::exception&) {
        return false;  // not JSON after all
    }
    if (!names_a_save_format(j)) return false;
    try {
        slot.summary = game_summary(j);
        slot.readable = true;
    } catch (const std::exception& e) {
        // A damaged save is listed, saying why it cannot be loaded.
        slot.summary = text::Message("app.save.unreadable").with("reason", std::string(e.what()));
    }
    return true;
}

}  // namespace

std::filesystem::path saves_folder(const std::filesystem::path& save_dir) {
    return save_dir / "saves";
}

std::optional<SaveSlot> slot_of(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) return std::nullopt;
    SaveSlot slot;
    slot.name = file.stem().string();
    slot.file = file;
    // The header alone, from the first bytes: the rest is read when the save is loaded.
    const SaveFileStart start = read_save_start(file);
    if (start.kind == SaveFileStart::Kind::not_a_save) return std::nullopt;
    if (start.kind == SaveFileStart::Kind::header) {
        slot.summary = header_summary(start.header);
        slot.readable = true;
    } else if (!summary_of_headerless_save(file, slot)) {
        return std::nullopt;
    }
    const auto when = std::filesystem::last_write_time(file, ec);
    slot.modified = ec ? std::string("?") : local_time(when);
    return slot;
}

std::vector<SaveSlot> list_saves(const std::filesystem::path& save_dir) {
    std::vector<std::pair<std::filesystem::file_time_type, SaveSlot>> found;
    std::error_code ec;
    const auto folder = saves_folder(save_dir);
    for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end;
         it.increment(ec)) {
        const auto& entry = *it;
        std::error_code entry_ec;
        if (entry.path().extension() != ".json" || !entry.is_regular_file(entry_ec)) continue;
        auto slot = slot_of(entry.path());
        if (!slot) continue;
        found.emplace_back(entry.last_write_time(entry_ec), std::move(*slot));
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<SaveSlot> out;
    for (auto& [when, slot] : found)
        out.push_back(std::move(slot));
    return out;
}

std::optional<text::Message> save_name_problem(const std::string& name) {
    if (name.empty()) return text::Message("app.save.name_empty");
    if (name.size() > kMaxNameLength) return text::Message("app.save.name_too_long");
    if (name.front() == '.' || name.find_first_of("/\\:*?\"<>|") != std::string::npos)
        return text::Message("app.save.name_characters");
    return std::nullopt;
}

std::filesystem::path save_file_for(const std::filesystem::path& save_dir,
                                    const std::string& name) {
    return saves_folder(save_dir) / (name + ".json");
}

text::Message game_summary(const GameState& state) {
    return header_summary(header_of(state));
}

text::Message game_summary(const nlohmann::json& save) {
    const data::SaveInFile in = data::unwrap_save(save, "save");
    if (!in.save->is_object() || !in.save->contains("snapshot"))
        throw DataError("save", in.pointer, "no snapshot");
    return game_summary(GameState::from_json(in.save->at("snapshot"), "save"));
}

}  // namespace eden::app
