// The Load and Save dialogs' list of named saves (issue 34 item 9): each save is listed from a
// small header at the start of its file, never by parsing and checking the whole game (3 000
// saves took 12 s, 20 junk files of 30 MB 78 s); what is not a save is left out; a save written
// before headers is still listed, read whole as before when it is no bigger than a save can be.
// The time it takes is measured by eden_bench (BM_ListSaves), not here.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "app/session/game_session.hpp"
#include "app/session/new_game.hpp"
#include "app/session/save_header.hpp"
#include "app/session/save_slots.hpp"
#include "data/data_files.hpp"
#include "eden/text/language.hpp"
#include "support/shipped_data.hpp"
#include "support/temp_folder.hpp"

using namespace eden;
using namespace eden::app;
using eden::test::shipped_data;
using eden::test::TempFolder;

namespace {

// A bot game played some way into its conquest.
GameSession played_game(std::uint64_t seed, int actions) {
    const NewGameChoice choice = default_new_game(shipped_data(), seed);
    GameSession session(GameState(make_setup(shipped_data(), choice)),
                        {SeatKind::bot, SeatKind::bot}, seed);
    for (int i = 0; i < actions && !session.over(); ++i)
        session.play_bot();
    return session;
}

void write_listing_file(const std::filesystem::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary) << text;
}

std::filesystem::path saves_in(const TempFolder& folder) {
    const auto saves = saves_folder(folder.path());
    std::filesystem::create_directories(saves);
    return saves;
}

}  // namespace

TEST_CASE("Save listing: an app save starts with its header, which says what the game says",
          "[app][saves]") {
    const GameSession session = played_game(5, 300);
    REQUIRE(session.state().phase() == Phase::conquest);
    const nlohmann::json game = session.to_json();
    // The header is the file's first key, so the first bytes hold it.
    const std::string text = game.dump(2);
    REQUIRE(text.rfind("{\n  \"about\": {", 0) == 0);
    const SaveFileStart start = read_save_start_of(text.substr(0, 400));
    REQUIRE(start.kind == SaveFileStart::Kind::header);
    CHECK(start.header == header_of(session.state()));
    CHECK(header_summary(start.header) == game_summary(game));
    // Worded when shown, in the reader's language (issue 36): the file holds no sentence.
    const std::string round = std::to_string(start.header.round);
    CHECK(
        text::render(header_summary(start.header), {}).rfind("Round " + round + " \xc2\xb7 ", 0) ==
        0);
    CHECK(text::render(header_summary(start.header), {}, text::Language::french)
              .rfind("Manche " + round + " \xc2\xb7 ", 0) == 0);
    // The engine's save inside is untouched: a save with a header loads as before.
    CHECK(GameSession::from_json(game, "save", 5).state() == session.state());
}

TEST_CASE("Save listing: a save is listed from its header without the rest being read",
          "[app][saves]") {
    const TempFolder folder("listing-header");
    const auto saves = saves_in(folder);
    const GameSession session = played_game(7, 200);
    const std::string header = header_json(header_of(session.state())).dump();
    // After the header: no game at all, and 20 MB of it. Parsing the file would refuse it (and
    // take long); the listing shows the header and leaves the rest to Load.
    write_listing_file(saves / "big.json",
                       "{\"about\": " + header + ", \"save\": \"" + std::string(20u << 20, 'x'));
    const auto slots = list_saves(folder.path());
    REQUIRE(slots.size() == 1);
    CHECK(slots[0].name == "big");
    CHECK(slots[0].readable);
    CHECK(slots[0].summary == game_summary(session.state()));
}

