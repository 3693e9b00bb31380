// 004's day (the `edition-fr` ruleset; RULES.md §6 F4): troops posted on the frontiers, the
// battles they make once everyone has moved, and the order they are chosen in.
//
// Rulebook: 004 §Les bases de la conquête ("Chaque troupe présente sur la carte peut être
// présente soit sur un territoire (i.e. au centre d'une tuile), soit à la frontière entre deux
// territoires ... d'un côté ou de l'autre de la frontière") and §La phase d'Expansion.
//
// Pure functions over a map, its control and the posts; not yet wired into GameState (the day's
// flow, issue 37, comes with its camp battles).
#pragma once

#include <compare>
#include <tuple>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/map.hpp"

namespace eden {

// Troops of the controller of `from`, on its side of the frontier toward `toward` (a touching
// territory). They stay there from day to day until moved back or lost (F4).
struct FrontierPost {
    Hex from;
    Hex toward;
    int player = kNoPlayer;
    int count = 0;
    friend bool operator==(const FrontierPost&, const FrontierPost&) = default;
};

// One battle of the day (004: "un à chaque frontière comportant des troupes des deux côtés
// (camp d'un côté contre camp de l'autre côté)", and "un à chaque territoire dont au moins une
// frontière est attaquée mais pas défendue (les joueurs concernés pouvant se répartir en autant
// de camps qu'ils le souhaitent)").
struct DayBattle {
    enum class Kind { frontier, territory };
    Kind kind = Kind::frontier;
    // A frontier battle: its two territories, the lower hex first. A territory battle: the
    // territory attacked (`at`), and `other` equal to it.
    Hex at;
    Hex other;
    // Every player whose troops take part, sorted, each once: the posts on the frontier (a
    // frontier battle); the players posted toward the territory across an unguarded frontier
    // and its controller (a territory battle; nobody for a wild one, whose marker defends).
    std::vector<int> players;
    friend bool operator==(const DayBattle&, const DayBattle&) = default;
    friend auto operator<=>(const DayBattle& a, const DayBattle& b) {
        return std::tie(a.kind, a.at, a.other) <=> std::tie(b.kind, b.at, b.other);
    }
};

// The day's battles once every player has moved, sorted (frontier battles first, then by hex).
// A frontier is guarded from one side when that side has a post; a territory whose frontier is
// attacked from a side while its own side of that frontier is bare is attacked there. Posts
// with no troops, or on hexes without tiles, count for nothing.
std::vector<DayBattle> day_battles(const Map& map, const Control& control,
                                   const std::vector<FrontierPost>& posts);

// 004 §La phase d'Expansion: "on sélectionne un combat à résoudre, puis un autre, ... en
// s'assurant de ne pas sélectionner plus d'un combat impliquant un même joueur ... À son tour,
// le joueur sélectionne un combat de son choix impliquant ses propres troupes". The battles
// (indices into `battles`) `player` may select now: those he takes part in, not yet resolved,
// sharing no player with a battle already selected in this batch. Empty: he passes.
std::vector<int> selectable_battles(const std::vector<DayBattle>& battles,
                                    const std::vector<bool>& resolved,
                                    const std::vector<int>& selected_in_batch, int player);

// "Lorsque cela n'est plus possible, on résout les combats sélectionnés": whether any player
// could still add a battle to this batch.
bool batch_can_grow(const std::vector<DayBattle>& battles, const std::vector<bool>& resolved,
                    const std::vector<int>& selected_in_batch);

}  // namespace eden
