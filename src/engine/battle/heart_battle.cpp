// The dragons as a side of the one battle (King of Eden): the Heart's side of a players' battle,
// and the attacking side of a dragon attack on a player's territory (dragons/king_of_eden.cpp opens
// it).
//
// On the Heart the King of Eden opens the first front on row 1 and the dragons are dealt a hand;
// at each defender's step (003 step 5) they add one card of it on each front they defend, in
// random order, never stopping while they hold cards. In a dragon attack their first card opens
// the front (003 step 1) and they add one card at each attacker's step (step 4), likewise. Each
// card's immediate abilities resolve as it comes, against the player's units on that front: the
// units they get rid of collapse like any other (003 step 9 destroys them unless rescued), and
// the choices 000 leaves "the player" are his Decisions. The front counts the dragons' side with
// every permanent effect; the player's side is the battle's own (rows, abilities, technology).
//
// Rulebook: 000 "Mechanics", "Dragon battle cards"; RULES.md §4 "A dragon attack", "Players
// attacking dragon territories", "in both directions"; 003 §Battle steps 1–9.
//
// Readings (written into the tests): a second front on the Heart in the same battle faces the
// same dragon hand without the King (he stands on one front); the dragons choose which unit to
// get rid of by its strength now (the strongest leaves the player weakest), ties at random; a
// Baby Dragon played on the Heart removes no Baby Dragons (000 ties that to the dragons' turn);
// in a dragon attack the dragons come from no territory of the map (the front's frontier is the
// attacked territory on both ends).
//
// The dragon card's abilities resolve in dragons/card_resolution.cpp; a player's card strikes the
// dragon units through cards/effects.cpp (dragon_candidates).

#include "engine/battle/heart_battle.hpp"
#include "eden/dragons/attack.hpp"
#include "engine/battle/battle.hpp"
#include "engine/cards/technology.hpp"
#include "engine/dragons/card_resolution.hpp"

