#include "data/save_files.hpp"

#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"

namespace eden::data {

using nlohmann::json;

SaveInFile unwrap_save(const json& j, const std::string& source) {
    if (!j.is_object())
        throw DataError(source, "", "a save must be a JSON object",
                        text::Message("data_error.data.save_not_object"));
    const auto format = j.find("format");
    if (format == j.end() || !format->is_string() || *format != kAppGameFormat)
        return {&j, "", {}, false};
    for (const auto& [key, value] : j.items())
        if (key != "format" && key != "seats" && key != "save" && key != "colours" &&
            key != "tutorial" && key != "about")
            throw DataError(
                source, "", "unknown key \"" + key + "\" in an app game file",
                text::Message("data_error.data.app_game_unknown_key").with("key", text::Name{key}));
    for (const char* key : {"seats", "save"})
        if (!j.contains(key))
            throw DataError(
                source, "", std::string("missing \"") + key + "\" in an app game file",
                text::Message("data_error.data.app_game_missing_key").with("key", text::Name{key}));
    const json& seats = j.at("seats");
    if (!seats.is_array())
        throw DataError(source, "/seats", "must be an array of seats",
                        text::Message("data_error.data.seats_array"));
    SaveInFile out{&j.at("save"), "/save", {}, false};
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string* kind = seats[i].get_ptr<const std::string*>();
        if (!kind || (*kind != "human" && *kind != "bot" && *kind != "strong_bot"))
            throw DataError(source, "/seats/" + std::to_string(i),
                            "must be \"human\", \"bot\" or \"strong_bot\"",
                            text::Message("data_error.data.seat_kind"));
        out.seats.push_back(seats[i].get<std::string>());
    }
    // The seats' colours the app chose (an index into its palette each), when it wrote them.
    if (j.contains("colours")) {
        const json& colours = j.at("colours");
        if (!colours.is_array() || colours.size() != seats.size())
            throw DataError(source, "/colours", "must be an array with one colour per seat",
                            text::Message("data_error.data.colour_per_seat"));
        for (std::size_t i = 0; i < colours.size(); ++i)
            if (!colours[i].is_number_unsigned() || colours[i].get<std::uint64_t>() >= kAppColours)
                throw DataError(
                    source, "/colours/" + std::to_string(i),
                    "must be a colour number from 0 to " + std::to_string(kAppColours - 1),
                    text::Message("data_error.data.colour_number")
                        .with("last", text::Name{std::to_string(kAppColours - 1)}));
    }
    // The header the app's Load dialog lists the save by (app/session/save_header.hpp): shown,
    // never trusted, so only its kind is checked here.
    if (j.contains("about") && !j.at("about").is_object())
        throw DataError(source, "/about", "must be an object",
                        text::Message("data_error.must_be_object"));
    if (j.contains("tutorial")) {
        if (!j.at("tutorial").is_boolean())
            throw DataError(source, "/tutorial", "must be true or false",
                            text::Message("data_error.must_be_bool"));
        out.tutorial = j.at("tutorial").get<bool>();
    }
    return out;
}

GameState load_save_file(const std::filesystem::path& file) {
    const std::string source = file.string();
    const json j = read_json_file(file);
    const SaveInFile in = unwrap_save(j, source);
    GameState state = load_save(*in.save, source, in.pointer);
    if (!in.seats.empty() && static_cast<int>(in.seats.size()) != state.player_count())
        throw DataError(source, "/seats",
                        "one seat per player is needed: " + std::to_string(in.seats.size()) +
                            " seats for " + std::to_string(state.player_count()) + " players",
                        text::Message("data_error.data.seat_per_player")
                            .with("seats", text::Name{std::to_string(in.seats.size())})
                            .with("players", text::Name{std::to_string(state.player_count())}));
    return state;
}

}  // namespace eden::data
