// Every front's totals and result (003 §Battle rules step 7, "Bonuses", "Base Defense"; 002
// §Combat and §Attacking a wild territory; RULES.md §2 "Battle", §5 C5, C12).
//
// The count the log shows must add up (each side's items sum to its total, the units' item to the
// units' strengths), the attacker must win exactly when strictly stronger, a territory on base
// defense must stand on the figure its distance to the nearest standing portal gives (003: 0, 0,
// 1, 3, 5, ... for 1, 2, 3, 4, 5 tiles away; 002: a wild territory is 2 x the tiles between it
// and the nearest portal), troops count one each (002), a player's territory never stands on
// base defense in 002, and in 003 only a fully controlled territory is defended by hand.
#include <numeric>
#include <string_view>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

int units_total(const std::vector<CountedUnit>& units) {
    int n = 0;
    for (const CountedUnit& u : units)
        n += u.strength;
    return n;
}

// 003 §Base Defense: 0 when the distance is less than 2, 1 at 2, then +2 per step.
int printed_base_defense(int distance) {
    if (distance < 2) return 0;
    return 2 * distance - 3;
}

class FrontsCheck : public Check {
  public:
    const char* name() const override { return "fronts"; }

    void event(const Where& w, std::size_t k, const Event& e) override {
        const auto* x = std::get_if<FrontResolved>(&e);
        if (!x) return;
        const int ev = static_cast<int>(k);
        const std::string step7 =
            w.rules.troops ? "002 §Combat (strictly greater wins)" : "003 §Battle rules step 7";
        if (x->attacker_won != (x->attacker_strength > x->defender_strength))
            report(w, ev, step7,
                   "front " + std::to_string(x->front + 1) + " counts " +
                       std::to_string(x->attacker_strength) + " vs " +
                       std::to_string(x->defender_strength) + ": expected " +
                       (x->attacker_strength > x->defender_strength ? "the attacker to win"
                                                                    : "the territory to hold") +
                       ", seen the opposite");
        check_side(w, ev, "attacker", x->count.attacker, x->attacker_strength, x->attacker_units,
                   true);
        check_side(w, ev, "defender", x->count.defender, x->defender_strength, x->defender_units,
                   x->count.defended_by_hand);
        const auto& fronts = w.table.fronts();
        if (x->front < 0 || static_cast<std::size_t>(x->front) >= fronts.size()) {
            report(w, ev, step7,
                   "front " + std::to_string(x->front + 1) + " was never opened (" +
                       std::to_string(fronts.size()) + " fronts in this battle)");
            return;
        }
        const FrontFacts& f = fronts[static_cast<std::size_t>(x->front)];
        check_defense(w, ev, f, x->count);
        if (w.rules.troops) check_troops(w, ev, f, x->count);
    }

  private:
    void check_side(const Where& w, int ev, const std::string& side_name, const SideForecast& side,
                    int strength, const std::vector<CountedUnit>& units, bool units_counted) {
        const std::string rule = "003 §Battle rules step 7 (the total, bonuses included)";
        int sum = 0;
        for (const StrengthItem& i : side.items)
            sum += i.amount;
        if (sum != side.total || side.total != strength)
            report(w, ev, rule,
                   "the " + side_name + "'s items add up to " + std::to_string(sum) +
                       ", its total reads " + std::to_string(side.total) + " and its strength " +
                       std::to_string(strength));
        if (units_counted && has_item(side, "strength.units") &&
            item(side, "strength.units") != units_total(units))
            report(w, ev, rule,
                   "the " + side_name + "'s units: expected " + std::to_string(units_total(units)) +
                       " (the sum of its " + std::to_string(units.size()) +
                       " units' strengths), seen " + std::to_string(item(side, "strength.units")));
    }

    void check_defense(const Where& w, int ev, const FrontFacts& f, const FrontForecast& count) {
        const Table& t = w.table;
        const auto owner = t.controller(f.at);
        if (owner == kDragons) return;  // King of Eden: the dragons' own defense (RULES.md §4)
        if (has_item(count.defender, "strength.base_defense")) {
            if (w.rules.troops && owner && *owner >= 0) {
                report(w, ev,
                       "002 §Combat, RULES.md §5 C5 (player territories never use base "
                       "defense)",
                       "the defender of " + to_string(f.at) + " stands on base defense");
                return;
            }
            const auto d = t.distance_to_standing_portal(f.at);
            if (!d) return;
            const int want = w.rules.troops ? 2 * (*d - 1) : printed_base_defense(*d);
            if (item(count.defender, "strength.base_defense") != want)
                report(w, ev,
                       w.rules.troops
                           ? "002 §Attacking a wild territory, RULES.md §5 C5, C12 (2 x the tiles "
                             "between it and the nearest standing portal)"
                           : "003 §Full Control vs Partial Control, Base Defense",
                       to_string(f.at) + " is " + std::to_string(*d) +
                           " from the nearest standing portal: expected base defense " +
                           std::to_string(want) + ", seen " +
                           std::to_string(item(count.defender, "strength.base_defense")));
        }
        if (!w.rules.troops && count.defended_by_hand && owner && *owner >= 0 &&
            !t.connected_to_portal(*owner).count(f.at))
            report(w, ev,
                   "003 §Full Control vs Partial Control (only a fully controlled "
                   "territory is defended by hand)",
                   to_string(f.at) + " is not fully controlled by " +
                       w.game.names[static_cast<std::size_t>(*owner)] +
                       " and was defended by hand");
    }

    void check_troops(const Where& w, int ev, const FrontFacts& f, const FrontForecast& count) {
        const std::string rule = "002 §The Expansion phase, RULES.md §5 C5 (+1 per troop)";
        const int sent = item(count.attacker, "strength.troops_near");
        if (sent != f.troops_sent)
            report(w, ev, rule,
                   "troops near the frontier of " + to_string(f.at) + ": expected " +
                       std::to_string(f.troops_sent) + " (as sent), seen " + std::to_string(sent));
        const auto owner = w.table.controller(f.at);
        if (!owner || *owner < 0) return;
        const int on = item(count.defender, "strength.troops_on");
        if (on != w.table.troops(f.at))
            report(w, ev, rule,
                   "troops on " + to_string(f.at) + ": expected " +
                       std::to_string(w.table.troops(f.at)) + ", seen " + std::to_string(on));
    }
};

}  // namespace

std::unique_ptr<Check> fronts_check() {
    return std::make_unique<FrontsCheck>();
}

}  // namespace eden::audit
