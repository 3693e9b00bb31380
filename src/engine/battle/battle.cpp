// A battle, steps 1–9 (003 §Battle rules "Battle"; RULES.md §2 "Battle", U61–U67).
//
// 1 the attacker opens up to game.max_fronts fronts, each with a unit; 2 a defender already
// attacked this expansion phase may discard, then replenishes; 3 the defender opens each front
// he defends by hand (fully controlled territories only, 003 §Full Control), the others stand
// on base defense; 4–6 attacker then defender add one unit per front still active or stop on
// it, stopping is per front and final; between 6 and 7 delayed abilities; 7 strictly more
// strength takes the territory (a tie holds it), control changes before the post-combat phase
// (FAQ 4); 8 post-combat abilities, doomed units collapse, units may return to the World for
// civilization resources equal to their costs (battle.post_combat_returns), the rest are
// discarded top row first; 9 collapsed cost-6 units are discarded, the others destroyed unless
// rescued.
#include <algorithm>
#include <stdexcept>

#include "eden/conquest/troops.hpp"
#include "engine/battle/battle.hpp"
#include "engine/battle/battle_order.hpp"
#include "engine/battle/battle_plans.hpp"
#include "engine/battle/heart_battle.hpp"
#include "engine/battle/troops_battle.hpp"
#include "engine/cards/effects.hpp"
#include "engine/cards/technology.hpp"
#include "engine/conquest/expansion.hpp"
#include "engine/conquest/extra_attacks.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/conquest/heart_loss.hpp"
#include "engine/conquest/troops.hpp"
#include "engine/conquest/wild_markers.hpp"
#include "engine/dragons/king_of_eden.hpp"

