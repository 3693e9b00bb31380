// eden-cli's subcommands. Each returns the process exit status: 0 success, 1 a rule or data
// error (one line on stderr), 2 bad usage (DESIGN.md "Command line").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace eden::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitError = 1;
inline constexpr int kExitUsage = 2;

struct ValidateOptions {
    std::string data_dir;
};
int run_validate(const ValidateOptions& o);

struct MapOptions {
    std::string data_dir;
    int players = 4;
    std::uint64_t seed = 1;
    std::string scenario = "supremacy";
    std::string variant;
    std::string ruleset = "standard";
    std::vector<std::string> assignments;
    std::string out;       // empty: print the map to stdout
    std::string save_out;  // optional: also write a save of the map-creation game
    int repeat = 1;        // >1: time repeated runs and report the median
    int stop_after = -1;   // >=0: stop after this many actions (a mid-build save)
};
int run_map(const MapOptions& o);

struct SimulateOptions {
    std::string data_dir;
    int games = 100;
    int players = 0;  // 0: not given (then --map's portals give it)
    std::uint64_t seed = 1;
    std::string scenario = "supremacy";
    std::string variant;
    // One ruleset id, or several comma-separated: the same games (same seeds) under each, one
    // report section (--json: one entry of "by_ruleset") per ruleset.
    std::string ruleset = "standard";
    std::vector<std::string> assignments;
    std::string bots = "random";  // KIND,... one per seat; the last fills the rest
    std::string map;  // a map file every game is played on; its portals give the players
    int max_rounds = 100;
    bool json = false;
    bool no_checks = false;
    bool check_replay = false;  // rebuild each game from its save and compare (replay differences)
    std::string save_out;       // a save of the first game where it stopped
    bool log = false;           // print the first game's decisions, actions and events to stderr
    // "" : different civilizations drawn per game; "pairings": game i plays the i-th ordered
    // pair of civilizations (2 players; every pairing in both seat orders); else ids per seat.
    std::string civs;
    int jobs = 0;           // threads; 0: every core (std::thread::hardware_concurrency)
    std::string shard;      // "K/N": only the K-th of N contiguous slices of the games
    bool progress = false;  // a progress bar on stderr even when it is not a terminal
    bool audit = false;     // audit every game's log (src/audit); departures make exit status 1
};
int run_simulate(const SimulateOptions& o);

// Combines the --json outputs of simulate's shards into the summary of the whole run.
struct MergeOptions {
    std::vector<std::string> files;
};
int run_merge(const MergeOptions& o);

struct SweepOptions {
    std::string data_dir;
    std::string space;    // the SPACE.json file
    std::string out_dir;  // where sweep.json, sweep.csv and the SVG charts go
    int games = 0;        // >0: overrides the space's games per setting
    int jobs = 0;         // threads; 0: every core
    bool json = false;    // print sweep.json to stdout too
    bool progress = false;
    int baseline = 1;  // the setting every other is compared with, by number (issue 40 item 4)
};
int run_sweep(const SweepOptions& o);

// A variant against its baseline on the same seeds (issue 40 item 1).
struct CompareOptions {
    std::string data_dir;
    std::string baseline;  // settings files: simulate --json's "run" (or the whole report)
    std::string variant;
    int games = 100;
    std::uint64_t seed = 1;
    bool seed_given = false;  // false: the baseline file's seed
    int threads = 0;          // 0: every core
    std::string json_out;     // also write the comparison as JSON here
};
int run_compare(const CompareOptions& o);

struct CardsOptions {
    std::string data_dir;
    std::string civ;  // empty: every World, then the common and technology cards
    bool markdown = false;
    std::string language = "en";  // the card text's language: "en", "fr"
};
int run_cards(const CardsOptions& o);

struct ReplayOptions {
    std::string save;
    int at_round = 0;  // >0 (with out): write the position at the start of this round as a save
    std::string out;
};
int run_replay(const ReplayOptions& o);

// Audits saves against their rulebooks from outside the engine's rules (src/audit, issue 35).
struct AuditOptions {
    std::vector<std::string> saves;
    int max_lines = 50;
};
int run_audit(const AuditOptions& o);

}  // namespace eden::cli
