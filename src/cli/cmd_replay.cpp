#include <iostream>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "eden/data_error.hpp"
#include "eden/save.hpp"

namespace eden::cli {

int run_replay(const ReplayOptions& o) {
    try {
        const GameState state = load_save(data::read_json_file(o.save), o.save);
        std::cout << "replay OK: " << state.action_log().size()
                  << " actions reproduce the saved state (phase " << to_string(state.phase())
                  << ")\n";
        return kExitOk;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
