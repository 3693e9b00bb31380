// The playtesters' lab screen's state (issue 19 item 5): the settings of a run of bot games,
// the run playing on background threads, and what its charts drew last (for the UI tests).
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/session/file_refusal.hpp"
#include "app/session/new_game.hpp"
#include "eden/map/map.hpp"
#include "lab/lab_run.hpp"
#include "lab/run_pairing.hpp"
#include "lab/simulate_request.hpp"

namespace eden::app {

// A run kept once it finished or was cancelled, or read from the lab folder where an earlier
// session saved it (issue 40 item 2): what it played, how it ended, and each game's outcome,
// to be put beside another run and compared game by game.
struct KeptRun {
    int number = 0;  // 1, 2, ... in the order the runs were kept (or listed from the folder)
    lab::SimulateRequest request;
    lab::GameBatch batch;
    lab::RunSnapshot end;
    std::vector<std::optional<lab::GameOutcome>> outcomes;  // by game index
    // False for a file saved without each game's outcome: its figures, but no pairing.
    bool outcomes_kept = true;
    std::filesystem::path saved_to;  // "Save results" wrote it there, or it was read from there
};

struct LabState {
    // The ruleset, scenario, variant, rule changes and seed of the games, edited with the New
    // game dialog's own editors. Its seats are not used: each game draws its civilizations
    // from its seed, as `eden-cli simulate` does.
    NewGameChoice rules;
    int players = 2;
    std::vector<std::string> bots;  // a bot kind per seat, for up to kMaxSeats seats
    int games = 200;
    int jobs = 0;  // threads; 0: every core
    int max_rounds = 100;
    bool show_variants = false;
    std::map<std::string, std::string> variant_list_texts;
    std::string variant_search;
    int watch_game = 1;  // the game number "Watch game" plays again (1-based)
    // The map every game of a run is played on (the map editor's Balance check, issue 38 item
    // 3) and its name; none: a map built in each game, as simulate without --map.
    std::optional<Map> map;
    std::string map_name;
    // Back returns to the map editor the lab was opened from (and forgets its map).
    bool opened_from_editor = false;

    // The run on screen, and what it plays (the saved report's "run").
    std::unique_ptr<lab::LabRun> run;
    lab::SimulateRequest request;
    // Frames drawn since the run stopped: the window sleeps again after two, since Dear ImGui
    // lays out over two frames the runs list that gained the stopped run as a row (one frame
    // left its words wrapped a letter to a line).
    int final_frames = 0;
    int run_number = 0;     // the run on screen's number among the kept runs
    bool run_kept = false;  // it stopped, and is in `kept`

    // The runs made since the app started, oldest first; the two picked for "Side by side"
    // (run numbers: the first picked is the baseline), and whether they are shown.
    std::vector<KeptRun> kept;
    // The files of the lab folder that could not be read as runs, each with its reason.
    std::vector<FileRefusal> refused_runs;
    std::vector<int> picked;
    bool side_by_side = false;
    // The comparison of the runs shown side by side (computed once when they are shown), and
    // the runs it compares.
    std::optional<lab::RunComparison> comparison;
    std::pair<int, int> compared{0, 0};

    // "Save results": the name typed, and where the last save went.
    bool save_open = false;
    bool save_just_opened = false;
    std::string save_name;
    std::filesystem::path saved_to;

    // What the charts drew in the last frame: the games counted and the win rate per seat.
    int charted_games = 0;
    std::vector<double> charted_win_rates;
    // What the side-by-side table showed in the last frame, a row of cells per figure (name,
    // baseline, variant, difference, interval, games for 2 points, mark), and the
    // game-length charts' shared axes (first and last round, tallest bar).
    std::vector<std::vector<std::string>> compared_rows;
    std::vector<int> compared_length_axes;
};

}  // namespace eden::app
