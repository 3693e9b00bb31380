// The app's frame loop: one function draws a frame of whatever screen is up, and three ways of
// running it — a window for people, a headless bot-vs-bot game that checks every frame, and a
// single headless frame of a save for designers.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/shell/frame_report.hpp"
#include "eden/text/language.hpp"

struct SDL_Surface;

namespace eden::app {

struct WindowRun {
    int width = 1280;
    int height = 800;
    std::filesystem::path save_dir;
    std::optional<std::filesystem::path> load;    // a save to play from
    std::optional<std::filesystem::path> replay;  // a save to watch again (issue 39)
    // A map file to open in the map editor (issue 38); a new map when it does not exist.
    std::optional<std::filesystem::path> edit;
    // A scenario file: the New game dialog opens with it chosen.
    std::optional<std::filesystem::path> scenario;
    // --ui-scale when given; otherwise the settings file's (the Menu's) scale.
    std::optional<float> ui_scale;
    // --lang when given (for this run, not saved); otherwise the Menu's choice, or at the first
    // start the locale's (LC_ALL, LC_MESSAGES, LANG).
    std::optional<text::Language> language;
};

struct AutoplayRun {
    std::uint64_t seed = 1;
    int players = 2;
    // The first `people` seats are people, their choices made by stand-in bots through the
    // screen's own calls, so the curtain and the people's screens are drawn and checked too.
    int people = 0;
    std::filesystem::path screenshots;  // a PNG per phase; empty: none
    std::filesystem::path save_dir;     // autosaves after every action; empty: none
    int width = 1280;
    int height = 800;
    int max_actions = 20000;
    int stop_after = -1;  // stop (exit 0) after this many actions, leaving the autosave there
    std::optional<std::filesystem::path> scenario;  // a scenario file (default: Supremacy)
    std::string ruleset = "standard";               // a ruleset id of the data (e.g. classic)
    // The screens' language (--lang); English unless asked, so runs compare across machines.
    text::Language language = text::Language::english;
    // Each screen shown for the first time is drawn this many more times, unchanged, and a
    // table of their frame times is printed at the end (frame_report.hpp); 0: none.
    int frame_report = 0;
    // When given, the measured screens are kept here too (the tests read them).
    std::vector<ScreenFrames>* measured = nullptr;
    // When given, the UI probe records every frame, and this is called after each one is drawn
    // with the screen's name ("" for a screen drawn again) and its pixels (`eden
    // --check-scenario` looks at them: readability.hpp).
    std::function<void(const std::string& screen, const SDL_Surface* pixels)> on_frame;
    // Bots stand in for every seat of the New game's default seats (their colours too) unless
    // this many people are asked for; kept for the check's colours.
    std::vector<int>* seat_colours = nullptr;
};

struct SaveScreenshotRun {
    std::filesystem::path save;
    std::filesystem::path out;
    int as = -1;  // the seat whose view is drawn; -1: what every seat may see
    int width = 1280;
    int height = 800;
    bool check_not_blank = false;
    float ui_scale = 1.0f;
};

int run_game_window(const WindowRun& run);
// Exit status 0 when the game ended and every frame had something on it; 1 otherwise.
int run_autoplay(const AutoplayRun& run);
int run_save_screenshot(const SaveScreenshotRun& run);

}  // namespace eden::app
