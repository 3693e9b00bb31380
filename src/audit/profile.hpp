// The audit's own reading of each ruleset: what its rulebook prints, written here once from the
// rulebooks and ../shared/RULES.md, never read from the engine's ruleset parameters (an audit
// that took the engine's parameters would agree with the engine's mistakes in them).
#pragma once

#include <optional>
#include <string>

namespace eden::audit {

struct Profile {
    std::string ruleset;
    // 003 (standard): resources lie on territories, production counts ordinary territories,
    // base defense by distance. 002 (classic): troops, one stock, connected production.
    bool troops = false;
    // 003 §Expansion: a player may destroy his own portal. 002 prints no such move (C10).
    bool own_portal_destruction = true;
    // 003 §Battle step 8: units may be returned to the World by paying; 002: every unit is
    // discarded after the battle (C5, C10).
    bool paid_returns_after_battle = true;
    // 002 (C8, C10): pure energy buys technology cards and nothing else. 003: it also stands for
    // 4 crystal shards in any payment.
    bool pure_energy_buys_technology_only = false;
    // 002 (C11): every turn that ends replenishes to the hand size. 003: the first subphase
    // always ends replenishing, an additional one only if there was a battle (FAQ 1).
    bool every_turn_end_replenishes = false;
};

// nullopt for a ruleset the audit has no reading of (it then reports that, and checks nothing).
std::optional<Profile> profile_of(const std::string& ruleset);

}  // namespace eden::audit
