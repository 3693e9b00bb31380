// A scenario's deviations line, generated from its parameter overrides (issue 38 item 5), as a
// card's text is generated from its effects: one sentence per parameter it changes, in the
// order of the ruleset's parameters. The scenario editor writes it; a test holds every shipped
// scenario's written deviations to it, so prose and parameters cannot drift apart.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eden/core/rules.hpp"
#include "eden/text/language.hpp"

namespace eden::text {

// The sentences of `set` (a scenario's or variant's {"parameter": value} overlay) over the
// values of `ruleset.rules` (for a variant: the ruleset's rules with its scenario's overlay). A
// parameter set to the ruleset's own value changes nothing and says nothing. A parameter without a
// sentence of its own is said with its one-line description and values.
std::vector<std::string> deviation_sentences(const Ruleset& ruleset, const nlohmann::json& set,
                                             Language language);
// The sentences as one line.
std::string deviations_line(const Ruleset& ruleset, const nlohmann::json& set, Language language);

}  // namespace eden::text
