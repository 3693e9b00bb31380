// Prices paid for every card bought, from the printed price (card data) and the payment events
// just before the CardBought.
//
// 003 §Resources, purchases, RULES.md §2 "Purchasing": Energy Crystals of total value at least
// the crystal part; the resources of the price (1 pure energy may stand for 4 crystal shards,
// never the reverse); the pure energy of the price. Technology cards: at most one copy of each
// per player (RULES.md §2, our design).
// 002 §The Reinforcements phase, RULES.md §5 C8, C10: from the stock, a unit costs its cost
// number, within the value of the crystals in front; one common card at its price (the sum of its
// printed parts), a second at twice, a third at three times (per phase, across all common
// cards); technology for the Heart's holder only, in pure energy (C9: also when the Heart is lost,
// outside the Reinforcements phase).
#include <map>
#include <set>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

int price_parts(const Cost& c) {
    int n = c.energy_crystals + c.pure_energy + c.any_one_type;
    for (int r : c.resources)
        n += r;
    return n;
}

int printed_resources(const Cost& c) {
    int n = c.any_one_type;
    for (int r : c.resources)
        n += r;
    return n;
}

struct Paid {
    int crystals = 0;  // value of the Energy Crystal cards discarded
    int resources = 0;
    int pure_energy = 0;
};

class PricesCheck : public Check {
  public:
    const char* name() const override { return "prices"; }

    void step_begins(const Where&) override { paid_.clear(); }

    void event(const Where& w, std::size_t k, const Event& e) override {
        std::visit(overloaded{
                       [&](const PhaseStarted&) {
                           commons_.clear();
                           units_.clear();
                           cap_.clear();
                       },
                       [&](const CardDiscarded& x) {
                           if (const CardDef* d = w.game.def(x.card))
                               paid_[x.player].crystals += d->crystal_value;
                       },
                       [&](const ResourcesSpent& x) { paid_[x.player].resources += x.amount; },
                       [&](const PureEnergyChanged& x) {
                           if (x.delta < 0) paid_[x.player].pure_energy -= x.delta;
                       },
                       [&](const CardBought& x) {
                           bought(w, static_cast<int>(k), x);
                           paid_.erase(x.player);
                       },
                       [](const auto&) {},
                   },
                   e);
    }

  private:
    void bought(const Where& w, int ev, const CardBought& x) {
        const CardDef* d = w.game.def(x.card);
        if (!d) return;
        const Paid got = paid_[x.player];
        const std::string who = w.game.names[static_cast<std::size_t>(x.player)];
        if (d->kind == CardKind::technology) {
            const int def = w.game.card_defs[static_cast<std::size_t>(x.card)];
            if (!owned_[x.player].insert(def).second)
                report(w, ev, "RULES.md §2 Cards (at most one copy of each technology per player)",
                       who + " buys a second " + d->name);
        }
        if (w.rules.troops)
            stock_price(w, ev, x, *d, got, who);
        else
            printed_price(w, ev, *d, got, who);
    }

    void printed_price(const Where& w, int ev, const CardDef& d, const Paid& got,
                       const std::string& who) {
        const std::string rule = "003 §Resources, purchases, RULES.md §2 Purchasing";
        const Cost& c = d.price;
        const int res = printed_resources(c);
        const int shards_by_energy = got.pure_energy - c.pure_energy;
        const bool ok = got.crystals >= c.energy_crystals &&
                        (c.energy_crystals > 0 || got.crystals == 0) && shards_by_energy >= 0 &&
                        got.resources <= res && got.resources + 4 * shards_by_energy >= res;
        if (!ok)
            report(w, ev, rule,
                   who + " buys " + d.name + ": expected crystals worth " +
                       std::to_string(c.energy_crystals) + ", " + std::to_string(res) +
                       " resources (1 pure energy for 4 shards) and " +
                       std::to_string(c.pure_energy) + " pure energy; seen crystals worth " +
                       std::to_string(got.crystals) + ", " + std::to_string(got.resources) +
                       " resources and " + std::to_string(got.pure_energy) + " pure energy");
    }

    void stock_price(const Where& w, int ev, const CardBought& x, const CardDef& d, const Paid& got,
                     const std::string& who) {
        const bool reinforcements = w.table.phase() != "expansion";
        int want_res = 0, want_pe = 0;
        std::string rule = w.rules.escalating_common_prices
                               ? "002 §The Reinforcements phase, RULES.md §5 C8"
                               : "004 §La phase de Logistique, RULES.md §6 F8";
        switch (d.kind) {
            case CardKind::unit: {
                want_res = d.cost;
                if (!reinforcements) break;
                if (!cap_.count(x.player))
                    cap_[x.player] = w.before()[static_cast<std::size_t>(x.player)].crystals_aside;
                units_[x.player] += d.cost;
                if (units_[x.player] > cap_[x.player])
                    report(w, ev, rule + " (units within the value of the crystals in front)",
                           who + " spends " + std::to_string(units_[x.player]) +
                               " on units with crystals worth " + std::to_string(cap_[x.player]) +
                               " in front");
                break;
            }
            case CardKind::technology: {
                want_pe = price_parts(d.price);
                const auto heart = w.table.heart();
                if (reinforcements && w.rules.technology_for_heart_holder_only &&
                    (!heart || w.table.controller(*heart) != x.player))
                    report(w, ev, rule + " (technology only for the Heart's holder)",
                           who + " buys " + d.name + " without holding the Heart");
                break;
            }
            default:
                // 002 C8: the n-th common card at n times its price; 004 (F8): at its price.
                want_res =
                    price_parts(d.price) *
                    (reinforcements && w.rules.escalating_common_prices ? ++commons_[x.player] : 1);
                break;
        }
        if (got.resources != want_res || got.pure_energy != want_pe || got.crystals != 0)
            report(w, ev, rule,
                   who + " buys " + d.name + ": expected " + std::to_string(want_res) +
                       " resources from the stock and " + std::to_string(want_pe) +
                       " pure energy, seen " + std::to_string(got.resources) + ", " +
                       std::to_string(got.pure_energy) +
                       (got.crystals ? " and crystals worth " + std::to_string(got.crystals)
                                     : std::string()));
    }

    std::map<int, Paid> paid_;
    std::map<int, int> commons_;
    std::map<int, int> units_;
    std::map<int, int> cap_;
    std::map<int, std::set<int>> owned_;
};

}  // namespace

std::unique_ptr<Check> prices_check() {
    return std::make_unique<PricesCheck>();
}

}  // namespace eden::audit
