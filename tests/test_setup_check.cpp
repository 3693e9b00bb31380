// The setup check (issue 34): each combination the issue found breaking a game is refused
// before the game starts, naming the parameters at fault, by setup_problem() (New game, the
// lab, simulate, sweep, map and loading a save all ask it) and by GameState's constructor.
#include <catch2/catch.hpp>

#include "app/session/new_game.hpp"
#include "bots/bot.hpp"
#include "bots/driver.hpp"
#include "bots/simulation.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"
#include "eden/core/setup_check.hpp"
#include "eden/text/language.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using Catch::Matchers::Contains;

namespace {

// A game of the shipped data: ruleset + scenario (+ variant) + --set assignments, `players`
// players of the first civilizations, with the cards and the scenario's dragons.
GameSetup shipped_setup(const std::string& ruleset, const std::string& scenario,
                        const std::vector<std::string>& assignments, int players = 4,
                        const std::string& variant = "") {
    const data::GameData& d = test::shipped_data();
    GameSetup s;
    s.seed = 7;
    s.ruleset_id = ruleset;
    s.scenario_id = scenario;
    s.variant_id = variant;
    s.rules = data::resolve_rules(d, ruleset, scenario, variant, assignments);
    for (int p = 0; p < players; ++p) {
        const Civilization& civ = d.cards.civilizations.at(static_cast<std::size_t>(p));
        s.players.push_back({"P" + std::to_string(p + 1), civ.id, civ.resource});
    }
    s.cards = std::make_shared<const CardLibrary>(d.cards);
    s.dragons = data::dragons_for_scenario(d, scenario);
    return s;
}

// The refusal's message, which names every parameter at fault.
std::string refusal_of(const GameSetup& s) {
    const auto problem = setup_problem(s);
    REQUIRE(problem.has_value());
    // The engine refuses it too: no game starts from it, whoever builds the setup.
    REQUIRE_THROWS_AS(GameState(s), std::invalid_argument);
    return *problem;
}

// Builds the map with random bots: it must end with every decision offering an option.
void build_map_to_the_end(const GameSetup& s) {
    GameSetup map_only = s;
    map_only.cards = nullptr;  // a map-building session stops when the map is complete
    GameState state(map_only);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (std::size_t p = 0; p < s.players.size(); ++p)
        seats.push_back(bots::make_bot("random", 11 + p));
    REQUIRE(bots::drive(state, seats, 5000).finished);
    REQUIRE(state.phase() == Phase::map_complete);
}

}  // namespace

TEST_CASE("issue 34 item 1: a King of Eden chain longer than the face-down pile is refused",
          "[setup-check]") {
    // RULES.md §4 "Map": a chain's tiles come from the player's face-down pile (8 tiles in
    // 003); 9 and 10 were offered by New game and read past the pile.
    for (int length : {9, 10}) {
        INFO("chain of " << length);
        const std::string why =
            refusal_of(shipped_setup("standard", "king-of-eden",
                                     {"map.king_of_eden_chain_length=" + std::to_string(length)}));
        CHECK_THAT(why, Contains("map.king_of_eden_chain_length"));
        CHECK_THAT(why, Contains("map.face_down_colours"));
    }
    // Fewer face-down colours than the chain needs.
    CHECK_THAT(refusal_of(shipped_setup("standard", "king-of-eden",
                                        {R"(map.face_down_colours=["red","green"])"})),
               Contains("map.king_of_eden_chain_length"));
    // The longest chain the pile allows is either refused for want of room or built whole.
    for (int players = 2; players <= 6; ++players) {
        INFO(players << " players");
        const GameSetup s =
            shipped_setup("standard", "king-of-eden", {"map.king_of_eden_chain_length=8"}, players);
        if (!setup_problem(s)) build_map_to_the_end(s);
    }
}

TEST_CASE("issue 34 item 1: a save of a refused setup is not loaded", "[setup-check]") {
    // Loading a save asks the same check (setup_from_json calls setup_problem).
    GameSetup s = shipped_setup("standard", "king-of-eden", {});
    nlohmann::json j = setup_to_json(s);
    j["rules"]["map.king_of_eden_chain_length"] = 10;
    try {
        setup_from_json(j, "game.json", "/setup");
        FAIL("a chain of 10 was loaded");
    } catch (const DataError& e) {
        CHECK(e.pointer() == "/setup");
        CHECK_THAT(e.problem(), Contains("map.king_of_eden_chain_length"));
    }
}

