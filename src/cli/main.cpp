// eden-cli: validate data, build maps with bots, simulate games (and merge shards), run sweeps,
// print the cards, replay and audit saves
// (DESIGN.md "Command line").
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.hpp"
#include "lab/whole_numbers.hpp"

namespace {

// CLI11 reads numbers with strtoull/strtoll in base 0: --seed -1, 2^64 and 1e23 all became
// 2^64 - 1, and "010" is octal 8. Numbers are checked as typed before CLI11 converts them
// (issue 34 item 8); an out-of-range int is then refused by CLI11 itself.
// Added with transform() (check() would run them on a copy): a number is handed on without
// leading zeros, so that "010" is ten, as typed, and not CLI11's octal 8.
const CLI::Validator kSeedNumber(
    [](std::string& text) {
        const auto seed = eden::lab::parse_seed(text);
        if (!seed)
            return "wants a whole number from 0 to 18446744073709551615, not \"" + text + "\"";
        text = std::to_string(*seed);
        return std::string();
    },
    "SEED", "seed");
const CLI::Validator kDecimalNumber(
    [](std::string& text) {
        if (!eden::lab::is_decimal_number(text))
            return "wants a whole number in decimal digits, not \"" + text + "\"";
        const std::size_t sign = text.front() == '-' ? 1 : 0;
        const std::size_t digits = text.find_first_not_of('0', sign);
        text = text.substr(0, sign) + (digits == std::string::npos ? "0" : text.substr(digits));
        return std::string();
    },
    "N", "decimal");

// Whether everything printed reached its destination: a full disk or /dev/full behind stdout
// fails the command instead of exiting 0 with half a report (issue 34 item 7).
int with_output_checked(int status) {
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "eden-cli: cannot write the output (standard output: is the disk full?)\n";
        return eden::cli::kExitError;
    }
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace eden::cli;
    CLI::App app{"Battle For Eden command-line tools"};
    app.require_subcommand(1);

    ValidateOptions validate;
    auto* cmd_validate = app.add_subcommand("validate", "Load and check every data file");
    cmd_validate->add_option("--data", validate.data_dir, "The data folder (default: data/)");

