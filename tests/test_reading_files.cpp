// Issue 20: files a user hands us never abort the program. Every failure of reading a save, a
// map, a ruleset, a scenario, a card or dragon file, or a folder of data/ is a DataError naming
// the file, the JSON pointer and the problem in one bounded line; nothing wrong is accepted
// silently. One TEST_CASE per finding of the issue (1 to 8); the fuzzers' inputs are kept in
// tests/fuzz/regressions/ (test_fuzz_regressions.cpp).
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <random>

#include "app/session/autosave.hpp"
#include "bots/driver.hpp"
#include "bots/random_bot.hpp"
#include "data/data_files.hpp"
#include "data/data_texts.hpp"
#include "data/game_data.hpp"
#include "data/json_text.hpp"
#include "data/save_files.hpp"
#include "eden/cards/cards.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/rules.hpp"
#include "eden/core/save.hpp"
#include "eden/map/json.hpp"
#include "support/temp_folder.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kReadingData = EDEN_SOURCE_DATA_DIR;

// The message of the DataError `f` throws ("" if none; another exception fails the test).
template <typename F>
std::string reading_refusal(F&& f) {
    try {
        f();
    } catch (const DataError& e) {
        const std::string m = e.what();
        CHECK(m.find('\n') == std::string::npos);
        CHECK(m.size() < 1400);
        return m;
    }
    return "";
}

std::string text_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_text(const fs::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary) << text;
}

// A scratch folder, removed at the end of the test.
struct Scratch {
    test::TempFolder folder;
    fs::path dir;
    explicit Scratch(const std::string& name) : folder(name), dir(folder.path()) {}
    // A copy of data/ to spoil.
    fs::path data() const {
        fs::copy(kReadingData, dir / "data", fs::copy_options::recursive);
        return dir / "data";
    }
};

