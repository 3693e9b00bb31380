// 000 "Dragon battle cards": what a dragon card does as it comes onto a front. The dragons choose
// as 000 says ("the one ... most detrimental to the player", ties at random: dragons_choose); the
// choices 000 leaves "the player" are his (DragonOwed).
#include "engine/dragons/card_resolution.hpp"

#include <stdexcept>

namespace eden::detail {

namespace {

const DragonDeckDef& deck_of(const GameState& g) {
    return *g.setup().dragons;
}

// 000: a blue dragon dooms a red one to draw. A doomed dragon still fights this battle, so every
// choice leaves the same margin and the dragons' rule falls to its tie-break.
bool pay_costs(GameState& g, const DragonCardSide& side, const Ability& ability) {
    for (const AbilityCost& cost : ability.costs) {
        if (cost.kind != CostKind::doom_allied_named)
            throw std::logic_error("a dragon cannot pay \"" + std::string(to_string(cost.kind)) +
                                   "\"");
        for (int n = 0; n < std::max(1, cost.amount); ++n) {
            const auto doomable = dragons_doomable_for(cost, side.view(), side.index);
            if (doomable.empty()) return false;
            const std::vector<int> margins(doomable.size(), 0);
            side.doom(doomable[dragons_choose(margins, rng_of(g))]);
        }
    }
    return true;
}

// A get_rid_of aimed at the player's units: the dragons take the one that leaves the player
// weakest relative to them (the strongest), unless the card lets the player choose among several.
bool get_rid_of(GameState& g, const DragonCardSide& side, const DragonProgress& progress,
                const Effect& e, Events& ev) {
    const DragonsEnemyUnits units = side.enemy_units();
    const UnitChoice choice = dragon_get_rid_of_choice(e, units.views);
    if (choice.candidates.empty()) return true;
    if (choice.player_chooses && choice.candidates.size() > 1) {
        progress.owed = DragonOwed::get_rid_of;
        progress.choice.clear();
        for (std::size_t i : choice.candidates)
            progress.choice.push_back(units.cards[i]);
        return false;
    }
    std::vector<int> margins;
    for (std::size_t i : choice.candidates)
        margins.push_back(-units.views[i].strength);
    side.get_rid_of(units.cards[choice.candidates[dragons_choose(margins, rng_of(g))]], ev);
    return true;
}

// Carries out one effect; false when the player owes a choice first.
bool carry_out(GameState& g, const DragonCardSide& side, const DragonProgress& progress,
               const Effect& e, Events& ev) {
    DragonPiles& piles = st(g).dragons->piles;
    const auto& hand = player(g, side.enemy).piles.hand;
    switch (e.verb) {
        case Verb::draw:
            dragons_draw(piles, e.amount, rng_of(g));
            return true;
        case Verb::discard_random:
            dragons_discard_random(piles, e.amount, rng_of(g));
            return true;
        case Verb::enemy_discards:  // Green King/Queen: a random card of the player's hand
            for (int k = 0; k < e.amount && !hand.empty(); ++k) {
                const auto i = rng_of(g).uniform_int(0, static_cast<std::int64_t>(hand.size()) - 1);
                discard_from_hand(g, side.enemy, hand[static_cast<std::size_t>(i)], ev);
            }
            return true;
        case Verb::enemy_discards_chosen:  // Green Dragon: a card of the player's choice
            if (hand.empty()) return true;
            progress.owed = DragonOwed::discard;
            return false;
        case Verb::get_rid_of:
            return get_rid_of(g, side, progress, e, ev);
        default:
            throw std::logic_error("a dragon's immediate ability cannot \"" +
                                   std::string(to_string(e.verb)) + "\"");
    }
}

}  // namespace

bool resolve_dragon_card(GameState& g, const DragonCardSide& side, const DragonProgress& progress,
                         Events& ev) {
    while (progress.owed == DragonOwed::none) {
        const DragonFrontView view = side.view();
        const auto abilities = dragon_abilities_on_front(deck_of(g), view, side.index);
        if (progress.ability >= static_cast<int>(abilities.size())) return true;
        const Ability& a = abilities[static_cast<std::size_t>(progress.ability)];
        if (progress.effect == 0) {
            if (a.timing != Timing::immediate ||
                !dragon_condition_holds(a.condition, deck_of(g), view) || !pay_costs(g, side, a)) {
                ++progress.ability;
                continue;
            }
            progress.effect = 1;
        }
        if (progress.effect > static_cast<int>(a.effects.size())) {
            ++progress.ability;
            progress.effect = 0;
            continue;
        }
        const Effect e = a.effects[static_cast<std::size_t>(progress.effect - 1)];
        ++progress.effect;
        if (!carry_out(g, side, progress, e, ev)) return false;
    }
    return false;
}

void apply_dragon_choice(GameState& g, const DragonCardSide& side, const DragonProgress& progress,
                         const Action& a, Events& ev) {
    const DragonOwed owed = progress.owed;
    progress.owed = DragonOwed::none;
    progress.choice.clear();
    if (owed == DragonOwed::get_rid_of)
        side.get_rid_of(std::get<ChooseCard>(a).card, ev);
    else
        discard_from_hand(g, side.enemy, std::get<Discard>(a).card, ev);
}

}  // namespace eden::detail
