// The heuristic bot's economy: the starting deck (003 §Settle near the portals), where produced
// resources go (003 §Production), what to buy (003 §Purchasing) and what to discard.
//
// A lean deck wins battles: every card that is not a unit is a card fewer to fight with. So the
// bot starts with the fewest Small Energy Crystals it may, buys the strongest unit its set-aside
// crystals and civilization resource reach (again while they reach one) but no unit too weak to
// be worth a card, and buys an Energy Crystal or a common card only when its deck could hardly
// buy anything otherwise. It produces its civilization resource (which pays for units, returns
// and rescues them) and crystal shards only while it needs crystals. Self-play measured each of
// these choices against the alternatives.
#include <algorithm>

#include "bots/heuristic_eval.hpp"
#include "bots/heuristic_parts.hpp"
#include "eden/conquest/payment.hpp"

namespace eden::bots::heuristic {

namespace {

// What a player owns, summed over every card of his (deck, hand, discard, set aside).
struct DeckSummary {
    int cards = 0;
    int crystal_value = 0;
};

DeckSummary deck_summary(const GameState& s, int p) {
    DeckSummary out;
    const CardPiles& piles = player_of(s, p).piles;
    for (const auto* pile : {&piles.deck, &piles.hand, &piles.discard, &piles.set_aside})
        for (CardId c : *pile) {
            const CardDef& d = def_of(s, c);
            ++out.cards;
            out.crystal_value += d.crystal_value;
        }
    return out;
}

// Below this total crystal value a deck can no longer buy its better units.
constexpr int kMinCrystalValue = 4;

// 002's stock (RULES.md §5 C1) outgrows what the crystals in front let it spend on units (C8):
// in self-play the bots came to their purchases with a mean stock of 50 to 230 and 1 to 2
// crystal value in front. There the stock buys Energy Crystals (common cards, C8), up to one
// crystal value for every two units owned, keeping a few resources for the abilities that cost
// some. (0.7 and 1 per unit, measured too, put more crystals in the hand a battle is fought
// with: the Beast Tribes, or the Positronium Syndicate, fell to 16 % of 4-player games.)
constexpr double kCrystalValuePerUnit = 0.5;
constexpr int kStockKeptForAbilities = 4;

// Under 002's stock: the most valuable Energy Crystal the stock buys while keeping its reserve,
// if the deck holds too little crystal value for its units; none otherwise.
const Action* crystal_for_the_stock(const GameState& s, const Decision& d) {
    if (s.rules().economy != Economy::stock) return nullptr;
    const PlayerState& me = player_of(s, d.player);
    if (deck_summary(s, d.player).crystal_value >= kCrystalValuePerUnit * units_owned(s, d.player))
        return nullptr;
    const Action* best = nullptr;
    int best_value = 0;
    for (const Action& a : d.options)
        if (const auto* buy = std::get_if<Buy>(&a)) {
            const CardDef& def = def_of(s, buy->card);
            if (def.kind != CardKind::energy_crystal) continue;
            // C8: the n-th common card of the phase costs n times its printed price (F8: not).
            const int factor = s.rules().stock_commons_price == StockCommonsPrice::escalating
                                   ? me.commons_bought + 1
                                   : 1;
            const int price = printed_total(def.price) * factor;
            if (me.stock - price >= kStockKeptForAbilities && def.crystal_value > best_value) {
                best_value = def.crystal_value;
                best = &a;
            }
        }
    return best;
}

}  // namespace

Action choose_starting_card(const GameState& s, const Decision& d) {
    // The units already chosen (they wait in the deck): a mana spender is worth its ability only
    // if they, with it, make the mana to pay it. Counted whole, three Thorn Sprites and no maker
    // made a starting deck whose abilities never fired (mana glossary; issue 35).
    const Role role{true, true, 2};
    std::vector<const CardDef*> chosen;
    for (CardId c : player_of(s, d.player).piles.deck)
        if (is_unit(s, c)) chosen.push_back(&def_of(s, c));
    const double before = units_power_with_mana(chosen, role, 0);
    const Action* best = &d.options.front();
    double best_worth = -1e9;
    for (const Action& a : d.options)
        if (const auto* c = std::get_if<ChooseCard>(&a)) {
            const CardDef& cd = def_of(s, c->card);
            std::vector<const CardDef*> with = chosen;
            with.push_back(&cd);
            const double unpaid =
                unit_power(cd, role) - (units_power_with_mana(with, role, 0) - before);
            const double w = card_worth(cd) - unpaid;
            if (w > best_worth) {
                best_worth = w;
                best = &a;
            }
        }
    return *best;
}

Action choose_starting_crystals(const GameState&, const Decision& d) {
    // The fewest crystals: with the Medium Energy Crystal they still buy a unit most rounds.
    const Action* fewest = &d.options.front();
    for (const Action& a : d.options)
        if (const auto* n = std::get_if<ChooseNumber>(&a))
            if (n->n < std::get<ChooseNumber>(*fewest).n) fewest = &a;
    return *fewest;
}

Action choose_placement(const GameState& s, const Decision& d) {
    if (d.options.size() < 2) return d.options.front();
    // options[0] is the civilization resource, options[1] the same spots in crystal shards.
    // The civilization resource does all a shard does but buy Energy Crystals, and more: it
    // pays for units, returns and rescues them. Shards only when the deck needs crystals.
    const int p = d.player;
    const bool want_shards = deck_summary(s, p).crystal_value < kMinCrystalValue &&
                             resources_held(s, p, civ_of(s, p)) >= 4;
    return want_shards ? d.options[1] : d.options[0];
}

Action choose_purchase(const GameState& s, const Decision& d) {
    const Action* best_unit = nullptr;
    double best_unit_worth = kMinUnitWorth;
    const Action* best_crystal = nullptr;
    int best_crystal_value = 0;
    const Action* other = nullptr;
    double other_worth = 0;
    for (const Action& a : d.options) {
        const auto* buy = std::get_if<Buy>(&a);
        if (!buy) continue;
        const CardDef& def = def_of(s, buy->card);
        const double w = card_worth(def);
        switch (def.kind) {
            case CardKind::unit:
                if (w > best_unit_worth ||
                    (best_unit && w == best_unit_worth &&
                     def.price.energy_crystals <
                         def_of(s, std::get<Buy>(*best_unit).card).price.energy_crystals)) {
                    best_unit_worth = w;
                    best_unit = &a;
                }
                break;
            case CardKind::energy_crystal:
                if (def.crystal_value > best_crystal_value) {
                    best_crystal_value = def.crystal_value;
                    best_crystal = &a;
                }
                break;
            case CardKind::dragon:  // never for sale
                break;
            case CardKind::technology:
                return a;  // pure energy has no other use
            case CardKind::common:
                if (w > other_worth) {
                    other_worth = w;
                    other = &a;
                }
                break;
        }
    }
    if (best_unit) return *best_unit;
    if (const Action* crystal = crystal_for_the_stock(s, d)) return *crystal;
    // Every card that is not a unit dilutes the hand a battle is fought with: a crystal only
    // when the deck can hardly buy any more, a common card only if it is worth a unit.
    if (best_crystal && deck_summary(s, d.player).crystal_value < kMinCrystalValue)
        return *best_crystal;
    if (other && other_worth >= kMinUnitWorth) return *other;
    for (const Action& a : d.options)
        if (std::holds_alternative<Done>(a)) return a;
    return d.options.front();
}

// Purchasing: the set-aside cards drawn back, as many discarded. Keep what fights (the hand
// defends before the next purchase), let crystals and weak units go first.
Action choose_discard(const GameState& s, const Decision& d) {
    const Action* worst = &d.options.front();
    double worst_keep = 1e9;
    for (const Action& a : d.options) {
        const auto* x = std::get_if<Discard>(&a);
        if (!x) continue;
        const CardDef& def = def_of(s, x->card);
        const double keep =
            def.kind == CardKind::unit ? unit_power(def, {false, true, 2}) : 0.5 * card_worth(def);
        if (keep < worst_keep) {
            worst_keep = keep;
            worst = &a;
        }
    }
    return *worst;
}

}  // namespace eden::bots::heuristic
