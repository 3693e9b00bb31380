// eden: the Battle For Eden app. With no arguments it opens the title screen and plays hot-seat
// games; --map shows one map; --screenshot renders one frame without a window (DESIGN.md
// "Interchange formats": `eden --screenshot OUT.png --load SAVE [--as PLAYER] | --map MAP`);
// --autoplay plays a whole bot game through the app's frame loop, checking every frame;
// --check-scenario plays one at two sizes and reports what does not read clearly.
// Exit status: 0 ok, 1 a data or rendering error (one line on stderr), 2 bad usage.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include <CLI/CLI.hpp>

#include "app/session/autosave.hpp"
#include "app/shell/app_loop.hpp"
#include "app/shell/app_modes.hpp"
#include "app/shell/scenario_check.hpp"
#include "app/words/ui_text.hpp"
#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"
#include "lab/whole_numbers.hpp"

namespace {

const char* getenv_or_null(const char* name) {
    return std::getenv(name);
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App cli{"Battle For Eden: hot-seat games of Battle For Eden, maps and saves as PNGs."};
    cli.name("eden");

    std::string map_file;
    std::string save_file;
    std::string screenshot_file;
    std::string screenshots_dir;
    std::string save_dir_flag;
    int width = 1280;
    int height = 800;
    int as = -1;
    int players = 2;
    int stop_after = -1;
    int people = 0;
    int frame_report = 0;
    std::uint64_t seed = 1;
    float ui_scale = 1.0f;
    bool check_not_blank = false;
    bool autoplay = false;

    auto* map_option = cli.add_option("--map", map_file, "Show this map file in a window");
    std::string scenario_file;
    cli.add_option(
           "--scenario", scenario_file,
           "Open the New game dialog with this scenario file chosen (with --autoplay: play it)")
        ->excludes(map_option);
    auto* load_option = cli.add_option("--load", save_file,
                                       "Play on from this save (or, with --screenshot, draw it)")
                            ->excludes(map_option);
    std::string replay_file;
    cli.add_option("--replay", replay_file,
                   "Watch the game of this save again: step back and forth, by rounds, phases and "
                   "battles, as the table or as one seat")
        ->excludes(map_option)
        ->excludes(load_option);
    std::string edit_file;
    cli.add_option("--edit", edit_file,
                   "Open this map file in the map editor (a new map when it does not exist)")
        ->excludes(map_option)
        ->excludes(load_option);
    auto* screenshot =
        cli.add_option("--screenshot", screenshot_file,
                       "Render one frame without a window, write it to this PNG and exit");
    cli.add_option("--as", as,
                   "With --screenshot --load: draw the game as this seat (0-based) "
                   "sees it; default: only what every seat may see");
    cli.add_option("--width", width, "Width in pixels of the window or screenshot")
        ->capture_default_str()
        ->check(CLI::Range(320, 16384));
    cli.add_option("--height", height, "Height in pixels of the window or screenshot")
        ->capture_default_str()
        ->check(CLI::Range(240, 16384));
    cli.add_flag("--check-not-blank", check_not_blank,
                 "With --screenshot: exit 1 if the frame is a single flat colour")
        ->needs(screenshot);
    auto* autoplay_flag = cli.add_flag(
        "--autoplay", autoplay,
        "Play a whole bot game through the app's frame loop without a window, checking every "
        "frame; exit 1 on any error or blank frame");
    autoplay_flag->excludes(screenshot)->excludes(map_option);
    std::string check_file;
    cli.add_option("--check-scenario", check_file,
                   "Play a bot game of this scenario file through the app at 1280x720 and "
                   "1920x1080 and report text cut or broken inside a word, hexes too small to "
                   "read, colours a colour-blind player could not tell apart, and each screen's "
                   "median frame time, with a screenshot of each finding (into --screenshots, "
                   "default eden-check-NAME); exit 1 when anything is found. Takes --players, "
                   "--seed, --ruleset and --stop-after")
        ->excludes(autoplay_flag)
        ->excludes(screenshot)
        ->excludes(map_option);
    // Checked as typed: CLI11 reads -1, 2^64 and 1e23 as 2^64 - 1 (issue 34 item 8).
    cli.add_option("--seed", seed, "With --autoplay: the game's seed")
        ->capture_default_str()
        ->transform(CLI::Validator(
            [](std::string& text) {
                const auto parsed = eden::lab::parse_seed(text);
                if (!parsed)
                    return "wants a whole number from 0 to 18446744073709551615, not \"" + text +
                           "\"";
                text = std::to_string(*parsed);  // "010" is ten, not CLI11's octal 8
                return std::string();
            },
            "SEED", "seed"));
    std::string ruleset = "standard";
    cli.add_option("--ruleset", ruleset, "With --autoplay: the ruleset id (e.g. classic)")
        ->capture_default_str();
    cli.add_option("--players", players, "With --autoplay: number of seats")
        ->capture_default_str()
        ->check(CLI::Range(2, 6));
    cli.add_option("--people", people,
                   "With --autoplay: the first N seats are people (bots stand in for them), so "
                   "the curtain and the people's screens are drawn too")
        ->check(CLI::Range(0, 6));
    cli.add_option("--stop-after", stop_after,
                   "With --autoplay: stop after this many actions (the autosave stays there)");
    cli.add_option("--frame-report", frame_report,
                   "With --autoplay: draw each screen this many more times when it first comes "
                   "up and print a table of frame times per screen (median, p90, CPU, build and "
                   "raster parts)")
        ->check(CLI::Range(0, 100000));
    cli.add_option("--screenshots", screenshots_dir,
                   "With --autoplay: write a PNG of each screen and phase into this folder");
    cli.add_option("--save-dir", save_dir_flag,
                   "Folder of the autosave (default: $EDEN_SAVE_DIR, $XDG_DATA_HOME/eden or "
                   "~/.local/share/eden)");
    std::string lang;
    cli.add_option("--lang", lang, "Language of the screens for this run: en or fr")
        ->check(CLI::IsMember({"en", "fr"}));
    cli.add_option("--ui-scale", ui_scale, "Size of the interface text")
        ->capture_default_str()
        ->check(CLI::Range(0.5, 3.0));

    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int status = cli.exit(e);
        // CLI11 has its own codes per error kind; ours are 0 for --help and 2 for any misuse.
        return status == 0 ? 0 : 2;
    }

