#include "support/classic_two_players.hpp"

#include <stdexcept>

#include "support/shipped_data.hpp"

namespace eden::test {

Rules classic_rules() {
    return shipped_data().rulesets.at("classic").rules;
}

Rules standard_rules() {
    return shipped_data().rulesets.at("standard").rules;
}

Hex bobs_target(const GameState& s) {
    for (Hex h : s.map().placed_neighbours(kAliceFrom)) {
        const auto owner = s.control().find(h);
        if (owner != s.control().end() && owner->second == 1 && h != *s.map().portal_of(1))
            return h;
    }
    throw std::logic_error("no territory of Bob's touches (-3,2)");
}

}  // namespace eden::test
