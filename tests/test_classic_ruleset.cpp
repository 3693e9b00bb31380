// The classic ruleset (issue 18; seed 002, RULES.md §5): data/rulesets/classic.json lists every
// parameter with 002's value and words, defines only Supremacy (a ruleset's "scenarios"), and the
// New game choice and the panels' stock counters follow the ruleset chosen.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <memory>
#include <string>

#include "app/session/new_game.hpp"
#include "app/session/rules_sheet.hpp"
#include "app/session/stock_counters.hpp"
#include "bots/bot.hpp"
#include "data/data_files.hpp"
#include "data/data_texts.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/invariants.hpp"
#include "eden/core/rules.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using nlohmann::json;

namespace {

json classic_ruleset_json() {
    return data::english_only(data::read_json_file(EDEN_SOURCE_DATA_DIR "/rulesets/classic.json"));
}

std::string classic_error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const DataError& e) {
        return e.what();
    }
    return "";
}

// A classic game of two bots, chosen as the New game dialog chooses it.
GameSetup classic_two_bot_setup(std::uint64_t seed) {
    const auto& data = eden::test::shipped_data();
    app::NewGameChoice choice = app::default_new_game(data, seed);
    app::choose_ruleset(choice, data, "classic");
    return app::make_setup(data, choice);
}

}  // namespace

TEST_CASE("RULES.md §5: classic lists every parameter, described, with 002's values",
          "[rules][classic]") {
    const Ruleset r = ruleset_from_json(classic_ruleset_json(), "classic.json");
    CHECK(r.id == "classic");
    CHECK(r.name == "Classic (002)");
    REQUIRE(r.descriptions.size() == parameter_table().size());
    for (const auto& [id, desc] : r.descriptions) {
        CAPTURE(id);
        // Each says what 002 does, or why the parameter does not apply to classic.
        const bool says_002 = desc.find("002") != std::string::npos;
        const bool unused = desc.rfind("Not used", 0) == 0 || desc.rfind("Never applies", 0) == 0;
        CHECK((says_002 || unused));
    }
    const Rules& c = r.rules;
    // The map: RULES.md §5 preamble (002 §Setup, §Building the map, §Conquest Setup).
    CHECK(c.face_down_colours.size() == 7);  // 6 colours + black
    CHECK(c.face_down_colours.back() == TileColor::black);
    CHECK(c.forbid_tiles_next_to_portal);
    CHECK(c.portal_limit_counts_every_tile);
    CHECK(c.richness_counts_portals);
    CHECK_FALSE(c.portal_removal_keeps_map_connected);
    CHECK_FALSE(c.shard_civilization_chooses_colour);
    CHECK(c.conquest_first_player == ConquestFirstPlayer::first_final_portal);
    // C1-C9.
    CHECK(c.troops);
    CHECK(c.troops_at_start == 5);
    CHECK(c.troops_per_round == 3);
    CHECK(c.troops_per_round_heart == 4);
    CHECK(c.economy == Economy::stock);
    CHECK(c.extra_attacks == ExtraAttacks::bonus_turns);
    CHECK_FALSE(c.setup_purchase);
    CHECK(c.starting_resources == 0);
    CHECK(c.heart_loss_spends_pure_energy);
    CHECK(c.round_phases == std::vector<RoundPhase>{RoundPhase::expansion, RoundPhase::production,
                                                    RoundPhase::purchasing});
    CHECK(c.starting_small_crystals_min == 3);
    CHECK(c.starting_small_crystals_max == 3);
    CHECK(c.starting_medium_crystals == 1);
    CHECK(c.starting_cost1_units == 3);
    // 002 §Attacking a wild territory: 2 tiles between it and the nearest portal give 4.
    CHECK(c.base_defense_by_distance == std::vector<int>{0, 0, 2, 4});
    CHECK(c.victory == Victory::supremacy);
    CHECK(r.scenarios == std::vector<std::string>{"supremacy"});
}

TEST_CASE("A ruleset's scenarios: a hostile list is refused naming file and pointer",
          "[rules][classic]") {
    json j = classic_ruleset_json();
    j["scenarios"] = json::array();
    CHECK_THAT(classic_error_of([&] { ruleset_from_json(j, "c.json"); }),
               Catch::StartsWith("c.json: /scenarios: must be a non-empty list"));
    j["scenarios"] = "supremacy";
    CHECK_THAT(classic_error_of([&] { ruleset_from_json(j, "c.json"); }),
               Catch::StartsWith("c.json: /scenarios: must be a non-empty list"));
    j["scenarios"] = {"supremacy", 7};
    CHECK_THAT(classic_error_of([&] { ruleset_from_json(j, "c.json"); }),
               Catch::StartsWith("c.json: /scenarios/1: must be a scenario id"));
    j["scenarios"] = {"supremacy", ""};
    CHECK_THAT(classic_error_of([&] { ruleset_from_json(j, "c.json"); }),
               Catch::StartsWith("c.json: /scenarios/1: must be a scenario id"));
    j["scenarios"] = {"supremacy", "supremacy"};
    CHECK(classic_error_of([&] { ruleset_from_json(j, "c.json"); }) ==
          "c.json: /scenarios/1: scenario \"supremacy\" listed twice");
    // Left out, every scenario is offered (standard).
    j.erase("scenarios");
    const Ruleset all = ruleset_from_json(j, "c.json");
    CHECK(all.scenarios.empty());
    CHECK(ruleset_offers(all, "king-of-eden"));
}

