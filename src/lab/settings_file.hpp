// The settings of a run read back from JSON, for eden-cli compare (issue 40 item 1): the "run"
// object simulate --json writes (lab/simulate_request.hpp run_json), so a saved report, or its
// "run" alone, or a hand-written file with some of its keys, names what to play again.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lab/simulate_request.hpp"

namespace eden::lab {

// Reads "ruleset", "scenario", "variant", "set" (["key=value", ...]), "players", "bots"
// (["kind", ...] or "kind,kind"), "max_rounds" and "seed" from `settings` (or from its "run"
// when it is a whole report); absent keys keep SimulateRequest's defaults. "civs" and "map"
// other than empty are refused (a comparison draws civilizations per game, on built maps).
// Throws DataError(source, /pointer, reason) for a wrong type or value.
SimulateRequest request_from_json(const nlohmann::json& settings, const std::string& source);

// The bot kinds of "matchups" (["search", "heuristic"]): every game seats different kinds, each
// kind in each seat in turn (sweep's matchups, lab/sweep_space.hpp), instead of "bots". Empty
// when absent. Throws DataError as a sweep space's matchups are refused (matchups_problem), for
// an unknown kind, or for both "bots" and "matchups".
std::vector<std::string> matchups_from_json(const nlohmann::json& settings,
                                            const std::string& source);

}  // namespace eden::lab