    try {
        const auto save_dir = eden::app::save_directory(save_dir_flag, getenv_or_null);
        if (!check_file.empty()) {
            eden::app::ScenarioCheckRun check;
            check.scenario = check_file;
            check.players = cli.count("--players") > 0 ? players : 4;
            check.seed = seed;
            check.ruleset = ruleset;
            check.screenshots = screenshots_dir;
            check.stop_after = stop_after;
            return eden::app::run_scenario_check(check);
        }
        if (autoplay) {
            eden::app::AutoplayRun run;
            run.seed = seed;
            run.players = players;
            run.ruleset = ruleset;
            run.screenshots = screenshots_dir;
            // A bot game autosaves only where asked (--save-dir or a non-empty $EDEN_SAVE_DIR),
            // never over the player's own game in the default folder.
            run.save_dir = eden::app::chosen_save_directory(save_dir_flag, getenv_or_null)
                               .value_or(std::filesystem::path());
            run.width = width;
            run.height = height;
            run.stop_after = stop_after;
            run.people = people;
            run.frame_report = frame_report;
            if (!lang.empty())
                run.language = eden::text::language_from_code(lang).value_or(run.language);
            if (!scenario_file.empty()) run.scenario = scenario_file;
            return eden::app::run_autoplay(run);
        }
        // The map viewer and a save's screenshot have no settings file: --lang alone chooses
        // their words (the legend's, the game's).
        if (!lang.empty())
            if (const auto language = eden::text::language_from_code(lang))
                eden::app::set_ui_language(*language);
        if (!screenshot_file.empty() && !save_file.empty()) {
            return eden::app::run_save_screenshot(
                {save_file, screenshot_file, as, width, height, check_not_blank, ui_scale});
        }
        if (!map_file.empty() || !screenshot_file.empty()) {
            if (map_file.empty())
                map_file = (eden::data::default_data_dir() / "maps" / "four_players.json").string();
            if (!screenshot_file.empty())
                return eden::app::run_screenshot(eden::data::load_map_file(map_file),
                                                 {screenshot_file, width, height, check_not_blank});
            // A refused map opens the window all the same, showing why (issue 38 item 6).
            return eden::app::run_window(map_file, {width, height});
        }
        eden::app::WindowRun run;
        run.width = width;
        run.height = height;
        run.save_dir = save_dir;
        if (cli.count("--ui-scale") > 0) run.ui_scale = ui_scale;
        if (!lang.empty()) run.language = eden::text::language_from_code(lang);
        if (!save_file.empty()) run.load = save_file;
        if (!replay_file.empty()) run.replay = replay_file;
        if (!edit_file.empty()) run.edit = edit_file;
        if (!scenario_file.empty()) run.scenario = scenario_file;
        return eden::app::run_game_window(run);
    } catch (const eden::DataError& e) {
        std::fprintf(stderr, "eden: %s\n", e.what());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "eden: %s\n", e.what());
    }
    return 1;
}
