// Every message id the code names is in the catalogs (issue 36): a sentence whose id is mistyped
// renders as "[id]" on screen, in both languages, and no test of the catalogs alone sees it. This
// reads the sources as a reader would: each literal id given to tr(), tr_id() or a Message.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "eden/text/language.hpp"

namespace {

std::string read_source(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("Every message id named in the code is in both catalogs", "[text]") {
    const std::filesystem::path src = std::filesystem::path(EDEN_SOURCE_TESTS_DIR) / ".." / "src";
    // tr("app.x"), tr_id("app.x"), Message("app.x"), Message m("app.x"); ids are dotted.
    const std::regex named(
        R"((?:\btr|\btr_id|Message\s*\w*)\s*\(\s*"([a-z_]+(?:\.[a-z_0-9]+)+)\")");
    int ids = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(src)) {
        if (entry.path().extension() != ".cpp" && entry.path().extension() != ".hpp") continue;
        const std::string code = read_source(entry.path());
        for (std::sregex_iterator it(code.begin(), code.end(), named), end; it != end; ++it) {
            const std::string id = (*it)[1];
            INFO(entry.path().filename().string() << ": " << id);
            ++ids;
            for (eden::text::Language l : eden::text::kLanguages)
                CHECK(eden::text::catalog(l).has(id));
        }
    }
    // The scan found the code's ids (a broken pattern would pass on nothing).
    CHECK(ids > 150);
}
