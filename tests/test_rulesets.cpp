// Ruleset parameters as data (RULES.md §1; DESIGN.md "Rules as data"): every parameter has a
// one-line description, unknown names are errors, and bad files name the file and pointer.
#include <catch2/catch.hpp>
#include <functional>

#include "data/data_files.hpp"
#include "data/data_texts.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/rules.hpp"

using namespace eden;
using nlohmann::json;

namespace {

json standard_json() {
    // One literal, not std::string + "...": GCC 12 at -O2 warns falsely (-Warray-bounds) on that
    // sum once inlined, as it was in one unity batch.
    return data::english_only(data::read_json_file(EDEN_SOURCE_DATA_DIR "/rulesets/standard.json"));
}

std::string rulesets_error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const DataError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("RULES.md §1: the standard ruleset lists every parameter with a description", "[rules]") {
    const Ruleset r = ruleset_from_json(standard_json(), "standard.json");
    CHECK(r.id == "standard");
    REQUIRE(r.descriptions.size() == parameter_table().size());
    for (const auto& [id, desc] : r.descriptions) {
        CAPTURE(id);
        CHECK(desc.size() > 10);
    }
    // The engine's built-in defaults are the standard ruleset's values, so tests that build
    // Rules{} directly exercise the standard rules.
    CHECK(r.rules == Rules{});
}

TEST_CASE("RULES.md §1: an unknown parameter name is an error naming file and pointer", "[rules]") {
    json j = standard_json();
    j["parameters"]["map.portal_min_distance_hart"] = {{"value", 4}, {"description", "typo"}};
    CHECK(rulesets_error_of([&] { ruleset_from_json(j, "standard.json"); }) ==
          "standard.json: /parameters/map.portal_min_distance_hart: unknown parameter "
          "\"map.portal_min_distance_hart\"");
}

TEST_CASE("RULES.md §1: a ruleset missing a parameter, or with a bad value, is refused",
          "[rules]") {
    json missing = standard_json();
    missing["parameters"].erase("map.final_portal_round");
    CHECK_THAT(rulesets_error_of([&] { ruleset_from_json(missing, "r.json"); }),
               Catch::Contains("missing parameter \"map.final_portal_round\""));

    json wrong_type = standard_json();
    wrong_type["parameters"]["map.final_portal_round"]["value"] = "yes";
    CHECK(rulesets_error_of([&] { ruleset_from_json(wrong_type, "r.json"); }) ==
          "r.json: /parameters/map.final_portal_round/value: must be true or false");

    json out_of_range = standard_json();
    out_of_range["parameters"]["map.portal_min_distance_heart"]["value"] = 0;
    CHECK_THAT(rulesets_error_of([&] { ruleset_from_json(out_of_range, "r.json"); }),
               Catch::Contains("/parameters/map.portal_min_distance_heart/value: must be between"));

    json bad_choice = standard_json();
    bad_choice["parameters"]["map.blind_placement"]["value"] = "some";
    CHECK_THAT(rulesets_error_of([&] { ruleset_from_json(bad_choice, "r.json"); }),
               Catch::Contains("\"some\" is not one of: none, all, all_but_first_player"));

    json bad_colour = standard_json();
    bad_colour["parameters"]["map.face_down_colours"]["value"][2] = "purple";
    CHECK(rulesets_error_of([&] { ruleset_from_json(bad_colour, "r.json"); }) ==
          "r.json: /parameters/map.face_down_colours/value/2: unknown colour \"purple\" (white "
          "green red grey yellow brown pink black)");

    json unknown_key = standard_json();
    unknown_key["parameterz"] = json::object();
    CHECK(rulesets_error_of([&] { ruleset_from_json(unknown_key, "r.json"); }) ==
          "r.json: /parameterz: unknown key \"parameterz\"");
}

TEST_CASE("003 Choose a scenario: scenarios and their variants overlay the ruleset", "[rules]") {
    const auto d = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    const Rules supremacy = data::resolve_rules(d, "standard", "supremacy", "", {});
    CHECK(supremacy == Rules{});
    const Rules unbalance = data::resolve_rules(d, "standard", "unbalance", "", {});
    CHECK(unbalance.blind_placement == BlindPlacement::all_but_first_player);
    CHECK(data::resolve_rules(d, "standard", "unbalance", "open", {}).blind_placement ==
          BlindPlacement::none);
    const Rules koe = data::resolve_rules(d, "standard", "king-of-eden", "", {});
    CHECK(koe.setup == MapSetup::king_of_eden_chain);
    CHECK(koe.blind_placement == BlindPlacement::all);
    CHECK_FALSE(koe.final_portal_round);
    CHECK_THAT(
        rulesets_error_of([&] { data::resolve_rules(d, "standard", "unbalance", "nope", {}); }),
        Catch::Contains("has no variant \"nope\""));
    CHECK_THAT(rulesets_error_of([&] { data::resolve_rules(d, "standard", "atlantis", "", {}); }),
               Catch::Contains("no scenario \"atlantis\""));
}

TEST_CASE("DESIGN.md: --set key=value overrides one parameter, and refuses unknown ones",
          "[rules]") {
    Rules r;
    apply_assignment(r, "map.forbid_tiles_next_to_portal=true");
    CHECK(r.forbid_tiles_next_to_portal);
    apply_assignment(r, "map.distance_metric=grid");
    CHECK(r.distance_metric == DistanceMetric::grid);
    apply_assignment(r, "map.face_down_colours=[\"white\",\"black\"]");
    CHECK(r.face_down_colours == std::vector<TileColor>{TileColor::white, TileColor::black});
    const Rules before = r;
    CHECK_THAT(rulesets_error_of([&] { apply_assignment(r, "map.nonsense=1"); }),
               Catch::Contains("unknown parameter \"map.nonsense\""));
    CHECK_THAT(rulesets_error_of([&] { apply_assignment(r, "no-equals-sign"); }),
               Catch::Contains("expected key=value"));
    CHECK(r == before);
}

TEST_CASE("DESIGN.md: rules round-trip through JSON", "[rules]") {
    Rules r;
    r.portal_min_distance_portal = 6;
    r.blind_placement = BlindPlacement::all;
    r.face_down_colours = {TileColor::red, TileColor::black};
    CHECK(rules_from_json(rules_to_json(r), "x", "") == r);
}

TEST_CASE("RULES.md 4: the King of Eden scenario names its dragon deck, the others none",
          "[rules][dragons]") {
    const data::GameData d = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    const auto dragons = data::dragons_for_scenario(d, "king-of-eden");
    REQUIRE(dragons);
    CHECK(*dragons == d.dragons.at("king_of_eden"));
    CHECK_FALSE(data::dragons_for_scenario(d, "supremacy"));
    CHECK_FALSE(data::dragons_for_scenario(d, "unbalance"));
    CHECK_THAT(rulesets_error_of([&] { (void)data::dragons_for_scenario(d, "atlantis"); }),
               Catch::Contains("no scenario \"atlantis\""));

    json file = data::english_only(
        data::read_json_file(EDEN_SOURCE_DATA_DIR "/scenarios/king-of-eden.json"));
    file["dragons"] = "";
    CHECK_THAT(rulesets_error_of([&] { (void)scenario_from_json(file, "king-of-eden.json"); }),
               Catch::Contains("/dragons"));
}

TEST_CASE(
    "RULES.md 4 A dragon attack: the dragons' hand sizes are lists by player count, and one "
    "integer means every count",
    "[rules][dragons]") {
    Rules r;
    CHECK(r.dragon_attack_hand_size == std::vector<int>(5, -1));  // -1: the deck's 5 (000)
    apply_assignment(r, "dragons.attack_hand_size=3");
    CHECK(r.dragon_attack_hand_size == std::vector<int>(5, 3));
    apply_assignment(r, "dragons.heart_hand_size=[0,1,2,3,4]");
    CHECK(r.dragon_heart_hand_size == std::vector<int>{0, 1, 2, 3, 4});
    CHECK(rules_from_json(rules_to_json(r), "x", "") == r);

    const Rules before = r;
    CHECK_THAT(rulesets_error_of([&] { apply_assignment(r, "dragons.heart_hand_size=[0,1]"); }),
               Catch::Contains("a list of 5 (for 2 to 6 players)"));
    CHECK(rulesets_error_of([&] {
              apply_assignment(r, "dragons.attack_hand_size=[5,5,11,5,5]");
          }) == "--set: /dragons.attack_hand_size/2: must be an integer between -1 and 10");
    CHECK(r == before);

    // A save written when the sizes were one integer each still loads.
    json old_save = rules_to_json(Rules{});
    old_save["dragons.attack_hand_size"] = 4;
    old_save["dragons.heart_hand_size"] = -1;
    const Rules loaded = rules_from_json(old_save, "old.json", "/rules");
    CHECK(loaded.dragon_attack_hand_size == std::vector<int>(5, 4));
    CHECK(loaded.dragon_heart_hand_size == std::vector<int>(5, -1));
}

TEST_CASE(
    "RULES.md 4 with our balance: King of Eden scales the dragons' hands by player count, and "
    "the variant As printed restores 000's",
    "[rules][dragons]") {
    const auto d = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    const Rules koe = data::resolve_rules(d, "standard", "king-of-eden", "", {});
    CHECK(koe.dragon_attack_hand_size == std::vector<int>{4, 5, 5, 3, 3});
    CHECK(koe.dragon_heart_hand_size == std::vector<int>{0, 0, 0, 1, 1});
    const Rules printed = data::resolve_rules(d, "standard", "king-of-eden", "printed", {});
    CHECK(printed.dragon_attack_hand_size == Rules{}.dragon_attack_hand_size);
    CHECK(printed.dragon_heart_hand_size == Rules{}.dragon_heart_hand_size);
    CHECK(printed.victory == Victory::king_of_eden);
}
