// Seeking in a replay (issue 39 item 3: any jump back or forth in a 6-player game of several
// thousand actions lands within 100 ms). One 6-player game of heuristic bots is played once,
// outside the timing; then the timeline is built, and positions are sought at random. Run:
//   ./build/eden_bench --benchmark_filter=Replay
#include <benchmark/benchmark.h>

#include <algorithm>

#include "bots/simulation.hpp"
#include "data/game_data.hpp"
#include "eden/core/replay_timeline.hpp"

using namespace eden;

namespace {

// Six players, each of his resource's civilization, heuristic bots, up to 60 rounds.
const GameState& six_player_game() {
    static const GameState game = [] {
        GameSetup setup;
        setup.seed = 39;
        setup.cards =
            std::make_shared<const CardLibrary>(data::load_game_data(EDEN_SOURCE_DATA_DIR).cards);
        for (int i = 0; i < 6; ++i) {
            const TileColor r = kResourceColors[static_cast<std::size_t>(i)];
            std::string civ;
            for (const Civilization& c : setup.cards->civilizations)
                if (c.resource == r) civ = c.id;
            setup.players.push_back({"P" + std::to_string(i + 1), civ, r});
        }
        GameState g(setup);
        std::vector<std::unique_ptr<bots::Bot>> seats;
        for (int i = 0; i < 6; ++i)
            seats.push_back(bots::make_bot("heuristic", 390 + static_cast<std::uint64_t>(i)));
        bots::PlayOptions options;
        options.check_invariants = false;
        options.max_rounds = 60;
        bots::play_game(g, seats, options);
        return g;
    }();
    return game;
}

void game_counters(benchmark::State& st, const GameState& game) {
    st.counters["actions"] = static_cast<double>(game.action_count());
    st.counters["rounds"] = game.conquest().round;
}

// Opening a game in the viewer: the whole log played once, the snapshots kept.
void BM_ReplayTimelineBuild(benchmark::State& st) {
    const GameState& game = six_player_game();
    for (auto _ : st) {
        ReplayTimeline timeline(game, static_cast<std::size_t>(st.range(0)));
        benchmark::DoNotOptimize(timeline);
    }
    game_counters(st, game);
}
BENCHMARK(BM_ReplayTimelineBuild)->Arg(64)->Unit(benchmark::kMillisecond);

// One jump to a random position, back or forth (the slider, "previous round"): the time per
// iteration is the time per jump. Arg: actions between snapshots (round starts are kept too).
void BM_ReplaySeekRandom(benchmark::State& st) {
    const GameState& game = six_player_game();
    const ReplayTimeline timeline(game, static_cast<std::size_t>(st.range(0)));
    const std::size_t positions = timeline.action_count() + 1;
    std::uint64_t x = 39;
    for (auto _ : st) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        GameState at = timeline.state_at((x >> 33) % positions);
        benchmark::DoNotOptimize(at);
    }
    game_counters(st, game);
}
BENCHMARK(BM_ReplaySeekRandom)->Arg(16)->Arg(64)->Arg(256)->Unit(benchmark::kMicrosecond);

// The slowest jump: just before the next snapshot, the most actions to replay. Seeking there
// with snapshots only at the round starts shows what the every-K snapshots buy.
void BM_ReplaySeekWorst(benchmark::State& st) {
    const GameState& game = six_player_game();
    const std::size_t every = static_cast<std::size_t>(st.range(0));
    const ReplayTimeline timeline(game, every == 0 ? game.action_count() + 1 : every);
    // The position farthest from the snapshot before it: the end of the longest round with
    // snapshots at round starts only, else K - 1 actions into a round longer than K.
    std::size_t worst = 0;
    std::size_t longest = 0;
    const auto& starts = timeline.starts(ReplayMark::round);
    if (starts.size() < 2) {
        st.SkipWithError("the game has no whole round");
        return;
    }
    for (std::size_t i = 0; i + 1 < starts.size(); ++i) {
        const std::size_t length = starts[i + 1] - starts[i];
        if (every != 0 && length > every) {
            worst = starts[i] + every - 1;
            break;
        }
        if (length > longest) {
            longest = length;
            worst = starts[i + 1] - 1;
        }
    }
    st.counters["replayed"] = static_cast<double>(
        worst - *std::prev(std::upper_bound(starts.begin(), starts.end(), worst)));
    for (auto _ : st) {
        GameState at = timeline.state_at(worst);
        benchmark::DoNotOptimize(at);
    }
    game_counters(st, game);
}
BENCHMARK(BM_ReplaySeekWorst)->Arg(64)->Arg(0)->Unit(benchmark::kMicrosecond);

}  // namespace
