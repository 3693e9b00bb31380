// Territories in the conquest: who controls them, what lies on them, how well they defend.
//
// Rulebook: 003 §Battle rules — "Full Control vs Partial Control, Base Defense" and "Bonuses";
// RULES.md §2 "Control and base defense" and "Distance".
// Parameters read: battle.base_defense_by_distance, battle.bonus_resource_threshold,
// map.distance_metric.
#pragma once

#include <array>
#include <map>
#include <set>
#include <vector>

#include "eden/core/rules.hpp"
#include "eden/map/hex_table.hpp"
#include "eden/map/map.hpp"

namespace eden {

// Resources lying on one territory, by type (the seven resource colours, in kResourceColors
// order). 003 §Resources: resources are tokens placed on territories.
struct ResourceCounts {
    std::array<int, 7> by_type{};

    int of(TileColor type) const;
    void add(TileColor type, int n);
    int total() const;
    friend bool operator==(const ResourceCounts&, const ResourceCounts&) = default;
};

// Territory -> the resources lying on it (absent: none).
using TerritoryResources = HexTable<ResourceCounts>;

// Territory -> controlling seat. A territory missing from the map is wild.
using Control = HexTable<int>;

// 003: base defense by distance to the closest portal: 0, 0, 1, 3, 5, 7, ... The table comes
// from battle.base_defense_by_distance; beyond it, each step adds the table's last difference.
int base_defense_for_distance(const Rules& rules, int distance);

// Distance from `at` to the nearest standing portal, or kUnreachable if none stands.
int distance_to_nearest_standing_portal(const Map& map, const Rules& rules, Hex at);

// The base defense of a territory (RULES.md §2: by distance to the nearest *standing* portal).
// With no standing portal anywhere, the last entry of the table applies.
int base_defense(const Map& map, const Rules& rules, Hex at);

// 003: full control spreads from a standing portal of the player through touching territories
// the player controls; the rest of the player's territories are partially controlled.
std::set<Hex> fully_controlled(const Map& map, const Control& control, int player);

// 003 §Bonuses, for a territory controlled by `player` whose civilization resource is
// `civ_resource`: +1 if it holds at least battle.bonus_resource_threshold crystal shards and
// civilization resources together, +1 more if it touches such a territory of the same player.
// 0 for a territory the player does not control.
struct TerritoryBonus {
    bool rich = false;          // the territory itself holds enough
    bool next_to_rich = false;  // it touches a rich territory of the same player
    int total() const { return (rich ? 1 : 0) + (next_to_rich ? 1 : 0); }
};
TerritoryBonus territory_bonus(const Map& map, const Rules& rules, const Control& control,
                               const TerritoryResources& resources, Hex at, int player,
                               TileColor civ_resource);

}  // namespace eden
