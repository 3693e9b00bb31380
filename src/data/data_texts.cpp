#include "data/data_texts.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

namespace eden::data {

using nlohmann::json;

const std::string* DataTexts::find(std::string_view language, const std::string& what,
                                   const std::string& field) const {
    const auto l = languages.find(std::string(language));
    if (l == languages.end()) return nullptr;
    const auto t = l->second.find({what, field});
    return t == l->second.end() ? nullptr : &t->second;
}

void DataTexts::merge(DataTexts other) {
    for (auto& [language, texts] : other.languages)
        languages[language].merge(texts);
}

namespace {

// A key in an error, cut short: a hostile file's key may be long.
std::string cut(const std::string& key) {
    return key.size() > 40 ? key.substr(0, 40) + "..." : key;
}

// The same in quotes.
std::string quoted(const std::string& key) {
    return "\"" + cut(key) + "\"";
}

std::string codes() {
    std::string out;
    for (std::string_view code : kDataLanguages)
        out += std::string(out.empty() ? "" : ", ") + std::string(code);
    return out;
}

bool is_data_language(const std::string& key) {
    return std::find(kDataLanguages.begin(), kDataLanguages.end(), key) != kDataLanguages.end();
}

// A two-letter lowercase key ("de", "en") is a language code: no object of the data has a field
// named so but "id".
bool looks_like_language(const std::string& key) {
    return key.size() == 2 && key != "id" && std::islower(static_cast<unsigned char>(key[0])) &&
           std::islower(static_cast<unsigned char>(key[1]));
}

// Takes `object`'s language objects out into `out` under `what`, each field one of `fields`.
void take_languages(json& object, const std::string& source, const std::string& pointer,
                    const std::string& what, std::initializer_list<const char*> fields,
                    DataTexts& out) {
    if (!object.is_object()) return;  // the engine's parser says what it must be
    std::vector<std::string> taken;
    for (auto& [key, value] : object.items()) {
        if (!is_data_language(key)) {
            if (key == "en")
                throw DataError(
                    source, pointer + "/" + detail::escape_pointer(key),
                    "unknown language " + quoted(key) + " (English is the object's own fields)",
                    text::Message("data_error.data.language_en").with("key", text::Name{cut(key)}));
            if (looks_like_language(key))
                throw DataError(
                    source, pointer + "/" + detail::escape_pointer(key),
                    "unknown language " + quoted(key) + " (the others are: " + codes() + ")",
                    text::Message("data_error.data.unknown_language")
                        .with("key", text::Name{cut(key)})
                        .with("codes", text::Name{codes()}));
            continue;
        }
        const std::string here = pointer + "/" + key;
        if (!value.is_object())
            throw DataError(source, here, "must be an object of texts in that language",
                            text::Message("data_error.data.language_object"));
        for (const auto& [field, text] : value.items()) {
            // A copy: clang 14 (the fuzz build) cannot capture a structured binding.
            const std::string name = field;
            const bool known = std::any_of(fields.begin(), fields.end(),
                                           [&name](const char* f) { return name == f; });
            if (!known) {
                std::string list;
                for (const char* f : fields)
                    list += std::string(list.empty() ? "" : ", ") + f;
                throw DataError(
                    source, here + "/" + detail::escape_pointer(field),
                    "unknown field " + quoted(field) + " (a translation holds " + list + ")",
                    text::Message("data_error.data.unknown_text_field")
                        .with("field", text::Name{cut(field)})
                        .with("fields", text::Name{list}));
            }
            if (!text.is_string())
                throw DataError(source, here + "/" + detail::escape_pointer(field),
                                "must be a string", text::Message("data_error.must_be_string"));
            if (text.get_ref<const std::string&>().empty())
                throw DataError(source, here + "/" + detail::escape_pointer(field),
                                "must not be empty", text::Message("data_error.must_not_be_empty"));
            if (!what.empty()) out.languages[key][{what, field}] = text.get<std::string>();
        }
        taken.push_back(key);
    }
    for (const auto& key : taken)
        object.erase(key);
}

// The object's "id" when it is a string ("" otherwise: the engine's parser refuses it).
std::string id_of(const json& object) {
    if (!object.is_object()) return "";
    const auto id = object.find("id");
    return id != object.end() && id->is_string() ? id->get<std::string>() : "";
}

std::string what(const char* folder, const json& object) {
    const std::string id = id_of(object);
    return id.empty() ? "" : std::string(folder) + "/" + id;
}

void take_cards(json& j, const char* list_key, const std::string& source, DataTexts& out) {
    if (!j.is_object() || !j.contains(list_key) || !j[list_key].is_array()) return;
    json& list = j[list_key];
    for (std::size_t i = 0; i < list.size(); ++i)
        take_languages(list[i], source, "/" + std::string(list_key) + "/" + std::to_string(i),
                       what("cards", list[i]), {"name", "design_note"}, out);
}

}  // namespace

void take_card_file_texts(json& j, const std::string& source, DataTexts& out) {
    take_cards(j, "cards", source, out);
}

void take_civilization_texts(json& j, const std::string& source, DataTexts& out) {
    take_languages(j, source, "", what("civilizations", j), {"name", "description"}, out);
    take_cards(j, "units", source, out);
}

void take_dragon_deck_texts(json& j, const std::string& source, DataTexts& out) {
    take_languages(j, source, "", what("dragons", j), {"name", "description"}, out);
    take_cards(j, "cards", source, out);
}

void take_scenario_texts(json& j, const std::string& source, DataTexts& out) {
    const std::string scenario = what("scenarios", j);
    take_languages(j, source, "", scenario, {"name", "summary", "deviations", "win_conditions"},
                   out);
    if (!j.is_object() || !j.contains("variants") || !j["variants"].is_array()) return;
    json& variants = j["variants"];
    for (std::size_t i = 0; i < variants.size(); ++i) {
        const std::string id = id_of(variants[i]);
        take_languages(variants[i], source, "/variants/" + std::to_string(i),
                       scenario.empty() || id.empty() ? "" : scenario + "/variants/" + id,
                       {"name", "description"}, out);
    }
}

void take_ruleset_texts(json& j, const std::string& source, DataTexts& out) {
    const std::string ruleset = what("rulesets", j);
    take_languages(j, source, "", ruleset, {"name", "description"}, out);
    if (!j.is_object() || !j.contains("parameters") || !j["parameters"].is_object()) return;
    for (auto& [name, parameter] : j["parameters"].items())
        take_languages(parameter, source, "/parameters/" + detail::escape_pointer(name),
                       ruleset.empty() ? "" : ruleset + "/parameters/" + name, {"description"},
                       out);
}

json english_only(json j) {
    if (j.is_object()) {
        for (std::string_view code : kDataLanguages)
            j.erase(std::string(code));
        for (auto& member : j.items())
            member.value() = english_only(std::move(member.value()));
    } else if (j.is_array()) {
        for (auto& value : j)
            value = english_only(std::move(value));
    }
    return j;
}

}  // namespace eden::data
