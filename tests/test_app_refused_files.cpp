// A refused file told the way a designer fixes it, and files read again when they are saved
// (issue 38 item 6: "A bad file given on the command line opens the window with the refusal
// shown (file, pointer, reason, and the line of the file)"; "when it changes on disk the app
// reloads it ... or shows the refusal").
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/session/file_refusal.hpp"
#include "app/session/file_watch.hpp"
#include "app/session/watched_map.hpp"
#include "data/data_files.hpp"
#include "data/json_position.hpp"
#include "support/temp_folder.hpp"

using namespace eden;
using namespace eden::app;
namespace fs = std::filesystem;

namespace {

std::string shipped_map_text() {
    std::ifstream in(data::default_data_dir() / "maps" / "four_players.json");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write(const fs::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
    // A second write within the file system's time resolution would look unchanged: the time
    // is set apart explicitly, as a later save would.
    static int saves = 0;
    fs::last_write_time(file, fs::file_time_type::clock::now() + std::chrono::seconds(++saves));
}

// The map with its third tile's colour replaced: that tile's line is line 8 of the file.
std::string map_with_purple_tile() {
    std::string text = shipped_map_text();
    const std::size_t at = text.find("\"color\": \"brown\"");
    text.replace(at, 16, "\"color\": \"purple\"");
    return text;
}

}  // namespace

TEST_CASE("Issue 38 item 6: a JSON pointer is found in the text of its file with its line",
          "[app][refusal]") {
    const std::string text =
        "{\n  \"a\": [1,\n    {\"b\": \"x\\\"y\", \"c\": {\"d\": true}}],\n"
        "  \"e/f\": null\n}\n";
    CHECK(data::line_of_offset(text, data::json_pointer_offset(text, "")) == 1);
    CHECK(data::line_of_offset(text, data::json_pointer_offset(text, "/a/0")) == 2);
    CHECK(data::line_of_offset(text, data::json_pointer_offset(text, "/a/1/c/d")) == 3);
    CHECK(text.substr(data::json_pointer_offset(text, "/a/1/c/d"), 4) == "true");
    CHECK(data::line_of_offset(text, data::json_pointer_offset(text, "/e~1f")) == 4);
    // A key that is missing points at the object that misses it.
    CHECK(text.substr(data::json_pointer_offset(text, "/a/1/zzz"), 1) == "{");
    // Broken text ends the walk where it breaks, never past the end.
    CHECK(data::json_pointer_offset("{\"a\": [1, ", "/a/5") <= 10);
    CHECK(data::line_text(text, 4) == "  \"e/f\": null");
    CHECK(data::line_text(text, 40).empty());
}

TEST_CASE("Issue 38 item 6: a refused map names its file, pointer, reason and line",
          "[app][refusal]") {
    const test::TempFolder folder("refused-map");
    const fs::path file = folder.path() / "map.json";
    write(file, map_with_purple_tile());
    try {
        (void)data::load_map_file(file);
        FAIL("the purple tile was accepted");
    } catch (const DataError& e) {
        const FileRefusal r = refusal_of(e);
        CHECK(r.file == file.string());
        CHECK(r.pointer == "/tiles/2/color");
        CHECK(r.reason.find("purple") != std::string::npos);
        CHECK(r.line == 8);
        CHECK(r.line_text.find("\"purple\"") != std::string::npos);
    }

    SECTION("a syntax error's line is the one the parser stopped on") {
        write(file, "{\n  \"name\": \"x\",\n  \"tiles\": [,]\n}\n");
        try {
            (void)data::load_map_file(file);
            FAIL("broken JSON was accepted");
        } catch (const DataError& e) {
            const FileRefusal r = refusal_of(e);
            CHECK(r.line == 3);
            CHECK(r.line_text == "  \"tiles\": [,]");
        }
    }
    SECTION("a file that is not there has no line") {
        try {
            (void)data::load_map_file(folder.path() / "none.json");
            FAIL("a missing file was read");
        } catch (const DataError& e) {
            CHECK(refusal_of(e).line == 0);
        }
    }
}

TEST_CASE(
    "Issue 38 item 6: the map viewer's file is read again on each save - refused while "
    "broken and shown again once fixed",
    "[app][refusal]") {
    const test::TempFolder folder("watched-map");
    const fs::path file = folder.path() / "map.json";
    write(file, shipped_map_text());
    WatchedMap watched(file);
    REQUIRE(watched.map());
    CHECK_FALSE(watched.refusal());
    CHECK_FALSE(watched.reload_if_changed());  // nothing saved since

    write(file, map_with_purple_tile());
    REQUIRE(watched.reload_if_changed());
    CHECK_FALSE(watched.map());
    REQUIRE(watched.refusal());
    CHECK(watched.refusal()->pointer == "/tiles/2/color");
    CHECK_FALSE(watched.reload_if_changed());

    write(file, shipped_map_text());
    REQUIRE(watched.reload_if_changed());
    REQUIRE(watched.map());
    CHECK(watched.map()->name == "Four Winds (4 players)");

    fs::remove(file);
    REQUIRE(watched.reload_if_changed());
    REQUIRE(watched.refusal());
    CHECK(watched.refusal()->reason.find("cannot read the file") != std::string::npos);
}

TEST_CASE("Issue 38 item 6: a watch sees each change of its file once", "[app][refusal]") {
    const test::TempFolder folder("file-watch");
    const fs::path file = folder.path() / "f.json";
    FileWatch watch(file);
    CHECK_FALSE(watch.changed());  // missing then, missing now
    write(file, "{}");
    CHECK(watch.changed());
    CHECK_FALSE(watch.changed());
    write(file, "{ }");
    CHECK(watch.changed());
}
