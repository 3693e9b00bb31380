// Production: what each player gains in each Production phase, re-derived from the map as built,
// who controls what (the events) and the technology cards bought.
//
// 003 §Production phase, RULES.md §2 "Production": per ordinary territory controlled, 1
// resource, +1 if rich in the player's civilization resource, +1 with a richness token; the
// Heart's controller adds 1 pure energy; portals and the Heart produce no resources; connection
// is not required; eliminated players produce nothing (§Portals and elimination).
// 002 §The Production phase, RULES.md §5 C1: per territory *connected* to his portal (portal and
// Heart included), 1, +1 if of the player's colour, +1 per richness token; +1 pure energy if the
// Heart is held and connected. Improved Portal (our design): its amount more while the portal
// stands. 004 §La phase de Production, RULES.md §6 F3: as 002, his portal of his colour (+1), and
// pure energy refined from the stocks and the Heart's surroundings instead of the Heart's 1.
#include <map>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

struct Yield {
    int resources = 0;
    int pure_energy = 0;
};

class ProductionCheck : public Check {
  public:
    const char* name() const override { return "production"; }

    void event(const Where& w, std::size_t k, const Event& e) override {
        std::visit(overloaded{
                       [&](const PhaseStarted& x) {
                           close(w);
                           if (x.phase == "production") open(w, k);
                       },
                       [&](const GameOver&) { close(w); },
                       [&](const ResourcesGained& x) {
                           if (open_ && x.why == "production")
                               seen_[x.player].resources += x.amount;
                       },
                       [&](const PureEnergyChanged& x) {
                           if (open_ && (x.why == "the Heart of Eden" || x.why == "production"))
                               seen_[x.player].pure_energy += x.delta;
                       },
                       [](const auto&) {},
                   },
                   e);
    }

  private:
    Yield expected_for(const Where& w, int p) const {
        Yield y;
        const Table& t = w.table;
        const TileColor civ = w.game.civ_colours[static_cast<std::size_t>(p)];
        auto territory = [&](Hex h) {
            const TileFacts* tile = t.tile(h);
            if (!tile) return;
            if (tile->kind == TileKind::heart) {
                if (!w.rules.refined_pure_energy) y.pure_energy += 1;
                if (!w.rules.troops) return;  // 003: the Heart produces no resources
            }
            if (!w.rules.troops && tile->kind != TileKind::ordinary) return;
            y.resources += 1;
            if (tile->kind == TileKind::ordinary && tile->colour == civ) y.resources += 1;
            if (tile->richness_token) y.resources += 1;
            if (w.rules.portal_of_own_colour && h == t.portal_of(p)) y.resources += 1;
        };
        if (w.rules.troops)
            for (Hex h : t.connected_to_portal(p))
                territory(h);
        else
            for (Hex h : t.territories_of(p))
                territory(h);
        const auto portal = t.portal_of(p);
        if (portal && t.portal_standing(*portal))
            for (int card : t.technologies(p))
                if (const CardDef* d = w.game.def(card))
                    for (const Ability& a : d->abilities)
                        for (const Effect& e : a.effects)
                            if (e.verb == Verb::extra_production) y.resources += e.amount;
        if (w.rules.refined_pure_energy) {
            // 004: "1 unité d'énergie pure pour chaque 5 stocks d'énergie reçus durant cette
            // phase", +1 per territory touching the Heart he controls, +2 for the Heart.
            y.pure_energy = y.resources / 5;
            if (const auto heart = t.heart()) {
                if (t.controller(*heart) == p) y.pure_energy += 2;
                for (Hex n : neighbours(*heart))
                    if (t.tile(n) && t.controller(n) == p) y.pure_energy += 1;
            }
        }
        return y;
    }

    void open(const Where& w, std::size_t k) {
        open_ = true;
        at_step_ = w.step;
        at_event_ = static_cast<int>(k);
        expected_.clear();
        seen_.clear();
        for (int p = 0; p < static_cast<int>(w.game.names.size()); ++p)
            if (!w.table.eliminated(p)) expected_[p] = expected_for(w, p);
    }

    void close(const Where& w) {
        if (!open_) return;
        open_ = false;
        for (const auto& [p, want] : expected_) {
            const Yield got = seen_[p];
            if (got.resources == want.resources && got.pure_energy == want.pure_energy) continue;
            found.push_back(
                {at_step_, at_event_, name(),
                 w.rules.refined_pure_energy ? "004 §La phase de Production, RULES.md §6 F3"
                 : w.rules.troops            ? "002 §The Production phase, RULES.md §5 C1"
                                             : "003 §Production phase, RULES.md §2 Production",
                 w.game.names[static_cast<std::size_t>(p)] + " produces: expected " +
                     std::to_string(want.resources) + " resources and " +
                     std::to_string(want.pure_energy) + " pure energy, seen " +
                     std::to_string(got.resources) + " and " + std::to_string(got.pure_energy)});
        }
        for (const auto& [p, got] : seen_)
            if (!expected_.count(p) && (got.resources || got.pure_energy))
                found.push_back({at_step_, at_event_, name(),
                                 "003 §Conquering a portal, RULES.md §2 (eliminated players "
                                 "produce nothing)",
                                 w.game.names[static_cast<std::size_t>(p)] +
                                     " is eliminated and produces " +
                                     std::to_string(got.resources) + " resources"});
    }

    bool open_ = false;
    std::size_t at_step_ = 0;
    int at_event_ = -1;
    std::map<int, Yield> expected_;
    std::map<int, Yield> seen_;
};

}  // namespace

std::unique_ptr<Check> production_check() {
    return std::make_unique<ProductionCheck>();
}

}  // namespace eden::audit
