// eden: the Battle For Eden app. For now it shows one map in a window (a beginner map unless
// --map names another), or renders it to a PNG
// without a window (DESIGN.md "Interchange formats": `eden --screenshot OUT.png --map MAP`).
// Exit status: 0 ok, 1 a data or rendering error (one line on stderr), 2 bad usage.
#include <cstdio>
#include <exception>
#include <string>

#include <CLI/CLI.hpp>

#include "app/app_modes.hpp"
#include "data/data_files.hpp"
#include "eden/data_error.hpp"
#include "eden/save.hpp"

namespace {

// A save is refused unless its action log replays to its snapshot, so what is drawn is a
// position the rules really reached.
eden::NamedMap map_of_save(const std::string& file) {
    const eden::GameState state = eden::load_save(eden::data::read_json_file(file), file);
    const std::string phase(eden::describe(state.phase()));
    return {"Saved game (" + std::to_string(state.action_log().size()) + " actions, " + phase + ")",
            state.map()};
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App cli{"Battle For Eden: draws a map of Eden in a window, or renders it to a PNG."};
    cli.name("eden");

    std::string map_file;
    std::string save_file;
    std::string screenshot_file;
    int width = 1280;
    int height = 800;
    bool check_not_blank = false;

    auto* map_option = cli.add_option(
        "--map", map_file, "Map file to show (default: the four-player beginner map in data/maps)");
    cli.add_option("--load", save_file, "Save file whose map to show, as the game left it")
        ->excludes(map_option);
    auto* screenshot =
        cli.add_option("--screenshot", screenshot_file,
                       "Render one frame without a window, write it to this PNG and exit");
    cli.add_option("--width", width, "Width in pixels of the window or screenshot")
        ->capture_default_str()
        ->check(CLI::Range(320, 16384));
    cli.add_option("--height", height, "Height in pixels of the window or screenshot")
        ->capture_default_str()
        ->check(CLI::Range(240, 16384));
    cli.add_flag("--check-not-blank", check_not_blank,
                 "With --screenshot: exit 1 if the frame is a single flat colour")
        ->needs(screenshot);

    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int status = cli.exit(e);
        // CLI11 has its own codes per error kind; ours are 0 for --help and 2 for any misuse.
        return status == 0 ? 0 : 2;
    }

    try {
        // Until the title screen exists, starting the game shows a beginner map.
        if (map_file.empty() && save_file.empty())
            map_file = (eden::data::default_data_dir() / "maps" / "four_players.json").string();
        eden::NamedMap map =
            save_file.empty() ? eden::data::load_map_file(map_file) : map_of_save(save_file);
        if (!screenshot_file.empty()) {
            return eden::app::run_screenshot(std::move(map),
                                             {screenshot_file, width, height, check_not_blank});
        }
        return eden::app::run_window(std::move(map), {width, height});
    } catch (const eden::DataError& e) {
        std::fprintf(stderr, "eden: %s\n", e.what());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "eden: %s\n", e.what());
    }
    return 1;
}
