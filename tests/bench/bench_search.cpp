// The search bot's thinking time per choice (issue 19 item 1: "a person's wait per bot decision
// ≤ 1 s"): the choices seat 0 meets in rounds 2 to 6 of 2-player games played by heuristic bots
// (every one with more than one option, of the kinds the bot searches), each searched in turn
// at several playout budgets; the time is the mean per choice. Run:
//   ./build/eden_bench --benchmark_filter=SearchDecision
#include <benchmark/benchmark.h>

#include "bots/search_bot.hpp"
#include "bots/simulation.hpp"
#include "data/game_data.hpp"
#include "eden/core/game_state.hpp"

using namespace eden;

namespace {

// Seat 0's choices of kinds the search bot searches in rounds 2 to 6 of a 2-player game on the
// designed cards played by heuristic bots.
std::vector<GameState> search_positions(std::uint64_t seed) {
    static const auto library =
        std::make_shared<const CardLibrary>(data::load_game_data(EDEN_SOURCE_DATA_DIR).cards);
    GameSetup setup;
    setup.seed = seed;
    for (int i = 0; i < 2; ++i) {
        const TileColor r = kResourceColors[static_cast<std::size_t>(i + 1)];
        setup.players.push_back({"P" + std::to_string(i + 1), std::string(to_string(r)), r});
    }
    setup.cards = library;
    GameState g(setup);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (int i = 0; i < 2; ++i)
        seats.push_back(bots::make_bot("heuristic", seed + static_cast<std::uint64_t>(i)));
    std::vector<GameState> out;
    for (int i = 0; i < 5000 && !g.is_over(); ++i) {
        const Decision& d = g.open_decision();
        if (g.phase() == Phase::conquest && g.conquest().round > 6) break;
        const bool searched =
            d.kind == DecisionKind::attack_subphase || d.kind == DecisionKind::add_unit ||
            d.kind == DecisionKind::defend_front || d.kind == DecisionKind::purchase;
        if (g.phase() == Phase::conquest && g.conquest().round >= 2 && d.player == 0 && searched &&
            d.options.size() > 1)
            out.push_back(g);
        g.apply(seats[static_cast<std::size_t>(d.player)]->choose(g, d));
    }
    return out;
}

void BM_SearchDecision(benchmark::State& st) {
    std::vector<GameState> positions;
    for (std::uint64_t seed : {3, 7, 11}) {
        auto more = search_positions(seed);
        positions.insert(positions.end(), more.begin(), more.end());
    }
    bots::SearchBot bot(1, {static_cast<int>(st.range(0)), 0});
    std::size_t next = 0;
    for (auto _ : st) {
        const GameState& position = positions[next++ % positions.size()];
        benchmark::DoNotOptimize(bot.choose(position, position.pending()));
    }
    st.counters["positions"] = static_cast<double>(positions.size());
}
BENCHMARK(BM_SearchDecision)->Arg(48)->Arg(96)->Arg(160)->Unit(benchmark::kMillisecond);

}  // namespace
