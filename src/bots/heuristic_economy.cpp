// The heuristic bot's economy: the starting deck (003 §Settle near the portals), where produced
// resources go (003 §Production), what to buy (003 §Purchasing) and what to discard.
//
// Units are bought for strength: the strongest unit the crystals set aside and the civilization
// resource reach, again while they reach one. Crystal shards buy Energy Crystals, so the bot
// produces shards instead of its civilization resource when it holds plenty of the latter and
// its deck runs short of crystals.
#include <algorithm>

#include "bots/heuristic_eval.hpp"
#include "bots/heuristic_parts.hpp"

namespace eden::bots::heuristic {

namespace {

// What a player owns, summed over every card of his (deck, hand, discard, set aside).
struct DeckSummary {
    int cards = 0;
    int units = 0;
    int crystal_value = 0;
};

DeckSummary deck_summary(const GameState& s, int p) {
    DeckSummary out;
    const CardPiles& piles = player_of(s, p).piles;
    for (const auto* pile : {&piles.deck, &piles.hand, &piles.discard, &piles.set_aside})
        for (CardId c : *pile) {
            const CardDef& d = def_of(s, c);
            ++out.cards;
            if (d.kind == CardKind::unit) ++out.units;
            out.crystal_value += d.crystal_value;
        }
    return out;
}

int crystals_of(const Cost& c) {
    return c.energy_crystals;
}

// The least a unit must be worth to earn a place in the deck: a plain strength-1 unit dilutes
// the hand more than it adds.
constexpr double kMinUnitWorth = 2.0;

}  // namespace

Action choose_starting_card(const GameState& s, const Decision& d) {
    const Action* best = &d.options.front();
    double best_worth = -1e9;
    for (const Action& a : d.options)
        if (const auto* c = std::get_if<ChooseCard>(&a)) {
            const double w = card_worth(def_of(s, c->card));
            if (w > best_worth) {
                best_worth = w;
                best = &a;
            }
        }
    return *best;
}

Action choose_starting_crystals(const GameState&, const Decision& d) {
    // The middle of the range: enough crystals to buy a unit a round, units enough to fight.
    if (experiment(d.player) == 1) return d.options.front();
    if (experiment(d.player) == 2) return d.options.back();
    return d.options[d.options.size() / 2];
}

Action choose_placement(const GameState& s, const Decision& d) {
    if (d.options.size() < 2) return d.options.front();
    const int p = d.player;
    const int civ = resources_held(s, p, civ_of(s, p));
    const int shards = resources_held(s, p, TileColor::white);
    const DeckSummary deck = deck_summary(s, p);
    const bool short_of_crystals = deck.crystal_value * 2 < deck.cards;
    bool want_shards = civ >= 6 && shards < 7 && short_of_crystals;
    if (experiment(p) == 3) want_shards = false;
    if (experiment(p) == 4) want_shards = civ >= 4 && shards < 7 && deck.crystal_value < deck.cards;
    // options[0] is the civilization resource, options[1] the same spots in crystal shards.
    return want_shards ? d.options[1] : d.options[0];
}

Action choose_purchase(const GameState& s, const Decision& d) {
    const Action* best_unit = nullptr;
    double best_unit_worth = kMinUnitWorth;
    if (experiment(d.player) == 5) best_unit_worth = 1.5;
    if (experiment(d.player) == 6) best_unit_worth = 2.7;
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
                     crystals_of(def.price) <
                         crystals_of(def_of(s, std::get<Buy>(*best_unit).card).price))) {
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
    if (best_crystal) return *best_crystal;
    if (other && other_worth >= 1.0) return *other;
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
