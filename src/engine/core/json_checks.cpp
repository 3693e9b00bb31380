#include "engine/core/json_checks.hpp"

#include <cstdint>
#include <limits>

#include "eden/core/data_error.hpp"

namespace eden::detail {

using nlohmann::json;

namespace {

constexpr std::size_t kBriefLength = 60;

// Appends `v` to `out` until `out` reaches kBriefLength; returns false once it is cut.
bool append_brief(const json& v, std::string& out) {
    if (out.size() >= kBriefLength) return false;
    if (v.is_string()) {
        const auto& s = v.get_ref<const std::string&>();
        // Dump only a prefix: the value may be megabytes long.
        const std::string head = s.substr(0, kBriefLength);
        std::string text = json(head).dump(-1, '?', true, json::error_handler_t::replace);
        if (head.size() < s.size()) text.pop_back();  // no closing quote: it is cut
        out += text;
        return head.size() == s.size() && out.size() <= kBriefLength;
    }
    if (!v.is_structured()) {
        out += v.dump();
        return out.size() <= kBriefLength;
    }
    const bool object = v.is_object();
    out += object ? '{' : '[';
    bool first = true;
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (!first) out += ',';
        first = false;
        if (object) {
            if (!append_brief(json(it.key()), out)) return false;
            out += ':';
        }
        if (!append_brief(it.value(), out)) return false;
        if (out.size() >= kBriefLength) return false;
    }
    out += object ? '}' : ']';
    return out.size() <= kBriefLength;
}

}  // namespace

std::string brief(const json& v) {
    std::string out;
    if (!append_brief(v, out) || out.size() > kBriefLength) {
        if (out.size() > kBriefLength) out.resize(kBriefLength);
        // Never cut inside a UTF-8 sequence.
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80)
            out.pop_back();
        if (!out.empty() && (static_cast<unsigned char>(out.back()) & 0x80)) out.pop_back();
        out += "...";
    }
    return out;
}

namespace {

// The loaders' most frequent refusals, each with its message (data_error.hpp).
DataError missing(const std::string& source, const std::string& pointer, const char* key) {
    return DataError(source, pointer, std::string("missing \"") + key + "\"",
                     text::Message("data_error.missing_key").with("key", text::Name{key}));
}

DataError unknown_colour(const std::string& source, const std::string& pointer,
                         const std::string& named) {
    return DataError(source, pointer,
                     "unknown colour " + named + " (white green red grey yellow brown pink black)",
                     text::Message("data_error.unknown_colour").with("colour", text::Name{named}));
}

}  // namespace

int int_value(const json& v, const std::string& source, const std::string& pointer, long long lo,
              long long hi) {
    if (!v.is_number_integer())
        throw DataError(
            source, pointer, "must be an integer, got " + brief(v),
            text::Message("data_error.must_be_integer").with("got", text::Name{brief(v)}));
    const auto value = whole_number(v, lo, hi);
    if (!value)
        throw DataError(source, pointer,
                        "must be an integer from " + std::to_string(lo) + " to " +
                            std::to_string(hi) + ", got " + brief(v),
                        text::Message("data_error.integer_range")
                            .with("lo", text::Name{std::to_string(lo)})
                            .with("hi", text::Name{std::to_string(hi)})
                            .with("got", text::Name{brief(v)}));
    return static_cast<int>(*value);
}

std::string at(const std::string& pointer, const char* key) {
    return pointer + "/" + key;
}

