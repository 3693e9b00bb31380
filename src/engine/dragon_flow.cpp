// The dragons in the game flow: their turn as the last Expansion turn, their attacks on the
// players' territories with every choice the rules leave to the players as a Decision, and the
// defense of their own territories when the players attack.
//
// Rulebook: 000 "Mechanics", "Dragon battle cards", "Dragon target cards"; RULES.md §4 "Dragons",
// "Dragon turn", "A dragon attack", "Support", "Dragon conquest", "Players attacking dragon
// territories", "End"; 003 §Battle steps 2 and 4–6 (the refresh before a second battle, one unit
// per step until both sides stop).
//
// Readings (RULES.md leaves them open; written into the tests):
// - a dragon battle has the add-units steps only: no post-combat abilities, no return to the
//   World, no unit destruction. The player's units count their printed strength, his territory
//   bonus counts as in any battle; units the dragons get rid of are discarded with the others.
// - the players choose the order of the attacks of the turn across players (000); the holder of
//   the first player token (or the next seat still in the game) answers for the table, one
//   attack at a time (ChooseTerritory), as RULES.md §4 "Dragon turn" says.
// - 003's steps in a dragon battle: the dragons' first card opens the front (step 1), then the
//   defender refreshes if attacked before this phase (step 2), then chooses to defend by hand or
//   on base defense if the territory is fully controlled (step 3).
// - the neighbours who may support are asked in seat order; the first who accepts supports.
// - the Heart's dragons are a side of the players' battle: heart_battle.cpp.
// - a dragon card's abilities resolve in dragon_card_resolution.cpp, as on the Heart. The fight
//   itself is still this file's DragonFight, not a Battle of battle.cpp (issue 15 item 2: the
//   players' abilities, rows and unit destruction against attacking dragons are not there yet).
#include <algorithm>

#include "conquest_rules.hpp"
#include "dragon_card_resolution.hpp"
#include "eden/dragon_attack.hpp"
#include "eden/dragon_conquest.hpp"
#include "eden/dragon_flow.hpp"
#include "eden/dragon_targets.hpp"
#include "eden/dragon_turn.hpp"
#include "eden/dragon_victory.hpp"

