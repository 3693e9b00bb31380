// The economy: where a player's resources go when he gains them. The one place that reads
// game.economy (issue 18: one dispatcher per concern).
//
// Rulebook: 003 §Resources, purchases and §Production phase (typed resources placed on the
// player's territories, each a Decision); 002 §The Production phase and RULES.md §5 C1 (one
// untyped stock per player, kept between rounds: nothing to place, so no Decision).
#include "eden/conquest/production.hpp"
#include "engine/conquest/rules.hpp"

namespace eden::detail {

namespace {

using R = ConquestRules;

bool keeps_a_stock(const GameState& g) {
    return g.rules().economy == Economy::stock;
}

// The resources go straight into the current player's stock (002: no placement to choose).
void add_to_stock(GameState& g, int amount, const char* why, R::Events& ev) {
    ConquestState& c = R::st(g);
    if (amount > 0) {
        R::player(g, c.current).stock += amount;
        ev.push_back(ResourcesGained{c.current, amount, why});
    }
    c.production_left = 0;
}

}  // namespace

void ConquestRules::grant_starting_resources(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const int amount = c.current == protagonist(g) ? g.rules().unbalance_starting_resources
                                                   : g.rules().starting_resources;
    if (keeps_a_stock(g))
        add_to_stock(g, amount, "starting", ev);
    else
        c.production_left = amount;  // placed by the settle_resources Decision
}

void ConquestRules::enter_production(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const int p = c.current;
    const ProductionYield y = keeps_a_stock(g)
                                  ? connected_production_for(map_of(g), control_of(g), p, civ(g, p))
                                  : production_for(map_of(g), control_of(g), p, civ(g, p));
    if (y.pure_energy > 0) {
        player(g, p).pure_energy += y.pure_energy;
        ev.push_back(PureEnergyChanged{p, y.pure_energy, "the Heart of Eden"});
    }
    int resources = y.resources;
    // Improved Portal and its kind: a standing portal produces what the technology says.
    const auto portal = map_of(g).portal_of(p);
    if (portal && !map_of(g).at(*portal)->portal_destroyed)
        resources += technology_amount(g, p, Verb::extra_production);
    if (keeps_a_stock(g))
        add_to_stock(g, resources, "production", ev);
    else
        c.production_left = resources;  // placed by the production Decision
}

}  // namespace eden::detail