TEST_CASE("RULES.md §5: classic defines Supremacy only, and King of Eden and Unbalance are refused",
          "[rules][classic]") {
    const auto& data = eden::test::shipped_data();
    REQUIRE(data.rulesets.count("classic"));
    for (const char* scenario : {"king-of-eden", "unbalance"}) {
        CAPTURE(scenario);
        CHECK_THAT(
            classic_error_of([&] { data::resolve_rules(data, "classic", scenario, "", {}); }),
            Catch::Contains("classic.json: /scenarios: the ruleset \"classic\" does not "
                            "define the scenario") &&
                Catch::Contains("it offers: supremacy"));
    }
    CHECK_NOTHROW(data::resolve_rules(data, "classic", "supremacy", "", {}));
    CHECK_NOTHROW(data::resolve_rules(data, "standard", "king-of-eden", "", {}));
}

TEST_CASE("Under classic every parameter stays a person's choice", "[rules][classic]") {
    const auto& data = eden::test::shipped_data();
    const Rules classic = data::resolve_rules(data, "classic", "supremacy", "", {});
    CHECK(classic.troops);
    CHECK(data::resolve_rules(data, "classic", "supremacy", "", {"game.hand_size=6"}).hand_size ==
          6);
    CHECK_FALSE(
        data::resolve_rules(data, "classic", "supremacy", "", {"troops.enabled=false"}).troops);
}

TEST_CASE("New game: the ruleset chosen offers only its scenarios and names the game's ruleset",
          "[app][classic]") {
    const auto& data = eden::test::shipped_data();
    app::NewGameChoice choice = app::default_new_game(data, 3);
    choice.scenario = "king-of-eden";
    choice.rule_changes["game.hand_size"] = 6;
    CHECK(app::scenarios_offered(data, "standard").size() == data.scenarios.size());
    CHECK(app::scenarios_offered(data, "classic") == std::vector<std::string>{"supremacy"});
    app::choose_ruleset(choice, data, "classic");
    CHECK(choice.ruleset == "classic");
    CHECK(choice.scenario == "supremacy");  // King of Eden is not defined with troops
    CHECK(choice.rule_changes.empty());     // changes belonged to the other ruleset
    CHECK_FALSE(app::new_game_problem(data, choice));
    const GameSetup setup = app::make_setup(data, choice);
    CHECK(setup.ruleset_id == "classic");
    CHECK(setup.rules.troops);
    // The rules sheet reads the game's ruleset, its values and words.
    const auto sheet =
        app::rules_sheet(data.rulesets.at("classic"), data.scenarios.at("supremacy"), setup.rules);
    CHECK(sheet.ruleset == "Classic (002)");
    for (const auto& row : sheet.rows)
        if (row.id == "troops.enabled") {
            CHECK(row.value == "true");
            CHECK_FALSE(row.changed);
        }
    app::choose_ruleset(choice, data, "nope");  // an unknown id changes nothing
    CHECK(choice.ruleset == "classic");
}

TEST_CASE(
    "002 The Reinforcements phase: the panel's stock counters are the player's stock, the "
    "value of his crystals in front and his pure energy",
    "[app][classic]") {
    GameState state(classic_two_bot_setup(5));
    auto bot0 = bots::make_bot("heuristic", 1);
    auto bot1 = bots::make_bot("heuristic", 2);
    CHECK_FALSE(app::stock_counters(state, 0));  // map creation: no stock yet
    bool seen_expansion_cap = false;
    // Play until a seat buys in the Reinforcements phase with crystals in front, and a seat has
    // crystals in front in a later expansion.
    bool seen_cap = false;
    for (int i = 0; i < 20000 && !(seen_cap && seen_expansion_cap) && state.pending().player >= 0;
         ++i) {
        const Decision d = state.pending();
        const Action a = (d.player == 0 ? bot0 : bot1)->choose(state, d);
        const ConservedTotals before = conserved_totals(state);
        const ApplyResult applied = state.apply(a);
        REQUIRE(applied.ok);
        REQUIRE_FALSE(invariant_violation(before, state, applied.events));
        if (state.phase() == Phase::conquest && state.conquest().step == ConquestStep::expansion &&
            state.conquest().round > 1 && state.pending().player >= 0) {
            // The cap of the coming Reinforcements phase: nothing of it is spent yet, whatever
            // the last phase spent.
            const auto during = app::stock_counters(state, state.pending().player);
            REQUIRE(during);
            CHECK(during->spent_on_units == 0);
            CHECK(during->units_left() == during->crystals_in_front);
            seen_expansion_cap = seen_expansion_cap || during->crystals_in_front > 0;
        }
        if (state.phase() != Phase::conquest || state.conquest().step != ConquestStep::purchasing)
            continue;
        const int p = state.pending().player;
        if (p < 0) continue;
        const auto counters = app::stock_counters(state, p);
        REQUIRE(counters);
        const PlayerState& ps = state.conquest().players[static_cast<std::size_t>(p)];
        CHECK(counters->stock == ps.stock);
        CHECK(counters->pure_energy == ps.pure_energy);
        CHECK(counters->spent_on_units == ps.unit_spending);
        int in_front = 0;
        for (CardId c : ps.piles.set_aside)
            in_front += state.setup()
                            .cards
                            ->cards[static_cast<std::size_t>(
                                state.conquest().cards[static_cast<std::size_t>(c)].def)]
                            .crystal_value;
        CHECK(counters->crystals_in_front == in_front);
        CHECK(counters->units_left() == std::max(0, in_front - ps.unit_spending));
        seen_cap = seen_cap || in_front > 0;
    }
    CHECK(seen_cap);
    CHECK(seen_expansion_cap);
    // Standard keeps resources on the territories: no stock counters.
    const auto& data = eden::test::shipped_data();
    GameState standard(app::make_setup(data, app::default_new_game(data, 5)));
    CHECK_FALSE(app::stock_counters(standard, 0));
}
