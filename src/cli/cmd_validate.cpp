#include <iostream>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/text/catalog.hpp"

namespace eden::cli {

namespace {

// The catalogs (data/text/*.json): each a good catalog, each with the messages of en.json. They
// are built into the program, so this checks the files a change would build in next.
std::size_t check_catalogs(const std::filesystem::path& dir) {
    const auto folder = dir / "text";
    const auto english_file = folder / "en.json";
    const auto english =
        text::Catalog::from_value(data::read_json_file(english_file), english_file.string());
    std::size_t languages = 0;
    for (const auto& file : data::json_files_in(folder)) {
        const auto c = text::Catalog::from_value(data::read_json_file(file), file.string());
        text::check_same_messages(english, c, file.string());
        ++languages;
    }
    return languages;
}

}  // namespace

int run_validate(const ValidateOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    try {
        const auto d = data::load_game_data(dir);
        const std::size_t languages = check_catalogs(dir);
        std::cout << "data OK (" << dir.string() << "): " << d.rulesets.size() << " ruleset(s), "
                  << d.scenarios.size() << " scenario(s), " << d.maps.size() << " map(s), "
                  << d.cards.cards.size() << " card(s), " << d.cards.civilizations.size()
                  << " civilization(s), " << languages << " language(s)\n";
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