TEST_CASE("Save listing: what is not a save is left out", "[app][saves]") {
    const TempFolder folder("listing-junk");
    const auto saves = saves_in(folder);
    data::write_json_file(saves / "game.json", played_game(3, 100).to_json());
    write_listing_file(saves / "empty.json", "");
    write_listing_file(saves / "text.json", "Dear diary, today I saved nothing.");
    write_listing_file(saves / "binary.json", std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    write_listing_file(saves / "array.json", "[1, 2, 3]");
    write_listing_file(saves / "settings.json", "{\"ui_scale\": 1.5}");
    // A 30 MB junk file that is a JSON object: too big for a save without a header, so it is
    // never parsed.
    write_listing_file(saves / "huge.json", "{\"junk\": \"" + std::string(30u << 20, 'j') + "\"}");
    // A header cut short, and a header of the wrong shape, on files that are no saves.
    write_listing_file(saves / "cut.json", "{\"about\": {\"stage\": \"conq");
    write_listing_file(saves / "odd.json",
                       "{\"about\": {\"stage\": \"lunch\", \"round\": 1, \"players\": []}}");
    write_listing_file(saves / "notes.txt", "not even named like a save");
    const auto slots = list_saves(folder.path());
    REQUIRE(slots.size() == 1);
    CHECK(slots[0].name == "game");
    CHECK(slots[0].readable);
}

TEST_CASE("Save listing: a save written before headers is still listed and loads", "[app][saves]") {
    const TempFolder folder("listing-old");
    const auto saves = saves_in(folder);
    const GameSession session = played_game(11, 250);
    nlohmann::json old = session.to_json();
    old.erase(kSaveHeaderKey);  // as the app wrote its files before headers
    data::write_json_file(saves / "old.json", old);
    REQUIRE(read_save_start(saves / "old.json").kind == SaveFileStart::Kind::no_header);
    // A damaged one says why it cannot be loaded.
    nlohmann::json damaged = old;
    damaged["save"]["snapshot"] = "torn";
    data::write_json_file(saves / "damaged.json", damaged);
    auto slots = list_saves(folder.path());
    REQUIRE(slots.size() == 2);
    std::sort(slots.begin(), slots.end(),
              [](const SaveSlot& a, const SaveSlot& b) { return a.name < b.name; });
    CHECK(slots[0].name == "damaged");
    CHECK_FALSE(slots[0].readable);
    CHECK(text::render(slots[0].summary, {}).rfind("cannot be read: ", 0) == 0);
    CHECK(text::render(slots[0].summary, {}, text::Language::french).rfind("illisible", 0) == 0);
    CHECK(slots[1].name == "old");
    CHECK(slots[1].readable);
    CHECK(slots[1].summary == game_summary(session.state()));
    CHECK(GameSession::from_json(data::read_json_file(saves / "old.json"), "old", 11).state() ==
          session.state());
}

TEST_CASE("Save listing: a header is read only when it is well formed", "[app][saves]") {
    SaveHeader h;
    h.stage = SaveHeader::Stage::over;
    h.round = 12;
    h.players = {"Ann", "Bob", "Cy"};
    CHECK(header_from_json(header_json(h)) == h);
    CHECK(text::render(header_summary(h), {}) == "Over \xc2\xb7 Ann, Bob, Cy");
    CHECK(text::render(header_summary(h), {}, text::Language::french) ==
          "Partie finie \xc2\xb7 Ann, Bob, Cy");
    nlohmann::json bad = header_json(h);
    bad["round"] = -1;
    CHECK_FALSE(header_from_json(bad).has_value());
    bad = header_json(h);
    bad["players"] = {"Ann", 3};
    CHECK_FALSE(header_from_json(bad).has_value());
    bad = header_json(h);
    bad.erase("stage");
    CHECK_FALSE(header_from_json(bad).has_value());
    // The start of a file: a header first, another first key, or no JSON object.
    CHECK(read_save_start_of("{\"about\": " + header_json(h).dump() + ", \"save\": [tr").kind ==
          SaveFileStart::Kind::header);
    CHECK(read_save_start_of("{\"actions\": [{\"type\": \"done\"}").kind ==
          SaveFileStart::Kind::no_header);
    CHECK(read_save_start_of("  42").kind == SaveFileStart::Kind::not_a_save);
    CHECK(read_save_start_of("{\"about").kind == SaveFileStart::Kind::not_a_save);
}
