// Paying a card's cost: Energy Crystal cards, resources lying on territories, pure energy.
//
// Rulebook: 003 §Settle near the portals — "Resources, purchases" (how to pay) and §Purchasing
// phase; RULES.md §2 "Purchasing" (U83). Parameters read: none.
//
// 003: "using N pure energy" decreases the pure energy count by N; "using N Energy Crystals"
// discards Energy Crystal cards whose total value is at least N; "using N resources" removes N
// resources from one's territories; 1 pure energy may be used as 4 crystal shards, never the
// reverse. The multi-colour cube is N resources of any one type, all of the same type.
//
// Pure functions, not yet wired into GameState: the caller says which crystal cards may be
// discarded (set aside, or from hand outside the Purchasing phase) and applies the plan.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/map/hex.hpp"
#include "eden/text/message.hpp"

namespace eden {

struct Cost {
    int energy_crystals = 0;
    int pure_energy = 0;
    std::array<int, 7> resources{};  // by type, kResourceColors order
    int any_one_type = 0;            // the multi-colour cube: N resources of any single type
    friend bool operator==(const Cost&, const Cost&) = default;
};

// What a player may pay with.
struct Funds {
    std::vector<int> crystal_values;  // values (1, 2, 3) of the Energy Crystal cards available
    TerritoryResources resources;     // lying on the player's territories
    int pure_energy = 0;
    friend bool operator==(const Funds&, const Funds&) = default;
};

struct PaymentPlan {
    std::vector<int> crystal_indices;  // into Funds::crystal_values
    TerritoryResources taken;          // removed from those territories
    int pure_energy = 0;               // including any spent as 4 crystal shards each
    friend bool operator==(const PaymentPlan&, const PaymentPlan&) = default;
};

// The sum of a cost's printed parts, each counted as 1: what a price comes to where resources are
// untyped (002's stock, RULES.md §5 C8) or paid all in pure energy (technology when the Heart is
// lost, C9).
int printed_total(const Cost& cost);

// nullopt if the funds cover the cost; otherwise a message naming the first shortfall
// ("needs 3 ore, you have 1 on your territories").
std::optional<text::Message> why_cannot_pay(const Cost& cost, const Funds& funds);

// What the funds add up to, for the quick question "can this be paid at all?".
struct FundsTotals {
    int crystal_value = 0;           // all the Energy Crystal cards together
    std::array<int, 7> resources{};  // by type, over every territory
    int pure_energy = 0;
};
FundsTotals totals_of(const Funds& funds);
// Exactly whether why_cannot_pay(cost, funds) would be nullopt, without building a plan: some
// crystals reach any total up to their sum; pure energy stands in for shards 4 to 1.
bool can_pay(const Cost& cost, const FundsTotals& totals);

// The plan the "pay for me" button uses; nullopt if the cost cannot be paid. Deterministic:
// - Crystals: the subset with the smallest total value >= the cost; ties: fewest cards, then
//   the lexicographically lowest indices. No card is discarded when the cost has no crystals.
// - Shards before pure energy: pure energy stands in for shards only for the shortfall, in
//   whole units of 4, and then as few shards are taken as still cover the cost (5 shards with
//   3 on the map: 1 pure energy and 1 shard, keeping 2).
// - The multi-colour cube: among the types that can pay it (after the fixed resource costs),
//   the one needing the least pure energy, then the one with the most left afterwards (keep
//   the scarce types), then the first in kResourceColors order.
// - Resources of a type come first from the territories holding the fewest resources in all
//   (ties: hex order). Territory bonuses reward piles of 5 (003 §Bonuses); draining the small
//   piles first keeps the big ones, and their bonuses, standing.
std::optional<PaymentPlan> cheapest_plan(const Cost& cost, const Funds& funds);

// Checks a plan a player chose by hand; nullopt if it pays the cost. Refused: crystal indices
// out of range or repeated; crystals worth less than the cost, or a card the cost does not
// need (discarding it would leave enough: overpaying is only a card worth more than what is
// left to pay — our reading, so a purchase is not a free discard); taking from a territory
// not in the funds, more than lies there, or a negative number; more pure energy than the
// player has; any resource type not paid exactly, where crystal shards are paid by shards taken
// plus 4 per pure energy beyond the cost's own, with no more shards than needed and no pure
// energy wholly unused; a multi-colour cost not paid in a single type.
std::optional<text::Message> why_invalid_plan(const Cost& cost, const Funds& funds,
                                              const PaymentPlan& plan);

// Carries out a valid plan on the funds: the crystal values at the plan's indices are erased
// (the caller discards those cards, looking them up by the plan's indices first), the taken
// resources removed (entries stay, possibly empty) and the pure energy spent. Throws
// std::logic_error (from ResourceCounts::add) if the plan takes what is not there.
void apply_plan(Funds& funds, const PaymentPlan& plan);

}  // namespace eden
