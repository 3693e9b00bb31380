// Issue 36 item 2: "the error lines shown in the app (the file and JSON pointer stay as they
// are, the reason is translated)". The loaders' most frequent refusals carry their reason as a
// message of the catalogs: rendered in English it is, word for word, the problem the CLI
// prints; in French it reads as French.
#include <catch2/catch.hpp>

#include <string>

#include "data/json_text.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/rules.hpp"
#include "eden/map/json.hpp"
#include "eden/text/language.hpp"

using namespace eden;

namespace {

// The refusal of `load`, which must throw a DataError.
template <typename Load>
DataError refusal_of(Load load) {
    try {
        load();
    } catch (const DataError& e) {
        return e;
    }
    FAIL("no refusal");
    throw;
}

const char* kScenario = R"({"id": "s", "name": "S", "summary": "", "deviations": "",
                             "win_conditions": ""})";

}  // namespace

TEST_CASE(
    "Issue 36 item 2: a loader's refusal carries its reason as a message - English as the CLI "
    "says it - French in French",
    "[text][data]") {
    const auto scenario_with = [](const std::string& key, const std::string& value) {
        nlohmann::json j = nlohmann::json::parse(kScenario);
        j[key] = nlohmann::json::parse(value);
        return j;
    };
    const std::vector<DataError> refusals = {
        refusal_of([&] { scenario_from_json(scenario_with("name", "7"), "s.json"); }),
        refusal_of([&] { scenario_from_json(scenario_with("colour", "1"), "s.json"); }),
        refusal_of([&] {
            nlohmann::json j = nlohmann::json::parse(kScenario);
            j.erase("summary");
            scenario_from_json(j, "s.json");
        }),
        refusal_of([&] { scenario_from_json(nlohmann::json::array(), "s.json"); }),
        refusal_of([] {
            map_from_json(nlohmann::json::parse(R"({"name": "m", "tiles": [
                {"q": 0, "r": 0, "kind": "ordinary", "color": "purple"}]})"),
                          "m.json");
        }),
        refusal_of([] {
            map_from_json(nlohmann::json::parse(R"({"name": "m", "tiles": [
                {"q": 99999999, "r": 0, "kind": "heart"}]})"),
                          "m.json");
        }),
        refusal_of([] { data::parse_json_text("{\n  \"a\": [,]\n}", "bad.json"); }),
        refusal_of([] { data::parse_json_text(R"({"a": 1, "a": 2})", "twice.json"); }),
    };
    for (const DataError& e : refusals) {
        INFO(e.what());
        REQUIRE(e.reason());
        CHECK(text::render(*e.reason(), {}, text::Language::english) == e.problem());
        const std::string french = text::render(*e.reason(), {}, text::Language::french);
        CHECK(french != e.problem());
        CHECK(french.find("[data_error") == std::string::npos);
    }
    CHECK(text::render(*refusals[0].reason(), {}, text::Language::french) ==
          "doit être une chaîne de caractères");
    CHECK(text::render(*refusals[2].reason(), {}, text::Language::french) ==
          "il manque «\u202fsummary\u202f»");
}
