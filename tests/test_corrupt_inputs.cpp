// Bad input gets a clear error and loses nothing (DEVELOPERS.md, DESIGN.md "Rules as data"):
// random corruptions of saves, states, maps, rulesets and scenarios are either still valid or
// refused with a DataError naming the place — never another exception, never a crash (the
// sanitizer build runs these too).
#include <catch2/catch.hpp>
#include <functional>

#include "bots/driver.hpp"
#include "bots/random_bot.hpp"
#include "data/data_files.hpp"
#include "data/data_texts.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/rules.hpp"
#include "eden/core/save.hpp"
#include "eden/map/json.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using nlohmann::json;

namespace {

// Every place in a document: objects' keys and arrays' items, recursively.
void collect_pointers(const json& j, const json::json_pointer& at,
                      std::vector<json::json_pointer>& out) {
    out.push_back(at);
    if (j.is_object())
        for (const auto& [k, v] : j.items())
            collect_pointers(v, at / k, out);
    if (j.is_array())
        for (std::size_t i = 0; i < j.size(); ++i)
            collect_pointers(j[i], at / i, out);
}

json corrupted(const json& original, Rng& rng) {
    json j = original;
    std::vector<json::json_pointer> places;
    collect_pointers(j, json::json_pointer{}, places);
    const auto& at = places[static_cast<std::size_t>(
        rng.uniform_int(1, static_cast<std::int64_t>(places.size()) - 1))];
    static const json replacements[] = {
        nullptr,        "x",     -1,      0, 1, 999999, 2.5, true, json::array(),
        json::object(), "white", "portal"};
    switch (rng.uniform_int(0, 2)) {
        case 0: {  // remove the value
            const auto parent = at.parent_pointer();
            if (j[parent].is_object())
                j[parent].erase(at.back());
            else if (j[parent].is_array())
                j[parent].erase(static_cast<std::size_t>(std::stoul(at.back())));
            break;
        }
        case 1:  // replace it with a value of another type or range
            j[at] = replacements[rng.uniform_int(0, std::size(replacements) - 1)];
            break;
        default:  // add an unknown key beside it
            if (j[at.parent_pointer()].is_object())
                j[at.parent_pointer()]["surprise"] = 1;
            else
                j[at] = replacements[rng.uniform_int(0, std::size(replacements) - 1)];
    }
    return j;
}

// Runs `load` on many corruptions of `original`; each must load or throw DataError.
void fuzz(const json& original, int rounds, const std::function<void(const json&)>& load) {
    Rng rng(2026);
    int refused = 0;
    for (int i = 0; i < rounds; ++i) {
        const json bad = corrupted(original, rng);
        try {
            load(bad);
        } catch (const DataError& e) {
            ++refused;
            CHECK(std::string(e.what()).find(": ") != std::string::npos);
        } catch (const std::exception& e) {
            INFO("corruption " << i << ": " << bad.dump());
            FAIL("not a DataError: " << e.what());
        }
    }
    CHECK(refused > rounds / 4);  // most corruptions are caught, not silently accepted
}

GameState mid_map_game() {
    auto setup = eden_test::basic_setup(3, 12, TileColor::white);
    GameState s(setup);
    std::vector<std::unique_ptr<bots::Bot>> bots;
    for (int i = 0; i < 3; ++i)
        bots.push_back(std::make_unique<bots::RandomBot>(40 + i));
    bots::drive(s, bots, 25);
    return s;
}

}  // namespace

TEST_CASE("DESIGN.md: a corrupt save is refused, never half-loaded (fuzzed)", "[corrupt]") {
    const json save = make_save(mid_map_game());
    fuzz(save, 400, [](const json& j) { (void)load_save(j, "save.json"); });
}

TEST_CASE("DESIGN.md: a corrupt state snapshot is refused (fuzzed)", "[corrupt]") {
    const json state = mid_map_game().to_json();
    fuzz(state, 400, [](const json& j) {
        const GameState s = GameState::from_json(j, "state.json");
        (void)s.pending();  // a state that loads must be usable
    });
}

TEST_CASE("DESIGN.md: corrupt maps, rulesets and scenarios are refused with file and pointer",
          "[corrupt]") {
    const std::string data = EDEN_SOURCE_DATA_DIR;
    fuzz(data::read_json_file(data + "/maps/four_players.json"), 200,
         [](const json& j) { (void)map_from_json(j, "map.json"); });
    fuzz(data::english_only(data::read_json_file(data + "/rulesets/standard.json")), 200,
         [](const json& j) { (void)ruleset_from_json(j, "standard.json"); });
    fuzz(data::english_only(data::read_json_file(data + "/scenarios/king-of-eden.json")), 200,
         [](const json& j) { (void)scenario_from_json(j, "king-of-eden.json"); });
}
