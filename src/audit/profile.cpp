#include "audit/profile.hpp"

namespace eden::audit {

std::optional<Profile> profile_of(const std::string& ruleset) {
    Profile p;
    p.ruleset = ruleset;
    if (ruleset == "standard") return p;  // RULES.md §2, 003 + 000
    if (ruleset == "classic") {           // RULES.md §5, 002
        p.troops = true;
        p.own_portal_destruction = false;
        p.paid_returns_after_battle = false;
        p.pure_energy_buys_technology_only = true;
        p.every_turn_end_replenishes = true;
        return p;
    }
    return std::nullopt;
}

}  // namespace eden::audit
