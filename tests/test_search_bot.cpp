// The search bot (issue 19 item 1) and what it stands on: GameState::resampled_for deals what a
// seat may not see again, and only that; the bot plays legal, reproducible games and chooses
// by playouts, never by looking at the others' cards.
#include <catch2/catch.hpp>

#include <set>

#include "bots/bot.hpp"
#include "bots/search_bot.hpp"
#include "bots/simulation.hpp"
#include "eden/core/invariants.hpp"
#include "support/conquest_fixture.hpp"
#include "support/king_of_eden_games.hpp"

using namespace eden;

namespace {

struct ResampleSeen {
    int states = 0;
    int other_hands_changed = 0;  // a resample dealt another seat a different hand
    int own_hand_changed = 0;     // must stay 0: the seat knows his hand
};

// At every `every`-th state of a random game: for every seat, a resample shows that seat
// exactly what the true state shows him, and can be played on by the rules.
ResampleSeen check_resamples(GameState state, std::uint64_t seed, int every) {
    auto bot = bots::make_bot("random", seed);
    ResampleSeen seen;
    for (int i = 0; i < 3000 && !state.is_over(); ++i) {
        if (i % every == 0)
            for (int seat = 0; seat < state.player_count(); ++seat) {
                const GameState dealt = state.resampled_for(seat, seed * 31 + i);
                INFO("seat " << seat << ", action " << state.action_count());
                REQUIRE(dealt.view_for(seat) == state.view_for(seat));
                ++seen.states;
                if (state.phase() != Phase::conquest) continue;
                for (int p = 0; p < state.player_count(); ++p) {
                    const auto& before = state.conquest().players[std::size_t(p)].piles.hand;
                    const auto& after = dealt.conquest().players[std::size_t(p)].piles.hand;
                    if (before == after) continue;
                    if (p == seat)
                        ++seen.own_hand_changed;
                    else
                        ++seen.other_hands_changed;
                }
                // The dealt state is a game the rules can go on with: a few random actions,
                // every invariant kept.
                GameState on = dealt;
                auto other = bots::make_bot("random", seed + 7);
                for (int k = 0; k < 40 && !on.is_over(); ++k) {
                    const ConservedTotals before = conserved_totals(on);
                    const ApplyResult r = on.apply(other->choose(on, on.pending()));
                    REQUIRE(r.ok);
                    REQUIRE_FALSE(invariant_violation(before, on, r.events));
                }
            }
        state.apply(bot->choose(state, state.pending()));
    }
    return seen;
}

}  // namespace

TEST_CASE("A resampled state shows its seat exactly what the true one shows [search]", "[search]") {
    SECTION("Supremacy, 2 and 4 players") {
        for (int players : {2, 4}) {
            const ResampleSeen seen =
                check_resamples(GameState(eden_test::conquest_setup(players, Rules{}, 5)), 5, 3);
            CHECK(seen.states > 60);
            CHECK(seen.other_hands_changed > 10);
            CHECK(seen.own_hand_changed == 0);
        }
    }
    SECTION("King of Eden: the dragons' deck and hand are dealt again too") {
        const ResampleSeen seen =
            check_resamples(GameState(eden_test::king_of_eden_setup(3, 4)), 4, 5);
        CHECK(seen.states > 60);
        CHECK(seen.own_hand_changed == 0);
    }
    SECTION("troops (002)") {
        const ResampleSeen seen = check_resamples(
            GameState(eden_test::conquest_setup(3, eden_test::troops_rules(), 6)), 6, 5);
        CHECK(seen.states > 60);
        CHECK(seen.own_hand_changed == 0);
    }
}

TEST_CASE("The search bot's budget is read from its name [search]", "[search]") {
    CHECK(bots::parse_search_kind("search") == bots::kDefaultSearchBudget);
    CHECK(bots::parse_search_kind("search:200ms") == bots::SearchBudget{0, 200});
    CHECK(bots::parse_search_kind("search:64") == bots::SearchBudget{64, 0});
    for (const char* bad : {"search:", "search:0", "search:-3", "search:ms", "search:12x",
                            "search:99999999", "searching", "heuristic"})
        CHECK_FALSE(bots::parse_search_kind(bad));
    CHECK(bots::make_bot("search:8", 1) != nullptr);
    CHECK(bots::make_bot("search:fast", 1) == nullptr);
}

TEST_CASE("The search bot plays whole legal games, the same for the same seed [search]",
          "[search]") {
    const auto play = [](std::uint64_t seed) {
        GameState state(eden_test::conquest_setup(2, Rules{}, seed));
        std::vector<std::unique_ptr<bots::Bot>> seats;
        seats.push_back(bots::make_bot("search:6", seed));
        seats.push_back(bots::make_bot("heuristic", seed + 1));
        bots::PlayOptions options;
        options.max_rounds = 40;
        const bots::GameRecord record = bots::play_game(state, seats, options);
        CHECK_FALSE(record.violation);
        return state.action_log();
    };
    const auto first = play(3);
    CHECK(first.size() > 100);
    CHECK(play(3) == first);
}
