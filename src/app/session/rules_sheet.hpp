// The Rules screen's contents (issue 6): the scenario in words and every ruleset parameter
// with its value and description, the ones the game changes marked. Generated from the data,
// so the screen never disagrees with the rules being played.
#pragma once

#include <string>
#include <vector>

#include "eden/core/rules.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

struct RuleRow {
    std::string id;
    std::string value;  // as a person reads it: true, 3, "ore, crystal"
    std::string description;
    std::string standard;  // the ruleset's own value
    bool changed = false;  // differs from the ruleset's own value
};

struct RulesSheet {
    std::string scenario;  // name
    std::string summary;
    std::string deviations;
    std::string win_conditions;
    std::string ruleset;  // name
    std::vector<RuleRow> rows;
};

// `active` is the game's resolved rules (ruleset + scenario + variants + assignments). The
// scenario's words, the ruleset's name and the parameters' descriptions are in `language`
// (English where the data has no translation, data/README.md "Other languages").
RulesSheet rules_sheet(const Ruleset& ruleset, const Scenario& scenario, const Rules& active,
                       text::Language language = text::Language::english);

}  // namespace eden::app
