// eden-cli merge: the --json outputs of `simulate --shard K/N` (run anywhere: GNU parallel, a
// Slurm job array) combined into the summary one run of every game would have printed. Like
// simulate, it exits 1 when the games had invariant violations or replay differences.
#include <iostream>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"
#include "lab/shard_merge.hpp"
#include "lab/tally.hpp"

namespace eden::cli {

using nlohmann::json;

int run_merge(const MergeOptions& o) {
    try {
        std::vector<lab::ShardReport> shards;
        for (const auto& file : o.files)
            shards.push_back({file, data::read_json_file(file)});
        const lab::MergedRun merged = lab::merge_shard_reports(shards);
        json j = lab::summary_json(merged.tally, merged.run);
        j["wall_seconds"] = merged.wall_seconds;
        std::cout << j.dump(2) << '\n';
        const lab::Tally& t = merged.tally;
        if (t.violations > 0 || t.replay_differences > 0) {
            std::cerr << "eden-cli merge: the run had " << t.violations
                      << " invariant violation(s) and " << t.replay_differences
                      << " replay difference(s)\n";
            return kExitError;
        }
        return kExitOk;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    } catch (const std::exception& e) {
        std::cerr << "eden-cli merge: " << e.what() << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
