// Every input the fuzzers (or a person) ever found to break a loader is kept under
// tests/fuzz/regressions/<loader>/ and runs here in every build, through the very entry point
// the fuzz target uses: each must be refused with one bounded line "input: /pointer: problem"
// (or accepted, for inputs kept because they once crashed a good file), never crash, and give
// its reason in every language the app speaks.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "eden/text/language.hpp"
#include "fuzz/fuzz_loaders.hpp"

namespace fs = std::filesystem;

namespace {

// Issue 36 item 2: the app shows a refusal's reason in the reader's language, the file and
// pointer as they are. Every refusal a hostile file meets carries it; rendered in English it is
// the problem the CLI prints, word for word; in French nothing is left unwritten.
void check_reason(const eden::fuzz::Outcome& refused) {
    INFO("refused: " << refused.message);
    REQUIRE(refused.reason.has_value());
    CHECK(eden::text::render(*refused.reason, {}, eden::text::Language::english) ==
          refused.problem);
    const std::string french =
        eden::text::render(*refused.reason, {}, eden::text::Language::french);
    CHECK(french.find("[data_error") == std::string::npos);
    CHECK(!french.empty());
}

}  // namespace

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
            if (!outcome.accepted) check_reason(outcome);
            ++files;
        }
    }
    CHECK(files > 0);
}