TEST_CASE("issue 34 item 3: parameters that leave a decision without options are refused",
          "[setup-check]") {
    // A player's tiles 20 from his own portal: his last tiles found no spot.
    CHECK_THAT(
        refusal_of(shipped_setup("standard", "supremacy", {"map.own_portal_min_tile_distance=20"})),
        Contains("map.own_portal_min_tile_distance"));
    // A chain of 1 puts the portal 2 from the Heart, where no portal may stand (003: 4).
    CHECK_THAT(
        refusal_of(shipped_setup("standard", "king-of-eden", {"map.king_of_eden_chain_length=1"})),
        Contains("map.portal_min_distance_heart"));
    // RULES.md §5: King of Eden and Unbalance are not defined for troops.
    CHECK_THAT(refusal_of(shipped_setup("standard", "king-of-eden", {"troops.enabled=true"})),
               Contains("troops.enabled"));
    CHECK_THAT(refusal_of(shipped_setup("standard", "unbalance", {"troops.enabled=true"})),
               Contains("game.victory"));
    // RULES.md §5 C7: bonus turns are paid in troops.
    CHECK_THAT(
        refusal_of(shipped_setup("standard", "supremacy", {"game.extra_attacks=bonus_turns"})),
        Contains("game.extra_attacks"));
}

TEST_CASE("issue 34 item 3: portals farther apart than the dealt tiles reach are refused",
          "[setup-check]") {
    // 6 portals 20 apart: every portal waited for black tiles, one at a time (8-21 s a game).
    CHECK_THAT(refusal_of(shipped_setup("standard", "supremacy",
                                        {"map.portal_min_distance_portal=20"}, 6)),
               Contains("map.portal_min_distance_portal"));
    CHECK_THAT(
        refusal_of(shipped_setup("standard", "supremacy", {"map.portal_min_distance_heart=20"}, 2)),
        Contains("map.portal_min_distance_heart"));
}

TEST_CASE("issue 34 item 3: a King of Eden victory needs the dragons", "[setup-check]") {
    // Supremacy names no dragon deck: King of Eden's victory ended every game at round 0.
    const std::string why =
        refusal_of(shipped_setup("standard", "supremacy", {"game.victory=king_of_eden"}));
    CHECK_THAT(why, Contains("game.victory"));
    CHECK_THAT(why, Contains("dragon"));
    // The King of Eden scenario brings its deck: accepted.
    CHECK_FALSE(setup_problem(shipped_setup("standard", "king-of-eden", {})));
}

TEST_CASE("issue 34 item 3: a minimum above its maximum is refused", "[setup-check]") {
    const std::string why = refusal_of(shipped_setup(
        "standard", "supremacy",
        {"game.starting_small_crystals_min=5", "game.starting_small_crystals_max=3"}));
    CHECK_THAT(why, Contains("game.starting_small_crystals_min"));
    CHECK_THAT(why, Contains("game.starting_small_crystals_max"));
    // check_rules says the same of rules built in code, and of values out of their range.
    Rules r;
    r.min_players = 5;
    r.max_players = 3;
    REQUIRE(check_rules(r, 4));
    CHECK(check_rules(r, 4)->parameters ==
          std::vector<std::string>{"game.min_players", "game.max_players"});
    Rules wide;
    wide.hand_size = 99;  // the table's range is 1 to 20
    REQUIRE(check_rules(wide, 4));
    CHECK(check_rules(wide, 4)->parameters == std::vector<std::string>{"game.hand_size"});
}

TEST_CASE("issue 34 item 10: starting decks larger than the supply are refused, naming the setting",
          "[setup-check]") {
    // 003 §Deck: the crystals of every starting deck come from the supply (30 Medium Energy
    // Crystals in data/cards/common.json): 4 decks of 10 took 40 and the game stopped with "the
    // medium_energy_crystal supply pile is empty".
    const std::string why =
        refusal_of(shipped_setup("standard", "supremacy", {"game.starting_medium_crystals=10"}));
    CHECK_THAT(why, Contains("game.starting_medium_crystals"));
    CHECK_THAT(why, Contains("supply"));
    CHECK_FALSE(
        setup_problem(shipped_setup("standard", "supremacy", {"game.starting_medium_crystals=7"})));
}