namespace eden::detail {

namespace {

const DragonDeckDef& heart_dragon_deck(const GameState& g) {
    return *g.setup().dragons;
}

bool dragons_attacking(const GameState& g) {
    return heart_battle::dragons_attack(*st(g).battle);
}

// The side of a front the dragons fight on, and the player's.
BattleSide& dragon_side(GameState& g, Front& f) {
    return dragons_attacking(g) ? f.attack : f.defense;
}
const BattleSide& dragon_side(const GameState& g, const Front& f) {
    return dragons_attacking(g) ? f.attack : f.defense;
}
const BattleSide& player_side_of(const GameState& g, const Front& f) {
    return dragons_attacking(g) ? f.defense : f.attack;
}

// The player the dragons fight on a front.
int dragons_enemy(const GameState& g, const Front& f) {
    const Battle& b = *st(g).battle;
    return heart_battle::dragons_attack(b) ? f.defender : b.attacker;
}

DragonFrontView heart_or_attack_view(const GameState& g, const Front& f) {
    DragonFrontView v;
    // The attacker of the Heart adds units: he is "manually attacking"; a defender fights by
    // hand when he chose to (003 step 3), else on base defense.
    v.enemy_by_hand = dragons_attacking(g) ? f.by_hand : true;
    v.dragon_territories_besides_heart =
        dragon_territories_besides_heart(*st(g).dragons, map_of(g));
    v.dragons = dragon_side(g, f).dragons;
    return v;
}

Front& step_front(GameState& g) {
    Battle& b = *st(g).battle;
    return b.fronts[static_cast<std::size_t>(b.dragon_step->front)];
}

// The resolving dragon, for the shared resolver: the player's units on its front collapse when
// the dragons get rid of them (003 §Battle step 9); on base defense there is none to take.
DragonCardSide step_side(GameState& g) {
    DragonCardSide side;
    const Battle& b = *st(g).battle;
    const int front = b.dragon_step->front;
    side.index = static_cast<std::size_t>(b.dragon_step->index);
    side.enemy = dragons_enemy(g, b.fronts[static_cast<std::size_t>(front)]);
    side.view = [&g] { return heart_or_attack_view(g, step_front(g)); };
    side.doom = [&g](std::size_t i) { dragon_side(g, step_front(g)).dragons[i].doomed = true; };
    side.enemy_units = [&g, front] {
        const Battle& battle = *st(g).battle;
        const Front& f = battle.fronts[static_cast<std::size_t>(front)];
        const bool attacking = !heart_battle::dragons_attack(battle);  // the player's side
        const BattleSide& mine = player_side_of(g, f);
        DragonsEnemyUnits units;
        for (std::size_t r = 0; r < mine.rows.size(); ++r)
            for (const UnitInPlay& u : mine.rows[r]) {
                units.cards.push_back(u.card);
                units.views.push_back({def(g, u.card).cost,
                                       battle::unit_strength(g, battle, front, attacking, u),
                                       r + 1 == mine.rows.size()});  // "bottom row": last
            }
        return units;
    };
    side.get_rid_of = [&g](CardId unit, Events& ev) { battle::collapse(g, unit, ev); };
    return side;
}

DragonProgress step_progress(GameState& g) {
    DragonStep& s = *st(g).battle->dragon_step;
    return {s.ability, s.effect, s.owed, s.choice};
}

}  // namespace

bool heart_battle::dragons_attack(const Battle& b) {
    return b.attacker == kNoPlayer;
}

bool heart_battle::dragons_fight_on(const GameState& g, const Front& f, bool attacking) {
    return attacking ? dragons_attack(*st(g).battle) : dragons_defend(g, f);
}

bool heart_battle::dragons_defend(const GameState& g, const Front& f) {
    const ConquestState& c = st(g);
    return c.dragons && f.defender == kNoPlayer && f.frontier.enemy == map_of(g).heart() &&
           c.dragons->territories.count(f.frontier.enemy) > 0;
}

int heart_battle::dragon_front_strength(const GameState& g, const Front& f) {
    return dragon_side_strength(heart_dragon_deck(g), heart_or_attack_view(g, f));
}

void heart_battle::dragons_add_to_front(GameState& g, int front, Events& ev) {
    DragonState& d = *st(g).dragons;
    Battle& b = *st(g).battle;
    Front& f = b.fronts[static_cast<std::size_t>(front)];
    BattleSide& side = dragon_side(g, f);
    if (d.piles.hand.empty()) {  // the dragons stop only with an empty hand
        side.stopped = true;
        return;
    }
    const auto pick = static_cast<std::size_t>(
        rng_of(g).uniform_int(0, static_cast<std::int64_t>(d.piles.hand.size()) - 1));
    const std::string card = d.piles.hand[pick];
    d.piles.hand.erase(d.piles.hand.begin() + static_cast<std::ptrdiff_t>(pick));
    side.dragons.push_back({card, false});
    // 000: a Baby Dragon played in the dragons' turn takes two out of the game at its end.
    if (dragons_attack(b) && d.turn && card == heart_dragon_deck(g).baby_dragons_played.card)
        d.turn->baby_dragon_played = true;
    ev.push_back(DragonCardPlayed{heart_dragon_deck(g).card(card)->name});
    DragonStep s;
    s.front = front;
    s.index = static_cast<int>(side.dragons.size()) - 1;
    b.dragon_step = s;
    continue_dragon_step(g, ev);
}

// Resolves the immediate abilities of the dragon just added, from where they stopped, until they
// are done or the attacker owes a choice.
void heart_battle::continue_dragon_step(GameState& g, Events& ev) {
    Battle& b = *st(g).battle;
    if (!b.dragon_step || b.dragon_step->owed != DragonOwed::none) return;
    if (resolve_dragon_card(g, step_side(g), step_progress(g), ev)) b.dragon_step.reset();
}

void heart_battle::apply_dragon_step(GameState& g, const Action& a, Events& ev) {
    apply_dragon_choice(g, step_side(g), step_progress(g), a, ev);
    continue_dragon_step(g, ev);
}

Decision heart_battle::dragon_step_pending(const GameState& g) {
    const Battle& b = *st(g).battle;
    const DragonStep& s = *b.dragon_step;
    const Front& f = b.fronts[static_cast<std::size_t>(s.front)];
    const int who = dragons_enemy(g, f);
    Decision d;
    d.player = who;
    d.kind = DecisionKind::ability_choice;
    d.reveals_private_info_of = who;
    if (s.owed == DragonOwed::get_rid_of) {
        if (g.prompts())
            d.prompt = text::Message("prompt.dragon_gets_rid_of")
                           .with("player", text::Seat{who})
                           .with("at", text::Place{f.frontier.enemy});
        for (CardId unit : s.choice)
            d.options.push_back(ChooseCard{unit});
    } else {
        if (g.prompts())
            d.prompt = text::Message("prompt.dragon_makes_discard")
                           .with("player", text::Seat{who})
                           .with("at", text::Place{f.frontier.enemy});
        for (CardId card : player(g, who).piles.hand)
            d.options.push_back(Discard{card});
    }
    return d;
}

FrontForecast heart_battle::dragon_attack_forecast(const GameState& g, int front) {
    const Battle& b = *st(g).battle;
    const Front& f = b.fronts.at(static_cast<std::size_t>(front));
    const Hex at = f.frontier.enemy;
    FrontForecast out;
    out.defended_by_hand = f.by_hand;
    const auto add = [](SideForecast& side, const text::Message& label, int amount) {
        side.items.push_back({label, amount});
        side.total += amount;
    };
    add(out.attacker, text::Message("strength.dragons"), dragon_front_strength(g, f));
    if (f.by_hand) {
        int units = 0;
        for (const auto& row : f.defense.rows)
            for (const UnitInPlay& u : row)
                units += battle::unit_strength(g, b, front, false, u);
        add(out.defender, text::Message("strength.units"), units);
    } else {
        add(out.defender, text::Message("strength.base_defense"),
            base_defense(map_of(g), g.rules(), at));
    }
    // RULES.md §4 "Support": a supporter counts his bonus as if he held the territory.
    Control control = control_of(g);
    control[at] = f.defender;
    const int bonus = territory_bonus(map_of(g), g.rules(), control, st(g).resources, at,
                                      f.defender, civ(g, f.defender))
                          .total();
    if (bonus != 0) add(out.defender, text::Message("strength.territory_bonus"), bonus);
    for (const StrengthItem& x : technology::side_extras(g, b, front, false))
        if (x.amount != 0) add(out.defender, x.label, x.amount);
    return out;
}

void heart_battle::clear_dragon_fronts(GameState& g) {
    ConquestState& c = st(g);
    if (!c.dragons || !c.battle) return;
    DragonState& d = *c.dragons;
    for (Front& f : c.battle->fronts)
        for (BattleSide* side : {&f.attack, &f.defense}) {
            // Dragon units that are got rid of, doomed or done are discarded; the King of Eden
            // goes back beside the Heart (RULES.md §4).
            for (const DragonUnitView& u : side->dragons)
                if (u.card != heart_dragon_deck(g).king) d.piles.discard.push_back(u.card);
            side->dragons.clear();
        }
    d.piles.discard.insert(d.piles.discard.end(), d.piles.hand.begin(), d.piles.hand.end());
    d.piles.hand.clear();
}

}  // namespace eden::detail
