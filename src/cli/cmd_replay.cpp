#include <iostream>

#include "cli/commands.hpp"
#include "data/save_files.hpp"
#include "eden/core/data_error.hpp"

namespace eden::cli {

int run_replay(const ReplayOptions& o) {
    try {
        const GameState state = data::load_save_file(o.save);
        std::cout << "replay OK: " << state.action_log().size()
                  << " actions reproduce the saved state (phase " << to_string(state.phase())
                  << ")\n";
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
