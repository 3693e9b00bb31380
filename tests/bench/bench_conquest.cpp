// Benchmarks of whole games (issue "Performance": decisions applied per second, state copies
// per second, complete 4-player games per second with random bots on one core). Run:
//   ./build/eden_bench --benchmark_filter='Game|Conquest'
// The invariant checks are off here: they are the simulator's and the tests' business.
#include <benchmark/benchmark.h>

#include <map>

#include "bots/simulation.hpp"
#include "data/game_data.hpp"
#include "eden/core/game_state.hpp"

using namespace eden;

namespace {

std::shared_ptr<const CardLibrary> cards() {
    static const auto library =
        std::make_shared<const CardLibrary>(data::load_game_data(EDEN_SOURCE_DATA_DIR).cards);
    return library;
}

GameSetup game_setup(int players, std::uint64_t seed) {
    GameSetup s;
    s.seed = seed;
    for (int i = 0; i < players; ++i) {
        const TileColor r = kResourceColors[static_cast<std::size_t>(i + 1)];
        s.players.push_back({"P" + std::to_string(i + 1), std::string(to_string(r)), r});
    }
    s.cards = cards();
    return s;
}

std::vector<std::unique_ptr<bots::Bot>> seats(const std::string& kind, int players,
                                              std::uint64_t seed) {
    std::vector<std::unique_ptr<bots::Bot>> out;
    for (int i = 0; i < players; ++i)
        out.push_back(bots::make_bot(kind, seed * 31 + static_cast<std::uint64_t>(i)));
    return out;
}

bots::PlayOptions unchecked(int max_rounds) {
    bots::PlayOptions o;
    o.check_invariants = false;
    o.max_rounds = max_rounds;
    return o;
}

// Complete games, map building included, with one bot kind at every seat, capped at
// `max_rounds`: games/s and decisions/s.
void whole_games(benchmark::State& st, const char* bot, int max_rounds) {
    const int players = static_cast<int>(st.range(0));
    std::uint64_t seed = 1;
    std::int64_t decisions = 0;
    std::int64_t games = 0;
    for (auto _ : st) {
        GameState g(game_setup(players, seed));
        auto bots = seats(bot, players, seed);
        decisions += bots::play_game(g, bots, unchecked(max_rounds)).actions;
        ++games;
        ++seed;
        benchmark::DoNotOptimize(g);
    }
    st.counters["decisions/s"] =
        benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    st.counters["games/s"] =
        benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

void BM_WholeGameRandom(benchmark::State& st) {
    whole_games(st, "random", 100);
}
BENCHMARK(BM_WholeGameRandom)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// The heuristic bot's games per second (issue 19), capped at 60 rounds like simulate.
void BM_WholeGameHeuristic(benchmark::State& st) {
    whole_games(st, "heuristic", 60);
}
BENCHMARK(BM_WholeGameHeuristic)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// The conquest alone, with eager bots that fight every turn (20 rounds of 2-player battles).
void BM_ConquestDecisionsEager(benchmark::State& st) {
    std::uint64_t seed = 1;
    std::int64_t decisions = 0;
    for (auto _ : st) {
        st.PauseTiming();
        GameSetup setup = game_setup(2, seed);
        GameState g(setup);
        auto bots = seats("eager", 2, seed);
        bots::PlayOptions to_conquest = unchecked(0);  // stops once round 1 begins
        bots::play_game(g, bots, to_conquest);
        const int before = static_cast<int>(g.action_log().size());
        st.ResumeTiming();
        bots::play_game(g, bots, unchecked(20));
        decisions += static_cast<std::int64_t>(g.action_log().size()) - before;
        ++seed;
        benchmark::DoNotOptimize(g);
    }
    st.counters["decisions/s"] =
        benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ConquestDecisionsEager)->Unit(benchmark::kMillisecond);

// The conquest alone with random bots (issue 19, "Speed": the playouts a search bot lives on).
// 32 maps are built once, outside the timing; each iteration copies one of those states at the
// start of round 1 and plays it out (up to 60 rounds) with freshly seeded random bots, as a
// search bot's playout would.
const std::vector<GameState>& conquest_starts(int players) {
    static std::map<int, std::vector<GameState>> starts;
    auto& out = starts[players];
    if (out.empty()) {
        for (std::uint64_t seed = 1; seed <= 32; ++seed) {
            GameState g(game_setup(players, seed));
            auto bots = seats("random", players, seed);
            bots::play_game(g, bots, unchecked(0));  // stops once round 1 begins
            out.push_back(g);
        }
    }
    return out;
}

void conquest_playouts(benchmark::State& st, bool prompts) {
    const int players = static_cast<int>(st.range(0));
    const auto& starts = conquest_starts(players);
    std::uint64_t seed = 1;
    std::int64_t decisions = 0;
    for (auto _ : st) {
        GameState g = starts[seed % starts.size()];
        g.set_prompts(prompts);
        auto bots = seats("random", players, seed);
        const auto before = static_cast<std::int64_t>(g.action_count());
        bots::play_game(g, bots, unchecked(60));
        decisions += static_cast<std::int64_t>(g.action_count()) - before;
        ++seed;
        benchmark::DoNotOptimize(g);
    }
    st.counters["decisions/s"] =
        benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    st.counters["decisions/game"] =
        benchmark::Counter(static_cast<double>(decisions) / static_cast<double>(st.iterations()));
}

// As a search bot plays out: no decision carries its sentence (GameState::set_prompts).
void BM_ConquestDecisionsRandom(benchmark::State& st) {
    conquest_playouts(st, false);
}
BENCHMARK(BM_ConquestDecisionsRandom)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// The same games with every sentence written, as the app and the CLI ask for them.
void BM_ConquestDecisionsRandomPrompts(benchmark::State& st) {
    conquest_playouts(st, true);
}
BENCHMARK(BM_ConquestDecisionsRandomPrompts)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// Copying a state in the middle of a 4-player conquest (round 10, eager bots).
void BM_StateCopyConquest(benchmark::State& st) {
    GameState g(game_setup(4, 3));
    auto bots = seats("eager", 4, 3);
    bots::play_game(g, bots, unchecked(10));
    for (auto _ : st) {
        GameState copy = g;
        benchmark::DoNotOptimize(copy);
    }
    st.counters["log"] = static_cast<double>(g.action_log().size());
}
BENCHMARK(BM_StateCopyConquest)->Unit(benchmark::kMicrosecond);

// A position written as a save writes it (the autosave after every action; issue 20's property
// test), in the middle of a 4-player conquest.
void BM_StateToJson(benchmark::State& st) {
    GameState g(game_setup(4, 3));
    auto bots = seats("eager", 4, 3);
    bots::play_game(g, bots, unchecked(10));
    for (auto _ : st) {
        nlohmann::json j = g.to_json();
        benchmark::DoNotOptimize(j);
    }
}
BENCHMARK(BM_StateToJson)->Unit(benchmark::kMicrosecond);

// The same position read back from its JSON value (a loaded save, after parsing).
void BM_StateFromJson(benchmark::State& st) {
    GameState g(game_setup(4, 3));
    auto bots = seats("eager", 4, 3);
    bots::play_game(g, bots, unchecked(10));
    const nlohmann::json j = g.to_json();
    for (auto _ : st) {
        GameState loaded = GameState::from_json(j, "position.json");
        benchmark::DoNotOptimize(loaded);
    }
    st.counters["json_bytes"] = static_cast<double>(j.dump().size());
}
BENCHMARK(BM_StateFromJson)->Unit(benchmark::kMicrosecond);

}  // namespace
