// Production: what a player's territories yield each round and where the resources go.
//
// Rulebook: 003 §Production phase ("the pulse"); RULES.md §2 "Production" (U38, U39).
// Parameters read: none (the caller dispatches on game.economy; the default placement's fill target
// is the caller's battle.bonus_resource_threshold, passed in).
//
// Pure functions over a map and its control; not yet wired into GameState. Eliminated players'
// territories produce nothing (003 §Conquering a portal): that is the caller's check.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/map.hpp"
#include "eden/map/tile.hpp"
#include "eden/text/message.hpp"

namespace eden {

// 003: 1 resource per ordinary territory controlled, +1 if it is rich in the player's
// civilization resource (its colour), +1 if it carries a crystal-shard richness token.
// Portals and the Heart produce no resources; the Heart's controller gains 1 pure energy.
// Connection to the portal is not required (RULES.md §2).
struct ProductionYield {
    int resources = 0;
    int pure_energy = 0;
    friend bool operator==(const ProductionYield&, const ProductionYield&) = default;
};

// Control entries for hexes with no tile are ignored.
ProductionYield production_for(const Map& map, const Control& control, int player,
                               TileColor civ_resource);

// 002 §The Production phase (RULES.md §5 C1), for the stock economy: only the territories
// connected to the player's standing portal (a path through his own territories) produce:
// 1 each, the portal and the Heart included, +1 for each of his colour (his civilization
// resource's tile colour), +1 for each richness token; +1 pure energy if he holds the Heart
// and it is connected. Nothing without a standing portal.
// With `portal_of_own_colour` (004 §La phase de Production: "pour chacun de ces territoires
// qui est de sa couleur (y compris son portail)", map.portal_has_owner_colour) the portal counts
// as a territory of his colour: +1.
ProductionYield connected_production_for(const Map& map, const Control& control, int player,
                                         TileColor civ_resource, bool portal_of_own_colour = false);

// 004 §La phase de Production (RULES.md §6 F3, game.pure_energy refined): the pure energy a
// player refines from the `stocks` he received this phase: 1 per 5 of them, +1 per territory
// touching the Heart of Eden he controls, +2 if he controls the Heart. Control is enough: 004
// asks connection of stocks only.
int refined_pure_energy(const Map& map, const Control& control, int player, int stocks);

// `count` resources of `type` (crystal shards or the civilization resource) put on the
// territory `at` (any territory the player controls, the portal and the Heart included).
struct ResourcePlacement {
    Hex at;
    TileColor type = TileColor::white;
    int count = 0;
    friend bool operator==(const ResourcePlacement&, const ResourcePlacement&) = default;
};

// The "place them for me" default. Every resource is the civilization resource: like shards
// it pays for additional attack subphases, it alone rescues and returns units (003 §Battle
// rules, post-combat and unit destruction), and pure energy can stand in for shards, not for it.
//
// Where they go: territories are ranked fully controlled first, then by path distance to the
// player's standing portal (nearest first; the portal itself comes first), then by hex order;
// partially controlled territories follow, by the same distance (unreachable ones last) and hex
// order. Each territory in turn is filled until it holds `fill_to` shards and civilization
// resources together (counting what `already` lies there) before the next one gets any: a pile
// of battle.bonus_resource_threshold (5) gives the territory and its neighbours their +1 bonus
// (003 §Bonuses), and the nearest territories are the safest to keep it on. Whatever is left
// once every territory is full goes onto the first-ranked one.
//
// One entry per territory used, in rank order. Empty if `resources` <= 0, or if the player
// controls no territory (then nothing could be produced either).
std::vector<ResourcePlacement> default_production_placement(const Map& map, const Control& control,
                                                            int player, TileColor civ_resource,
                                                            int resources,
                                                            const TerritoryResources& already,
                                                            int fill_to);
// The same with no resources lying anywhere yet and the standard threshold of 5.
std::vector<ResourcePlacement> default_production_placement(const Map& map, const Control& control,
                                                            int player, TileColor civ_resource,
                                                            int resources);

// Why a hand-made placement is refused (a message), or nullopt if it is legal: counts must not
// be negative and must add up to `resources`; every type is crystal shards (white) or
// `civ_resource`; every territory is on the map and controlled by `player`.
std::optional<text::Message> why_invalid_placement(const Map& map, const Control& control,
                                                   int player, TileColor civ_resource,
                                                   int resources,
                                                   const std::vector<ResourcePlacement>& placement);

// Puts a (valid) placement onto the resources lying on the territories.
void apply_placement(TerritoryResources& resources,
                     const std::vector<ResourcePlacement>& placement);

}  // namespace eden
