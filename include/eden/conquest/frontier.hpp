// Frontiers: where a player may open a battle, against whom, and what an extra battle costs.
//
// Rulebook: 003 §Expansion phase and §Battle rules "General Principle"; RULES.md §2
// "Expansion" (U51–U53). Parameters read: map.distance_metric.
//
// Pure functions over a map and its control; not yet wired into GameState. 003 calls the
// territory on the player's side of a frontier his allied territory and the one across it his
// enemy territory; a battle on a frontier is a front. The Heart and portal territories are
// territories like any other: they can attack and be attacked (taking a portal destroys it,
// 003 §Conquering a portal territory).
#pragma once

#include <compare>
#include <optional>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/core/rules.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/map.hpp"

namespace eden {

// A frontier seen from one player: `allied` is a territory the player controls, `enemy` a
// touching territory he does not (wild, or another player's). Ordered by allied, then enemy,
// so lists of frontiers come out in one stable order.
struct Frontier {
    Hex allied;
    Hex enemy;
    friend bool operator==(const Frontier&, const Frontier&) = default;
    friend auto operator<=>(const Frontier&, const Frontier&) = default;
};

// The seat controlling a territory, or nullopt if it is wild (003: "territories that no player
// control"). An eliminated player's territories stay under his partial control, so they are not
// wild (003 §Conquering a portal territory).
std::optional<int> controller_of(const Control& control, Hex territory);

// Whether `f` is one of `player`'s frontiers: both hexes hold tiles and touch, the player
// controls `allied` and does not control `enemy`.
bool is_frontier_of(const Map& map, const Control& control, int player, const Frontier& f);

// 003 §Expansion: every frontier across which `player` may start a battle, sorted. Any
// territory the player controls counts, fully or partially controlled: 003 limits defense by
// hand to full control, never attack. Control entries for hexes with no tile are ignored.
std::vector<Frontier> frontiers_of(const Map& map, const Control& control, int player);

// The other players whose territories touch `player`'s, sorted, each once. 003 allows one
// subphase's battles against wild territories and at most one of these. Eliminated players are
// included while they keep territories: taking one still counts as taking territory from a
// player (RULES.md §2 "Portals and elimination").
std::vector<int> opponents_across(const Map& map, const Control& control, int player);

// RULES.md §2 Expansion (003 §Expansion): each battle started in an additional attack subphase
// costs as many resources (civilization resource and/or crystal shards) as the attacked
// territory's distance to the player's portal, measured under map.distance_metric. The portal
// is the player's own *standing* one: a destroyed portal measures nothing.
// Throws std::logic_error if `target` holds no tile, if the player has no standing portal (an
// eliminated player does not attack; one who destroyed his own portal has no cost defined by
// the rulebook, so the caller must rule on it), or if no path of tiles joins the two.
int additional_subphase_cost(const Map& map, const Rules& rules, int player, Hex target);

}  // namespace eden
