#include <iostream>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"

namespace eden::cli {

int run_validate(const ValidateOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    try {
        const auto d = data::load_game_data(dir);
        std::cout << "data OK (" << dir.string() << "): " << d.rulesets.size() << " ruleset(s), "
                  << d.scenarios.size() << " scenario(s), " << d.maps.size() << " map(s), "
                  << d.cards.cards.size() << " card(s), " << d.cards.civilizations.size()
                  << " civilization(s)\n";
        return kExitOk;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    } catch (const std::exception& e) {
        // Every bad input is a DataError; anything else is our bug, still not an abort.
        std::cerr << dir.string()
                  << ": /: internal error while reading (please report it): " << e.what() << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
