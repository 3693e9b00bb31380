// Property test (issue: "for 2-6 players and 500 seeds, a bot-driven map creation ends, the
// finished map satisfies every constraint (checked by a checker independent of the placement
// code), and replaying its action log reproduces it exactly"). The scenarios rotate with the
// seed so the standard build, Unbalance's blind placement and King of Eden's chains all run.
#include <catch2/catch.hpp>

#include "bots/driver.hpp"
#include "bots/random_bot.hpp"
#include "eden/core/save.hpp"
#include "eden/map/json.hpp"
#include "support/independent_map_checker.hpp"
#include "support/property_runs.hpp"
#include "support/test_setups.hpp"

using namespace eden;

namespace {

constexpr int kSeedsPerPlayerCount = eden::test::property_runs(500);
// The first seeds are also checked after every single action ("at any time").
constexpr int kSeedsCheckedAtEveryAction = 60;

const char* scenario_for(std::uint64_t seed) {
    static const char* scenarios[] = {"supremacy", "unbalance", "king-of-eden",
                                      "king-of-eden/open"};
    return scenarios[seed % 4];
}

eden_test::MapCheckOptions options_for(const GameState& s) {
    eden_test::MapCheckOptions o;
    o.portal_min_distance_heart = s.rules().portal_min_distance_heart;
    o.portal_min_distance_portal = s.rules().portal_min_distance_portal;
    o.portal_max_ordinary_neighbours = s.rules().portal_max_ordinary_neighbours;
    o.richness_min_colours = s.rules().richness_min_colours;
    for (int p = 0; p < s.player_count(); ++p)
        if (auto c = s.map_hand(p).shard_colour)
            o.shard_colour_by_player[p] = std::string(to_string(*c));
    return o;
}

void check_every_action(GameState& s, std::vector<std::unique_ptr<bots::Bot>>& bots) {
    const auto after = [&](const GameState& st, const ApplyResult& r) {
        const auto j = map_to_json(st.map(), "m");
        const auto violations = eden_test::check_map_any_time(j, options_for(st));
        INFO(st.action_log().size() << " actions in");
        REQUIRE(violations.empty());
        for (const auto& e : r.events) {
            const auto* placed = std::get_if<TilePlaced>(&e);
            if (!placed) continue;
            // 003: no ordinary tile at distance 3 or less from the placer's own portal — except
            // King of Eden's face-up tile, which RULES.md §4 puts touching the portal.
            const auto portal = st.map().portal_of(placed->player);
            if (!portal || st.rules().setup == MapSetup::king_of_eden_chain) continue;
            const int d =
                eden_test::path_distance(j, placed->at.q, placed->at.r, portal->q, portal->r);
            REQUIRE(d >= st.rules().own_portal_min_tile_distance);
        }
    };
    const auto result = bots::drive(s, bots, 100000, after);
    REQUIRE(result.finished);
}

void run_property(int players) {
    for (std::uint64_t seed = 1; seed <= kSeedsPerPlayerCount; ++seed) {
        auto setup =
            eden_test::basic_setup(players, seed, seed % 2 ? TileColor::white : TileColor::green);
        setup.rules = eden_test::rules_for_scenario(scenario_for(seed));
        INFO(players << " players, seed " << seed << ", " << scenario_for(seed));
        GameState s(setup);
        std::vector<std::unique_ptr<bots::Bot>> bots;
        for (int i = 0; i < players; ++i)
            bots.push_back(
                std::make_unique<bots::RandomBot>(seed * 7919 + static_cast<std::uint64_t>(i)));
        if (seed <= kSeedsCheckedAtEveryAction) {
            check_every_action(s, bots);
        } else {
            REQUIRE(bots::drive(s, bots, 100000).finished);
        }
        REQUIRE(s.phase() == Phase::map_complete);

        auto options = options_for(s);
        options.expected_players = players;
        const auto violations = eden_test::check_finished_map(map_to_json(s.map(), "m"), options);
        CAPTURE(violations);
        REQUIRE(violations.empty());

        const GameState again = replay(s.setup(), s.action_log());
        REQUIRE(again.to_json().dump() == s.to_json().dump());
    }
}

}  // namespace

// One test case per player count, so CTest can run them in parallel.
TEST_CASE(
    "RULES.md §2: 500 bot-driven map creations (100 under the sanitizers) with 2 players end legal "
    "and replay exactly",
    "[map-property]") {
    run_property(2);
}
TEST_CASE(
    "RULES.md §2: 500 bot-driven map creations (100 under the sanitizers) with 3 players end legal "
    "and replay exactly",
    "[map-property]") {
    run_property(3);
}
TEST_CASE(
    "RULES.md §2: 500 bot-driven map creations (100 under the sanitizers) with 4 players end legal "
    "and replay exactly",
    "[map-property]") {
    run_property(4);
}
TEST_CASE(
    "RULES.md §2: 500 bot-driven map creations (100 under the sanitizers) with 5 players end legal "
    "and replay exactly",
    "[map-property]") {
    run_property(5);
}
TEST_CASE(
    "RULES.md §2: 500 bot-driven map creations (100 under the sanitizers) with 6 players end legal "
    "and replay exactly",
    "[map-property]") {
    run_property(6);
}
