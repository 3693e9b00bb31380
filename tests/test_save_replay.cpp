// Saves, replays and the per-seat view (DESIGN.md "The engine contract": a seed plus the
// action log replays a game exactly; a state serializes losslessly; a corrupt save is refused,
// never half-loaded; view_for(player) gives what one seat may see).
#include <catch2/catch.hpp>

#include "bots/driver.hpp"
#include "bots/random_bot.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using nlohmann::json;

namespace {

std::vector<std::unique_ptr<bots::Bot>> random_bots(int n, std::uint64_t seed) {
    std::vector<std::unique_ptr<bots::Bot>> out;
    for (int i = 0; i < n; ++i)
        out.push_back(std::make_unique<bots::RandomBot>(seed + 17 * i));
    return out;
}

GameState played(GameSetup setup, int max_actions) {
    GameState s(std::move(setup));
    auto bots = random_bots(static_cast<int>(s.setup().players.size()), 99);
    bots::drive(s, bots, max_actions);
    return s;
}

std::string load_error(const json& save) {
    try {
        load_save(save, "save.json");
    } catch (const DataError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("DESIGN.md: save -> load -> save gives identical JSON", "[save]") {
    for (int actions : {0, 5, 40, 100000}) {
        CAPTURE(actions);
        const GameState s = played(eden_test::basic_setup(3, 21, TileColor::white), actions);
        const json first = make_save(s);
        const GameState loaded = load_save(first, "save.json");
        CHECK(loaded == s);
        CHECK(make_save(loaded).dump() == first.dump());
    }
}

TEST_CASE("DESIGN.md: a state serializes to JSON and back losslessly", "[save]") {
    auto setup = eden_test::basic_setup(4, 8);
    setup.rules = eden_test::rules_for_scenario("king-of-eden");
    for (int actions : {0, 7, 30, 100000}) {
        CAPTURE(actions);
        const GameState s = played(setup, actions);
        const GameState back = GameState::from_json(s.to_json(), "state");
        CHECK(back == s);
        CHECK(back.to_json() == s.to_json());
        CHECK(back.pending().options == s.pending().options);
    }
}

TEST_CASE("DESIGN.md: seed + setup + actions replay to the identical state", "[save]") {
    const GameState s = played(eden_test::basic_setup(5, 1234), 100000);
    REQUIRE(s.phase() == Phase::map_complete);
    const GameState again = replay(s.setup(), s.action_log());
    CHECK(again.to_json().dump() == s.to_json().dump());
}

TEST_CASE("DESIGN.md: a corrupt save is refused with the place of the problem", "[save]") {
    const GameState s = played(eden_test::basic_setup(2, 5), 30);
    const json good = make_save(s);
    REQUIRE(load_error(good).empty());

    json tampered_snapshot = good;
    tampered_snapshot["snapshot"]["hands"][0]["black_tiles_received"] = 3;
    CHECK_THAT(load_error(tampered_snapshot),
               Catch::Contains("save.json: /snapshot: does not match"));

    json illegal_action = good;
    illegal_action["actions"][3] = {{"type", "place_portal"}, {"q", 40}, {"r", 40}};
    CHECK_THAT(load_error(illegal_action),
               Catch::Contains("save.json: /actions/3: the action log does not replay"));

    json unknown_action = good;
    unknown_action["actions"][1] = {{"type", "teleport"}};
    CHECK(load_error(unknown_action) ==
          "save.json: /actions/1/type: unknown action type \"teleport\"");

    json wrong_format = good;
    wrong_format["format"] = "something-else";
    CHECK_THAT(load_error(wrong_format), Catch::Contains("/format"));

    json missing = good;
    missing.erase("setup");
    CHECK(load_error(missing) == "save.json: /: missing \"setup\"");

    json bad_setup = good;
    bad_setup["setup"]["players"][1]["civilization"] =
        bad_setup["setup"]["players"][0]["civilization"];
    CHECK_THAT(load_error(bad_setup), Catch::Contains("two players chose the civilization"));
}

TEST_CASE(
    "DESIGN.md: view_for hides face-down piles and the generator, not a drawn tile (RULES.md "
    "§7 H3)",
    "[save]") {
    auto setup = eden_test::basic_setup(3, 77);
    setup.first_player = 0;
    GameState s(setup);
    // Alice draws a face-down tile: she places it at once, face up (RULES.md §7 H3), so it is
    // nobody's secret.
    REQUIRE(s.apply(DrawTile{false}));
    REQUIRE(s.turn().in_hand.has_value());
    const json mine = s.view_for(0);
    const json theirs = s.view_for(1);
    CHECK(mine["turn"]["in_hand"] == std::string(to_string(*s.turn().in_hand)));
    CHECK(theirs["turn"]["in_hand"] == std::string(to_string(*s.turn().in_hand)));
    CHECK_FALSE(theirs.contains("rng"));
    CHECK(theirs["hands"][0]["face_down"] == 7);  // a count, not the order of the pile
    CHECK_FALSE(s.pending().reveals_private_info_of.has_value());
}

TEST_CASE("DESIGN.md: undo is offered only for actions that revealed nothing", "[save]") {
    auto setup = eden_test::basic_setup(2, 31);
    setup.first_player = 0;
    GameState s(setup);
    CHECK_FALSE(s.can_undo());  // nothing to undo yet
    // Taking the face-up tile reveals nothing: it was face up.
    const GameState before = s;
    REQUIRE(s.apply(DrawTile{true}));
    REQUIRE(s.can_undo());
    CHECK(s.undone() == before);
    // Placing it reveals nothing either; undo goes back one step at a time.
    const GameState before_place = s;
    REQUIRE(s.apply(s.pending().options.front()));
    REQUIRE(s.can_undo());
    CHECK(s.undone() == before_place);
    CHECK(s.undone().undone() == before);
    // Turning a face-down tile over is a look at hidden information: no undo.
    while (s.pending().player == 0)
        REQUIRE(s.apply(FinishPortalStep{}));
    REQUIRE(s.apply(DrawTile{false}));
    CHECK(s.last_action_revealed_information());
    CHECK_FALSE(s.can_undo());
    CHECK_THROWS_AS(s.undone(), std::logic_error);
}
