// What names a lab run where a playtester reads it (issue 40 item 2): the results' header and
// the file "Save results" suggests carry the ruleset, scenario, variant and the parameters
// changed, so two runs, two screenshots or two files are told apart at a glance.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "lab/simulate_request.hpp"

namespace eden::lab {

// The rule changes as `--set` takes them, one after the other: "game.hand_size=6,
// battle.bonus_resource_threshold=3" (string values without their JSON quotes); "" for none.
std::string changes_text(const std::vector<std::string>& assignments);

// A file name (without its extension) naming what was played:
// "standard-supremacy-open-game.hand_size=6-2p-200g-seed1". Only letters, digits and
// . _ = + - are kept (anything else becomes '-'), so it is a valid name on every system; at
// most `max_length` characters: the rule changes that do not fit are counted ("+2") instead.
std::string run_file_name(const SimulateRequest& request, std::size_t max_length = 60);

}  // namespace eden::lab