    MapOptions map;
    auto* cmd_map =
        app.add_subcommand("map", "Play the map-building phase with bots, write the map");
    cmd_map->add_option("--players", map.players, "Number of players (2-6)")
        ->required()
        ->transform(kDecimalNumber);
    cmd_map->add_option("--seed", map.seed, "Seed of the game's generator")
        ->required()
        ->transform(kSeedNumber);
    cmd_map->add_option("--scenario", map.scenario,
                        "supremacy, unbalance or king-of-eden (default supremacy)");
    cmd_map->add_option("--variant", map.variant, "A variant of the scenario, e.g. open");
    cmd_map->add_option("--ruleset", map.ruleset, "Ruleset id (default standard)");
    cmd_map->add_option("--set", map.assignments, "Override a parameter: key=value (repeatable)");
    cmd_map->add_option("--out", map.out, "Write the map here (default: print it)");
    cmd_map->add_option("--save", map.save_out, "Also write a save file of the map-building game");
    cmd_map
        ->add_option("--stop-after", map.stop_after,
                     "Stop after N actions, leaving the map unfinished (with --save: a "
                     "position to load in the app)")
        ->transform(kDecimalNumber)
        ->check(CLI::NonNegativeNumber);
    cmd_map->add_option("--repeat", map.repeat, "Build the map N times and report timings")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 100000));
    cmd_map->add_option("--data", map.data_dir, "The data folder (default: data/)");

    SimulateOptions sim;
    auto* cmd_sim = app.add_subcommand(
        "simulate", "Play whole games with bots, check invariants after every action, summarize");
    cmd_sim->add_option("--games", sim.games, "Number of games")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 10000000));
    cmd_sim
        ->add_option("--players", sim.players,
                     "Players per game (2-6); required unless --map gives it")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(2, 6));
    cmd_sim->add_option("--seed", sim.seed, "Seed of the first game (game i uses seed + i)")
        ->required()
        ->transform(kSeedNumber);
    cmd_sim->add_option("--scenario", sim.scenario,
                        "supremacy, unbalance or king-of-eden (default supremacy)");
    cmd_sim->add_option("--variant", sim.variant, "A variant of the scenario, e.g. open");
    cmd_sim->add_option("--ruleset", sim.ruleset,
                        "Ruleset id (default standard), or several comma-separated "
                        "(standard,classic): the same games under each, one report section "
                        "each (--json: one entry of \"by_ruleset\" each)");
    cmd_sim->add_option("--map", sim.map,
                        "Play every game on this map file (e.g. data/maps/four_players.json) "
                        "instead of building one; its portals give the number of players");
    cmd_sim->add_option("--set", sim.assignments, "Override a parameter: key=value (repeatable)");
    cmd_sim->add_option("--bots", sim.bots,
                        "Bot kinds per seat (random, eager, heuristic, search), comma-separated; "
                        "the last fills the remaining seats (default random). search takes a "
                        "budget per choice: search:200 playouts (the same games for a seed) or "
                        "search:500ms");
    cmd_sim
        ->add_option("--max-rounds", sim.max_rounds,
                     "Stop a game after this many rounds and report it unfinished")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 100000));
    cmd_sim->add_flag("--json", sim.json, "Print the summary as one JSON object");
    cmd_sim->add_flag("--no-checks", sim.no_checks,
                      "Skip the invariant checks (to time the engine alone)");
    cmd_sim->add_flag("--check-replay", sim.check_replay,
                      "After each game, rebuild it from its seed, setup and action log (as a "
                      "save is replayed) and compare it with the played game; a difference "
                      "counts like an invariant violation");
    cmd_sim->add_option("--save", sim.save_out,
                        "Write a save of the first game where it stopped (to replay or load)");
    cmd_sim->add_flag("--log", sim.log,
                      "Print the first game's decisions, choices and events to stderr");
    cmd_sim->add_option("--civs", sim.civs,
                        "Civilizations: ids per seat (comma-separated), or \"pairings\" to cycle "
                        "through every ordered pair (2 players: a balance run); default: drawn "
                        "per game");
    cmd_sim->add_option("--data", sim.data_dir, "The data folder (default: data/)");
    cmd_sim
        ->add_option("--jobs", sim.jobs,
                     "Threads playing games at once (default: every core); the results are "
                     "the same for any number")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 1024));
    cmd_sim->add_option("--shard", sim.shard,
                        "K/N: play only the K-th of N contiguous slices of the games (game i "
                        "still uses seed S + i); `eden-cli merge` combines the --json outputs");
    cmd_sim->add_flag("--audit", sim.audit,
                      "Audit every game from its log (as eden-cli audit does a save): print each "
                      "departure from the rulebook; exit status 1 if there is any");
    cmd_sim->add_flag("--progress", sim.progress,
                      "Draw a progress bar on stderr even when it is not a terminal");

    MergeOptions merge;
    auto* cmd_merge = app.add_subcommand(
        "merge",
        "Combine the --json outputs of simulate --shard 1/N .. N/N into the summary of the "
        "whole run (printed as JSON)");
    cmd_merge->add_option("FILE", merge.files, "simulate --json outputs")->required();

    SweepOptions sweep;
    auto* cmd_sweep = app.add_subcommand(
        "sweep",
        "Play N games for every setting of a search space (SPACE.json: ruleset parameters, bots, "
        "player counts) and write sweep.json, sweep.csv and SVG charts");
    cmd_sweep->add_option("SPACE", sweep.space, "The search space (README \"eden-cli sweep\")")
        ->required();
    cmd_sweep->add_option("--out", sweep.out_dir,
                          "Folder for sweep.json, sweep.csv, win_rates.svg and game_length.svg "
                          "(default: sweep/)");
    cmd_sweep->add_option("--games", sweep.games, "Games per setting (overrides the space's)")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 10000000));
    cmd_sweep
        ->add_option("--jobs", sweep.jobs, "Threads playing games at once (default: every core)")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 1024));
    cmd_sweep
        ->add_option("--baseline", sweep.baseline,
                     "The setting (by number) every other is compared with, game by game on the "
                     "same seeds (default: 1)")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 100000000));
    cmd_sweep->add_flag("--json", sweep.json, "Also print sweep.json to stdout");
    cmd_sweep->add_flag("--progress", sweep.progress,
                        "Draw a progress bar on stderr even when it is not a terminal");
    cmd_sweep->add_option("--data", sweep.data_dir, "The data folder (default: data/)");

    CompareOptions compare;
    auto* cmd_compare = app.add_subcommand(
        "compare",
        "Play a baseline and a variant setting on the same seeds and seats, and print each "
        "figure of both with the paired difference and its 95% interval");
    cmd_compare
        ->add_option("BASELINE", compare.baseline,
                     "Settings JSON: the \"run\" object of simulate --json (ruleset, scenario, "
                     "variant, set, players, bots, max_rounds, seed), or a whole report")
        ->required();
    cmd_compare->add_option("VARIANT", compare.variant, "Settings JSON, as BASELINE")->required();
    cmd_compare->add_option("--games", compare.games, "Paired games (default 100)")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(2, 1000000));
    cmd_compare
        ->add_option("--seed", compare.seed,
                     "Seed of the first game of both (default: the baseline's; game i uses "
                     "seed + i)")
        ->transform(kSeedNumber);
    cmd_compare
        ->add_option("--threads", compare.threads, "Threads playing games (default: every core)")
        ->transform(kDecimalNumber)
        ->check(CLI::Range(1, 1024));
    cmd_compare->add_option("--json", compare.json_out, "Also write the comparison as JSON here");
    cmd_compare->add_option("--data", compare.data_dir, "The data folder (default: data/)");

    CardsOptions cards;
    auto* cmd_cards = app.add_subcommand(
        "cards",
        "Print the card catalogue: every World, then the common and technology cards, with "
        "rules text generated from the cards' effect data");
    cmd_cards->add_option("--civ", cards.civ,
                          "Print only this civilization's World (its id, e.g. mountain_clans)");
    cmd_cards->add_flag("--markdown", cards.markdown,
                        "Print Markdown: a heading and a table per World (sorted by cost, then "
                        "name), then the common and technology cards");
    cmd_cards->add_option("--data", cards.data_dir, "The data folder (default: data/)");
    cmd_cards->add_option("--lang", cards.language,
                          "The language of the card text, the cards' and Worlds' names and the "
                          "Worlds' descriptions: en (default) or fr; the headings stay English");
    cmd_cards->footer(
        "No rules text is stored in data/: each ability reads \"<timing>: <costs> to "
        "<effects>.\", generated from its effect vocabulary. Exit status 1 if the data is "
        "bad, 2 for an unknown --civ or --lang (the message lists the known ones).");

    ReplayOptions replay;
    auto* cmd_replay =
        app.add_subcommand("replay", "Replay a save's action log and confirm its state");
    cmd_replay->add_option("SAVE", replay.save, "The save file")->required();
    auto* replay_at =
        cmd_replay
            ->add_option("--at", replay.at_round,
                         "ROUND: write the position at the start of this round (1 or more) to "
                         "--out, as a save that loads and replays like any other")
            ->transform(kDecimalNumber)
            ->check(CLI::Range(1, 1000000));
    auto* replay_out = cmd_replay->add_option("--out", replay.out, "The save --at writes");
    replay_at->needs(replay_out);
    replay_out->needs(replay_at);

    AuditOptions audit;
    auto* cmd_audit = app.add_subcommand(
        "audit",
        "Re-derive from each save's logged game what its rulebook says should have happened "
        "(hand sizes, production, fronts, losses, captures, prices, pure energy) and print "
        "every departure; exit status 1 if there is any");
    cmd_audit->add_option("SAVE", audit.saves, "Save files (eden-cli simulate --save, the app)")
        ->required();
    cmd_audit
        ->add_option("--max-lines", audit.max_lines,
                     "Print at most this many departures per file (default 50)")
        ->check(CLI::NonNegativeNumber);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? kExitOk : kExitUsage;
    }
    if (*cmd_validate) return with_output_checked(run_validate(validate));
    if (*cmd_map) return with_output_checked(run_map(map));
    if (*cmd_cards) return with_output_checked(run_cards(cards));
    if (*cmd_replay) return with_output_checked(run_replay(replay));
    if (*cmd_audit) return with_output_checked(run_audit(audit));
    if (*cmd_sim) return with_output_checked(run_simulate(sim));
    if (*cmd_merge) return with_output_checked(run_merge(merge));
    if (*cmd_sweep) return with_output_checked(run_sweep(sweep));
    compare.seed_given = cmd_compare->count("--seed") > 0;
    if (*cmd_compare) return with_output_checked(run_compare(compare));
    return kExitUsage;
}
