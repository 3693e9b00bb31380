// Who plays when in a battle: the one reader of battle.order and battle.defender_refresh
// (issue 18: one dispatcher per concern).
//
// by_front (003 §Battle steps 3–6) is played by battle.cpp's steps, front by front. alternating
// (002 §Combat; RULES.md §5 C5): "starting with the attacking player, both players take turns
// playing unit cards from their hands, one at a time"; the attacker's first turn is the opening
// (one unit on each front); "when one of them cannot continue doing so, or doesn't want to, they
// lose their right to play unit cards until the end of the battle"; with two defenders they play
// "following turn order", each on his own front. A battle with the King of Eden's dragons keeps
// 003's order, the only one the dragons' steps know (RULES.md §4).
//
// sealed (RULES.md §7 H4, a playtesters' variant): in steps 4–6 each side plays once: the
// attacker adds every unit he will add on each front (front by front, until he stops there), then
// the defender, seeing them, adds his; then the immediate abilities (and the reactions to the
// units' arrival) are offered unit by unit in the order the units were added. Steps 1 and 3 are
// 003's. A battle with the dragons keeps 003's order, as for alternating.
//
// attacked_again (003 step 2): a defender already attacked this expansion phase may discard,
// then replenishes, before the fight. after_battle (002 §Combat): "The defending player may also
// discard any number of cards from their hand, then replenish it to 5 cards" after each battle.
#include <algorithm>

#include "engine/battle/battle.hpp"
#include "engine/battle/battle_order.hpp"
#include "engine/battle/heart_battle.hpp"
#include "engine/cards/effects.hpp"