namespace eden::detail {

namespace {

BattleSide& side_of(Front& f, bool attacking) {
    return attacking ? f.attack : f.defense;
}

// Discards every unit of `p` still on a front: top row to bottom row, left to right (003 step 8).
void discard_units_of(GameState& g, int p, Events& ev) {
    Battle& b = *st(g).battle;
    for (Front& f : b.fronts) {
        const bool attacking = p == b.attacker;
        if (!battle_order::plays_on(b, f, p, attacking)) continue;  // another defender's front
        BattleSide& s = side_of(f, attacking);
        for (const auto& row : s.rows)
            for (const UnitInPlay& u : row) {
                player(g, p).piles.discard.push_back(u.card);
                ev.push_back(CardDiscarded{p, u.card});
            }
        s.rows.clear();
    }
}

bool can_afford_civ(const GameState& g, int p, int amount) {
    return can_pay(g, civ_payment(g, p, amount));
}

// 003 step 7 and FAQ 4: fronts are counted, then control changes, before post-combat. In a
// dragon attack the result waits for the attack's other battle (RULES.md §4 "Support").
void resolve_fronts(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    Battle& b = *c.battle;
    if (heart_battle::dragons_attack(b)) {
        king_of_eden::record_dragon_battle(g, ev);
        return;
    }
    std::vector<Hex> taken;
    for (std::size_t i = 0; i < b.fronts.size(); ++i) {
        const FrontForecast f = battle::forecast(g, static_cast<int>(i));
        b.fronts[i].attacker_won = f.attacker_wins();
        FrontResolved counted{
            static_cast<int>(i), f.attacker.total, f.defender.total, f.attacker_wins(), f, {}, {}};
        const Front& front = b.fronts[i];
        for (const auto& row : front.attack.rows)
            for (const UnitInPlay& u : row)
                counted.attacker_units.push_back(
                    {u.card, battle::unit_strength(g, b, static_cast<int>(i), true, u)});
        if (front.by_hand)
            for (const auto& row : front.defense.rows)
                for (const UnitInPlay& u : row)
                    counted.defender_units.push_back(
                        {u.card, battle::unit_strength(g, b, static_cast<int>(i), false, u)});
        ev.push_back(std::move(counted));
        if (f.attacker_wins() &&
            std::find(taken.begin(), taken.end(), b.fronts[i].frontier.enemy) == taken.end())
            taken.push_back(b.fronts[i].frontier.enemy);
    }
    troops_battle::count_troop_losses(g, taken, ev);
    // Who held each territory taken before any changed hands: with troops, a portal taken on
    // one front hands its owner's other territories to the captor at once (RULES.md §5 C9), a
    // territory another front just won among them; it was taken from him, and is reported once.
    std::vector<std::optional<int>> held_by;
    for (Hex at : taken)
        held_by.push_back(controller_of(control_of(g), at));
    for (std::size_t i = 0; i < taken.size(); ++i) {
        const Hex at = taken[i];
        const auto previous = held_by[i];
        const bool passed_with_portal = controller_of(control_of(g), at) == b.attacker;
        control_of(g)[at] = b.attacker;
        if (c.dragons) c.dragons->territories.erase(at);  // RULES.md §4, U105
        wild_markers::beaten(g, b.attacker, at, ev);      // 004 (RULES.md §6 F5)
        if (!passed_with_portal)
            ev.push_back(TerritoryTaken{b.attacker, previous.value_or(kNoPlayer), at});
        if (at == map_of(g).heart()) heart_loss::on_heart_taken(g, previous.value_or(kNoPlayer));
        if (previous) extra_attacks::record_taken_from_player(g, *previous, at);
        const Tile* tile = map_of(g).at(at);
        if (tile->kind == TileKind::portal && !tile->portal_destroyed &&
            tile->portal_owner != b.attacker)
            flow::eliminate(g, tile->portal_owner, b.attacker, at, ev);
    }
    troops_battle::move_troops_after_fronts(g, taken, ev);
    flow::check_victory(g, ev);
}

// Steps 8 and 9 go attacker first, then defender; attacking dragons choose nothing.
int first_to_choose(const Battle& b) {
    return heart_battle::dragons_attack(b) ? b.defender : b.attacker;
}

void collapse_doomed(GameState& g, Events& ev) {
    Battle& b = *st(g).battle;
    std::vector<CardId> doomed;
    for (const Front& f : b.fronts)
        for (const BattleSide* s : {&f.attack, &f.defense})
            for (const auto& row : s->rows)
                for (const UnitInPlay& u : row)
                    if (u.doomed) doomed.push_back(u.card);
    for (CardId card : doomed)
        battle::collapse(g, card, ev);
}

// The one reader of battle.post_combat_returns: 003 step 8 lets a player pay to return his
// units to the World; 002 discards every unit after the battle (RULES.md §5 C5, C10).
bool has_returnable_unit(const GameState& g, int p) {
    if (!g.rules().post_combat_returns) return false;
    const Battle& b = *st(g).battle;
    for (const Front& f : b.fronts) {
        if (!battle_order::plays_on(b, f, p, p == b.attacker)) continue;
        for (const auto& row : (p == b.attacker ? f.attack : f.defense).rows)
            for (const UnitInPlay& u : row)
                if (can_afford_civ(g, p, def(g, u.card).cost)) return true;
    }
    return false;
}

bool has_rescuable_unit(const GameState& g, int p) {
    if (troops_battle::collapsed_units_discarded(g)) return false;  // 002: no rescue to pay for
    for (CardId card : player(g, p).collapsed)
        if (def(g, card).cost != 6 && can_afford_civ(g, p, def(g, card).cost)) return true;
    return false;
}

// Unit destruction for one player: cost-6 units are discarded (003 step 9), the rest destroyed.
// With troops every unit still collapsed is discarded (002; RULES.md §5 C6): those of cost 5 or
// more whose troop was not spent are gone already.
void destroy_collapsed(GameState& g, int p, Events& ev) {
    PlayerState& ps = player(g, p);
    for (CardId card : ps.collapsed) {
        if (def(g, card).cost == 6 || troops_battle::collapsed_units_discarded(g)) {
            ps.piles.discard.push_back(card);
            ev.push_back(CardDiscarded{p, card});
        } else {
            destroy_card(g, card);
            ev.push_back(UnitDestroyed{card});
        }
    }
    ps.collapsed.clear();
}

}  // namespace

bool battle::condition_holds(const GameState& g, const Battle& b, int front, bool attacking,
                             int row, Condition cond, int owner, bool self_doomed) {
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    switch (cond) {
        case Condition::none:
            return true;
        case Condition::hand_empty:
            return player(g, owner).piles.hand.empty();
        case Condition::on_top_row:
            return row == 0;
        case Condition::defending:
            return !attacking;
        case Condition::enemy_by_base_defense:
            return attacking && !f.by_hand;
        case Condition::attacking:
            return attacking;
        case Condition::self_doomed:
            return self_doomed;
        case Condition::enemy_by_hand:
        case Condition::king_of_eden_on_front:
        case Condition::no_king_of_eden_on_front:
            // Dragon-only (cards/cards.cpp keeps them off player cards): dragons/abilities.cpp.
            return false;
    }
    return false;
}

// An eliminated player is out of the game: he plays no card, whatever his hand holds (his
// territories left without a portal stand on what they hold; RULES.md §2 "Portals and
// elimination"; issue 35: every ruleset).
bool battle::has_unit_in_hand(const GameState& g, int p) {
    if (player(g, p).eliminated) return false;
    for (CardId c : player(g, p).piles.hand)
        if (is_unit(g, c)) return true;
    return false;
}

bool battle::can_open_another_front(const GameState& g) {
    const Battle& b = *st(g).battle;
    if (heart_battle::dragons_attack(b)) return false;  // one front, on the territory they attack
    return static_cast<int>(b.fronts.size()) < technology::max_fronts(g, b.attacker) &&
           has_unit_in_hand(g, b.attacker) && !expansion::attackable_frontiers(g).empty();
}

std::optional<battle::UnitPlace> battle::find_unit(const Battle& b, CardId card) {
    for (std::size_t f = 0; f < b.fronts.size(); ++f)
        for (bool attacking : {true, false}) {
            const BattleSide& s = attacking ? b.fronts[f].attack : b.fronts[f].defense;
            for (std::size_t r = 0; r < s.rows.size(); ++r)
                for (std::size_t k = 0; k < s.rows[r].size(); ++k)
                    if (s.rows[r][k].card == card)
                        return UnitPlace{static_cast<int>(f), attacking, static_cast<int>(r),
                                         static_cast<int>(k)};
        }
    return std::nullopt;
}

UnitInPlay* battle::unit_in_play(Battle& b, CardId card) {
    const auto place = find_unit(b, card);
    if (!place) return nullptr;
    Front& f = b.fronts[static_cast<std::size_t>(place->front)];
    return &side_of(f, place->attacking)
                .rows[static_cast<std::size_t>(place->row)]
                     [static_cast<std::size_t>(place->column)];
}

int battle::per_count(const Battle& b, int front, bool attacking, Per per, CardId self) {
    if (per == Per::none) return 1;
    const Front& f = b.fronts.at(static_cast<std::size_t>(front));
    auto units = [](const BattleSide& s, CardId except) {
        int n = 0;
        for (const auto& row : s.rows)
            for (const UnitInPlay& u : row)
                if (u.card != except) ++n;
        return n;
    };
    const BattleSide& allied = attacking ? f.attack : f.defense;
    const BattleSide& enemy = attacking ? f.defense : f.attack;
    // King of Eden: the dragons on the Heart are enemy units too (RULES.md §4 "per enemy unit
    // counts dragon units").
    return per == Per::other_allied_unit
               ? units(allied, self)
               : units(enemy, -1) + static_cast<int>(enemy.dragons.size());  // -1: none excluded
}

int battle::unit_strength(const GameState& g, const Battle& b, int front, bool attacking,
                          const UnitInPlay& u) {
    const CardDef& d = def(g, u.card);
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    const BattleSide& s = attacking ? f.attack : f.defense;
    int row = 0;
    for (std::size_t r = 0; r < s.rows.size(); ++r)
        for (const UnitInPlay& x : s.rows[r])
            if (x.card == u.card) row = static_cast<int>(r);
    const int owner = attacking ? b.attacker : f.defender;
    int strength = d.strength + u.strength_bonus + s.allied_units_bonus;
    for (const Ability& a : d.abilities) {
        if (a.timing != Timing::permanent) continue;
        if (!condition_holds(g, b, front, attacking, row, a.condition, owner, u.doomed)) continue;
        for (const Effect& e : a.effects)
            if (e.verb == Verb::add_strength)
                strength += e.amount * per_count(b, front, attacking, e.per, u.card);
    }
    return std::max(0, strength);
}

bool battle::can_defend_by_hand(const GameState& g, const Front& f) {
    if (f.defender == kNoPlayer || player(g, f.defender).eliminated) return false;
    return !why_cannot_defend_by_hand(map_of(g), control_of(g), f.frontier.enemy, f.defender);
}

FrontForecast battle::forecast(const GameState& g, int front) {
    const Battle& b = *st(g).battle;
    if (heart_battle::dragons_attack(b)) return heart_battle::dragon_attack_forecast(g, front);
    const Front& f = b.fronts.at(static_cast<std::size_t>(front));
    FrontInput in;
    in.frontier = f.frontier;
    in.attacker = b.attacker;
    in.attacker_civ = civ(g, b.attacker);
    in.by_hand_anywhere = battle_order::alternating_turns(g, b);
    for (const auto& row : f.attack.rows)
        for (const UnitInPlay& u : row)
            in.attacker_units.push_back(unit_strength(g, b, front, true, u));
    if (f.by_hand) {
        std::vector<int> units;
        for (const auto& row : f.defense.rows)
            for (const UnitInPlay& u : row)
                units.push_back(unit_strength(g, b, front, false, u));
        in.defender_units = units;
    }
    if (f.defender != kNoPlayer) in.defender_civ = civ(g, f.defender);
    in.attacker_extras = technology::side_extras(g, b, front, true);
    in.defender_extras = technology::side_extras(g, b, front, false);
    if (troops::troops_in_play(g)) {  // 002: +1 per troop near the frontier, or on the territory
        in.attacker_extras.push_back({text::Message("strength.troops_near"), f.attack_troops});
        if (f.defender != kNoPlayer)
            in.defender_extras.push_back(
                {text::Message("strength.troops_on"), troops_on(st(g), f.frontier.enemy)});
    }
    if (f.defender == kNoPlayer) in.wild_marker = wild_marker_on(g, f.frontier.enemy);
    if (heart_battle::dragons_defend(g, f))
        in.dragon_defense = StrengthItem{text::Message("strength.dragons_on_heart"),
                                         heart_battle::dragon_front_strength(g, f)};
    else
        in.dragon_defense = king_of_eden::dragon_defense_of(g, f.frontier.enemy);
    return forecast_front(map_of(g), g.rules(), control_of(g), st(g).resources, in);
}

void battle::add_unit_to_front(GameState& g, int p, CardId card, int front, Events& ev) {
    Battle& b = *st(g).battle;
    Front& f = b.fronts.at(static_cast<std::size_t>(front));
    side_of(f, p == b.attacker).rows.push_back({UnitInPlay{card}});
    ev.push_back(UnitAdded{p, card, front});
    if (!b.plans.empty()) battle_plans::note_unit_added(b, p, card, front);
    if (!battle_order::defer_abilities(g, p, card, front))
        effects::offer_on_added(g, p, card, front);
}

UnitInPlay battle::take_off_front(Battle& b, const UnitPlace& place) {
    auto& rows = side_of(b.fronts[static_cast<std::size_t>(place.front)], place.attacking).rows;
    auto& row = rows[static_cast<std::size_t>(place.row)];
    const UnitInPlay unit = row[static_cast<std::size_t>(place.column)];
    row.erase(row.begin() + place.column);
    if (row.empty()) rows.erase(rows.begin() + place.row);  // glossary "Row"
    return unit;
}

void battle::collapse(GameState& g, CardId card, Events& ev) {
    Battle& b = *st(g).battle;
    const auto place = find_unit(b, card);
    if (!place) return;
    take_off_front(b, *place);
    const auto& rows =
        side_of(b.fronts[static_cast<std::size_t>(place->front)], place->attacking).rows;
    const int owner = st(g).cards[static_cast<std::size_t>(card)].owner;
    player(g, owner).collapsed.push_back(card);
    ev.push_back(UnitCollapsed{card});
    troops_battle::on_collapse_with_troops(g, card);
    // Reactions to "this unit collapses".
    const CardDef& d = def(g, card);
    for (std::size_t i = 0; i < d.abilities.size(); ++i)
        if (d.abilities[i].timing == Timing::reaction &&
            d.abilities[i].event == TriggerEvent::this_collapses)
            b.offers.push_back({owner, card, static_cast<int>(i), place->front, -1});
    // Reactions of the allies left on that side to "an allied unit collapses".
    for (const auto& r : rows)
        for (const UnitInPlay& u : r) {
            const CardDef& ud = def(g, u.card);
            for (std::size_t i = 0; i < ud.abilities.size(); ++i)
                if (ud.abilities[i].timing == Timing::reaction &&
                    ud.abilities[i].event == TriggerEvent::allied_unit_collapses)
                    b.offers.push_back({owner, u.card, static_cast<int>(i), place->front, card});
        }
}

void battle::advance_battle(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    for (;;) {
        if (!c.battle || c.payment || c.heart_spender != kNoPlayer ||
            c.step == ConquestStep::game_over)
            return;
        Battle& b = *c.battle;
        if (b.resolving || troops_battle::troops_choice_pending(b)) return;
        if (b.dragon_step) {  // a dragon on the Heart resolving: on until the attacker owes a
                              // choice
            if (b.dragon_step->owed != DragonOwed::none) return;
            heart_battle::continue_dragon_step(g, ev);
            continue;
        }
        effects::refresh_conditions(g);
        effects::prune_offers(g);
        if (!b.offers.empty()) return;
        const auto n = static_cast<int>(b.fronts.size());
        switch (b.step) {
            case BattleStep::opening:
                if (can_open_another_front(g)) return;
                battle_order::start_fighting(g);
                continue;
            case BattleStep::defender_refresh:
            case BattleStep::refresh_after:
                return;
            case BattleStep::taking_turns:
                if (battle_order::await_turn_in_battle(g, ev)) return;
                continue;
            case BattleStep::defender_opens: {
                while (b.cursor < n && b.fronts[static_cast<std::size_t>(b.cursor)].defense_chosen)
                    ++b.cursor;
                if (b.cursor < n) {
                    Front& f = b.fronts[static_cast<std::size_t>(b.cursor)];
                    if (can_defend_by_hand(g, f) && has_unit_in_hand(g, f.defender)) return;
                    f.defense_chosen = true;  // base defense: nothing to choose
                    f.defense.stopped = true;
                    continue;
                }
                b.step = BattleStep::attacker_adds;
                b.cursor = 0;
                continue;
            }
            case BattleStep::attacker_adds:
            case BattleStep::defender_adds: {
                const bool attacking = b.step == BattleStep::attacker_adds;
                bool dragons_added = false;
                while (b.cursor < n && !dragons_added) {
                    Front& f = b.fronts[static_cast<std::size_t>(b.cursor)];
                    const int who = attacking ? b.attacker : f.defender;
                    BattleSide& s = side_of(f, attacking);
                    if (s.stopped) {
                        ++b.cursor;
                        continue;
                    }
                    if (heart_battle::dragons_fight_on(g, f, attacking)) {
                        // The dragons' step (on the Heart, or attacking); their card's abilities
                        // and the reactions they cause are dealt with before the next front.
                        heart_battle::dragons_add_to_front(g, b.cursor++, ev);
                        dragons_added = true;
                        continue;
                    }
                    if (has_unit_in_hand(g, who)) return;
                    s.stopped = true;  // no unit left to add: the only choice is to stop
                    ev.push_back(FrontStopped{who, b.cursor});
                    ++b.cursor;
                }
                if (dragons_added) continue;
                b.cursor = 0;
                if (attacking) {
                    b.step = BattleStep::defender_adds;
                    continue;
                }
                const bool active = std::any_of(
                    b.fronts.begin(), b.fronts.end(),
                    [](const Front& f) { return !f.attack.stopped || !f.defense.stopped; });
                b.step = battle_order::after_defenders_add(g, active);
                continue;
            }
            case BattleStep::sealed_abilities:
                if (battle_order::offer_next_sealed(g)) continue;
                b.step = BattleStep::delayed;
                continue;
            case BattleStep::delayed:
                battle_plans::end_plans(
                    b);  // RULES.md §7 H1: a plan ends with the battle's steps 4–6
                if (!b.delayed_offered) {
                    b.delayed_offered = true;
                    effects::offer_all(g, Timing::delayed);
                    continue;
                }
                resolve_fronts(g, ev);
                if (!c.battle) return;  // the game ended
                b.step = BattleStep::post_combat;
                continue;
            case BattleStep::post_combat:
                if (!b.post_combat_offered) {
                    b.post_combat_offered = true;
                    effects::offer_all(g, Timing::post_combat);
                    continue;
                }
                if (!b.doomed_collapsed) {
                    b.doomed_collapsed = true;  // glossary "Doom": just before discarding
                    collapse_doomed(g, ev);
                    b.returning_player = first_to_choose(b);
                    continue;
                }
                if (b.returning_player != kNoPlayer) {
                    const int p = b.returning_player;
                    if (!player(g, p).eliminated && has_returnable_unit(g, p)) return;
                    discard_units_of(g, p, ev);
                    b.returning_player = battle_order::next_to_choose(g, b, p);
                    continue;
                }
                b.step = BattleStep::destruction;
                b.returning_player = first_to_choose(b);
                continue;
            case BattleStep::destruction:
                if (b.returning_player != kNoPlayer) {
                    const int p = b.returning_player;
                    if (!player(g, p).eliminated && has_rescuable_unit(g, p)) return;
                    destroy_collapsed(g, p, ev);
                    b.returning_player = battle_order::next_to_choose(g, b, p);
                    continue;
                }
                if (!battle_order::await_refresh_after_battle(g)) b.step = BattleStep::over;
                continue;
            case BattleStep::over:
                return;
        }
    }
}

void battle::apply_battle(GameState& g, const Action& a, Events& ev) {
    ConquestState& c = st(g);
    Battle& b = *c.battle;
    if (b.dragon_step) {
        heart_battle::apply_dragon_step(g, a, ev);
        return;
    }
    if (b.resolving) {
        effects::apply_resolution_choice(g, a, ev);
        return;
    }
    if (troops_battle::troops_choice_pending(b)) {
        troops_battle::apply_troops_in_battle(g, a, ev);
        return;
    }
    if (!b.offers.empty()) {
        const int who = effects::priority_player(g);
        if (const auto* t = std::get_if<TriggerAbility>(&a)) {
            auto it = std::find_if(b.offers.begin(), b.offers.end(), [&](const TriggerOffer& o) {
                return o.player == who && o.card == t->card && o.ability == t->ability;
            });
            const TriggerOffer offer = *it;
            b.offers.erase(it);
            effects::trigger(g, offer, ev);
        } else {  // Done: this player passes on the abilities on offer
            std::erase_if(b.offers, [&](const TriggerOffer& o) { return o.player == who; });
        }
        return;
    }
    switch (b.step) {
        case BattleStep::opening:
            if (const auto* x = std::get_if<OpenFront>(&a)) {
                PendingPayment pay;
                pay.player = b.attacker;
                pay.purpose = PaymentPurpose::open_front;
                pay.civ_or_shards = expansion::front_cost(g, x->frontier).value_or(0);
                pay.card = x->unit;
                pay.frontier = x->frontier;
                request_payment(g, pay, ev);
                return;
            }
            battle_order::start_fighting(g);  // Done: no more fronts
            return;
        case BattleStep::defender_refresh:
        case BattleStep::refresh_after:
            battle_order::apply_refresh(g, a, ev);
            return;
        case BattleStep::taking_turns:
            battle_order::apply_turn_in_battle(g, a, ev);
            return;
        case BattleStep::defender_opens: {
            Front& f = b.fronts[static_cast<std::size_t>(b.cursor)];
            f.defense_chosen = true;
            if (const auto* x = std::get_if<AddUnit>(&a)) {
                f.by_hand = true;
                remove_from(player(g, f.defender).piles.hand, x->unit);
                add_unit_to_front(g, f.defender, x->unit, b.cursor, ev);
            } else {
                f.defense.stopped = true;  // base defense
                ev.push_back(FrontStopped{f.defender, b.cursor});
            }
            ++b.cursor;
            return;
        }
        case BattleStep::attacker_adds:
        case BattleStep::defender_adds: {
            const bool attacking = b.step == BattleStep::attacker_adds;
            const int front = b.cursor;
            const int who =
                attacking ? b.attacker : b.fronts[static_cast<std::size_t>(front)].defender;
            if (!std::holds_alternative<AddUnit>(a) || !battle_order::adds_again_on_front(g, b))
                ++b.cursor;
            if (const auto* x = std::get_if<AddUnit>(&a)) {
                remove_from(player(g, who).piles.hand, x->unit);
                add_unit_to_front(g, who, x->unit, front, ev);
            } else {
                side_of(b.fronts[static_cast<std::size_t>(front)], attacking).stopped = true;
                ev.push_back(FrontStopped{who, front});
            }
            return;
        }
        case BattleStep::post_combat:
        case BattleStep::destruction: {
            const int p = b.returning_player;
            const bool returning = b.step == BattleStep::post_combat;
            if (std::holds_alternative<Done>(a)) {
                if (returning)
                    discard_units_of(g, p, ev);
                else
                    destroy_collapsed(g, p, ev);
                b.returning_player = battle_order::next_to_choose(g, b, p);
                return;
            }
            const CardId card =
                returning ? std::get<ReturnToWorld>(a).card : std::get<Rescue>(a).card;
            PendingPayment pay =
                civ_payment(g, p, def(g, card).cost,
                            returning ? PaymentPurpose::return_to_world : PaymentPurpose::rescue);
            pay.card = card;
            request_payment(g, pay, ev);
            return;
        }
        default:
            throw std::logic_error("apply_battle: no decision at this step");
    }
}

}  // namespace eden::detail
