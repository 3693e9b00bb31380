// Benchmarks (DESIGN.md "Habits": benchmarks measure, tests assert). Run:
//   ./build/eden_bench
// Reports: a whole bot-driven map creation for 2, 4 and 6 players; decisions (pending + apply)
// per second during map creation; the cost of copying a state and a map; and one scan for
// legal tile spots, the query map creation repeats at nearly every decision.
#include <benchmark/benchmark.h>

#include "bots/driver.hpp"
#include "bots/random_bot.hpp"
#include "eden/map/placement_rules.hpp"

using namespace eden;

namespace {

GameSetup setup_for(int players, std::uint64_t seed) {
    GameSetup s;
    s.seed = seed;
    for (int i = 0; i < players; ++i) {
        const TileColor r = kResourceColors[static_cast<std::size_t>(i)];
        s.players.push_back({"P" + std::to_string(i + 1), std::string(to_string(r)), r});
    }
    return s;
}

std::vector<std::unique_ptr<bots::Bot>> bots_for(int players, std::uint64_t seed) {
    std::vector<std::unique_ptr<bots::Bot>> out;
    for (int i = 0; i < players; ++i)
        out.push_back(std::make_unique<bots::RandomBot>(seed + i));
    return out;
}

void BM_MapCreation(benchmark::State& st) {
    const int players = static_cast<int>(st.range(0));
    std::uint64_t seed = 1;
    std::int64_t decisions = 0;
    for (auto _ : st) {
        GameState s(setup_for(players, seed));
        auto bots = bots_for(players, seed);
        decisions += bots::drive(s, bots, 100000).actions;
        ++seed;
        benchmark::DoNotOptimize(s);
    }
    st.counters["decisions/s"] =
        benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MapCreation)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_StateCopy(benchmark::State& st) {
    GameState s(setup_for(6, 3));
    auto bots = bots_for(6, 3);
    bots::drive(s, bots, 100000);
    for (auto _ : st) {
        GameState copy = s;
        benchmark::DoNotOptimize(copy);
    }
}
BENCHMARK(BM_StateCopy)->Unit(benchmark::kMicrosecond);

// Map holds a lookup window besides its tiles; copies happen in search code (what-if maps).
void BM_MapCopy(benchmark::State& st) {
    GameState s(setup_for(6, 3));
    auto bots = bots_for(6, 3);
    bots::drive(s, bots, 100000);
    for (auto _ : st) {
        Map copy = s.map();
        benchmark::DoNotOptimize(copy);
    }
}
BENCHMARK(BM_MapCopy)->Unit(benchmark::kNanosecond);

// Halfway through a six-player map creation: some portals are down, so every distance rule
// is in play.
void BM_LegalOrdinarySpots(benchmark::State& st) {
    GameState s(setup_for(6, 3));
    auto bots = bots_for(6, 3);
    bots::drive(s, bots, 120);
    SeatNames names;
    for (const auto& p : s.setup().players)
        names.push_back(p.name);
    std::size_t spots = 0;
    for (auto _ : st) {
        const auto legal =
            legal_ordinary_spots(s.map(), s.rules(), names, 0, OrdinaryPlacement::normal);
        spots = legal.size();
        benchmark::DoNotOptimize(legal);
    }
    st.counters["tiles"] = static_cast<double>(s.map().size());
    st.counters["spots"] = static_cast<double>(spots);
}
BENCHMARK(BM_LegalOrdinarySpots)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
