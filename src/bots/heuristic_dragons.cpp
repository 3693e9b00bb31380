// The heuristic bot against the King of Eden dragons (RULES.md §4): whether to support a
// neighbour, how many units to commit to a dragon battle, what to give up when a dragon asks.
#include <algorithm>

#include "bots/heuristic_eval.hpp"
#include "bots/heuristic_parts.hpp"
#include "eden/dragons/flow.hpp"

namespace eden::bots::heuristic {

namespace {

int strength_of(const GameState& s, int card) {
    return def_of(s, card).strength;
}

// Support sums both battles: it helps when my hand can beat a second dragon hand on its own.
Action choose_support(const GameState& s, const Decision& d) {
    int mine = 0;
    for (int card : s.conquest().players[static_cast<std::size_t>(d.player)].piles.hand)
        if (is_unit(s, card)) mine += strength_of(s, card);
    return Support{mine >
                   expected_dragon_hand(s, dragon_hand_size(s, s.rules().dragon_attack_hand_size))};
}

// The dragons never stop: commit the strongest unit while the dragons' side, with what their
// hand still holds, could reach mine. The units come back through the discard pile anyway.
Action choose_dragon_unit(const GameState& s, const Decision& d) {
    const auto view = dragon_fight_view(s);
    if (!view) return d.options.back();
    const double expected = view->dragons + view->dragon_cards_left * view->dragon_card_mean;
    if (view->player > expected) return StopFront{0};
    const Action* best = nullptr;
    for (const Action& a : d.options)
        if (const auto* add = std::get_if<AddUnit>(&a))
            if (!best || strength_of(s, add->unit) > strength_of(s, std::get<AddUnit>(*best).unit))
                best = &a;
    return best ? *best : d.options.back();
}

// 003 step 3 against dragons: defend by hand when the units in hand beat the base defense,
// opening with the strongest; else rely on the base defense.
Action choose_dragon_defense(const GameState& s, const Decision& d) {
    const auto view = dragon_fight_view(s);
    int units = 0;
    const Action* best = nullptr;
    for (const Action& a : d.options)
        if (const auto* add = std::get_if<AddUnit>(&a)) {
            units += strength_of(s, add->unit);
            if (!best || strength_of(s, add->unit) > strength_of(s, std::get<AddUnit>(*best).unit))
                best = &a;
        }
    if (!best || (view && units <= view->player)) return StopFront{0};
    return *best;
}

// Give up the card worth least: the weakest unit, else the cheapest card.
Action choose_dragon_loss(const GameState& s, const Decision& d) {
    auto card_of = [](const Action& a) {
        if (const auto* c = std::get_if<ChooseCard>(&a)) return c->card;
        return std::get<Discard>(a).card;
    };
    auto worth = [&](int card) {
        return is_unit(s, card) ? strength_of(s, card) : def_of(s, card).cost + 1;
    };
    return *std::min_element(
        d.options.begin(), d.options.end(),
        [&](const Action& a, const Action& b) { return worth(card_of(a)) < worth(card_of(b)); });
}

}  // namespace

// The strength a fresh dragon hand of `cards` cards brings on average: the mean card of their
// deck and discard pile times the number of cards.
double expected_dragon_hand(const GameState& s, int cards) {
    return dragon_card_mean(s) * cards;
}

Action choose_dragon_decision(const GameState& s, const Decision& d) {
    switch (d.kind) {
        case DecisionKind::dragon_support:
            return choose_support(s, d);
        case DecisionKind::add_unit:
            return choose_dragon_unit(s, d);
        case DecisionKind::defend_front:
            return choose_dragon_defense(s, d);
        case DecisionKind::ability_choice:
            return choose_dragon_loss(s, d);
        case DecisionKind::defender_refresh:
            return Done{};  // keep the hand: it was just refilled
        default:            // the order of the attacks on me: any
            return d.options.front();
    }
}

}  // namespace eden::bots::heuristic
