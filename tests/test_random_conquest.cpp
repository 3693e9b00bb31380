// Random playouts of whole games (DESIGN.md "Habits": random playouts that check invariants
// after every action; issue: 2 000 seeded random games, 2–6 players, Supremacy and Unbalance).
//
// Each game is played by random legal bots from an empty map to the scenario's end or the round
// cap, with the invariants checked after every action (no card, resource or pure energy appears
// or vanishes except by a rule; every pending decision has a legal option and accepts each
// option it lists). Then the game is replayed from its setup and action log and must reach the
// very same state.
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "bots/simulation.hpp"
#include "eden/core/save.hpp"
#include "support/conquest_fixture.hpp"
#include "support/property_runs.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using namespace eden_test;

namespace {

struct Variety {
    int players;
    const char* scenario;
    Victory victory;
    BlindPlacement blind;
};

// Game i: 2 to 6 players in turn; Supremacy, Unbalance and Unbalance's open variant in turn.
Variety variety(int i) {
    const int players = 2 + i % 5;
    switch ((i / 5) % 3) {
        case 0:
            return {players, "supremacy", Victory::supremacy, BlindPlacement::none};
        case 1:
            return {players, "unbalance", Victory::unbalance, BlindPlacement::all_but_first_player};
        default:
            return {players, "unbalance/open", Victory::unbalance_then_supremacy,
                    BlindPlacement::none};
    }
}

}  // namespace

TEST_CASE(
    "2000 random games (400 under the sanitizers) with every civilization keep every "
    "invariant and replay exactly",
    "[conquest-property]") {
    constexpr int kGames = eden::test::property_runs(2000);
    constexpr int kMaxRounds = 40;
    int finished = 0;
    int capped = 0;
    for (int i = 0; i < kGames; ++i) {
        const Variety v = variety(i);
        // Every civilization of data/ takes part, the crystal-shard one (first in turn) too.
        GameSetup setup =
            basic_setup(v.players, 1000 + static_cast<std::uint64_t>(i),
                        kResourceColors[static_cast<std::size_t>(i / 15) % kResourceColors.size()]);
        setup.scenario_id = v.scenario;
        setup.rules.victory = v.victory;
        setup.rules.blind_placement = v.blind;
        setup.cards = designed_cards();
        for (PlayerSetup& p : setup.players)
            for (const Civilization& civ : setup.cards->civilizations)
                if (civ.resource == p.resource) p.civilization = civ.id;
        GameState state(setup);
        std::vector<std::unique_ptr<bots::Bot>> seats;
        for (int p = 0; p < v.players; ++p)
            seats.push_back(bots::make_bot(
                "random", 7919ULL * static_cast<std::uint64_t>(i) + static_cast<std::uint64_t>(p)));
        bots::PlayOptions options;
        options.max_rounds = kMaxRounds;
        const bots::GameRecord r = bots::play_game(state, seats, options);
        INFO("game " << i << ": " << v.players << " players, " << v.scenario << ", seed "
                     << setup.seed << ", " << r.actions << " actions");
        REQUIRE_FALSE(r.violation.has_value());
        REQUIRE((r.finished || r.rounds > kMaxRounds));
        if (r.finished)
            ++finished;
        else
            ++capped;
        const GameState again = replay(setup, state.action_log());
        REQUIRE(again == state);
    }
    // Most random games end well before the cap: a game that never ends would show up here.
    CHECK(finished > capped);
}