std::string map_text_with(const std::string& from, const std::string& to) {
    std::string t = text_of(kReadingData / "maps" / "two_players.json");
    const auto at = t.find(from);
    REQUIRE(at != std::string::npos);
    return t.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("Issue 20 (1): a number too large for a double is refused, naming file and place",
          "[files]") {
    for (const std::string& number :
         std::vector<std::string>{"1e400", "63e+937", std::string(400, '9'), "-1e999"}) {
        INFO(number);
        const std::string m = reading_refusal(
            [&] { (void)data::parse_json_text("{\"a\": [1, " + number + "]}", "f.json"); });
        CHECK(m.rfind("f.json: /a/1: the number ", 0) == 0);
        CHECK(m.find("too large") != std::string::npos);
    }
    // Through the file reader: the file's name leads the message (the app shows it).
    Scratch s("numbers");
    write_text(s.dir / "m.json", map_text_with("\"q\": 0", "\"q\": 1e400"));
    CHECK(reading_refusal([&] {
              (void)data::load_map_file(s.dir / "m.json");
          }).rfind((s.dir / "m.json").string() + ": /tiles/0/q: the number 1e400", 0) == 0);
}

TEST_CASE("Issue 20 (2): map coordinates beyond the game's are refused before any arithmetic",
          "[files]") {
    for (const std::string q : {"2147483647", "4294967297", "-2147483648", "1001"}) {
        INFO(q);
        const json j = data::parse_json_text(map_text_with("\"q\": 0", "\"q\": " + q), "m.json");
        CHECK(reading_refusal([&] {
                  (void)map_from_json(j, "m.json");
              }).rfind("m.json: /tiles/0/q: must be an integer from -1000 to 1000, got " + q, 0) ==
              0);
    }
    // A placed tile's coordinates in a save's actions are bounded the same way.
    const json action = {{"type", "place_tile"}, {"q", 2147483647}, {"r", 0}};
    CHECK(reading_refusal([&] {
              (void)action_from_json(action, "s.json", "/actions/0");
          }).rfind("s.json: /actions/0/q: must be an integer from -1000 to 1000", 0) == 0);
}

TEST_CASE("Issue 20 (3): a map of more tiles than a game lays is refused, not a logic_error",
          "[files]") {
    json j = {{"name", "huge"}, {"tiles", json::array()}};
    j["tiles"].push_back({{"q", 0}, {"r", 0}, {"kind", "heart"}});
    for (int i = 1; i < 32768; ++i)
        j["tiles"].push_back(
            {{"q", i % 181 - 90}, {"r", i / 181 + 1}, {"kind", "ordinary"}, {"color", "green"}});
    CHECK(reading_refusal([&] { (void)map_from_json(j, "m.json"); }) ==
          "m.json: /tiles: a map has at most 1000 tiles, this one 32768");
}

TEST_CASE("Issue 20 (4): deep nesting and huge values are refused in one bounded line", "[files]") {
    // A million '[' in a scenario's parameter: refused at the 65th level, no stack overflow.
    std::string scenario = text_of(kReadingData / "scenarios" / "unbalance.json");
    const std::string from = "\"all_but_first_player\"";
    scenario.replace(scenario.find(from), from.size(), std::string(1'000'000, '['));
    CHECK(reading_refusal([&] {
              (void)data::parse_json_text(scenario, "u.json");
          }).rfind("u.json: /set/map.blind_placement/0/0/0", 0) == 0);
    CHECK(reading_refusal([&] {
              (void)data::parse_json_text(scenario, "u.json");
          }).find("nested deeper than 64 levels") != std::string::npos);
    // 64 levels are fine.
    CHECK_NOTHROW(data::parse_json_text(std::string(64, '[') + std::string(64, ']'), "d.json"));
    // A 20 MB value in an error is cut to a short excerpt: a unit's cost that is a huge string.
    json civ = data::english_only(
        data::read_json_file(kReadingData / "civilizations" / "beast_tribes.json"));
    civ["units"][0]["cost"] = std::string(20'000'000, 'x');
    CardLibrary library;
    const std::string m = reading_refusal([&] { add_civilization_file(library, civ, "b.json"); });
    CHECK(m.rfind("b.json: /units/0/cost: ", 0) == 0);
    CHECK(m.size() < 200);
    // A value nested 60 deep is printed as an excerpt too.
    civ["units"][0]["cost"] =
        data::parse_json_text(std::string(60, '[') + std::string(60, ']'), "");
    CHECK(reading_refusal([&] { add_civilization_file(library, civ, "b.json"); }).size() < 200);
    // A file larger than any file of the game is refused before it is parsed.
    CHECK(reading_refusal([&] {
              (void)data::parse_json_text(std::string(33u << 20, ' '), "big.json");
          }).rfind("big.json: /: the file is 34603008 bytes, more than the 33554432", 0) == 0);
}

TEST_CASE("Issue 20 (5): a folder of data/ that cannot be listed is a DataError", "[files]") {
    Scratch s("folders");
    const fs::path data = s.data();
    fs::remove_all(data / "dragons");
    fs::create_directory_symlink("dragons", data / "dragons");  // a loop of links
    CHECK(reading_refusal([&] {
              (void)data::load_game_data(data);
          }).rfind((data / "dragons").string() + ": /: ", 0) == 0);
    if (::geteuid() != 0) {  // root lists any folder
        const fs::path data2 = [&] {
            fs::create_directories(s.dir / "two");
            fs::copy(kReadingData, s.dir / "two" / "data", fs::copy_options::recursive);
            return s.dir / "two" / "data";
        }();
        fs::permissions(data2 / "scenarios", fs::perms::none);
        CHECK(reading_refusal([&] {
                  (void)data::load_game_data(data2);
              }).rfind((data2 / "scenarios").string() + ": /: ", 0) == 0);
    }
}

TEST_CASE("Issue 20 (6): what was accepted without a word is refused", "[files]") {
    // A duplicate key: the last used to win.
    CHECK(reading_refusal([] {
              (void)data::parse_json_text(R"({"a": {"b": 1, "b": 2}})", "d.json");
          }) == "d.json: /a/b: the key \"b\" appears twice in this object");
    // A misspelled key inside a map tile.
    const json tile = data::parse_json_text(map_text_with("\"color\"", "\"colour\""), "m.json");
    CHECK(reading_refusal([&] { (void)map_from_json(tile, "m.json"); }).find("/tiles/1") !=
          std::string::npos);
    // Integers beyond int: 2^32 + 3 was read as 3, 2^64 - 1 reported as -1.
    json civ = data::english_only(
        data::read_json_file(kReadingData / "civilizations" / "beast_tribes.json"));
    for (const json& cost : {json(4294967299ULL), json(18446744073709551615ULL)}) {
        civ["units"][0]["cost"] = cost;
        CardLibrary library;
        CHECK(reading_refusal([&] { add_civilization_file(library, civ, "b.json"); }) ==
              "b.json: /units/0/cost: must be an integer from -1000000 to 1000000, got " +
                  cost.dump());
    }
    // Folder entries named *.json that are not files, and a folder replaced by a file.
    Scratch s("entries");
    const fs::path data = s.data();
    const auto refused_at = [&](const fs::path& named) {
        const std::string m = reading_refusal([&] { (void)data::load_game_data(data); });
        INFO(m);
        CHECK(m.rfind(named.string() + ": /: ", 0) == 0);
    };
    fs::create_directory_symlink("nowhere", data / "maps" / "dangling.json");
    refused_at(data / "maps" / "dangling.json");
    fs::remove(data / "maps" / "dangling.json");
    fs::create_directory(data / "maps" / "x.json");
    refused_at(data / "maps" / "x.json");
    fs::remove(data / "maps" / "x.json");
    REQUIRE(::mkfifo((data / "maps" / "pipe.json").c_str(), 0600) == 0);
    refused_at(data / "maps" / "pipe.json");
    fs::remove(data / "maps" / "pipe.json");
    fs::remove_all(data / "civilizations");
    write_text(data / "civilizations", "{}");
    refused_at(data / "civilizations");
}

TEST_CASE("Issue 20 (7): the spare autosave is whole after a kill at any instant", "[files]") {
    Scratch s("autosave");
    const json a = {{"format", "eden-app-game"}, {"n", std::string(200'000, 'a')}};
    const json b = {{"format", "eden-app-game"}, {"n", std::string(300'000, 'b')}};
    app::write_autosave(s.dir, a);
    app::write_autosave(s.dir, b);
    CHECK(data::read_json_file(app::previous_autosave_file(s.dir)) == a);
    CHECK(data::read_json_file(app::autosave_file(s.dir)) == b);
    // Kill a writer at random instants: both files are always whole saves.
    std::mt19937 rng(20);
    for (int kill = 0; kill < 40; ++kill) {
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            for (int i = 0;; ++i)
                app::write_autosave(s.dir, i % 2 ? a : b);
        }
        ::usleep(2000 + rng() % 20000);
        ::kill(child, SIGKILL);
        ::waitpid(child, nullptr, 0);
        for (const fs::path& f : {app::autosave_file(s.dir), app::previous_autosave_file(s.dir)}) {
            INFO("kill " << kill << ": " << f);
            const json j = data::read_json_file(f);
            CHECK((j == a || j == b));
        }
    }
}

TEST_CASE("Issue 20 (8): a save the app wrote replays through eden-cli's reader", "[files]") {
    auto setup = eden_test::basic_setup(3, 12, TileColor::white);
    GameState state(setup);
    std::vector<std::unique_ptr<bots::Bot>> bots;
    for (int i = 0; i < 3; ++i)
        bots.push_back(std::make_unique<bots::RandomBot>(40 + i));
    bots::drive(state, bots, 10);
    Scratch s("appsave");
    const json wrapped = {{"format", "eden-app-game"},
                          {"seats", {"human", "bot", "human"}},
                          {"save", make_save(state)}};
    data::write_json_file(s.dir / "autosave.json", wrapped);
    CHECK(data::load_save_file(s.dir / "autosave.json") == state);
    // The wrapper is checked as strictly as the save inside it, with pointers into the file.
    json bad = wrapped;
    bad["seats"] = {"human", "robot", "human"};
    data::write_json_file(s.dir / "bad.json", bad);
    CHECK(reading_refusal([&] { (void)data::load_save_file(s.dir / "bad.json"); }) ==
          (s.dir / "bad.json").string() +
              ": /seats/1: must be \"human\", \"bot\" or \"strong_bot\"");
    bad = wrapped;
    bad["save"]["version"] = 2;
    data::write_json_file(s.dir / "bad.json", bad);
    CHECK(reading_refusal([&] { (void)data::load_save_file(s.dir / "bad.json"); }) ==
          (s.dir / "bad.json").string() + ": /save/version: unsupported save version");
    // A snapshot's error points into the file, not into the snapshot alone.
    bad = wrapped;
    bad["save"]["snapshot"]["round"] = "x";
    data::write_json_file(s.dir / "bad.json", bad);
    CHECK(reading_refusal([&] {
              (void)data::load_save_file(s.dir / "bad.json");
          }).rfind((s.dir / "bad.json").string() + ": /save/snapshot", 0) == 0);
}