TEST_CASE("issue 34 item 10: a setup purchase leaves the crystals later starting decks take",
          "[setup-check]") {
    // 003 §Deck: each starting deck takes its crystals from the supply; 6 decks of 5 Medium
    // Energy Crystals take all 30. Unbalance's protagonist settles first with 13 resources and
    // bought Medium Energy Crystals in his setup purchase, so the last player's deck found the
    // pile empty and the game stopped ("the medium_energy_crystal supply pile is empty"). The
    // copies promised to the decks still to be dealt are not for sale. (Random bots buy what
    // heuristic ones leave: seed 1 with this mix found the empty pile.)
    const GameSetup setup = shipped_setup(
        "standard", "unbalance",
        {"game.starting_medium_crystals=5", "unbalance.protagonist_starting_resources=13",
         "game.starting_cost1_units=2"},
        6, "open");
    REQUIRE_FALSE(setup_problem(setup));
    const int medium = *setup.cards->index_of("medium_energy_crystal");
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        GameSetup s = setup;
        s.seed = seed;
        GameState state(s);
        std::vector<std::unique_ptr<bots::Bot>> seats;
        for (int p = 0; p < 6; ++p)
            seats.push_back(bots::make_bot(p % 2 ? "random" : "heuristic",
                                           seed * 7 + static_cast<std::uint64_t>(p)));
        bots::PlayOptions options;
        options.max_rounds = 1;
        const bots::GameRecord r = bots::play_game(state, seats, options);
        INFO("seed " << seed);
        CHECK(r.violation.value_or("") == "");
        REQUIRE(state.phase() == Phase::conquest);
        REQUIRE(state.conquest().round >= 1);
        std::vector<int> mediums(6, 0);
        for (const CardInstance& card : state.conquest().cards)
            if (card.def == medium && card.owner >= 0)
                ++mediums[static_cast<std::size_t>(card.owner)];
        for (int p = 0; p < 6; ++p)
            CHECK(mediums[static_cast<std::size_t>(p)] >= 5);
    }
}

TEST_CASE("issue 34 item 10: a scenario naming a missing dragon deck is a data error",
          "[setup-check]") {
    data::GameData d = test::shipped_data();
    d.dragons.clear();
    try {
        data::dragons_for_scenario(d, "king-of-eden");
        FAIL("no error");
    } catch (const DataError& e) {  // was "map::at"
        CHECK(e.pointer() == "/dragons");
        CHECK_THAT(e.problem(), Contains("king_of_eden"));
    }
}

TEST_CASE("the shipped rulesets and scenarios pass the setup check", "[setup-check]") {
    const data::GameData& d = test::shipped_data();
    for (const auto& [rid, ruleset] : d.rulesets)
        for (const auto& [sid, scenario] : d.scenarios) {
            if (!ruleset_offers(ruleset, sid)) continue;
            std::vector<std::string> variants{""};
            for (const auto& v : scenario.variants)
                variants.push_back(v.id);
            for (const auto& variant : variants)
                for (int players = 2; players <= 6; ++players) {
                    INFO(rid << " " << sid << "/" << variant << ", " << players << " players");
                    CHECK(setup_problem(shipped_setup(rid, sid, {}, players, variant)) ==
                          std::nullopt);
                }
        }
}

TEST_CASE("issue 34: the New game dialog shows the refusal and keeps Start disabled",
          "[setup-check]") {
    // The dialog disables Start while new_game_problem() returns a sentence, and shows it.
    const data::GameData& d = test::shipped_data();
    app::NewGameChoice choice = app::default_new_game(d, 3);
    choice.scenario = "king-of-eden";
    REQUIRE_FALSE(app::new_game_problem(d, choice));
    // Rules variants offers chain lengths up to 10.
    choice.rule_changes["map.king_of_eden_chain_length"] = 10;
    const auto problem = app::new_game_problem(d, choice);
    REQUIRE(problem);
    CHECK_THAT(text::render(*problem, {}, text::Language::english),
               Contains("map.king_of_eden_chain_length"));
}
