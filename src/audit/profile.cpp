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
    if (ruleset == "edition-fr") {  // RULES.md §6, 004: what the engine builds of it so far
        p.troops = true;
        p.own_portal_destruction = false;
        p.paid_returns_after_battle = false;        // 004 returns units for free, never paying
        p.pure_energy_buys_technology_only = true;  // F8
        // Until the day (F4) is built an Expansion plays 002's turns, which replenish (C11).
        p.every_turn_end_replenishes = true;
        p.portal_of_own_colour = true;
        p.refined_pure_energy = true;
        p.wild_markers = true;
        p.escalating_common_prices = false;
        p.technology_for_heart_holder_only = false;
        p.one_troop_on_captured = true;
        return p;
    }
    return std::nullopt;
}

}  // namespace eden::audit
