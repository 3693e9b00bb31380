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
    // 004 §La phase de Production (RULES.md §6 F3): his portal is a territory of his colour, and
    // pure energy is refined: 1 per 5 stocks, +1 per held territory touching the Heart, +2 for
    // the Heart (instead of 002's +1 for a connected Heart).
    bool portal_of_own_colour = false;
    bool refined_pure_energy = false;
    // 004 §Conquête, Mise en place and §Cas particuliers (RULES.md §6 F1, F5, F9): wild markers of
    // 2, 4, 6, 8 by rings from the troops; a wild territory fights with its marker, or 0.
    bool wild_markers = false;
    // 004 §La phase de Logistique: common cards at their printed price (002 C8: the n-th at n
    // times it), and technology for anyone with the pure energy (002: the Heart's holder only).
    bool escalating_common_prices = true;
    bool technology_for_heart_holder_only = true;
    // 004 §Cas particuliers (F9): a captured player's territories get 1 troop of the captor each.
    bool one_troop_on_captured = false;
};

// nullopt for a ruleset the audit has no reading of (it then reports that, and checks nothing).
std::optional<Profile> profile_of(const std::string& ruleset);

}  // namespace eden::audit
