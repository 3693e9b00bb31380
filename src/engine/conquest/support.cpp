// Cards, piles and payments shared by the conquest's parts.
//
// Rulebook: 003 §Settle near the portals — "Deck" (drawing, the discard pile shuffled under
// the deck), "Resources, purchases" (how a cost is used; destroying a card).
#include <algorithm>
#include <stdexcept>

#include "engine/conquest/economy.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/conquest/support.hpp"

namespace eden::detail {

namespace {

// Calls visit(hex, counts) for each territory `p` controls that has resources on it. Both
// tables are sorted by hex, so one walk down the two finds them with no search per territory
// (a payment and every purchase total the payer's resources).
template <class Visit>
void visit_resources_of(const GameState& g, int p, Visit&& visit) {
    const Control& control = g.control();
    auto owner = control.begin();
    for (const auto& [hex, counts] : g.conquest().resources) {
        while (owner != control.end() && owner->first < hex)
            ++owner;
        if (owner == control.end()) return;
        if (owner->first == hex && owner->second == p) visit(hex, counts);
    }
}

}  // namespace

TileColor civ(const GameState& g, int p) {
    return g.setup().players.at(static_cast<std::size_t>(p)).resource;
}

std::string name(const GameState& g, int p) {
    return g.setup().players.at(static_cast<std::size_t>(p)).name;
}

int hand_size(const GameState& g, int p) {
    return p == flow::protagonist(g) ? g.rules().unbalance_hand_size : g.rules().hand_size;
}

// A unit is priced in its owner's civilization resource. Until every civilization has a World
// of its own, a civilization without one fields another World's units (see units_for in
// conquest/flow.cpp), so the World's own resource in the price becomes the buyer's.
Cost price(const GameState& g, CardId c, int buyer) {
    const CardDef& d = def(g, c);
    Cost cost = d.price;
    if (d.kind != CardKind::unit) return cost;
    const Civilization* world = library(g).civilization(d.civilization);
    if (!world || world->resource == civ(g, buyer)) return cost;
    auto index = [](TileColor t) {
        return static_cast<std::size_t>(
            std::find(kResourceColors.begin(), kResourceColors.end(), t) - kResourceColors.begin());
    };
    const std::size_t from = index(world->resource);
    const std::size_t to = index(civ(g, buyer));
    cost.resources[to] += cost.resources[from];
    cost.resources[from] = 0;
    return cost;
}

std::vector<CardId> crystal_cards(const GameState& g, int p, bool from_hand) {
    const PlayerState& ps = player(g, p);
    std::vector<CardId> out;
    for (CardId c : from_hand ? ps.piles.hand : ps.piles.set_aside)
        if (def(g, c).kind == CardKind::energy_crystal) out.push_back(c);
    return out;
}

Funds funds(const GameState& g, int p, bool crystals_from_hand) {
    Funds f;
    for (CardId c : crystal_cards(g, p, crystals_from_hand))
        f.crystal_values.push_back(def(g, c).crystal_value);
    visit_resources_of(g, p, [&](Hex hex, const ResourceCounts& counts) {
        if (counts.total() > 0) f.resources[hex] = counts;
    });
    f.pure_energy = economy::pure_energy_for_payments(g, p);
    return f;
}

PendingPayment civ_payment(const GameState& g, int p, int amount, PaymentPurpose purpose) {
    PendingPayment pay;
    pay.player = p;
    pay.purpose = purpose;
    for (std::size_t t = 0; t < kResourceColors.size(); ++t)
        if (kResourceColors[t] == civ(g, p)) pay.cost.resources[t] = amount;
    return pay;
}

FundsTotals funds_totals(const GameState& g, int p, bool crystals_from_hand) {
    FundsTotals t;
    const PlayerState& ps = player(g, p);
    for (CardId c : crystals_from_hand ? ps.piles.hand : ps.piles.set_aside) {
        const CardDef& d = def(g, c);
        if (d.kind == CardKind::energy_crystal) t.crystal_value += d.crystal_value;
    }
    visit_resources_of(g, p, [&](Hex, const ResourceCounts& counts) {
        for (std::size_t i = 0; i < t.resources.size(); ++i)
            t.resources[i] += counts.by_type[i];
    });
    t.pure_energy = economy::pure_energy_for_payments(g, p);
    return t;
}

bool can_pay(const GameState& g, const PendingPayment& p) {
    return can_pay(g, p, funds_totals(g, p.player, p.crystals_from_hand));
}

bool can_pay(const GameState& g, const PendingPayment& whole, const FundsTotals& t) {
    if (economy::from_stock(g, whole) > player(g, whole.player).stock) return false;
    const PendingPayment p = economy::rest_after_stock(g, whole);
    if (p.civ_or_shards <= 0) return eden::can_pay(p.cost, t);
    // Some split into civilization resource and shards (pure energy standing in for shards).
    int civ_have = 0;
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (kResourceColors[i] == civ(g, p.player) && kResourceColors[i] != TileColor::white)
            civ_have = t.resources[i];
    return civ_have + t.resources[0] + 4 * t.pure_energy >= p.civ_or_shards;
}

namespace {

// The fixed costs an N-resource "civilization resource and/or crystal shards" cost may be
// paid as: k of the civilization resource and N - k shards.
Cost split_cost(int total, int civ_count, TileColor civ) {
    Cost c;
    c.resources[0] = total - civ_count;  // kResourceColors[0] is white: crystal shards
    for (std::size_t t = 0; t < kResourceColors.size(); ++t)
        if (kResourceColors[t] == civ) c.resources[t] += civ_count;
    return c;
}

}  // namespace

std::optional<PaymentPlan> default_plan(const GameState& g, const PendingPayment& whole) {
    if (economy::from_stock(g, whole) > player(g, whole.player).stock) return std::nullopt;
    const PendingPayment p = economy::rest_after_stock(g, whole);
    const Funds f = funds(g, p.player, p.crystals_from_hand);
    if (p.civ_or_shards <= 0) return cheapest_plan(p.cost, f);
    // Shards first, keeping pure energy if possible: the civilization resource alone returns
    // and rescues units (003 §Battle steps 8–9), and pure energy is the scarcest of all.
    std::optional<PaymentPlan> fallback;
    for (int k = 0; k <= p.civ_or_shards; ++k) {
        auto plan = cheapest_plan(split_cost(p.civ_or_shards, k, civ(g, p.player)), f);
        if (!plan) continue;
        if (plan->pure_energy == 0) return plan;
        if (!fallback) fallback = plan;
    }
    return fallback;
}

std::optional<text::Message> why_invalid_payment(const GameState& g, const PendingPayment& whole,
                                                 const PaymentPlan& plan) {
    if (economy::from_stock(g, whole) > player(g, whole.player).stock)
        return text::Message("refusal.pay.stock_short")
            .with("need", economy::from_stock(g, whole))
            .with("have", player(g, whole.player).stock);
    const PendingPayment p = economy::rest_after_stock(g, whole);
    const Funds f = funds(g, p.player, p.crystals_from_hand);
    if (p.civ_or_shards <= 0) return why_invalid_plan(p.cost, f, plan);
    std::optional<text::Message> first;
    for (int k = 0; k <= p.civ_or_shards; ++k) {
        auto why = why_invalid_plan(split_cost(p.civ_or_shards, k, civ(g, p.player)), f, plan);
        if (!why) return std::nullopt;
        if (!first) first = why;
    }
    return text::Message("refusal.pay.civ_or_shards")
        .with("count", p.civ_or_shards)
        .with("reason", text::in_place(std::move(*first)));
}

void carry_out_payment(GameState& g, const PendingPayment& p, const PaymentPlan& plan, Events& ev) {
    economy::pay_from_stock(g, p, ev);  // the resources, with a stock (RULES.md §5 C10)
    PlayerState& ps = player(g, p.player);
    const std::vector<CardId> crystals = crystal_cards(g, p.player, p.crystals_from_hand);
    for (int i : plan.crystal_indices) {
        const CardId c = crystals.at(static_cast<std::size_t>(i));
        remove_from(p.crystals_from_hand ? ps.piles.hand : ps.piles.set_aside, c);
        ps.piles.discard.push_back(c);
        ev.push_back(CardDiscarded{p.player, c});
    }
    int spent = 0;
    for (const auto& [hex, counts] : plan.taken) {
        ResourceCounts& there = st(g).resources[hex];
        for (std::size_t t = 0; t < kResourceColors.size(); ++t) {
            if (counts.by_type[t] == 0) continue;
            there.add(kResourceColors[t], -counts.by_type[t]);
            spent += counts.by_type[t];
        }
        if (there.total() == 0) st(g).resources.erase(hex);
    }
    if (spent) ev.push_back(ResourcesSpent{p.player, spent});
    if (plan.pure_energy) {
        ps.pure_energy -= plan.pure_energy;
        ev.push_back(PureEnergyChanged{p.player, -plan.pure_energy, "spent"});
    }
}

void request_payment(GameState& g, PendingPayment p, Events& ev) {
    const PendingPayment rest = economy::rest_after_stock(g, p);
    const bool free = rest.civ_or_shards <= 0 && rest.cost == Cost{};
    if (free) {
        economy::pay_from_stock(g, p, ev);  // nothing left to choose: a stock pays at once
        flow::finish_payment(g, p, ev);
        return;
    }
    st(g).payment = std::move(p);
}

void draw_cards(GameState& g, int p, int n, Events& ev) {
    const int drawn = draw(player(g, p).piles, n, rng_of(g));
    if (drawn > 0) {
        ev.push_back(CardsDrawn{p, drawn});
        mark_revealed(g);
    }
}

void replenish_hand(GameState& g, int p, Events& ev) {
    const int missing = hand_size(g, p) - static_cast<int>(player(g, p).piles.hand.size());
    if (missing > 0) draw_cards(g, p, missing, ev);
}

void discard_from_hand(GameState& g, int p, CardId c, Events& ev) {
    PlayerState& ps = player(g, p);
    if (!remove_from(ps.piles.hand, c)) throw std::logic_error("discard: not in hand");
    ps.piles.discard.push_back(c);
    ev.push_back(CardDiscarded{p, c});
}

// 003 §Resources, purchases: "destroyed common cards go into the corresponding piles, while
// destroyed unit cards go back to their World".
void destroy_card(GameState& g, CardId c) {
    const CardInstance inst = st(g).cards.at(static_cast<std::size_t>(c));
    const CardDef& d = def(g, c);
    if (d.kind == CardKind::unit) {
        player(g, inst.owner).world.push_back(c);
        std::sort(player(g, inst.owner).world.begin(), player(g, inst.owner).world.end());
    } else {
        st(g).supply.at(static_cast<std::size_t>(inst.def)).push_back(c);
        st(g).cards.at(static_cast<std::size_t>(c)).owner = kNoPlayer;  // nobody's again
    }
}

bool remove_from(std::vector<CardId>& pile, CardId c) {
    auto it = std::find(pile.begin(), pile.end(), c);
    if (it == pile.end()) return false;
    pile.erase(it);
    return true;
}

bool contains(const std::vector<CardId>& pile, CardId c) {
    return std::find(pile.begin(), pile.end(), c) != pile.end();
}

bool owns_technology_like(const GameState& g, int p, CardId card) {
    const int d = st(g).cards[static_cast<std::size_t>(card)].def;
    const auto& owned = player(g, p).technologies;
    return std::any_of(owned.begin(), owned.end(),
                       [&](CardId t) { return st(g).cards[static_cast<std::size_t>(t)].def == d; });
}

bool holds_heart(const GameState& g, int p) {
    const auto heart = map_of(g).heart();
    if (!heart) return false;
    const auto owner = control_of(g).find(*heart);
    return owner != control_of(g).end() && owner->second == p;
}

// How many copies of a supply pile belong already to the starting decks of the players who have
// not settled yet (003 §Deck: each starting deck takes its crystals from the supply). A setup
// purchase made before them must leave those copies, or a later player's deck would come up
// short (issue 34: the protagonist of Unbalance buys before the others settle).
int copies_promised_to_starting_decks(const GameState& g, int def) {
    const ConquestState& c = st(g);
    int still_to_take = 0;
    switch (c.step) {
        case ConquestStep::settle_units:
        case ConquestStep::settle_crystals:
            still_to_take = g.player_count() - c.players_done;
            break;
        case ConquestStep::settle_extra_unit:
        case ConquestStep::settle_resources:
        case ConquestStep::settle_purchase:
        case ConquestStep::settle_troops:
            still_to_take = g.player_count() - c.players_done - 1;
            break;
        default:
            return 0;
    }
    const std::string& id = library(g).cards.at(static_cast<std::size_t>(def)).id;
    const Rules& rules = g.rules();
    if (id == "medium_energy_crystal") return still_to_take * rules.starting_medium_crystals;
    if (id == "small_energy_crystal") return still_to_take * rules.starting_small_crystals_max;
    return 0;
}

// One card per kind the player could buy now: the first copy of each unit of his World, and
// the top card of each common supply pile that holds more than the starting decks still need.
// 003: crystals come from the set-aside cards in the Purchasing phase, from the hand in every
// other purchase window.
std::vector<CardId> buyable(const GameState& g, int p, bool crystals_from_hand) {
    std::vector<CardId> out;
    // One flag per card definition: a World holds many copies of few kinds of card.
    std::vector<char> seen(library(g).cards.size(), 0);
    const FundsTotals totals = funds_totals(g, p, crystals_from_hand);
    auto consider = [&](CardId c) {
        const auto d = static_cast<std::size_t>(st(g).cards[static_cast<std::size_t>(c)].def);
        if (seen[d]) return;
        seen[d] = 1;
        if (def(g, c).kind == CardKind::technology && owns_technology_like(g, p, c)) return;
        // The stock pays in the Purchasing (002: Reinforcements) phase, where the crystals are
        // those set aside (in front); elsewhere 003's payment applies.
        PendingPayment pay;
        pay.player = p;
        pay.cost = price(g, c, p);
        pay.crystals_from_hand = crystals_from_hand;
        if (economy::stock_economy(g) && !crystals_from_hand
                ? economy::affordable_from_stock(g, c, p)
                : can_pay(g, pay, totals))
            out.push_back(c);
    };
    for (CardId c : player(g, p).world)
        consider(c);
    const auto& supply = st(g).supply;
    for (std::size_t d = 0; d < supply.size(); ++d)
        if (std::ssize(supply[d]) > copies_promised_to_starting_decks(g, static_cast<int>(d)))
            consider(supply[d].back());
    return out;
}

std::vector<CardId> every_card_location(const GameState& g) {
    std::vector<CardId> out;
    auto add = [&](const std::vector<CardId>& v) { out.insert(out.end(), v.begin(), v.end()); };
    for (const auto& ps : st(g).players) {
        add(ps.piles.deck);
        add(ps.piles.hand);
        add(ps.piles.discard);
        add(ps.piles.set_aside);
        add(ps.world);
        add(ps.collapsed);
        add(ps.technologies);
    }
    for (const auto& pile : st(g).supply)
        add(pile);
    if (st(g).battle)
        for (const Front& f : st(g).battle->fronts)
            for (const BattleSide* side : {&f.attack, &f.defense})
                for (const auto& row : side->rows)
                    for (const UnitInPlay& u : row)
                        out.push_back(u.card);
    return out;
}

}  // namespace eden::detail
