// eden-cli merge: the --json outputs of `simulate --shard K/N` (run anywhere: GNU parallel, a
// Slurm job array) combined into the summary one run of every game would have printed.
#include <iostream>
#include <set>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"
#include "lab/tally.hpp"

namespace eden::cli {

using nlohmann::json;

int run_merge(const MergeOptions& o) {
    try {
        json run;
        lab::Tally total;
        double wall = 0;
        std::set<int> shards_seen;
        int shards = 0;
        for (const auto& file : o.files) {
            const json j = data::read_json_file(file);
            if (!j.is_object() || !j.contains("run") || !j.contains("counts")) {
                std::cerr << "eden-cli merge: " << file
                          << ": not the output of eden-cli simulate --json (no run or counts)\n";
                return kExitError;
            }
            json this_run = j.at("run");
            const std::string shard = this_run.value("shard", "1/1");
            const auto slash = shard.find('/');
            const int k = std::stoi(shard.substr(0, slash));
            const int n = std::stoi(shard.substr(slash + 1));
            this_run.erase("shard");
            if (run.is_null()) {
                run = this_run;
                shards = n;
            } else if (this_run != run || n != shards) {
                std::cerr << "eden-cli merge: " << file
                          << ": a different run (its settings differ from " << o.files.front()
                          << "'s)\n";
                return kExitError;
            }
            if (!shards_seen.insert(k).second) {
                std::cerr << "eden-cli merge: " << file << ": shard " << shard << " given twice\n";
                return kExitError;
            }
            total.add(lab::tally_from_counts(j.at("counts")));
            total.seconds += j.value("seconds", 0.0);
            wall += j.value("wall_seconds", 0.0);
        }
        for (int k = 1; k <= shards; ++k)
            if (!shards_seen.count(k)) {
                std::cerr << "eden-cli merge: shard " << k << "/" << shards << " is missing\n";
                return kExitError;
            }
        run["shard"] = "1/1";
        json j = summary_json(total, run);
        j["wall_seconds"] = wall;  // summed over the shards: machine time, not elapsed time
        std::cout << j.dump(2) << '\n';
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
