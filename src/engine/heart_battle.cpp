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
//
// The dragon card's abilities resolve in dragon_card_resolution.cpp (shared with the dragons'
// attacks); a player's card strikes the dragon units here through effects.cpp (dragon_candidates).

#include "conquest_rules.hpp"
#include "dragon_card_resolution.hpp"
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

// The resolving dragon on the Heart, for the shared resolver: the attacker's units on its front
// collapse when the dragons get rid of them (003 §Battle step 9).
DragonCardSide step_side(GameState& g) {
    DragonCardSide side;
    const Battle& b = *R::st(g).battle;
    const int front = b.dragon_step->front;
    side.index = static_cast<std::size_t>(b.dragon_step->index);
    side.enemy = b.attacker;
    side.view = [&g] { return view_of(g, step_front(g)); };
    side.doom = [&g](std::size_t i) { step_front(g).defense.dragons[i].doomed = true; };
    side.enemy_units = [&g, front] {
        const Battle& battle = *R::st(g).battle;
        const Front& f = battle.fronts[static_cast<std::size_t>(front)];
        DragonsEnemyUnits units;
        for (std::size_t r = 0; r < f.attack.rows.size(); ++r)
            for (const UnitInPlay& u : f.attack.rows[r]) {
                units.cards.push_back(u.card);
                units.views.push_back({R::def(g, u.card).cost,
                                       R::unit_strength(g, battle, front, true, u),
                                       r + 1 == f.attack.rows.size()});  // "bottom row": last
            }
        return units;
    };
    side.get_rid_of = [&g](CardId unit, R::Events& ev) { R::collapse(g, unit, ev); };
    return side;
}

DragonProgress step_progress(GameState& g) {
    DragonStep& s = *R::st(g).battle->dragon_step;
    return {s.ability, s.effect, s.owed, s.choice};
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
    if (!b.dragon_step || b.dragon_step->owed != DragonOwed::none) return;
    if (resolve_dragon_card(g, step_side(g), step_progress(g), ev)) b.dragon_step.reset();
}

void ConquestRules::apply_dragon_step(GameState& g, const Action& a, Events& ev) {
    apply_dragon_choice(g, step_side(g), step_progress(g), a, ev);
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
