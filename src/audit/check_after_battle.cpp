// After the battle: what becomes of the units on the fronts.
//
// 003 §Battle rules step 8: a unit may be returned to its World by paying civilization resources
// equal to its cost (1 pure energy may stand for 4 crystal shards, §Resources, purchases); the
// rest are discarded. 002 §Combat ("both players discard all the units"),
// RULES.md §5 C5, C10: no paying to return units after a battle, every unit is discarded.
#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

class AfterBattleCheck : public Check {
  public:
    const char* name() const override { return "after battle"; }

    void step_begins(const Where&) override {
        returned_cost_ = 0;
        spent_ = 0;
        energy_ = 0;
        first_ = -1;
    }

    void event(const Where& w, std::size_t k, const Event& e) override {
        if (const auto* x = std::get_if<ResourcesSpent>(&e)) spent_ += x->amount;
        if (const auto* x = std::get_if<PureEnergyChanged>(&e); x && x->delta < 0)
            energy_ -= x->delta;  // 003 §Resources, purchases: 1 pure energy for 4 shards
        const auto* x = std::get_if<UnitReturned>(&e);
        if (!x || !w.table.on_a_front(x->card)) return;  // 002: from the hand, free (C4)
        const CardDef* d = w.game.def(x->card);
        if (!w.rules.paid_returns_after_battle) {
            report(w, static_cast<int>(k),
                   "002 §Combat, RULES.md §5 C5, C10 (every unit is discarded after the battle)",
                   (d ? d->name : "a unit") + std::string(" is returned to its World from the "
                                                          "front instead of being discarded"));
            return;
        }
        if (first_ < 0) first_ = static_cast<int>(k);
        returned_cost_ += d ? d->cost : 0;
    }

    void step_ends(const Where& w) override {
        if (first_ < 0 || (spent_ <= returned_cost_ && spent_ + 4 * energy_ >= returned_cost_))
            return;
        report(w, first_,
               "003 §Battle rules step 8 (civilization resources equal to the units' costs)",
               "units returned to their World for a cost of " + std::to_string(returned_cost_) +
                   ", seen " + std::to_string(spent_) + " resources and " +
                   std::to_string(energy_) + " pure energy paid");
    }

  private:
    int returned_cost_ = 0;
    int spent_ = 0;
    int energy_ = 0;
    int first_ = -1;
};

}  // namespace

std::unique_ptr<Check> after_battle_check() {
    return std::make_unique<AfterBattleCheck>();
}

}  // namespace eden::audit
