#include <iostream>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "data/save_files.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/replay_timeline.hpp"
#include "eden/core/save.hpp"

namespace eden::cli {

namespace {

// Where the action log stands in the file: "/actions", or "/save/actions" in the app's game file.
// Read again only to word an error.
std::string actions_pointer(const std::string& file) {
    try {
        const nlohmann::json j = data::read_json_file(file);
        return data::unwrap_save(j, file).pointer + "/actions";
    } catch (const DataError&) {
        return "/actions";
    }
}

// Issue 39 item 5: the position at the start of round `round` of the game `state` reached,
// written as a save of its own (its setup and the actions up to there), which loads and replays
// like any other. A round the game never began is refused.
void write_round_start(const ReplayOptions& o, const GameState& state) {
    const ReplayTimeline timeline(state);
    const std::optional<std::size_t> start = timeline.round_start(o.at_round);
    if (!start) {
        const int last = timeline.last_round();
        throw DataError(o.save, actions_pointer(o.save),
                        "the game never began round " + std::to_string(o.at_round) +
                            (last == 0 ? std::string(" (it never reached round 1)")
                                       : " (its last round is " + std::to_string(last) + ")"));
    }
    const GameState at = timeline.state_at(*start);
    try {
        data::write_json_file(o.out, make_save(at));
    } catch (const std::exception& e) {
        throw DataError(o.out, "", e.what());
    }
    std::cerr << "wrote " << o.out << ": the start of round " << o.at_round << ", " << *start
              << " of " << state.action_count() << " actions\n";
}

}  // namespace

int run_replay(const ReplayOptions& o) {
    try {
        const GameState state = data::load_save_file(o.save);
        std::cout << "replay OK: " << state.action_log().size()
                  << " actions reproduce the saved state (phase " << to_string(state.phase())
                  << ")\n";
        if (o.at_round > 0) write_round_start(o, state);
        return kExitOk;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    } catch (const std::exception& e) {
        // Every bad input is a DataError; anything else is our bug, still not an abort.
        std::cerr << o.save << ": /: internal error while reading (please report it): " << e.what()
                  << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
