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

#include "engine/conquest/rules.hpp"

namespace eden::detail {

namespace {

using R = ConquestRules;

BattleSide& side_of(Front& f, bool attacking) {
    return attacking ? f.attack : f.defense;
}

// Discards every unit of `p` still on a front: top row to bottom row, left to right (003 step 8).
void discard_units_of(GameState& g, int p, R::Events& ev) {
    Battle& b = *R::st(g).battle;
    for (Front& f : b.fronts) {
        const bool attacking = p == b.attacker;
        if (!R::plays_on(b, f, p, attacking)) continue;  // another defender's front
        BattleSide& s = side_of(f, attacking);
        for (const auto& row : s.rows)
            for (const UnitInPlay& u : row) {
                R::player(g, p).piles.discard.push_back(u.card);
                ev.push_back(CardDiscarded{p, u.card});
            }
        s.rows.clear();
    }
}

bool can_afford_civ(const GameState& g, int p, int amount) {
    return R::can_pay(g, R::civ_payment(g, p, amount));
}

// 003 step 7 and FAQ 4: fronts are counted, then control changes, before post-combat. In a
// dragon attack the result waits for the attack's other battle (RULES.md §4 "Support").
void resolve_fronts(GameState& g, R::Events& ev) {
    ConquestState& c = R::st(g);
    Battle& b = *c.battle;
    if (R::dragons_attack(b)) {
        R::record_dragon_battle(g, ev);
        return;
    }
    std::vector<Hex> taken;
    for (std::size_t i = 0; i < b.fronts.size(); ++i) {
        const FrontForecast f = R::forecast(g, static_cast<int>(i));
        b.fronts[i].attacker_won = f.attacker_wins();
        FrontResolved counted{
            static_cast<int>(i), f.attacker.total, f.defender.total, f.attacker_wins(), f, {}, {}};
        const Front& front = b.fronts[i];
        for (const auto& row : front.attack.rows)
            for (const UnitInPlay& u : row)
                counted.attacker_units.push_back(
                    {u.card, R::unit_strength(g, b, static_cast<int>(i), true, u)});
        if (front.by_hand)
            for (const auto& row : front.defense.rows)
                for (const UnitInPlay& u : row)
                    counted.defender_units.push_back(
                        {u.card, R::unit_strength(g, b, static_cast<int>(i), false, u)});
        ev.push_back(std::move(counted));
        if (f.attacker_wins() &&
            std::find(taken.begin(), taken.end(), b.fronts[i].frontier.enemy) == taken.end())
            taken.push_back(b.fronts[i].frontier.enemy);
    }
    R::count_troop_losses(g, taken, ev);
    // Who held each territory taken before any changed hands: with troops, a portal taken on
    // one front hands its owner's other territories to the captor at once (RULES.md §5 C9), a
    // territory another front just won among them; it was taken from him, and is reported once.
    std::vector<std::optional<int>> held_by;
    for (Hex at : taken)
        held_by.push_back(controller_of(R::control_of(g), at));
    for (std::size_t i = 0; i < taken.size(); ++i) {
        const Hex at = taken[i];
        const auto previous = held_by[i];
        const bool passed_with_portal = controller_of(R::control_of(g), at) == b.attacker;
        R::control_of(g)[at] = b.attacker;
        if (c.dragons) c.dragons->territories.erase(at);  // RULES.md §4, U105
        if (!passed_with_portal)
            ev.push_back(TerritoryTaken{b.attacker, previous.value_or(kNoPlayer), at});
        if (at == R::map_of(g).heart()) R::on_heart_taken(g, previous.value_or(kNoPlayer));
        if (previous) R::record_taken_from_player(g, *previous, at);
        const Tile* tile = R::map_of(g).at(at);
        if (tile->kind == TileKind::portal && !tile->portal_destroyed &&
            tile->portal_owner != b.attacker)
            R::eliminate(g, tile->portal_owner, b.attacker, at, ev);
    }
    R::move_troops_after_fronts(g, taken, ev);
    R::check_victory(g, ev);
}

// Steps 8 and 9 go attacker first, then defender; attacking dragons choose nothing.
int first_to_choose(const Battle& b) {
    return R::dragons_attack(b) ? b.defender : b.attacker;
}

void collapse_doomed(GameState& g, R::Events& ev) {
    Battle& b = *R::st(g).battle;
    std::vector<CardId> doomed;
    for (const Front& f : b.fronts)
        for (const BattleSide* s : {&f.attack, &f.defense})
            for (const auto& row : s->rows)
                for (const UnitInPlay& u : row)
                    if (u.doomed) doomed.push_back(u.card);
    for (CardId card : doomed)
        R::collapse(g, card, ev);
}

// The one reader of battle.post_combat_returns: 003 step 8 lets a player pay to return his
// units to the World; 002 discards every unit after the battle (RULES.md §5 C5, C10).
bool has_returnable_unit(const GameState& g, int p) {
    if (!g.rules().post_combat_returns) return false;
    const Battle& b = *R::st(g).battle;
    for (const Front& f : b.fronts) {
        if (!R::plays_on(b, f, p, p == b.attacker)) continue;
        for (const auto& row : (p == b.attacker ? f.attack : f.defense).rows)
            for (const UnitInPlay& u : row)
                if (can_afford_civ(g, p, R::def(g, u.card).cost)) return true;
    }
    return false;
}

bool has_rescuable_unit(const GameState& g, int p) {
    if (R::collapsed_units_discarded(g)) return false;  // 002: no rescue to pay for
    for (CardId card : R::player(g, p).collapsed)
        if (R::def(g, card).cost != 6 && can_afford_civ(g, p, R::def(g, card).cost)) return true;
    return false;
}

// Unit destruction for one player: cost-6 units are discarded (003 step 9), the rest destroyed.
// With troops every unit still collapsed is discarded (002; RULES.md §5 C6): those of cost 5 or
// more whose troop was not spent are gone already.
void destroy_collapsed(GameState& g, int p, R::Events& ev) {
    PlayerState& ps = R::player(g, p);
    for (CardId card : ps.collapsed) {
        if (R::def(g, card).cost == 6 || R::collapsed_units_discarded(g)) {
            ps.piles.discard.push_back(card);
            ev.push_back(CardDiscarded{p, card});
        } else {
            R::destroy_card(g, card);
            ev.push_back(UnitDestroyed{card});
        }
    }
    ps.collapsed.clear();
}

}  // namespace

bool ConquestRules::condition_holds(const GameState& g, const Battle& b, int front, bool attacking,
                                    int row, Condition cond, int owner, bool self_doomed) {
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    switch (cond) {
        case Condition::none:
            return true;
        case Condition::hand_empty:
            return R::player(g, owner).piles.hand.empty();
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
bool ConquestRules::has_unit_in_hand(const GameState& g, int p) {
    if (player(g, p).eliminated) return false;
    for (CardId c : player(g, p).piles.hand)
        if (is_unit(g, c)) return true;
    return false;
}

bool ConquestRules::can_open_another_front(const GameState& g) {
    const Battle& b = *R::st(g).battle;
    if (dragons_attack(b)) return false;  // one front, on the territory they attack
    return static_cast<int>(b.fronts.size()) < max_fronts(g, b.attacker) &&
           has_unit_in_hand(g, b.attacker) && !attackable_frontiers(g).empty();
}

std::optional<ConquestRules::UnitPlace> ConquestRules::find_unit(const Battle& b, CardId card) {
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

UnitInPlay* ConquestRules::unit_in_play(Battle& b, CardId card) {
    const auto place = find_unit(b, card);
    if (!place) return nullptr;
    Front& f = b.fronts[static_cast<std::size_t>(place->front)];
    return &side_of(f, place->attacking)
                .rows[static_cast<std::size_t>(place->row)]
                     [static_cast<std::size_t>(place->column)];
}

int ConquestRules::per_count(const Battle& b, int front, bool attacking, Per per, CardId self) {
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

int ConquestRules::unit_strength(const GameState& g, const Battle& b, int front, bool attacking,
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

bool ConquestRules::can_defend_by_hand(const GameState& g, const Front& f) {
    if (f.defender == kNoPlayer || player(g, f.defender).eliminated) return false;
    return !why_cannot_defend_by_hand(R::map_of(g), R::control_of(g), f.frontier.enemy, f.defender);
}

FrontForecast ConquestRules::forecast(const GameState& g, int front) {
    const Battle& b = *R::st(g).battle;
    if (dragons_attack(b)) return dragon_attack_forecast(g, front);
    const Front& f = b.fronts.at(static_cast<std::size_t>(front));
    FrontInput in;
    in.frontier = f.frontier;
    in.attacker = b.attacker;
    in.attacker_civ = civ(g, b.attacker);
    in.by_hand_anywhere = alternating_turns(g, b);
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
    in.attacker_extras = side_extras(g, b, front, true);
    in.defender_extras = side_extras(g, b, front, false);
    if (troops_in_play(g)) {  // 002: +1 per troop near the frontier, or on the territory
        in.attacker_extras.push_back({text::Message("strength.troops_near"), f.attack_troops});
        if (f.defender != kNoPlayer)
            in.defender_extras.push_back(
                {text::Message("strength.troops_on"), troops_on(R::st(g), f.frontier.enemy)});
    }
    if (dragons_defend(g, f))
        in.dragon_defense =
            StrengthItem{text::Message("strength.dragons_on_heart"), dragon_front_strength(g, f)};
    else
        in.dragon_defense = dragon_defense_of(g, f.frontier.enemy);
    return forecast_front(R::map_of(g), g.rules(), R::control_of(g), R::st(g).resources, in);
}

void ConquestRules::add_unit_to_front(GameState& g, int p, CardId card, int front, Events& ev) {
    Battle& b = *R::st(g).battle;
    Front& f = b.fronts.at(static_cast<std::size_t>(front));
    side_of(f, p == b.attacker).rows.push_back({UnitInPlay{card}});
    ev.push_back(UnitAdded{p, card, front});
    if (!b.plans.empty()) note_unit_added(b, p, card, front);
    if (!defer_abilities(g, p, card, front)) offer_on_added(g, p, card, front);
}

UnitInPlay ConquestRules::take_off_front(Battle& b, const UnitPlace& place) {
    auto& rows = side_of(b.fronts[static_cast<std::size_t>(place.front)], place.attacking).rows;
    auto& row = rows[static_cast<std::size_t>(place.row)];
    const UnitInPlay unit = row[static_cast<std::size_t>(place.column)];
    row.erase(row.begin() + place.column);
    if (row.empty()) rows.erase(rows.begin() + place.row);  // glossary "Row"
    return unit;
}

void ConquestRules::collapse(GameState& g, CardId card, Events& ev) {
    Battle& b = *R::st(g).battle;
    const auto place = find_unit(b, card);
    if (!place) return;
    take_off_front(b, *place);
    const auto& rows =
        side_of(b.fronts[static_cast<std::size_t>(place->front)], place->attacking).rows;
    const int owner = R::st(g).cards[static_cast<std::size_t>(card)].owner;
    player(g, owner).collapsed.push_back(card);
    ev.push_back(UnitCollapsed{card});
    on_collapse_with_troops(g, card);
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

void ConquestRules::advance_battle(GameState& g, Events& ev) {
    ConquestState& c = R::st(g);
    for (;;) {
        if (!c.battle || c.payment || c.heart_spender != kNoPlayer ||
            c.step == ConquestStep::game_over)
            return;
        Battle& b = *c.battle;
        if (b.resolving || troops_choice_pending(b)) return;
        if (b.dragon_step) {  // a dragon on the Heart resolving: on until the attacker owes a
                              // choice
            if (b.dragon_step->owed != DragonOwed::none) return;
            continue_dragon_step(g, ev);
            continue;
        }
        refresh_conditions(g);
        prune_offers(g);
        if (!b.offers.empty()) return;
        const auto n = static_cast<int>(b.fronts.size());
        switch (b.step) {
            case BattleStep::opening:
                if (can_open_another_front(g)) return;
                start_fighting(g);
                continue;
            case BattleStep::defender_refresh:
            case BattleStep::refresh_after:
                return;
            case BattleStep::taking_turns:
                if (await_turn_in_battle(g, ev)) return;
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
                    if (dragons_fight_on(g, f, attacking)) {
                        // The dragons' step (on the Heart, or attacking); their card's abilities
                        // and the reactions they cause are dealt with before the next front.
                        dragons_add_to_front(g, b.cursor++, ev);
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
                b.step = after_defenders_add(g, active);
                continue;
            }
            case BattleStep::sealed_abilities:
                if (offer_next_sealed(g)) continue;
                b.step = BattleStep::delayed;
                continue;
            case BattleStep::delayed:
                end_plans(b);  // RULES.md §7 H1: a plan ends with the battle's steps 4–6
                if (!b.delayed_offered) {
                    b.delayed_offered = true;
                    offer_all(g, Timing::delayed);
                    continue;
                }
                resolve_fronts(g, ev);
                if (!c.battle) return;  // the game ended
                b.step = BattleStep::post_combat;
                continue;
            case BattleStep::post_combat:
                if (!b.post_combat_offered) {
                    b.post_combat_offered = true;
                    offer_all(g, Timing::post_combat);
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
                    b.returning_player = next_to_choose(g, b, p);
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
                    b.returning_player = next_to_choose(g, b, p);
                    continue;
                }
                if (!await_refresh_after_battle(g)) b.step = BattleStep::over;
                continue;
            case BattleStep::over:
                return;
        }
    }
}

void ConquestRules::apply_battle(GameState& g, const Action& a, Events& ev) {
    ConquestState& c = R::st(g);
    Battle& b = *c.battle;
    if (b.dragon_step) {
        apply_dragon_step(g, a, ev);
        return;
    }
    if (b.resolving) {
        apply_resolution_choice(g, a, ev);
        return;
    }
    if (troops_choice_pending(b)) {
        apply_troops_in_battle(g, a, ev);
        return;
    }
    if (!b.offers.empty()) {
        const int who = priority_player(g);
        if (const auto* t = std::get_if<TriggerAbility>(&a)) {
            auto it = std::find_if(b.offers.begin(), b.offers.end(), [&](const TriggerOffer& o) {
                return o.player == who && o.card == t->card && o.ability == t->ability;
            });
            const TriggerOffer offer = *it;
            b.offers.erase(it);
            trigger(g, offer, ev);
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
                pay.civ_or_shards = front_cost(g, x->frontier).value_or(0);
                pay.card = x->unit;
                pay.frontier = x->frontier;
                request_payment(g, pay, ev);
                return;
            }
            start_fighting(g);  // Done: no more fronts
            return;
        case BattleStep::defender_refresh:
        case BattleStep::refresh_after:
            apply_refresh(g, a, ev);
            return;
        case BattleStep::taking_turns:
            apply_turn_in_battle(g, a, ev);
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
            if (!std::holds_alternative<AddUnit>(a) || !adds_again_on_front(g, b)) ++b.cursor;
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
                b.returning_player = next_to_choose(g, b, p);
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
