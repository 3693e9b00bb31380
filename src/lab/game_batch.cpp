#include "lab/game_batch.hpp"

#include <chrono>
#include <sstream>
#include <stdexcept>

#include "data/replay_check.hpp"
#include "eden/core/data_error.hpp"
#include "lab/seats.hpp"

namespace eden::lab {

std::vector<std::string> split_kinds(const std::string& list, int players) {
    std::vector<std::string> kinds;
    std::stringstream in(list);
    for (std::string k; std::getline(in, k, ',');)
        if (!k.empty()) kinds.push_back(k);
    if (kinds.empty()) kinds.push_back("random");
    while (static_cast<int>(kinds.size()) < players)
        kinds.push_back(kinds.back());  // the last kind fills the remaining seats
    kinds.resize(static_cast<std::size_t>(players));
    return kinds;
}

namespace {

// The first of `kinds` no bot answers to, or nullptr.
const std::string* unknown_kind(const std::vector<std::string>& kinds) {
    for (const auto& k : kinds)
        if (!bots::make_bot(k, 1)) return &k;
    return nullptr;
}

}  // namespace

void check_kinds(const std::vector<std::string>& kinds) {
    if (const std::string* k = unknown_kind(kinds))
        throw std::invalid_argument("unknown bot kind \"" + *k + "\"");
}

void check_kinds(const std::vector<std::string>& kinds, const std::string& source,
                 const std::string& pointer) {
    if (const std::string* k = unknown_kind(kinds))
        throw DataError(
            source, pointer, "unknown bot kind \"" + *k + "\"",
            text::Message("data_error.lab.unknown_bot_kind").with("kind", text::Name{*k}));
}

std::pair<int, int> shard_slice(int games, int k, int n) {
    const auto at = [&](int part) {
        return static_cast<int>(static_cast<long long>(games) * part / n);
    };
    return {at(k - 1), at(k)};
}

GameSetup batch_game_setup(const GameBatch& batch, int index) {
    GameSetup setup;
    setup.seed = batch.seed + static_cast<std::uint64_t>(index);
    setup.ruleset_id = batch.ruleset;
    setup.scenario_id = batch.scenario;
    setup.variant_id = batch.variant;
    setup.rules = batch.rules;
    setup.players = civilization_players(
        *batch.cards,
        batch.schedule.empty()
            ? random_civilizations(*batch.cards, batch.players, setup.seed)
            : batch.schedule[static_cast<std::size_t>(index) % batch.schedule.size()]);
    setup.cards = batch.cards;
    setup.dragons = batch.dragons;
    setup.premade_map = batch.premade_map;
    return setup;
}

GameOutcome play_batch_game(const GameBatch& batch, int index,
                            const decltype(bots::PlayOptions::on_action)& on_action,
                            const std::function<void(const GameState&)>& at_end,
                            const std::atomic<bool>* cancelled) {
    const GameSetup setup = batch_game_setup(batch, index);
    if (auto problem = setup_problem(setup)) throw std::runtime_error(*problem);
    GameOutcome out;
    out.seed = setup.seed;
    for (const auto& p : setup.players)
        out.civs.push_back(p.civilization);
    out.kinds = batch.lineups.empty()
                    ? batch.kinds
                    : batch.lineups[static_cast<std::size_t>(index) % batch.lineups.size()];
    GameState state(setup);
    // A game no one watches writes no sentences (GameState::set_prompts); a violation's
    // report still names its decision (bots::play_game turns them back on to write it).
    if (!on_action) state.set_prompts(false);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (int p = 0; p < batch.players; ++p)
        seats.push_back(
            bots::make_bot(out.kinds[static_cast<std::size_t>(p)],
                           setup.seed * 1000003ULL + static_cast<std::uint64_t>(p) + 1));
    bots::PlayOptions play;
    play.max_rounds = batch.max_rounds;
    play.check_invariants = batch.check_invariants;
    play.on_action = on_action;
    play.cancelled = cancelled;
    const auto start = std::chrono::steady_clock::now();
    out.record = bots::play_game(state, seats, play);
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.first_player = state.conquest_first_player();
    // Outside the game's timing: the replay costs about as much as the game itself.
    if (batch.check_replay) out.replay_difference = data::replay_difference(state);
    if (at_end) at_end(state);
    return out;
}

}  // namespace eden::lab
