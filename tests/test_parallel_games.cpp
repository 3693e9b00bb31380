// Games on several threads (issue 19, "every core"): eden-cli simulate --jobs N must give the
// results of --jobs 1, so games may share nothing mutable. Here whole games with heuristic and
// random bots are played one after another and then on three threads at once, and each must
// reach the very same state either way.
#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>

#include "bots/bot.hpp"
#include "bots/parallel.hpp"
#include "bots/simulation.hpp"
#include "support/conquest_fixture.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using namespace eden_test;

namespace {

struct Played {
    bots::GameRecord record;
    std::vector<Action> log;
};

Played parallel_play(int i) {
    GameSetup setup = basic_setup(2 + i % 2, 500 + static_cast<std::uint64_t>(i));
    setup.cards = designed_cards();
    for (PlayerSetup& p : setup.players)
        for (const Civilization& civ : setup.cards->civilizations)
            if (civ.resource == p.resource) p.civilization = civ.id;
    GameState state(setup);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    seats.push_back(bots::make_bot("heuristic", 31ULL * static_cast<std::uint64_t>(i) + 1));
    for (std::size_t p = 1; p < setup.players.size(); ++p)
        seats.push_back(bots::make_bot("random", 31ULL * static_cast<std::uint64_t>(i) + p + 1));
    bots::PlayOptions options;
    options.max_rounds = 12;
    Played out;
    out.record = bots::play_game(state, seats, options);
    out.log = state.action_log();
    return out;
}

}  // namespace

TEST_CASE("Games played on three threads at once end exactly as when played one by one",
          "[parallel]") {
    constexpr int kGames = 6;
    std::vector<Played> alone, together(kGames);
    for (int i = 0; i < kGames; ++i)
        alone.push_back(parallel_play(i));
    bots::for_each_index(kGames, 3,
                         [&](int i) { together[static_cast<std::size_t>(i)] = parallel_play(i); });
    for (int i = 0; i < kGames; ++i) {
        INFO("game " << i);
        const auto& a = alone[static_cast<std::size_t>(i)];
        const auto& b = together[static_cast<std::size_t>(i)];
        REQUIRE_FALSE(a.record.violation.has_value());
        CHECK(a.record.rounds > 1);  // whole conquests, not just the map
        CHECK(a.record.actions == b.record.actions);
        CHECK(a.record.rounds == b.record.rounds);
        CHECK(a.record.winners == b.record.winners);
        CHECK(a.log == b.log);
    }
}

TEST_CASE("for_each_index runs every index once and rethrows a failure", "[parallel]") {
    std::vector<std::atomic<int>> runs(50);
    std::atomic<int> done{0};
    bots::for_each_index(
        50, 4, [&](int i) { ++runs[static_cast<std::size_t>(i)]; }, [&] { ++done; });
    for (const auto& r : runs)
        CHECK(r == 1);
    CHECK(done == 50);
    CHECK_THROWS_WITH(bots::for_each_index(1, 4, [](int) { throw std::runtime_error("only job"); }),
                      "only job");
    CHECK_NOTHROW(bots::for_each_index(0, 2, [](int) { throw std::runtime_error("never"); }));
}
