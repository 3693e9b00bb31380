// Every input the fuzzers (or a person) ever found to break a loader is kept under
// tests/fuzz/regressions/<loader>/ and runs here in every build, through the very entry point
// the fuzz target uses: each must be refused with one bounded line "input: /pointer: problem"
// (or accepted, for inputs kept because they once crashed a good file), never crash.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "fuzz/fuzz_loaders.hpp"

namespace fs = std::filesystem;

TEST_CASE("Issue 20: every kept fuzz regression is refused cleanly by its loader", "[fuzz]") {
    const fs::path root = fs::path(EDEN_SOURCE_TESTS_DIR) / "fuzz" / "regressions";
    int files = 0;
    for (const auto& folder : fs::directory_iterator(root)) {
        const auto loader = eden::fuzz::loader_named(folder.path().filename().string());
        INFO("folder " << folder.path());
        REQUIRE(loader.has_value());
        for (const auto& entry : fs::directory_iterator(folder.path())) {
            std::ifstream in(entry.path(), std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            INFO("file " << entry.path());
            const bool expect_accepted = entry.path().filename().string().rfind("ok-", 0) == 0;
            const auto outcome = eden::fuzz::load(*loader, text.str(), entry.path().string());
            CHECK(outcome.accepted == expect_accepted);
            ++files;
        }
    }
    CHECK(files > 0);
}
