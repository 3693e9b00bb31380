#include <algorithm>
#include <chrono>
#include <iostream>

#include "bots/driver.hpp"
#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"
#include "eden/map/json.hpp"
#include "lab/seats.hpp"

namespace eden::cli {

namespace {

// Enough for any map-building game: about 10 tiles per player, a few actions each.
constexpr int kMaxMapActions = 100000;

GameState build_map(const GameSetup& setup, int stop_after) {
    GameState state(setup);
    auto seats = lab::bot_seats("random", setup.players.size(), setup.seed);
    const int max_actions = stop_after >= 0 ? stop_after : kMaxMapActions;
    const auto result = bots::drive(state, seats, max_actions);
    if (stop_after < 0 && (!result.finished || state.phase() != Phase::map_complete))
        throw std::logic_error("map building did not finish");
    return state;
}

}  // namespace

int run_map(const MapOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    try {
        const auto d = data::load_game_data(dir);
        GameSetup setup;
        setup.seed = o.seed;
        setup.ruleset_id = o.ruleset;
        setup.scenario_id = o.scenario;
        setup.variant_id = o.variant;
        setup.rules = data::resolve_rules(d, o.ruleset, o.scenario, o.variant, o.assignments);
        setup.players = lab::default_players(o.players, o.seed);
        if (auto problem = setup_problem(setup)) {
            std::cerr << "eden-cli map: " << *problem << '\n';
            return kExitError;
        }

        std::vector<double> millis;
        GameState state = build_map(setup, o.stop_after);
        for (int i = 1; i < o.repeat; ++i) {
            const auto start = std::chrono::steady_clock::now();
            state = build_map(setup, o.stop_after);
            const auto stop = std::chrono::steady_clock::now();
            millis.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
        }

        auto j = map_to_json(state.map(), "Random map: " + std::to_string(o.players) +
                                              " players, seed " + std::to_string(o.seed) + ", " +
                                              o.scenario);
        j["players"] = o.players;
        j["seed"] = o.seed;
        j["scenario"] = o.scenario;
        if (o.out.empty()) {
            std::cout << j.dump(2) << '\n';
        } else {
            data::write_json_file(o.out, j);
            std::cerr << "wrote " << o.out << ": " << state.map().size() << " tiles, "
                      << state.action_log().size() << " actions\n";
        }
        if (!o.save_out.empty()) data::write_json_file(o.save_out, make_save(state));
        if (!millis.empty()) {
            std::sort(millis.begin(), millis.end());
            std::cerr << "map building, " << o.players << " players: median "
                      << millis[millis.size() / 2] << " ms, min " << millis.front() << " ms, max "
                      << millis.back() << " ms over " << millis.size() << " runs\n";
        }
        return kExitOk;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    } catch (const std::exception& e) {
        std::cerr << "eden-cli map: " << e.what() << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
