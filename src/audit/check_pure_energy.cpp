// What pure energy bought, and where it went.
//
// 002 §The Reinforcements phase, RULES.md §5 C8, C9, C10: pure energy buys technology cards and
// nothing else (losing the Heart: spent at once on technology, the rest lost). 003 §Conquering a
// portal territory, RULES.md §5 C12: a captured portal's pure energy passes to the captor, as
// much as the eliminated player had.
#include <map>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

class PureEnergyCheck : public Check {
  public:
    const char* name() const override { return "pure energy"; }

    void step_begins(const Where&) override {
        spent_.clear();
        captured_from_ = captured_to_ = 0;
        capture_event_ = -1;
    }

    void event(const Where& w, std::size_t k, const Event& e) override {
        const int ev = static_cast<int>(k);
        std::visit(overloaded{
                       [&](const PureEnergyChanged& x) {
                           if (x.why == "captured with the portal") {
                               captured_from_ -= x.delta;
                               capture_event_ = ev;
                           } else if (x.why == "captured with a portal") {
                               captured_to_ += x.delta;
                               capture_event_ = ev;
                           } else if (x.delta < 0 && w.rules.pure_energy_buys_technology_only &&
                                      x.why != "the portal is destroyed" &&
                                      x.why != "the Heart of Eden lost") {
                               spent_.push_back({ev, x.player, -x.delta});
                           }
                       },
                       [&](const CardBought& x) {
                           const CardDef* d = w.game.def(x.card);
                           if (!d || d->kind != CardKind::technology) return;
                           // The spending just before it, by the buyer, is the technology's.
                           for (auto it = spent_.rbegin(); it != spent_.rend(); ++it)
                               if (it->player == x.player && !it->for_technology) {
                                   it->for_technology = true;
                                   break;
                               }
                       },
                       [](const auto&) {},
                   },
                   e);
    }

    void step_ends(const Where& w) override {
        for (const Spent& s : spent_)
            if (!s.for_technology)
                report(w, s.event,
                       "002 §The Reinforcements phase, RULES.md §5 C8, C10 (pure energy buys "
                       "technology cards and nothing else)",
                       w.game.names[static_cast<std::size_t>(s.player)] + " spends " +
                           std::to_string(s.amount) +
                           " pure energy on something else than "
                           "a technology card");
        if (captured_from_ != captured_to_)
            report(w, capture_event_,
                   "003 §Conquering a portal territory, RULES.md §5 C12 (the pure energy passes "
                   "to the captor)",
                   "the eliminated player loses " + std::to_string(captured_from_) +
                       " pure energy and the captor gains " + std::to_string(captured_to_));
    }

  private:
    struct Spent {
        int event = -1;
        int player = 0;
        int amount = 0;
        bool for_technology = false;
    };
    std::vector<Spent> spent_;
    int captured_from_ = 0;
    int captured_to_ = 0;
    int capture_event_ = -1;
};

}  // namespace

std::unique_ptr<Check> pure_energy_check() {
    return std::make_unique<PureEnergyCheck>();
}

}  // namespace eden::audit
