// The dragons as the Heart's side of a players' battle (King of Eden). The King of Eden opens the
// first front on the Heart on row 1 and the dragons are dealt a hand; at each defender's step
// (003 step 5) they add one card of it on each front they defend, in random order, never stopping
// while they hold cards. Each card's immediate abilities resolve as it comes, against the
// attacker's units on that front: the units they get rid of collapse like any other (003 step 9
// destroys them unless rescued), and the choices 000 leaves "the player" are the attacker's
// Decisions. The front counts the dragons' side with every permanent effect.
//
// Rulebook: 000 "Mechanics", "Dragon battle cards"; RULES.md §4 "Players attacking dragon
// territories", "A dragon attack"; 003 §Battle steps 3–9.
//
// Readings (written into the tests): a second front on the Heart in the same battle faces the
// same dragon hand without the King (he stands on one front); the dragons choose which unit to
// get rid of by its strength now (the strongest leaves the attacker weakest), ties at random; a
// Baby Dragon played on the Heart removes no Baby Dragons (000 ties that to the dragons' turn).
#include <stdexcept>

#include "conquest_rules.hpp"
#include "eden/dragon_attack.hpp"

namespace eden::detail {

namespace {

using R = ConquestRules;

const DragonDeckDef& deck_of(const GameState& g) {
    return *g.setup().dragons;
}

DragonFrontView view_of(const GameState& g, const Front& f) {
    DragonFrontView v;
    v.enemy_by_hand = true;  // the attacker adds units: he is "manually attacking"
    v.dragon_territories_besides_heart =
        dragon_territories_besides_heart(*R::st(g).dragons, R::map_of(g));
    v.dragons = f.defense.dragons;
    return v;
}

Front& step_front(GameState& g) {
    Battle& b = *R::st(g).battle;
    return b.fronts[static_cast<std::size_t>(b.dragon_step->front)];
}

// 000: a blue dragon dooms a red one to draw. A doomed dragon still fights this battle, so every
// choice leaves the same margin and the dragons' rule falls to its tie-break.
bool pay_costs(GameState& g, const Ability& ability) {
    const DragonStep& s = *R::st(g).battle->dragon_step;
    Front& f = step_front(g);
    for (const AbilityCost& cost : ability.costs) {
        if (cost.kind != CostKind::doom_allied_named)
            throw std::logic_error("a dragon cannot pay \"" + std::string(to_string(cost.kind)) +
                                   "\"");
        for (int n = 0; n < std::max(1, cost.amount); ++n) {
            const auto doomable =
                dragons_doomable_for(cost, view_of(g, f), static_cast<std::size_t>(s.index));
            if (doomable.empty()) return false;
            const std::vector<int> margins(doomable.size(), 0);
            f.defense.dragons[doomable[dragons_choose(margins, R::rng_of(g))]].doomed = true;
        }
    }
    return true;
}

// A get_rid_of aimed at the attacker's units on the front: they collapse (003 §Battle step 9).
// Returns false when the attacker owes the choice.
bool get_rid_of(GameState& g, const Effect& e, R::Events& ev) {
    Battle& b = *R::st(g).battle;
    DragonStep& s = *b.dragon_step;
    const Front& f = b.fronts[static_cast<std::size_t>(s.front)];
    std::vector<CardId> cards;
    std::vector<PlayerUnitView> views;
    for (std::size_t r = 0; r < f.attack.rows.size(); ++r)
        for (const UnitInPlay& u : f.attack.rows[r]) {
            cards.push_back(u.card);
            views.push_back({R::def(g, u.card).cost, R::unit_strength(g, b, s.front, true, u),
                             r + 1 == f.attack.rows.size()});  // "bottom row": the last row
        }
    const UnitChoice choice = dragon_get_rid_of_choice(e, views);
    if (choice.candidates.empty()) return true;
    if (choice.player_chooses && choice.candidates.size() > 1) {
        s.owed = DragonOwed::get_rid_of;
        s.choice.clear();
        for (std::size_t i : choice.candidates)
            s.choice.push_back(cards[i]);
        return false;
    }
    std::vector<int> margins;
    for (std::size_t i : choice.candidates)
        margins.push_back(-views[i].strength);
    R::collapse(g, cards[choice.candidates[dragons_choose(margins, R::rng_of(g))]], ev);
    return true;
}

// Carries out one effect of the resolving dragon; false when the attacker owes a choice first.
bool carry_out(GameState& g, const Effect& e, R::Events& ev) {
    DragonState& d = *R::st(g).dragons;
    const int attacker = R::st(g).battle->attacker;
    const auto& hand = R::player(g, attacker).piles.hand;
    switch (e.verb) {
        case Verb::draw:
            dragons_draw(d.piles, e.amount, R::rng_of(g));
            return true;
        case Verb::discard_random:
            dragons_discard_random(d.piles, e.amount, R::rng_of(g));
            return true;
        case Verb::enemy_discards:  // Green King/Queen: a random card of the attacker's hand
            for (int k = 0; k < e.amount && !hand.empty(); ++k) {
                const auto i =
                    R::rng_of(g).uniform_int(0, static_cast<std::int64_t>(hand.size()) - 1);
                R::discard_from_hand(g, attacker, hand[static_cast<std::size_t>(i)], ev);
            }
            return true;
        case Verb::enemy_discards_chosen:  // Green Dragon: a card of the attacker's choice
            if (hand.empty()) return true;
            R::st(g).battle->dragon_step->owed = DragonOwed::discard;
            return false;
        case Verb::get_rid_of:
            return get_rid_of(g, e, ev);
        default:
            throw std::logic_error("a dragon's immediate ability cannot \"" +
                                   std::string(to_string(e.verb)) + "\"");
    }
}

}  // namespace

bool ConquestRules::dragons_defend(const GameState& g, const Front& f) {
    const ConquestState& c = st(g);
    return c.dragons && f.defender == kNoPlayer && f.frontier.enemy == map_of(g).heart() &&
           c.dragons->territories.count(f.frontier.enemy) > 0;
}

int ConquestRules::dragon_front_strength(const GameState& g, const Front& f) {
    return dragon_side_strength(deck_of(g), view_of(g, f));
}

void ConquestRules::dragons_add_to_front(GameState& g, int front, Events& ev) {
    DragonState& d = *st(g).dragons;
    Battle& b = *st(g).battle;
    Front& f = b.fronts[static_cast<std::size_t>(front)];
    if (d.piles.hand.empty()) {  // the dragons stop only with an empty hand
        f.defense.stopped = true;
        return;
    }
    const auto pick = static_cast<std::size_t>(
        rng_of(g).uniform_int(0, static_cast<std::int64_t>(d.piles.hand.size()) - 1));
    const std::string card = d.piles.hand[pick];
    d.piles.hand.erase(d.piles.hand.begin() + static_cast<std::ptrdiff_t>(pick));
    f.defense.dragons.push_back({card, false});
    ev.push_back(DragonCardPlayed{deck_of(g).card(card)->name});
    DragonStep s;
    s.front = front;
    s.index = static_cast<int>(f.defense.dragons.size()) - 1;
    b.dragon_step = s;
    continue_dragon_step(g, ev);
}

// Resolves the immediate abilities of the dragon just added, from where they stopped, until they
// are done or the attacker owes a choice.
void ConquestRules::continue_dragon_step(GameState& g, Events& ev) {
    Battle& b = *st(g).battle;
    while (b.dragon_step && b.dragon_step->owed == DragonOwed::none) {
        DragonStep& s = *b.dragon_step;
        const DragonFrontView view = view_of(g, b.fronts[static_cast<std::size_t>(s.front)]);
        const auto abilities =
            dragon_abilities_on_front(deck_of(g), view, static_cast<std::size_t>(s.index));
        if (s.ability >= static_cast<int>(abilities.size())) {
            b.dragon_step.reset();
            return;
        }
        const Ability& a = abilities[static_cast<std::size_t>(s.ability)];
        if (s.effect == 0) {
            if (a.timing != Timing::immediate ||
                !dragon_condition_holds(a.condition, deck_of(g), view) || !pay_costs(g, a)) {
                ++s.ability;
                continue;
            }
            s.effect = 1;
        }
        if (s.effect > static_cast<int>(a.effects.size())) {
            ++s.ability;
            s.effect = 0;
            continue;
        }
        const Effect e = a.effects[static_cast<std::size_t>(s.effect - 1)];
        ++s.effect;
        if (!carry_out(g, e, ev)) return;
    }
}

void ConquestRules::apply_dragon_step(GameState& g, const Action& a, Events& ev) {
    Battle& b = *st(g).battle;
    DragonStep& s = *b.dragon_step;
    const DragonOwed owed = s.owed;
    s.owed = DragonOwed::none;
    s.choice.clear();
    if (owed == DragonOwed::get_rid_of)
        collapse(g, std::get<ChooseCard>(a).card, ev);
    else
        discard_from_hand(g, b.attacker, std::get<Discard>(a).card, ev);
    continue_dragon_step(g, ev);
}

Decision ConquestRules::dragon_step_pending(const GameState& g) {
    const Battle& b = *st(g).battle;
    const DragonStep& s = *b.dragon_step;
    Decision d;
    d.player = b.attacker;
    d.kind = DecisionKind::ability_choice;
    d.reveals_private_info_of = b.attacker;
    if (s.owed == DragonOwed::get_rid_of) {
        d.prompt = name(g, b.attacker) +
                   ": a dragon on the Heart gets rid of one of your units; choose which";
        for (CardId unit : s.choice)
            d.options.push_back(ChooseCard{unit});
    } else {
        d.prompt =
            name(g, b.attacker) + ": a dragon on the Heart makes you discard; choose the card";
        for (CardId card : player(g, b.attacker).piles.hand)
            d.options.push_back(Discard{card});
    }
    return d;
}

void ConquestRules::clear_dragon_fronts(GameState& g) {
    ConquestState& c = st(g);
    if (!c.dragons || !c.battle) return;
    DragonState& d = *c.dragons;
    for (Front& f : c.battle->fronts) {
        // Dragon units that are got rid of, doomed or done are discarded; the King of Eden goes
        // back beside the Heart (RULES.md §4).
        for (const DragonUnitView& u : f.defense.dragons)
            if (u.card != deck_of(g).king) d.piles.discard.push_back(u.card);
        f.defense.dragons.clear();
    }
    d.piles.discard.insert(d.piles.discard.end(), d.piles.hand.begin(), d.piles.hand.end());
    d.piles.hand.clear();
}

}  // namespace eden::detail
