#include "app/session/file_refusal.hpp"

#include <fstream>
#include <optional>
#include <regex>
#include <sstream>

#include "data/json_position.hpp"
#include "data/json_text.hpp"

namespace eden::app {

namespace {

constexpr std::size_t kLineChars = 160;

std::optional<std::string> read_small_file(const std::string& file) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(file, ec);
    if (ec || size > data::JsonLimits{}.max_bytes) return std::nullopt;
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The parser's own position, when the reason quotes one: "not valid JSON at byte 15: ...".
std::optional<std::size_t> byte_named_in(const std::string& reason) {
    static const std::regex at_byte("at byte ([0-9]{1,12})");
    std::smatch m;
    if (!std::regex_search(reason, m, at_byte)) return std::nullopt;
    const std::size_t byte = std::stoull(m[1].str());
    // nlohmann counts the byte after the one it stumbled on.
    return byte > 0 ? byte - 1 : 0;
}

}  // namespace

FileRefusal refusal_of(const DataError& e) {
    FileRefusal r;
    r.file = e.source();
    r.pointer = e.pointer();
    r.reason = e.problem();
    r.reason_message = e.reason();
    const auto text = read_small_file(e.source());
    if (!text || text->empty()) return r;
    const std::size_t offset =
        byte_named_in(e.problem()).value_or(data::json_pointer_offset(*text, e.pointer()));
    r.line = data::line_of_offset(*text, offset);
    std::string line(data::line_text(*text, r.line));
    if (line.size() > kLineChars) line = line.substr(0, kLineChars) + "...";
    for (char& c : line)
        if (static_cast<unsigned char>(c) < 0x20) c = ' ';
    r.line_text = std::move(line);
    return r;
}

FileRefusal refusal_of(const std::filesystem::path& file, const std::exception& e) {
    if (const auto* data_error = dynamic_cast<const DataError*>(&e)) return refusal_of(*data_error);
    FileRefusal r;
    r.file = file.string();
    r.reason = e.what();
    return r;
}

text::Message refusal_reason(const std::exception& e, RefusalPlace place) {
    const auto* refused = dynamic_cast<const DataError*>(&e);
    if (refused == nullptr || !refused->reason())
        return text::Message("app.refusal.as_said").with("words", text::Name{e.what()});
    const std::string& at = refused->pointer();
    if (place == RefusalPlace::file)
        return text::Message("app.refusal.in_file")
            .with("file", text::Name{refused->source()})
            .with("pointer", text::Name{at.empty() ? "/" : at})
            .with("reason", text::in_place(*refused->reason()));
    if (place == RefusalPlace::none || at.size() < 2) return *refused->reason();
    return text::Message("app.refusal.at")
        .with("place", text::Name{at.substr(1)})
        .with("reason", text::in_place(*refused->reason()));
}

}  // namespace eden::app
