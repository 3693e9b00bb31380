// One place where a logged game departs from its rulebook.
#pragma once

#include <cstddef>
#include <string>

namespace eden::audit {

struct Departure {
    std::size_t step = 0;  // index into GameRecord::steps
    int event = -1;        // index into that step's events; -1: the step as a whole
    std::string check;     // the check that found it ("hands", "production", ...)
    std::string rule;      // the rule it breaks: "002 §Expansion, RULES.md §5 C11"
    std::string what;      // what was expected and what was seen
};

}  // namespace eden::audit
