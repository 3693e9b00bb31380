#include "app/session/save_header.hpp"

#include <fstream>
#include <utility>

namespace eden::app {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxHeaderPlayers = 16;
constexpr int kMaxHeaderRound = 1'000'000;

const char* stage_name(SaveHeader::Stage s) {
    switch (s) {
        case SaveHeader::Stage::map:
            return "map";
        case SaveHeader::Stage::conquest:
            return "conquest";
        case SaveHeader::Stage::over:
            return "over";
    }
    return "map";
}

// Follows nlohmann's SAX events from the first byte of a file and stops as soon as it knows
// what the file starts with: the header built (the first key is "about"), another first key,
// or something that is not a JSON object. What follows the header is never read.
class SaveStartReader {
  public:
    using Kind = SaveFileStart::Kind;
    SaveFileStart result;

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(json::number_integer_t v) { return put(v); }
    bool number_unsigned(json::number_unsigned_t v) { return put(v); }
    bool number_float(json::number_float_t v, const json::string_t&) { return put(v); }
    bool string(json::string_t& v) { return put(std::move(v)); }
    bool binary(json::binary_t&) { return stop(Kind::not_a_save); }
    bool start_object(std::size_t) {
        if (!in_top_object_) {
            in_top_object_ = true;
            return true;
        }
        return open(json::object());
    }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() {
        // The top object ended before a header: "{}" and the like.
        if (!capturing_) return stop(Kind::no_header);
        return close();
    }
    bool end_array() { return close(); }
    bool key(json::string_t& k) {
        if (capturing_) {
            key_ = std::move(k);
            return true;
        }
        if (k != kSaveHeaderKey) return stop(Kind::no_header);
        capturing_ = true;
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) {
        // A header cut short (by the end of the bytes read, or broken) is no header: the file
        // may still be a save, read the old way.
        return stop(capturing_ ? Kind::no_header : Kind::not_a_save);
    }

  private:
    bool stop(Kind kind) {
        result.kind = kind;
        return false;
    }
    // A value of the header: a value at the top level, outside any object, is no save.
    bool put(json v) {
        if (!capturing_) return stop(Kind::not_a_save);
        insert(std::move(v));
        return stack_.empty() ? finish() : true;
    }
    bool open(json container) {
        if (!capturing_) return stop(Kind::not_a_save);
        stack_.push_back(insert(std::move(container)));
        return true;
    }
    bool close() {
        stack_.pop_back();
        return stack_.empty() ? finish() : true;
    }
    json* insert(json v) {
        if (stack_.empty()) {
            header_ = std::move(v);
            return &header_;
        }
        json& top = *stack_.back();
        if (top.is_array()) {
            top.push_back(std::move(v));
            return &top.back();
        }
        return &(top[key_] = std::move(v));
    }
    bool finish() {
        if (auto header = header_from_json(header_)) {
            result.kind = Kind::header;
            result.header = std::move(*header);
        } else {
            result.kind = Kind::no_header;
        }
        return false;
    }

    bool in_top_object_ = false;
    bool capturing_ = false;
    json header_;
    std::vector<json*> stack_;  // the header's open containers, innermost last
    std::string key_;
};

}  // namespace

SaveHeader header_of(const GameState& state) {
    SaveHeader h;
    for (const auto& p : state.setup().players)
        h.players.push_back(p.name);
    if (state.is_over()) {
        h.stage = SaveHeader::Stage::over;
    } else if (state.phase() == Phase::conquest) {
        h.stage = SaveHeader::Stage::conquest;
    }
    if (state.phase() == Phase::conquest) h.round = state.conquest().round;
    return h;
}

json header_json(const SaveHeader& h) {
    return {{"stage", stage_name(h.stage)}, {"round", h.round}, {"players", h.players}};
}

std::optional<SaveHeader> header_from_json(const json& j) {
    if (!j.is_object()) return std::nullopt;
    SaveHeader h;
    const auto stage = j.find("stage");
    const auto round = j.find("round");
    const auto players = j.find("players");
    if (stage == j.end() || round == j.end() || players == j.end()) return std::nullopt;
    if (*stage == "map") {
        h.stage = SaveHeader::Stage::map;
    } else if (*stage == "conquest") {
        h.stage = SaveHeader::Stage::conquest;
    } else if (*stage == "over") {
        h.stage = SaveHeader::Stage::over;
    } else {
        return std::nullopt;
    }
    if (!round->is_number_integer() || *round < 0 || *round > kMaxHeaderRound) return std::nullopt;
    h.round = round->get<int>();
    if (!players->is_array() || players->size() > kMaxHeaderPlayers) return std::nullopt;
    for (const json& p : *players) {
        if (!p.is_string()) return std::nullopt;
        h.players.push_back(p.get<std::string>());
    }
    return h;
}

text::Message header_summary(const SaveHeader& h) {
    std::string names;
    for (const auto& p : h.players)
        names += (names.empty() ? "" : ", ") + p;
    const char* stage = h.stage == SaveHeader::Stage::over       ? "over"
                        : h.stage == SaveHeader::Stage::conquest ? "conquest"
                                                                 : "map";
    return text::Message("app.save.summary")
        .with("stage", stage)
        .with("round", h.round)
        .with("players", text::Name{names});
}

SaveFileStart read_save_start_of(const std::string& start) {
    SaveStartReader reader;
    // Not strict: the bytes end wherever the read stopped, after the header or in the middle.
    json::sax_parse(start.begin(), start.end(), &reader, json::input_format_t::json, false);
    return reader.result;
}

SaveFileStart read_save_start(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return {};
    std::string start(kSaveHeaderBytes, '\0');
    in.read(start.data(), static_cast<std::streamsize>(start.size()));
    start.resize(static_cast<std::size_t>(in.gcount()));
    return read_save_start_of(start);
}

}  // namespace eden::app
