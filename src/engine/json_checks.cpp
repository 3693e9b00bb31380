#include "json_checks.hpp"

#include "eden/data_error.hpp"

namespace eden::detail {

using nlohmann::json;

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
    if (!j.is_object()) throw DataError(source, pointer, "must be an object");
    for (const char* key : required)
        if (!j.contains(key))
            throw DataError(source, pointer, std::string("missing \"") + key + "\"");
    for (const auto& [key, value] : j.items()) {
        bool known = false;
        for (const char* k : required)
            known = known || key == k;
        for (const char* k : optional)
            known = known || key == k;
        if (!known)
            throw DataError(source, pointer + "/" + escape_pointer(key),
                            "unknown key \"" + key + "\"");
    }
}

std::string require_string(const json& obj, const char* key, const std::string& source,
                           const std::string& pointer) {
    if (!obj.contains(key))
        throw DataError(source, pointer, std::string("missing \"") + key + "\"");
    const json& v = obj.at(key);
    if (!v.is_string()) throw DataError(source, pointer + "/" + key, "must be a string");
    return v.get<std::string>();
}

int require_int(const json& obj, const char* key, const std::string& source,
                const std::string& pointer) {
    if (!obj.contains(key))
        throw DataError(source, pointer, std::string("missing \"") + key + "\"");
    const json& v = obj.at(key);
    if (!v.is_number_integer())
        throw DataError(source, pointer + "/" + key, "must be an integer, got " + v.dump());
    return v.get<int>();
}

bool require_bool(const json& obj, const char* key, const std::string& source,
                  const std::string& pointer) {
    if (!obj.contains(key))
        throw DataError(source, pointer, std::string("missing \"") + key + "\"");
    const json& v = obj.at(key);
    if (!v.is_boolean()) throw DataError(source, pointer + "/" + key, "must be true or false");
    return v.get<bool>();
}

TileColor require_colour(const json& obj, const char* key, const std::string& source,
                         const std::string& pointer) {
    const std::string s = require_string(obj, key, source, pointer);
    auto c = tile_color_from_string(s);
    if (!c)
        throw DataError(
            source, pointer + "/" + key,
            "unknown colour \"" + s + "\" (white green red grey yellow brown pink black)");
    return *c;
}

std::vector<TileColor> parse_colour_list(const json& j, const std::string& source,
                                         const std::string& pointer) {
    if (!j.is_array()) throw DataError(source, pointer, "must be an array of colours");
    std::vector<TileColor> out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string ptr = pointer + "/" + std::to_string(i);
        if (!j[i].is_string()) throw DataError(source, ptr, "must be a colour name");
        auto c = tile_color_from_string(j[i].get<std::string>());
        if (!c)
            throw DataError(source, ptr,
                            "unknown colour \"" + j[i].get<std::string>() +
                                "\" (white green red grey yellow brown pink black)");
        out.push_back(*c);
    }
    return out;
}

}  // namespace eden::detail