namespace eden::detail {

namespace {

bool active_in_battle(const Battle& b, int p) {
    return std::any_of(b.fronts.begin(), b.fronts.end(), [&](const Front& f) {
        return (battle_order::plays_on(b, f, p, true) && !f.attack.stopped) ||
               (battle_order::plays_on(b, f, p, false) && !f.defense.stopped);
    });
}

// 002: a player who stops has stopped for the whole battle, on every front he plays.
void stop_everywhere(Battle& b, int p, Events& ev) {
    for (std::size_t i = 0; i < b.fronts.size(); ++i) {
        Front& f = b.fronts[i];
        for (bool attacking : {true, false}) {
            BattleSide& s = attacking ? f.attack : f.defense;
            if (!battle_order::plays_on(b, f, p, attacking) || s.stopped) continue;
            s.stopped = true;
            ev.push_back(FrontStopped{p, static_cast<int>(i)});
        }
    }
}

// The turn passes to the next seat of the battle still playing (the same player again when the
// others have all stopped); when nobody plays on, the fronts are counted.
void pass_turn(const GameState& g, Battle& b) {
    const std::vector<int> seats = battle_order::battle_seats(g, b);
    const auto here = std::find(seats.begin(), seats.end(), b.turn_of) - seats.begin();
    const auto n = static_cast<std::ptrdiff_t>(seats.size());
    for (std::ptrdiff_t k = 1; k <= n; ++k) {
        const int s = seats[static_cast<std::size_t>((here + k) % n)];
        if (active_in_battle(b, s)) {
            b.turn_of = s;
            return;
        }
    }
    b.turn_of = kNoPlayer;
    b.step = BattleStep::delayed;
}

// The fronts a player plays on, each with its forecast: "front 1 (1,0): 3 vs 2; front 2 ...".
text::Pieces fronts_summary(const GameState& g, const Battle& b, int p) {
    text::Pieces out{"join.semicolon", {}};
    for (std::size_t i = 0; i < b.fronts.size(); ++i) {
        const Front& f = b.fronts[i];
        if (!battle_order::plays_on(b, f, p, true) && !battle_order::plays_on(b, f, p, false))
            continue;
        out.items.push_back(text::Message("prompt.front_forecast")
                                .with("front", static_cast<int>(i) + 1)
                                .with("at", text::Place{f.frontier.enemy})
                                .with("forecast", text::in_place(forecast_message(
                                                      battle::forecast(g, static_cast<int>(i))))));
    }
    return out;
}

}  // namespace

bool battle_order::alternating_turns(const GameState& g, const Battle& b) {
    if (g.rules().battle_order != BattleOrder::alternating || heart_battle::dragons_attack(b))
        return false;
    return std::none_of(b.fronts.begin(), b.fronts.end(),
                        [&](const Front& f) { return heart_battle::dragons_defend(g, f); });
}

bool battle_order::sealed_turns(const GameState& g, const Battle& b) {
    if (g.rules().battle_order != BattleOrder::sealed || heart_battle::dragons_attack(b))
        return false;
    return std::none_of(b.fronts.begin(), b.fronts.end(),
                        [&](const Front& f) { return heart_battle::dragons_defend(g, f); });
}

bool battle_order::adds_again_on_front(const GameState& g, const Battle& b) {
    return sealed_turns(g, b);
}

BattleStep battle_order::after_defenders_add(GameState& g, bool active) {
    Battle& b = *st(g).battle;
    if (sealed_turns(g, b)) {
        b.cursor = 0;
        return b.sealed_added.empty() ? BattleStep::delayed : BattleStep::sealed_abilities;
    }
    return active ? BattleStep::attacker_adds : BattleStep::delayed;
}

bool battle_order::defer_abilities(GameState& g, int p, CardId card, int front) {
    Battle& b = *st(g).battle;
    if (b.step != BattleStep::attacker_adds && b.step != BattleStep::defender_adds) return false;
    if (!sealed_turns(g, b)) return false;
    b.sealed_added.push_back({p, card, front});
    return true;
}

bool battle_order::offer_next_sealed(GameState& g) {
    Battle& b = *st(g).battle;
    if (b.cursor >= static_cast<int>(b.sealed_added.size())) {
        b.sealed_added.clear();
        b.cursor = 0;
        return false;
    }
    const SealedUnit u = b.sealed_added[static_cast<std::size_t>(b.cursor++)];
    // A unit an earlier ability took off the front has nothing left to trigger on arrival.
    if (battle::find_unit(b, u.card)) effects::offer_on_added(g, u.player, u.card, u.front);
    return true;
}

bool battle_order::defenders_refresh_after_battle(const GameState& g) {
    return g.rules().defender_refresh == DefenderRefresh::after_battle;
}

std::vector<int> battle_order::battle_seats(const GameState& g, const Battle& b) {
    std::vector<int> out;
    const int n = g.player_count();
    const int first = b.attacker == kNoPlayer ? 0 : b.attacker;
    for (int k = 0; k < n; ++k) {
        const int s = (first + k) % n;
        const bool defends = std::any_of(b.fronts.begin(), b.fronts.end(), [&](const Front& f) {
            return battle_order::plays_on(b, f, s, false);
        });
        if (s == b.attacker || defends) out.push_back(s);
    }
    return out;
}

int battle_order::next_to_choose(const GameState& g, const Battle& b, int p) {
    const std::vector<int> seats = battle_seats(g, b);
    const auto it = std::find(seats.begin(), seats.end(), p);
    if (it == seats.end() || it + 1 == seats.end()) return kNoPlayer;
    return *(it + 1);
}

// Whether `p` plays that side of front `f` (a dragon attack's defender has no attacker).
bool battle_order::plays_on(const Battle& b, const Front& f, int p, bool attacking) {
    if (p == kNoPlayer) return false;
    return attacking ? p == b.attacker : p != b.attacker && f.defender == p;
}

void battle_order::start_fighting(GameState& g) {
    Battle& b = *st(g).battle;
    b.cursor = 0;
    if (alternating_turns(g, b)) {
        // Every player territory is defended by hand or by nothing (002 has no step 3 choice).
        for (Front& f : b.fronts)
            if (f.defender != kNoPlayer) f.defense_chosen = true;
        b.step = BattleStep::taking_turns;
        b.turn_of = b.attacker;
        pass_turn(g, b);  // the opening was the attacker's first turn
    } else {
        b.step = BattleStep::defender_opens;
    }
    for (int s : battle_seats(g, b)) {
        if (s == b.attacker) continue;
        PlayerState& d = player(g, s);
        if (!defenders_refresh_after_battle(g) && d.attacked_this_expansion && !d.eliminated)
            b.refreshing.push_back(s);
        d.attacked_this_expansion = true;
    }
    // The attacker's fronts are still open, so the fight has not passed to counting yet.
    if (!b.refreshing.empty()) b.step = BattleStep::defender_refresh;
}

bool battle_order::await_refresh_after_battle(GameState& g) {
    Battle& b = *st(g).battle;
    if (!defenders_refresh_after_battle(g)) return false;
    for (int s : battle_seats(g, b))
        if (s != b.attacker && !player(g, s).eliminated) b.refreshing.push_back(s);
    if (b.refreshing.empty()) return false;
    b.step = BattleStep::refresh_after;
    return true;
}

void battle_order::apply_refresh(GameState& g, const Action& a, Events& ev) {
    Battle& b = *st(g).battle;
    const int p = b.refreshing.front();
    if (const auto* x = std::get_if<Discard>(&a)) {
        discard_from_hand(g, p, x->card, ev);
        return;
    }
    replenish_hand(g, p, ev);
    b.refreshing.erase(b.refreshing.begin());
    if (!b.refreshing.empty()) return;
    if (b.step == BattleStep::refresh_after)
        b.step = BattleStep::over;
    else
        b.step = b.turn_of != kNoPlayer ? BattleStep::taking_turns : BattleStep::defender_opens;
}

Decision battle_order::refresh_pending(const GameState& g) {
    const Battle& b = *st(g).battle;
    Decision d;
    d.player = b.refreshing.front();
    d.kind = DecisionKind::defender_refresh;
    if (g.prompts())
        d.prompt = text::Message("prompt.refresh")
                       .with("player", text::Seat{d.player})
                       .with_flag("battle_over", b.step == BattleStep::refresh_after);
    for (CardId c : player(g, d.player).piles.hand)
        d.options.push_back(Discard{c});
    d.options.push_back(Done{});
    d.reveals_private_info_of = d.player;
    return d;
}

bool battle_order::await_turn_in_battle(GameState& g, Events& ev) {
    Battle& b = *st(g).battle;
    while (b.step == BattleStep::taking_turns) {
        const int p = b.turn_of;
        if (battle::has_unit_in_hand(g, p)) return true;
        stop_everywhere(b, p, ev);  // no unit left to add: the only choice is to stop
        pass_turn(g, b);
    }
    return false;
}

void battle_order::apply_turn_in_battle(GameState& g, const Action& a, Events& ev) {
    Battle& b = *st(g).battle;
    const int p = b.turn_of;
    if (const auto* x = std::get_if<AddUnit>(&a)) {
        if (p != b.attacker) b.fronts[static_cast<std::size_t>(x->front)].by_hand = true;
        remove_from(player(g, p).piles.hand, x->unit);
        battle::add_unit_to_front(g, p, x->unit, x->front, ev);
    } else {  // Done: stopped for the whole battle
        stop_everywhere(b, p, ev);
    }
    pass_turn(g, b);
}

Decision battle_order::turn_in_battle_pending(const GameState& g) {
    const Battle& b = *st(g).battle;
    Decision d;
    d.player = b.turn_of;
    d.kind = DecisionKind::add_unit;
    if (g.prompts())
        d.prompt = text::Message("prompt.turn_in_battle")
                       .with("player", text::Seat{d.player})
                       .with("fronts", fronts_summary(g, b, d.player));
    for (CardId c : player(g, d.player).piles.hand) {
        if (!is_unit(g, c)) continue;
        for (std::size_t i = 0; i < b.fronts.size(); ++i) {
            const Front& f = b.fronts[i];
            const bool attacking = battle_order::plays_on(b, f, d.player, true);
            if (!attacking && !battle_order::plays_on(b, f, d.player, false)) continue;
            if (!(attacking ? f.attack : f.defense).stopped)
                d.options.push_back(AddUnit{static_cast<int>(i), c});
        }
    }
    d.options.push_back(Done{});
    d.reveals_private_info_of = d.player;
    return d;
}

}  // namespace eden::detail
