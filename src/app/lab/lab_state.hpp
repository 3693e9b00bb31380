// The playtesters' lab screen's state (issue 19 item 5): the settings of a run of bot games,
// the run playing on background threads, and what its charts drew last (for the UI tests).
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "app/session/new_game.hpp"
#include "lab/lab_run.hpp"
#include "lab/simulate_request.hpp"

namespace eden::app {

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

    // The run on screen, and what it plays (the saved report's "run").
    std::unique_ptr<lab::LabRun> run;
    lab::SimulateRequest request;
    // The run's last snapshot was drawn after it stopped: the window may sleep again.
    bool final_drawn = false;

    // "Save results": the name typed, and where the last save went.
    bool save_open = false;
    bool save_just_opened = false;
    std::string save_name;
    std::filesystem::path saved_to;

    // What the charts drew in the last frame: the games counted and the win rate per seat.
    int charted_games = 0;
    std::vector<double> charted_win_rates;
};

}  // namespace eden::app
