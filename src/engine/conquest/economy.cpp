// The economy: where a player's resources go when he gains them. The one place that reads
// game.economy (issue 18: one dispatcher per concern).
//
// Rulebook: 003 §Resources, purchases and §Production phase (typed resources placed on the
// player's territories, each a Decision; purchases paid by a Payment decision); 002 §The
// Production phase, §The Reinforcements phase and RULES.md §5 C1, C8 (one untyped stock per
// player, kept between rounds: nothing to place, and a price paid out of it one way only).
//
// With a stock, the set-aside cards are 002's Energy Crystals "in front": their value caps what
// the Reinforcements phase spends on units, and they are discarded when it ends.
//
// With a stock, every cost in resources - a unit's, a common card's, an ability's, whatever
// resource it names - is paid from the stock, and pure energy buys technology cards and nothing
// else (RULES.md §5 C10): a payment's resources come out of the stock (pay_from_stock), the rest
// (Energy Crystal cards) is what a Pay decision still chooses, and no payment uses pure energy
// (technology is bought in stock_price's terms, or in the Heart's purchase window).
#include "engine/conquest/economy.hpp"
#include "eden/conquest/production.hpp"
#include "engine/cards/technology.hpp"
#include "engine/conquest/flow.hpp"

namespace eden::detail {

namespace {

// The resources go straight into the current player's stock (002: no placement to choose).
void add_to_stock(GameState& g, int amount, const char* why, Events& ev) {
    ConquestState& c = st(g);
    if (amount > 0) {
        player(g, c.current).stock += amount;
        ev.push_back(ResourcesGained{c.current, amount, why});
    }
    c.production_left = 0;
}

}  // namespace

bool economy::stock_economy(const GameState& g) {
    return g.rules().economy == Economy::stock;
}

void economy::gain_resources(GameState& g, int p, Hex at, TileColor type, int amount,
                             const std::string& why, Events& ev) {
    if (stock_economy(g))
        player(g, p).stock += amount;
    else
        st(g).resources[at].add(type, amount);
    ev.push_back(ResourcesGained{p, amount, why});
}

int economy::from_stock(const GameState& g, const PendingPayment& p) {
    if (!stock_economy(g)) return 0;
    int total = p.cost.any_one_type + p.civ_or_shards;
    for (int n : p.cost.resources)
        total += n;
    return total;
}

PendingPayment economy::rest_after_stock(const GameState& g, const PendingPayment& p) {
    if (!stock_economy(g)) return p;
    PendingPayment rest = p;
    rest.cost.resources = {};
    rest.cost.any_one_type = 0;
    rest.civ_or_shards = 0;
    return rest;
}

void economy::pay_from_stock(GameState& g, const PendingPayment& p, Events& ev) {
    const int amount = from_stock(g, p);
    if (amount <= 0) return;
    player(g, p.player).stock -= amount;
    ev.push_back(ResourcesSpent{p.player, amount});
}

int economy::pure_energy_for_payments(const GameState& g, int p) {
    return stock_economy(g) ? 0 : player(g, p).pure_energy;
}

int economy::crystals_in_front(const GameState& g, int p) {
    int total = 0;
    for (CardId c : player(g, p).piles.set_aside)
        total += def(g, c).crystal_value;
    return total;
}

std::optional<economy::StockPrice> economy::stock_price(const GameState& g, CardId card,
                                                        int buyer) {
    const CardDef& d = def(g, card);
    const PlayerState& ps = player(g, buyer);
    switch (d.kind) {
        case CardKind::unit:
            // 002: "they cannot spend more than the total values of those cards" on units.
            if (ps.unit_spending + d.cost > crystals_in_front(g, buyer)) return std::nullopt;
            return StockPrice{d.cost, 0};
        case CardKind::technology:
            // 002: "If the player controls the Heart of Eden, they may also purchase technology
            // cards by spending pure energy."
            // 004 sets no such condition (game.stock_technology_needs_heart, RULES.md §6 F8).
            if (g.rules().stock_technology_needs_heart && !holds_heart(g, buyer))
                return std::nullopt;
            return StockPrice{0, printed_total(d.price)};
        case CardKind::energy_crystal:
        case CardKind::common:
            // 002: "one common card ... then a second one for twice the price, then a third one
            // for 3 times the price, etc." (per phase, across all common cards); RULES.md §5 C8:
            // the price is the sum of its printed parts.
            // 004 §La phase de Logistique: at its price (game.stock_commons_price, F8).
            return StockPrice{printed_total(d.price) * common_price_factor(g, buyer), 0};
        case CardKind::dragon:  // never on sale
            break;
    }
    return std::nullopt;
}

int economy::common_price_factor(const GameState& g, int buyer) {
    switch (g.rules().stock_commons_price) {
        case StockCommonsPrice::escalating:
            return player(g, buyer).commons_bought + 1;
        case StockCommonsPrice::printed:
            break;
    }
    return 1;
}

bool economy::affordable_from_stock(const GameState& g, CardId card, int buyer) {
    const auto price = stock_price(g, card, buyer);
    const PlayerState& ps = player(g, buyer);
    return price && price->resources <= ps.stock && price->pure_energy <= ps.pure_energy;
}

void economy::buy_from_stock(GameState& g, int p, CardId card, Events& ev) {
    const StockPrice price = stock_price(g, card, p).value();
    PlayerState& ps = player(g, p);
    if (price.resources > 0) {
        ps.stock -= price.resources;
        ev.push_back(ResourcesSpent{p, price.resources});
    }
    if (price.pure_energy > 0) {
        ps.pure_energy -= price.pure_energy;
        ev.push_back(PureEnergyChanged{p, -price.pure_energy, "a purchase"});
    }
    switch (def(g, card).kind) {
        case CardKind::unit:
            ps.unit_spending += price.resources;
            break;
        case CardKind::energy_crystal:
        case CardKind::common:
            ++ps.commons_bought;
            break;
        case CardKind::technology:
        case CardKind::dragon:
            break;
    }
    PendingPayment bought;
    bought.player = p;
    bought.purpose = PaymentPurpose::purchase;
    bought.card = card;
    flow::finish_payment(g, bought, ev);  // the card to his discard pile (or into play), CardBought
}

void economy::discard_crystals_in_front(GameState& g, int p, Events& ev) {
    PlayerState& ps = player(g, p);
    for (CardId c : ps.piles.set_aside) {
        ps.piles.discard.push_back(c);
        ev.push_back(CardDiscarded{p, c});
    }
    ps.piles.set_aside.clear();
}

void economy::grant_starting_resources(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const int amount = c.current == flow::protagonist(g) ? g.rules().unbalance_starting_resources
                                                         : g.rules().starting_resources;
    if (stock_economy(g))
        add_to_stock(g, amount, "starting", ev);
    else
        c.production_left = amount;  // placed by the settle_resources Decision
}

void economy::enter_production(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const int p = c.current;
    const ProductionYield y = stock_economy(g)
                                  ? connected_production_for(map_of(g), control_of(g), p, civ(g, p),
                                                             g.rules().portal_has_owner_colour)
                                  : production_for(map_of(g), control_of(g), p, civ(g, p));
    int resources = y.resources;
    // Improved Portal and its kind: a standing portal produces what the technology says.
    const auto portal = map_of(g).portal_of(p);
    if (portal && !map_of(g).at(*portal)->portal_destroyed)
        resources += technology::technology_amount(g, p, Verb::extra_production);
    // game.pure_energy: the Heart's (003, 002), or refined from this phase's stocks (004, F3).
    switch (g.rules().pure_energy) {
        case PureEnergy::heart:
            if (y.pure_energy > 0) {
                player(g, p).pure_energy += y.pure_energy;
                ev.push_back(PureEnergyChanged{p, y.pure_energy, "the Heart of Eden"});
            }
            break;
        case PureEnergy::refined:
            if (const int pure = refined_pure_energy(map_of(g), control_of(g), p, resources);
                pure > 0) {
                player(g, p).pure_energy += pure;
                ev.push_back(PureEnergyChanged{p, pure, "production"});
            }
            break;
    }
    if (stock_economy(g))
        add_to_stock(g, resources, "production", ev);
    else
        c.production_left = resources;  // placed by the production Decision
}

}  // namespace eden::detail