namespace eden::detail {

namespace {

using R = ConquestRules;

const DragonDeckDef& deck_of(const GameState& g) {
    return *g.setup().dragons;
}

DragonState& dragons_of(GameState& g) {
    return *R::st(g).dragons;
}

DragonAttack& attack_of(GameState& g) {
    return *dragons_of(g).turn->attack;
}

DragonFight& fight_of(GameState& g) {
    return *attack_of(g).fight;
}

bool contains_int(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

// The front of the fight as the dragons' cards see it.
DragonFrontView front_view(const GameState& g) {
    const DragonState& d = *R::st(g).dragons;
    const DragonFight& f = *d.turn->attack->fight;
    DragonFrontView view;
    view.enemy_by_hand = f.by_hand;
    view.dragon_territories_besides_heart = dragon_territories_besides_heart(d, R::map_of(g));
    for (std::size_t i = 0; i < d.in_play.size(); ++i)
        view.dragons.push_back({d.in_play[i], contains_int(f.doomed, static_cast<int>(i))});
    return view;
}

int printed_strength(const GameState& g, CardId unit) {
    return R::def(g, unit).strength;
}

// The player's side of one battle: his units (or the territory's base defense) plus his
// territory bonus, a supporter's as if he held the territory (RULES.md §4 "Support").
int player_side(const GameState& g, const DragonAttack& a, const DragonFight& f) {
    int total = 0;
    if (f.by_hand) {
        for (CardId u : f.units)
            total += printed_strength(g, u);
    } else {
        total = base_defense(R::map_of(g), g.rules(), a.territory);
    }
    Control control = R::control_of(g);
    control[a.territory] = f.seat;
    total += territory_bonus(R::map_of(g), g.rules(), control, R::st(g).resources, a.territory,
                             f.seat, R::civ(g, f.seat))
                 .total();
    return total;
}

void get_rid_of_unit(GameState& g, CardId unit, R::Events& ev) {
    DragonFight& f = fight_of(g);
    f.units.erase(std::find(f.units.begin(), f.units.end(), unit));
    R::player(g, f.seat).piles.discard.push_back(unit);
    ev.push_back(CardDiscarded{f.seat, unit});
}

// The resolving dragon of the fight, for the shared resolver (dragon_card_resolution.cpp).
DragonCardSide fight_side(GameState& g) {
    DragonCardSide side;
    const DragonFight& f = fight_of(g);
    side.index = static_cast<std::size_t>(f.resolving);
    side.enemy = f.seat;
    side.view = [&g] { return front_view(g); };
    side.doom = [&g](std::size_t i) { fight_of(g).doomed.push_back(static_cast<int>(i)); };
    side.enemy_units = [&g] {
        const DragonFight& fight = fight_of(g);
        DragonsEnemyUnits units;
        if (!fight.by_hand) return units;  // base defense: no unit to take
        for (std::size_t i = 0; i < fight.units.size(); ++i) {
            units.cards.push_back(fight.units[i]);
            units.views.push_back({R::def(g, fight.units[i]).cost,
                                   printed_strength(g, fight.units[i]),
                                   i + 1 == fight.units.size()});
        }
        return units;
    };
    side.get_rid_of = [&g](CardId unit, R::Events& ev) { get_rid_of_unit(g, unit, ev); };
    return side;
}

DragonProgress fight_progress(GameState& g) {
    DragonFight& f = fight_of(g);
    return {f.ability, f.effect, f.owed, f.choice};
}

// Resolves the immediate abilities of the dragon just added, from where they stopped, until they
// are done or the player owes a choice.
void resolve_dragon(GameState& g, R::Events& ev) {
    DragonFight& f = fight_of(g);
    if (f.resolving < 0 || f.owed != DragonOwed::none) return;
    if (resolve_dragon_card(g, fight_side(g), fight_progress(g), ev)) fight_of(g).resolving = -1;
}

// 000: the dragons play their hand in random order, one card per step.
void dragons_add_card(GameState& g, R::Events& ev) {
    DragonState& d = dragons_of(g);
    const auto pick = static_cast<std::size_t>(
        R::rng_of(g).uniform_int(0, static_cast<std::int64_t>(d.piles.hand.size()) - 1));
    const std::string card = d.piles.hand[pick];
    d.piles.hand.erase(d.piles.hand.begin() + static_cast<std::ptrdiff_t>(pick));
    d.in_play.push_back(card);
    if (card == deck_of(g).baby_dragons_played.card) d.turn->baby_dragon_played = true;
    ev.push_back(DragonCardPlayed{deck_of(g).card(card)->name});
    DragonFight& f = fight_of(g);
    f.resolving = static_cast<int>(d.in_play.size()) - 1;
    f.ability = 0;
    f.effect = 0;
    resolve_dragon(g, ev);
}

void start_fight(GameState& g, int seat, bool defender) {
    DragonState& d = dragons_of(g);
    DragonAttack& a = attack_of(g);
    DragonFight f;
    f.seat = seat;
    PlayerState& ps = R::player(g, seat);
    // RULES.md §4 (003 step 3): the defender of a fully controlled territory chooses to defend by
    // hand or on its base defense; elsewhere base defense; a supporter fights "as if he owned the
    // territory", by hand.
    f.by_hand = !defender;
    f.choosing = defender && !ps.eliminated &&
                 fully_controlled(R::map_of(g), R::control_of(g), seat).count(a.territory) > 0;
    // 003 step 2: attacked already this Expansion phase, by players or dragons.
    f.refreshing = ps.attacked_this_expansion && !ps.eliminated;
    ps.attacked_this_expansion = true;
    a.fight = f;
    dragons_draw(d.piles, dragon_hand_size(g, g.rules().dragon_attack_hand_size), R::rng_of(g));
}

void finish_fight(GameState& g, R::Events& ev) {
    DragonState& d = dragons_of(g);
    DragonAttack& a = attack_of(g);
    DragonFight& f = *a.fight;
    const int dragons = dragon_side_strength(deck_of(g), front_view(g));
    const int player = player_side(g, a, f);
    ev.push_back(DragonBattleFought{f.seat, dragons, player, f.by_hand});
    a.dragon_strengths.push_back(dragons);
    a.player_strengths.push_back(player);
    for (CardId u : f.units) {
        R::player(g, f.seat).piles.discard.push_back(u);
        ev.push_back(CardDiscarded{f.seat, u});
    }
    const int seat = f.seat;
    a.fight.reset();
    dragons_clear_fronts(d, deck_of(g));
    // 000: "he obviously replenishes at the end of each battle" (base defense too: a Green
    // King/Queen may have made him discard).
    if (!R::player(g, seat).eliminated) R::replenish_hand(g, seat, ev);
}

void take_territory(GameState& g, Hex at, R::Events& ev) {
    const Tile* tile = R::map_of(g).at(at);
    const bool portal = tile->kind == TileKind::portal && !tile->portal_destroyed;
    const int portal_owner = tile->portal_owner;
    const auto it = R::st(g).resources.find(at);
    const int lost = it == R::st(g).resources.end() ? 0 : it->second.total();
    const int from =
        dragons_take(dragons_of(g), R::map_of(g), R::st(g).resources, R::control_of(g), at);
    ev.push_back(DragonsTookTerritory{at, from});
    if (lost > 0) ev.push_back(ResourcesLost{at, lost});
    if (!portal) return;
    // RULES.md §4 "Elimination" (003 §Understand tiles): the portal's owner is out of the game;
    // his pure energy counters lay on the portal, which the dragons destroy with the rest.
    PlayerState& ps = R::player(g, portal_owner);
    if (ps.pure_energy > 0) {
        ev.push_back(PureEnergyChanged{portal_owner, -ps.pure_energy, "the portal is destroyed"});
        ps.pure_energy = 0;
    }
    R::eliminate(g, portal_owner, kNoPlayer, at, ev);
}

void resolve_attack(GameState& g, R::Events& ev) {
    DragonTurn& t = *dragons_of(g).turn;
    const DragonAttack a = *t.attack;
    t.attack.reset();
    t.attacks.erase(std::find(t.attacks.begin(), t.attacks.end(), a.territory));
    if (dragons_take_territory(a.dragon_strengths, a.player_strengths, false))
        take_territory(g, a.territory, ev);
    else
        ev.push_back(DragonAttackRepelled{a.territory, a.defender});
    R::check_victory(g, ev);
}

void start_attack(GameState& g, Hex at) {
    DragonTurn& t = *dragons_of(g).turn;
    DragonAttack a;
    a.territory = at;
    a.defender = R::control_of(g).at(at);
    std::vector<bool> eliminated;
    for (const PlayerState& ps : R::st(g).players)
        eliminated.push_back(ps.eliminated);
    a.to_ask =
        dragon_support_candidates(R::map_of(g), R::control_of(g), at, a.defender, eliminated);
    t.attack = a;
}

// Who answers for the table which dragon attack resolves next (RULES.md §4 "Dragon turn"): the
// holder of the first player token, or the next seat still in the game.
int table_seat(const GameState& g) {
    const int first = R::st(g).first_player;
    return R::player(g, first).eliminated ? R::next_seat(g, first) : first;
}

// The fight goes on until a player decides (true) or it is over (false).
bool advance_fight(GameState& g, R::Events& ev) {
    DragonState& d = dragons_of(g);
    for (;;) {
        DragonFight& f = fight_of(g);
        if (f.owed != DragonOwed::none) return true;
        if (f.resolving >= 0) {
            resolve_dragon(g, ev);
            continue;
        }
        // 003 step 1: the dragons open the front with their first card.
        if (d.in_play.empty() && !d.piles.hand.empty()) {
            f.dragons_next = false;
            dragons_add_card(g, ev);
            continue;
        }
        if (f.refreshing) return true;  // step 2
        if (f.choosing) {               // step 3
            if (R::has_unit_in_hand(g, f.seat)) return true;
            f.choosing = false;  // no unit to defend with: base defense
            f.dragons_next = true;
            continue;
        }
        if (f.dragons_next) {  // 003 step 4: the attacker adds one card (the dragons never stop)
            f.dragons_next = false;
            if (!d.piles.hand.empty()) dragons_add_card(g, ev);
            continue;
        }
        // 003 step 5: the player adds one unit or stops; without a unit in hand he has stopped.
        if (f.by_hand && !f.stopped) {
            if (R::has_unit_in_hand(g, f.seat)) return true;
            f.stopped = true;
        }
        if (d.piles.hand.empty() && (f.stopped || !f.by_hand)) return false;
        f.dragons_next = true;
    }
}

}  // namespace

DragonFrontView dragons_front_view(const GameState& g) {
    return front_view(g);
}

int dragons_player_side(const GameState& g) {
    const DragonAttack& a = *R::st(g).dragons->turn->attack;
    return player_side(g, a, *a.fight);
}

bool ConquestRules::dragons_play_this_round(const GameState& g) {
    const ConquestState& c = R::st(g);
    if (!c.dragons || c.round < 2) return false;
    const auto heart = R::map_of(g).heart();
    return heart && c.dragons->territories.count(*heart) > 0;
}

void ConquestRules::start_dragons_turn(GameState& g, Events& ev) {
    ConquestState& c = R::st(g);
    DragonState& d = *c.dragons;
    c.step = ConquestStep::dragons;
    // 003 step 2 counts every battle of the Expansion phase, the players' too: the flags set in
    // the players' turns stand.
    const DragonTurnStart s = begin_dragons_turn(d, deck_of(g), c.round, R::rng_of(g));
    const int target = draw_dragons_target(d, deck_of(g), R::rng_of(g));
    ev.push_back(DragonTurnBegan{target, d.base_defense, s.card_added, s.cards_removed});
}

bool ConquestRules::advance_dragons(GameState& g, Events& ev) {
    ConquestState& c = R::st(g);
    for (;;) {
        if (c.step != ConquestStep::dragons) return false;  // the game ended
        DragonState& d = *c.dragons;
        DragonTurn& t = *d.turn;
        if (t.attack) {
            DragonAttack& a = *t.attack;
            if (!a.to_ask.empty()) return true;  // a neighbour decides whether he supports
            if (a.fight) {
                if (advance_fight(g, ev)) return true;
                finish_fight(g, ev);
                continue;
            }
            const std::size_t fought = a.dragon_strengths.size();
            if (fought == 0) {
                start_fight(g, a.defender, true);
            } else if (fought == 1 && a.supporter != kNoPlayer) {
                start_fight(g, a.supporter, false);
            } else {
                resolve_attack(g, ev);
            }
            continue;
        }
        if (!t.attacks.empty()) {
            if (t.attacks.size() > 1) return true;  // the players choose the order
            start_attack(g, t.attacks.front());
            continue;
        }
        const auto selection = next_dragon_selection(
            d, deck_of(g),
            dragon_map_view(d, R::map_of(g), R::control_of(g), g.rules().distance_metric));
        if (!selection) {
            const int removed = end_dragons_turn(d, deck_of(g), R::rng_of(g));
            ev.push_back(DragonTurnEnded{removed});
            return false;
        }
        // 000: the dragons win against wild territories automatically.
        for (Hex h : selection->wild)
            take_territory(g, h, ev);
        if (R::check_victory(g, ev)) return false;
    }
}

Decision ConquestRules::dragons_pending(const GameState& g) {
    const ConquestState& c = R::st(g);
    const DragonTurn& t = *c.dragons->turn;
    Decision d;
    if (!t.attack) {
        d.player = table_seat(g);
        d.kind = DecisionKind::choose_dragon_attack;
        d.prompt = R::name(g, d.player) + ", for the table: the dragons attack " +
                   std::to_string(t.attacks.size()) + " territories; which attack is fought first?";
        for (Hex h : t.attacks)
            d.options.push_back(ChooseTerritory{h});
        return d;
    }
    const DragonAttack& a = *t.attack;
    if (!a.to_ask.empty()) {
        d.player = a.to_ask.front();
        d.kind = DecisionKind::dragon_support;
        d.prompt = R::name(g, d.player) + ": the dragons attack " + R::name(g, a.defender) +
                   "'s territory " + to_string(a.territory) +
                   "; support (fight a second battle with your hand) or not?";
        d.options = {Support{true}, Support{false}};
        return d;
    }
    const DragonFight& f = *a.fight;
    const PlayerState& ps = R::player(g, f.seat);
    d.player = f.seat;
    d.reveals_private_info_of = f.seat;
    const std::string where = to_string(a.territory);
    if (f.refreshing) {
        d.kind = DecisionKind::defender_refresh;
        d.prompt = R::name(g, f.seat) + ": before the next dragon battle at " + where +
                   ", discard cards if you wish, then refill your hand";
        for (CardId card : ps.piles.hand)
            d.options.push_back(Discard{card});
        d.options.push_back(Done{});
        return d;
    }
    if (f.owed == DragonOwed::get_rid_of) {
        d.kind = DecisionKind::ability_choice;
        d.prompt = R::name(g, f.seat) + ": the dragons get rid of one of your units at " + where +
                   "; choose which";
        for (CardId unit : f.choice)
            d.options.push_back(ChooseCard{unit});
        return d;
    }
    if (f.owed == DragonOwed::discard) {
        d.kind = DecisionKind::ability_choice;
        d.prompt = R::name(g, f.seat) + ": a dragon makes you discard; choose the card";
        for (CardId card : ps.piles.hand)
            d.options.push_back(Discard{card});
        return d;
    }
    if (f.choosing) {
        d.kind = DecisionKind::defend_front;
        d.prompt = R::name(g, f.seat) + ": the dragons attack " + where +
                   "; defend it with a unit, or rely on its base defense (" +
                   std::to_string(player_side(g, a, f)) + " vs " +
                   std::to_string(dragon_side_strength(deck_of(g), front_view(g))) + ")";
        for (CardId card : ps.piles.hand)
            if (R::is_unit(g, card)) d.options.push_back(AddUnit{0, card});
        d.options.push_back(StopFront{0});
        return d;
    }
    const int dragons = dragon_side_strength(deck_of(g), front_view(g));
    d.kind = DecisionKind::add_unit;
    d.prompt = R::name(g, f.seat) + ": dragons " + std::to_string(dragons) + " vs you " +
               std::to_string(player_side(g, a, f)) + " at " + where + " (" +
               std::to_string(c.dragons->piles.hand.size()) +
               " dragon cards still to come): add a unit or stop";
    for (CardId card : ps.piles.hand)
        if (R::is_unit(g, card)) d.options.push_back(AddUnit{0, card});
    d.options.push_back(StopFront{0});
    return d;
}

void ConquestRules::apply_dragons(GameState& g, const Action& a, Events& ev) {
    DragonTurn& t = *dragons_of(g).turn;
    if (const auto* choose = std::get_if<ChooseTerritory>(&a)) {
        start_attack(g, choose->at);
        return;
    }
    DragonAttack& attack = *t.attack;
    if (const auto* support = std::get_if<Support>(&a)) {
        const int seat = attack.to_ask.front();
        if (support->yes) {
            attack.supporter = seat;
            attack.to_ask.clear();
        } else {
            attack.to_ask.erase(attack.to_ask.begin());
        }
        return;
    }
    DragonFight& f = *attack.fight;
    if (f.refreshing) {
        if (const auto* discard = std::get_if<Discard>(&a)) {
            discard_from_hand(g, f.seat, discard->card, ev);
            return;
        }
        f.refreshing = false;
        replenish_hand(g, f.seat, ev);
        return;
    }
    if (f.owed != DragonOwed::none) {  // advance_dragons resumes the card's abilities
        apply_dragon_choice(g, fight_side(g), fight_progress(g), a, ev);
        return;
    }
    if (f.choosing) {  // 003 step 3: a unit defends by hand, StopFront relies on base defense
        f.choosing = false;
        f.by_hand = std::holds_alternative<AddUnit>(a);
        if (!f.by_hand) {
            ev.push_back(FrontStopped{f.seat, 0});
            f.dragons_next = true;
            return;
        }
    }
    if (const auto* add = std::get_if<AddUnit>(&a)) {
        remove_from(player(g, f.seat).piles.hand, add->unit);
        f.units.push_back(add->unit);
        ev.push_back(UnitAdded{f.seat, add->unit, 0});
    } else {
        f.stopped = true;
        ev.push_back(FrontStopped{f.seat, 0});
    }
    f.dragons_next = true;
}

std::optional<StrengthItem> ConquestRules::dragon_defense_of(const GameState& g, Hex territory) {
    const ConquestState& c = R::st(g);
    if (!c.dragons || !c.dragons->territories.count(territory)) return std::nullopt;
    const DragonState& d = *c.dragons;
    if (territory == R::map_of(g).heart()) {
        // Before a front opens on it, the King of Eden alone stands on row 1; the dragons on a
        // front of a battle count through dragon_front_strength.
        DragonFrontView view;
        view.enemy_by_hand = true;
        view.dragon_territories_besides_heart = dragon_territories_besides_heart(d, R::map_of(g));
        view.dragons.push_back({deck_of(g).king, false});
        return StrengthItem{"the dragons on the Heart", dragon_side_strength(deck_of(g), view)};
    }
    return StrengthItem{"dragon base defense",
                        dragon_territory_defense_of(d, deck_of(g), R::map_of(g), territory)};
}

// RULES.md §4: the dragons defend the Heart with the King of Eden on row 1 of the first front
// opened on it, then add one card of a dragon hand per step (heart_battle.cpp).
void ConquestRules::dragons_defend_heart(GameState& g, Hex territory, Events& ev) {
    ConquestState& c = R::st(g);
    Battle& b = *c.battle;
    Front& f = b.fronts.back();
    if (!dragons_defend(g, f)) return;
    (void)territory;
    f.defense_chosen = true;    // no step 3 choice: the dragons always fight with cards
    f.defense.stopped = false;  // they add cards at step 5 until their hand is empty
    for (std::size_t i = 0; i + 1 < b.fronts.size(); ++i)
        if (dragons_defend(g, b.fronts[i])) return;  // the hand is dealt once per battle
    DragonState& d = *c.dragons;
    f.defense.dragons.push_back({deck_of(g).king, false});
    ev.push_back(DragonCardPlayed{deck_of(g).card(deck_of(g).king)->name});
    dragons_draw(d.piles, dragon_hand_size(g, g.rules().dragon_heart_hand_size), R::rng_of(g));
}

void ConquestRules::dragons_after_player_battle(GameState& g) {
    clear_dragon_fronts(g);
}

}  // namespace eden::detail

namespace eden {

std::optional<DragonFightView> dragon_fight_view(const GameState& g) {
    const ConquestState& c = g.conquest();
    if (c.step != ConquestStep::dragons || !c.dragons || !c.dragons->turn ||
        !c.dragons->turn->attack || !c.dragons->turn->attack->fight)
        return std::nullopt;
    const DragonState& d = *c.dragons;
    const DragonAttack& a = *d.turn->attack;
    const DragonFight& f = *a.fight;
    const DragonDeckDef& def = *g.setup().dragons;
    DragonFightView v;
    v.territory = a.territory;
    v.defender = a.defender;
    v.seat = f.seat;
    v.by_hand = f.by_hand;
    v.dragons = dragon_side_strength(def, detail::dragons_front_view(g));
    v.player = detail::dragons_player_side(g);
    v.dragon_cards_left = static_cast<int>(d.piles.hand.size());
    v.dragon_card_mean = dragon_card_mean(g);
    v.dragon_cards = d.in_play;
    return v;
}

std::optional<StrengthItem> dragon_defense(const GameState& g, Hex territory) {
    return detail::ConquestRules::dragon_defense_of(g, territory);
}

bool players_face_dragons(const GameState& g) {
    const ConquestState& c = g.conquest();
    const auto heart = g.map().heart();
    return c.dragons && heart && c.dragons->territories.count(*heart) > 0;
}

int dragon_hand_size(const GameState& g, const std::vector<int>& by_player_count) {
    const auto entry = std::clamp<std::size_t>(static_cast<std::size_t>(g.player_count() - 2), 0,
                                               by_player_count.size() - 1);
    const int size = by_player_count[entry];
    return size < 0 ? g.setup().dragons->hand_size : size;
}

double dragon_card_mean(const GameState& g) {
    const auto& d = g.conquest().dragons;
    if (!d || !g.setup().dragons) return 0.0;
    int total = 0;
    int count = 0;
    for (const auto* pile : {&d->piles.deck, &d->piles.discard})
        for (const std::string& id : *pile) {
            total += g.setup().dragons->card(id)->strength;
            ++count;
        }
    return count ? static_cast<double>(total) / count : 0.0;
}

}  // namespace eden