std::string at(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

std::string escape_pointer(const std::string& key) {
    std::string out;
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

void require_object_with_keys(const json& j, const std::string& source, const std::string& pointer,
                              std::initializer_list<const char*> required,
                              std::initializer_list<const char*> optional) {
    if (!j.is_object())
        throw DataError(source, pointer, "must be an object",
                        text::Message("data_error.must_be_object"));
    const auto& members = j.get_ref<const json::object_t&>();
    std::size_t found = 0;
    for (const char* key : required) {
        if (members.find(key) == members.end()) throw missing(source, pointer, key);
        ++found;
    }
    // Every key is known when the optional ones present make up the rest: no string is built
    // unless a key is unknown (saves are read after every action, issue 20).
    for (const char* key : optional)
        found += members.count(key);
    if (found == members.size()) return;
    for (const auto& [key, value] : members) {
        bool known = false;
        for (const char* k : required)
            known = known || key == k;
        for (const char* k : optional)
            known = known || key == k;
        if (!known)
            throw DataError(
                source, pointer + "/" + escape_pointer(key), "unknown key " + brief(json(key)),
                text::Message("data_error.unknown_key").with("key", text::Name{brief(json(key))}));
    }
}

namespace {

// The member `key` of `obj`, or DataError naming what is missing.
const json& member(const json& obj, const char* key, const std::string& source,
                   const std::string& pointer) {
    if (obj.is_object()) {
        const auto& members = obj.get_ref<const json::object_t&>();
        const auto it = members.find(key);
        if (it != members.end()) return it->second;
    }
    throw missing(source, pointer, key);
}

// An integer in [lo, hi] at obj/key; the pointer is spelled out only for the error.
int int_member(const json& obj, const char* key, const std::string& source,
               const std::string& pointer, long long lo, long long hi) {
    const json& v = member(obj, key, source, pointer);
    if (const auto value = whole_number(v, lo, hi)) return static_cast<int>(*value);
    return int_value(v, source, pointer + "/" + escape_pointer(key), lo, hi);  // throws
}

}  // namespace

std::string require_string(const json& obj, const char* key, const std::string& source,
                           const std::string& pointer) {
    const json& v = member(obj, key, source, pointer);
    if (!v.is_string())
        throw DataError(source, pointer + "/" + key, "must be a string",
                        text::Message("data_error.must_be_string"));
    return v.get<std::string>();
}

int require_int(const json& obj, const char* key, const std::string& source,
                const std::string& pointer) {
    return int_member(obj, key, source, pointer, -kMaxInteger, kMaxInteger);
}

int require_coordinate(const json& obj, const char* key, const std::string& source,
                       const std::string& pointer) {
    return int_member(obj, key, source, pointer, -kMaxCoordinate, kMaxCoordinate);
}

bool require_bool(const json& obj, const char* key, const std::string& source,
                  const std::string& pointer) {
    const json& v = member(obj, key, source, pointer);
    if (!v.is_boolean())
        throw DataError(source, pointer + "/" + key, "must be true or false",
                        text::Message("data_error.must_be_bool"));
    return v.get<bool>();
}

TileColor require_colour(const json& obj, const char* key, const std::string& source,
                         const std::string& pointer) {
    const std::string s = require_string(obj, key, source, pointer);
    auto c = tile_color_from_string(s);
    if (!c) throw unknown_colour(source, pointer + "/" + key, brief(json(s)));
    return *c;
}

std::vector<TileColor> parse_colour_list(const json& j, const std::string& source,
                                         const std::string& pointer) {
    if (!j.is_array())
        throw DataError(source, pointer, "must be an array of colours",
                        text::Message("data_error.must_be_colour_list"));
    std::vector<TileColor> out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string ptr = pointer + "/" + std::to_string(i);
        if (!j[i].is_string())
            throw DataError(source, ptr, "must be a colour name",
                            text::Message("data_error.must_be_colour_name"));
        auto c = tile_color_from_string(j[i].get<std::string>());
        if (!c) throw unknown_colour(source, ptr, brief(j[i]));
        out.push_back(*c);
    }
    return out;
}

}  // namespace eden::detail

namespace eden {

std::optional<std::int64_t> whole_number(const nlohmann::json& v, std::int64_t min,
                                         std::int64_t max) {
    std::int64_t value = 0;
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            return std::nullopt;
        value = static_cast<std::int64_t>(u);
    } else if (v.is_number_integer()) {
        value = v.get<std::int64_t>();
    } else {
        return std::nullopt;
    }
    if (value < min || value > max) return std::nullopt;
    return value;
}

}  // namespace eden
