// Eliminated players do not play (003 §Understand tiles: "the players whose portals have been
// destroyed are eliminated from the game"; RULES.md §2 "Portals and elimination", §4
// "Elimination": no more turns, production, purchases or support): no turn, no front, no unit
// added to a battle, no card bought.
#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

class EliminatedPlayersCheck : public Check {
  public:
    const char* name() const override { return "eliminated players"; }

    void event(const Where& w, std::size_t k, const Event& e) override {
        std::visit(overloaded{
                       [&](const TurnStarted& x) { check(w, k, x.player, "takes a turn"); },
                       [&](const FrontOpened& x) { check(w, k, x.player, "opens a front"); },
                       [&](const UnitAdded& x) { check(w, k, x.player, "plays a unit"); },
                       [&](const CardBought& x) { check(w, k, x.player, "buys a card"); },
                       [](const auto&) {},
                   },
                   e);
    }

  private:
    void check(const Where& w, std::size_t k, int p, const std::string& what) {
        if (p < 0 || !w.table.eliminated(p)) return;
        report(w, static_cast<int>(k),
               "003 §Understand tiles, RULES.md §2 Portals and elimination (an eliminated player "
               "plays no more)",
               w.game.names[static_cast<std::size_t>(p)] + " is eliminated and " + what);
    }
};

}  // namespace

std::unique_ptr<Check> eliminated_players_check() {
    return std::make_unique<EliminatedPlayersCheck>();
}

}  // namespace eden::audit
