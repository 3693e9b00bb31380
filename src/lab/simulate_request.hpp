// What a simulate run plays, as eden-cli simulate's options and the app's lab screen both ask
// for it, and the JSON report both write for it (`eden-cli simulate --json`, the lab's "Save
// results"): one writer, so a run saved from the app reads like one from the command line.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "data/game_data.hpp"
#include "lab/game_batch.hpp"
#include "lab/tally.hpp"

namespace eden::lab {

struct SimulateRequest {
    int games = 100;  // of the whole run (every shard)
    int players = 4;
    std::uint64_t seed = 1;  // game i uses seed + i
    std::string ruleset = "standard";
    std::string scenario = "supremacy";
    std::string variant;
    std::vector<std::string> assignments;  // "key=value", as --set
    std::vector<std::string> bots;         // a bot kind per seat
    int max_rounds = 100;
    bool checks = true;  // the engine's invariants after every action
    bool check_replay = false;
    // As simulate --civs: "" civilizations drawn per game, "pairings", or ids per seat. Only
    // reported here: the caller sets the batch's schedule.
    std::string civs;
    std::string shard = "1/1";
    // As simulate --map: the map file every game is played on ("": a map built per game). Only
    // reported here: the caller sets the batch's premade map.
    std::string map;
};

// The batch of games the request describes (civilizations drawn per game). Throws DataError
// for an unknown ruleset, scenario or variant or a bad assignment.
GameBatch make_batch(const data::GameData& data, const SimulateRequest& request);

// The "run" object of the report: what was played.
nlohmann::json run_json(const SimulateRequest& request);
// The report of simulate --json: the summary of the tally, the run, and the elapsed time.
nlohmann::json simulate_report(const Tally& tally, const SimulateRequest& request,
                               double wall_seconds);
// The report as text, as simulate --json prints it and the lab saves it.
std::string report_text(const nlohmann::json& report);

}  // namespace eden::lab
