#include "lab/simulate_request.hpp"

#include <memory>

namespace eden::lab {

GameBatch make_batch(const data::GameData& data, const SimulateRequest& request) {
    GameBatch batch;
    batch.cards = std::make_shared<const CardLibrary>(data.cards);
    batch.rules = data::resolve_rules(data, request.ruleset, request.scenario, request.variant,
                                      request.assignments);
    batch.dragons = data::dragons_for_scenario(data, request.scenario);  // King of Eden
    batch.ruleset = request.ruleset;
    batch.scenario = request.scenario;
    batch.variant = request.variant;
    batch.players = request.players;
    batch.kinds = request.bots;
    batch.seed = request.seed;
    batch.max_rounds = request.max_rounds;
    batch.check_invariants = request.checks;
    batch.check_replay = request.check_replay;
    return batch;
}

nlohmann::json run_json(const SimulateRequest& r) {
    nlohmann::json j = {{"players", r.players},   {"scenario", r.scenario},
                        {"ruleset", r.ruleset},   {"variant", r.variant},
                        {"set", r.assignments},   {"bots", r.bots},
                        {"civs", r.civs},         {"seed", r.seed},
                        {"total_games", r.games}, {"max_rounds", r.max_rounds},
                        {"checks", r.checks},     {"check_replay", r.check_replay},
                        {"shard", r.shard}};
    if (!r.map.empty()) j["map"] = r.map;  // only when set: reports without --map unchanged
    return j;
}

nlohmann::json simulate_report(const Tally& tally, const SimulateRequest& request,
                               double wall_seconds) {
    nlohmann::json j = summary_json(tally, run_json(request));
    j["wall_seconds"] = wall_seconds;
    return j;
}

std::string report_text(const nlohmann::json& report) {
    return report.dump(2) + '\n';
}

}  // namespace eden::lab
