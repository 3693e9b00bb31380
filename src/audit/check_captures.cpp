// Captures and portals (003 §Battle rules "General Principle", "Conquering a portal territory",
// §Expansion phase; 002 §The Expansion phase; RULES.md §2 "Portals and elimination", §5 C9, C10).
//
// A territory passes to the attacker exactly when one of his fronts on it is won, from the player
// who held it (never from himself); taking a portal destroys it and eliminates its owner (002:
// his territories and troops become the captor's). 002 prints no destroying one's own portal.
#include <set>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

class CapturesCheck : public Check {
  public:
    const char* name() const override { return "captures"; }

    void step_begins(const Where&) override {
        falling_.clear();
        passed_.clear();
        portals_taken_.clear();
        won_.clear();
    }

    void event(const Where& w, std::size_t k, const Event& e) override {
        const int ev = static_cast<int>(k);
        const Table& t = w.table;
        std::visit(overloaded{
                       [&](const FrontResolved& x) {
                           const auto& fronts = t.fronts();
                           if (x.attacker_won && x.front >= 0 &&
                               static_cast<std::size_t>(x.front) < fronts.size())
                               won_.push_back(fronts[static_cast<std::size_t>(x.front)]);
                       },
                       [&](const PlayerEliminated& x) { falling_.insert(x.player); },
                       [&](const PortalDestroyed& x) { falling_.insert(x.owner); },
                       [&](const TerritoryTaken& x) { taken(w, ev, x); },
                       [&](const PortalDestructionScheduled& x) {
                           if (!w.rules.own_portal_destruction)
                               report(
                                   w, ev,
                                   "002 (no such move), RULES.md §5 C10 (no destroying one's own "
                                   "portal)",
                                   w.game.names[static_cast<std::size_t>(x.player)] +
                                       " destroys his own portal at " + to_string(x.at));
                       },
                       [](const auto&) {},
                   },
                   e);
    }

    void step_ends(const Where& w) override {
        const Table& t = w.table;
        for (const FrontFacts& f : won_)
            if (t.controller(f.at) != f.attacker && !t.eliminated(f.attacker))
                report(w, -1, "003 §Battle rules step 7 (a won front takes the territory)",
                       w.game.names[static_cast<std::size_t>(f.attacker)] + " won a front on " +
                           to_string(f.at) + " and does not hold it");
        // 004 §Cas particuliers: "Sur chaque territoire qu'il contrôlait, ses troupes sont
        // remplacées par 1 troupe du joueur attaquant" (RULES.md §6 F9).
        if (w.rules.one_troop_on_captured)
            for (Hex h : passed_)
                if (t.troops(h) != 1)
                    report(w, -1, "004 §Cas particuliers, RULES.md §6 F9",
                           to_string(h) +
                               " passed with its owner's portal: expected 1 troop of "
                               "the captor on it, seen " +
                               std::to_string(t.troops(h)));
        for (const auto& [owner, at] : portals_taken_)
            if (t.portal_standing(at) || !t.eliminated(owner))
                report(w, -1,
                       "003 §Conquering a portal territory, RULES.md §2 Portals and elimination",
                       "the portal at " + to_string(at) +
                           " was taken: expected it destroyed "
                           "and " +
                           w.game.names[static_cast<std::size_t>(owner)] + " eliminated, seen " +
                           (t.portal_standing(at) ? "it standing" : "its owner still playing"));
    }

  private:
    void taken(const Where& w, int ev, const TerritoryTaken& x) {
        const Table& t = w.table;
        const auto held = t.controller(x.at);
        const int from = held && *held >= 0 ? *held : kNoPlayer;
        const std::string who = w.game.names[static_cast<std::size_t>(x.player)];
        if (x.from == x.player)
            report(w, ev, "003 §Battle rules, General Principle (one takes his enemy territory)",
                   who + " takes " + to_string(x.at) + " from himself");
        else if (x.from != from)
            report(w, ev, "003 §Battle rules, General Principle",
                   to_string(x.at) + " taken from " +
                       (x.from >= 0 ? w.game.names[static_cast<std::size_t>(x.from)]
                                    : std::string("the wild")) +
                       ", but " +
                       (from >= 0 ? w.game.names[static_cast<std::size_t>(from)]
                                  : std::string("nobody")) +
                       " held it");
        bool by_front = false;
        for (const FrontFacts& f : won_)
            by_front = by_front || (f.at == x.at && f.attacker == x.player);
        // 002: an eliminated player's territories pass to his captor with his troops.
        const bool with_portal = w.rules.troops && x.from >= 0 && falling_.count(x.from);
        if (!by_front && with_portal) passed_.push_back(x.at);
        if (!by_front && !with_portal)
            report(w, ev, "003 §Battle rules step 7 (a territory is taken by winning a front)",
                   who + " takes " + to_string(x.at) + " without winning a front on it");
        const TileFacts* tile = t.tile(x.at);
        if (tile && tile->kind == TileKind::portal && t.portal_standing(x.at) &&
            tile->portal_owner != x.player)
            portals_taken_.emplace_back(tile->portal_owner, x.at);
    }

    std::set<int> falling_;
    std::vector<Hex> passed_;  // territories passed with a portal, not won on a front
    std::vector<std::pair<int, Hex>> portals_taken_;
    std::vector<FrontFacts> won_;
};

}  // namespace

std::unique_ptr<Check> captures_check() {
    return std::make_unique<CapturesCheck>();
}

}  // namespace eden::audit
