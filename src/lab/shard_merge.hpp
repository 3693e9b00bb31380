// The --json reports of `eden-cli simulate --shard K/N` read back and added up into the report
// of the whole run (eden-cli merge). Every count of every file is checked against its games and
// its slice of the run before it is added (issue 34 item 6): a shard file may come from
// another machine, an old version or a hand edit, and a wrong count would otherwise print as a
// plausible win rate.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lab/tally.hpp"

namespace eden::lab {

// One shard's report and the name it is refused by (its file).
struct ShardReport {
    std::string source;
    nlohmann::json report;
};

// The tally of a report's "counts" (at `pointer` in `source`), checked: every count a whole
// number that fits, none more than the games it counts within (finished, wins, violations ...
// <= games; wins of a civilization <= its games; one civilization per seat per game; game
// indices within the run's `total_games`). Throws DataError(source, /pointer/key, reason).
Tally tally_from_counts(const nlohmann::json& counts, int players, int max_rounds, int total_games,
                        const std::string& source, const std::string& pointer);

struct MergedRun {
    nlohmann::json run;       // the run's settings, shard "1/1"
    Tally tally;              // every shard's games
    double wall_seconds = 0;  // summed over the shards: machine time, not elapsed time
};

// Merges the shards of one run: the same settings in each, shard numbers K/N forming 1..N
// once each, each shard's games its slice of the run. Throws DataError naming the file and
// the JSON pointer of the first problem.
MergedRun merge_shard_reports(const std::vector<ShardReport>& shards);

}  // namespace eden::lab
