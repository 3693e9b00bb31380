// Property test of the setup check (issue 34, "What to build": "a property test that draws
// random combinations of in-range parameters: every one is either refused by the check or plays
// games to an end with 0 violations and no decision without options").
//
// For each shipped ruleset, combinations start from one of the scenarios it offers (and maybe a
// variant), then move 1 to 6 parameters to random values inside their ranges (core/rules.hpp's
// table; unfinished parameters stay, as a person cannot set them), with 2 to 6 players of
// distinct civilizations. A refused combination costs only the check. An accepted one builds its
// map and plays a short conquest (random and heuristic bots, invariants checked after every
// action): it must never reach a decision without options, break an invariant, throw, or run
// past its action cap (issue 34 item 3's runaways).
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "bots/simulation.hpp"
#include "eden/core/rng.hpp"
#include "eden/core/setup_check.hpp"
#include "support/property_runs.hpp"
#include "support/shipped_data.hpp"

using namespace eden;

namespace {

constexpr int kCombinations = eden::test::property_runs(2000);
// Short games: the map and settling are where the parameters bite; a few rounds of conquest
// show the economy and battle parameters at work.
constexpr int kMaxRounds = 2;
// Far above a short game's actions (a few hundred); a runaway stops here and fails.
constexpr int kMaxActions = 20000;

int pick(Rng& rng, int lo, int hi) {
    return static_cast<int>(rng.uniform_int(lo, hi));
}

// A random value of the parameter, inside its range.
nlohmann::json random_value(Rng& rng, const ParamInfo& info) {
    using nlohmann::json;
    switch (info.type) {
        case ParamType::integer:
            return pick(rng, info.min, info.max);
        case ParamType::boolean:
            return pick(rng, 0, 1) == 1;
        case ParamType::choice:
            return std::string(
                info.choices[static_cast<std::size_t>(pick(rng, 0, int(info.choices.size()) - 1))]);
        case ParamType::phase_order: {
            std::vector<std::string> order(info.choices.begin(), info.choices.end());
            rng.shuffle(order);
            return order;
        }
        case ParamType::colour_list: {
            json list = json::array();
            const int n = pick(rng, 1, 10);
            for (int i = 0; i < n; ++i)
                list.push_back(std::string(to_string(kAllTileColors[static_cast<std::size_t>(
                    pick(rng, 0, kAllTileColors.size() - 1))])));
            return list;
        }
        case ParamType::integer_list: {
            json list = json::array();
            const int n = info.list_size > 0 ? info.list_size : pick(rng, 2, 6);
            for (int i = 0; i < n; ++i)
                list.push_back(pick(rng, info.min, info.max));
            return list;
        }
    }
    return nullptr;
}

struct Tally {
    int refused = 0;
    int played = 0;
    int finished = 0;
};

Tally run_ruleset(const std::string& ruleset_id, std::uint64_t first_seed) {
    const data::GameData& data = test::shipped_data();
    const Ruleset& ruleset = data.rulesets.at(ruleset_id);
    const auto cards = std::make_shared<const CardLibrary>(data.cards);
    std::vector<std::string> scenarios = ruleset.scenarios;
    if (scenarios.empty())
        for (const auto& [id, s] : data.scenarios)
            scenarios.push_back(id);
    std::vector<const ParamInfo*> settable;
    for (const ParamInfo& info : parameter_table())
        if (!info.unfinished) settable.push_back(&info);

    Tally tally;
    for (int i = 0; i < kCombinations; ++i) {
        const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(i);
        Rng rng(seed);
        const Scenario& scenario = data.scenarios.at(
            scenarios[static_cast<std::size_t>(pick(rng, 0, int(scenarios.size()) - 1))]);
        std::string variant;
        if (!scenario.variants.empty() && pick(rng, 0, 1) == 1)
            variant = scenario
                          .variants[static_cast<std::size_t>(
                              pick(rng, 0, int(scenario.variants.size()) - 1))]
                          .id;
        GameSetup setup;
        setup.seed = seed;
        setup.ruleset_id = ruleset_id;
        setup.scenario_id = scenario.id;
        setup.variant_id = variant;
        setup.rules = rules_for(ruleset, scenario, variant, "test");
        std::string changed;
        for (int k = pick(rng, 1, 6); k > 0; --k) {
            const ParamInfo& info =
                *settable[static_cast<std::size_t>(pick(rng, 0, int(settable.size()) - 1))];
            const nlohmann::json value = random_value(rng, info);
            set_parameter(setup.rules, info.id, value, "test", "");
            changed += " " + std::string(info.id) + "=" + value.dump();
        }
        std::vector<const Civilization*> civs;
        for (const Civilization& c : cards->civilizations)
            civs.push_back(&c);
        rng.shuffle(civs);
        const int players = pick(rng, 2, 6);
        for (int p = 0; p < players; ++p)
            setup.players.push_back({"P" + std::to_string(p + 1),
                                     civs[static_cast<std::size_t>(p)]->id,
                                     civs[static_cast<std::size_t>(p)]->resource});
        setup.cards = cards;
        if (!scenario.dragons.empty())
            setup.dragons =
                std::make_shared<const DragonDeckDef>(data.dragons.at(scenario.dragons));

        INFO(ruleset_id << " #" << i << ": " << players << " players, " << scenario.id
                        << (variant.empty() ? "" : "/" + variant) << ", set" << changed);
        if (const auto refusal = check_setup(setup)) {
            // A refusal names the parameters at fault and why.
            REQUIRE_FALSE(refusal->parameters.empty());
            REQUIRE_FALSE(refusal->reason.empty());
            ++tally.refused;
            continue;
        }
        GameState state(setup);  // an accepted setup starts
        state.set_prompts(false);
        std::vector<std::unique_ptr<bots::Bot>> seats;
        for (int p = 0; p < players; ++p)
            seats.push_back(bots::make_bot(p % 2 ? "random" : "heuristic", seed * 31 + p));
        bots::PlayOptions options;
        options.max_rounds = kMaxRounds;
        options.max_actions = kMaxActions;
        const bots::GameRecord r = bots::play_game(state, seats, options);
        INFO(r.actions << " actions, " << r.rounds << " rounds");
        CHECK(r.violation.value_or("") == "");
        CHECK(r.actions < kMaxActions);
        ++tally.played;
        if (r.finished) ++tally.finished;
    }
    return tally;
}

}  // namespace

TEST_CASE(
    "2000 random in-range parameter combinations per ruleset (400 under the sanitizers) are "
    "refused by the setup check or play without a violation or a decision without options",
    "[setup-property]") {
    for (const std::string ruleset : {"standard", "classic"}) {
        const Tally t = run_ruleset(ruleset, ruleset == "standard" ? 1 : 1000000);
        INFO(ruleset << ": " << t.refused << " refused, " << t.played << " played, " << t.finished
                     << " finished");
        // Both outcomes are exercised: neither a check that refuses everything nor one that
        // lets every combination through passes unnoticed.
        CHECK(t.refused > kCombinations / 20);
        CHECK(t.played > kCombinations / 5);
    }
}
