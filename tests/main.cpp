// Catch2 v2 test runner for every eden_tests and eden_ui_tests file. Every refusal a test meets
// is checked on the way (issue 36): a DataError's reason, rendered in English, must be its
// problem word for word, the English the CLI prints; a test whose refusals disagree fails.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdio>
#include <mutex>
#include <set>
#include <string>

#include "eden/core/data_error.hpp"
#include "eden/text/language.hpp"

namespace {

std::mutex g_mutex;
std::set<std::string> g_disagreements;

void check_reason(const eden::DataError& e) {
    const std::string english = eden::text::render(*e.reason(), {}, eden::text::Language::english);
    if (english == e.problem()) return;
    const std::lock_guard lock(g_mutex);
    g_disagreements.insert(e.reason()->id + ": the problem \"" + e.problem() +
                           "\", the reason in English \"" + english + "\"");
}

}  // namespace

int main(int argc, char* argv[]) {
    eden::DataError::check_reasons_with(&check_reason);
    const int failed = Catch::Session().run(argc, argv);
    const std::lock_guard lock(g_mutex);
    for (const std::string& d : g_disagreements)
        std::fprintf(stderr, "a refusal's reason is not its problem: %s\n", d.c_str());
    return failed != 0 ? failed : g_disagreements.empty() ? 0 : 1;
}
