// Troops in a battle (the `classic` ruleset, 002; RULES.md §5 C4, C5): sending them near the
// frontier, what they add to the strength, what a front's result costs them, the defender's
// retreat and the attacker's occupation. The battle's one reader of troops; 003 has none.
//
// Rulebook: 002 §The Expansion phase ("leave at least 1 troop on the center of their territory
// ... place the rest near the frontier"; "If the player is attacking from the same territory at
// the same time, they must divide the troops"; "Each troop near the frontier gives a +1 bonus to
// the attacking side, while each troop on the defending territory gives a +1 bonus to the
// defending side"; "one troop from the losing side is removed from the corresponding tile";
// "Defending troops remaining on a conquered territory may be moved ... to other territories
// that they control and which are in contact with the one they lost. If there is none, the
// troops are simply removed"; "the attacking player may freely divide all troops attacking that
// territory between the territories they came from and the conquered territory"; "all that
// player's remaining troops are replaced by troops from the attacking player").
//
// Collapse (002 §Common effects from abilities: "When a cost-5 unit collapses, it is immediately
// destroyed unless its player spends 1 troop on that front, which they are only allowed to do if
// it leaves at least 1 attacking troop near the frontier and 1 defending troop on the
// territory"; collapsed units go to the discard pile after the battle; RULES.md §5 C6: cost 5 or
// more).
//
// Our readings (RULES.md §5 C5): a tie holds the territory and the attacker loses 1 troop on
// that front; a wild territory has no troops and loses nothing; the attacking troops that took
// a territory first all move into it (so it is never held without a troop), and the attacker
// then sends any but one back to the territories they came from, one at a time; troops on a
// front that took nothing go home. Retreats are placed one troop at a time, like every troop.
#include <algorithm>

#include "eden/conquest/troops.hpp"
#include "engine/battle/troops_battle.hpp"
#include "engine/conquest/troops.hpp"

namespace eden::detail {

namespace {

// The defender's territories touching the one he lost: where his survivors may retreat.
std::vector<Hex> retreat_spots(const GameState& g, const Retreat& r) {
    std::vector<Hex> out;
    for (Hex h : map_of(g).placed_neighbours(r.from))
        if (controller_of(control_of(g), h) == r.player) out.push_back(h);
    return out;
}

// The territories the troops that took `taken` came from, in front order, once each.
std::vector<Hex> origins_of(const Battle& b, Hex taken) {
    std::vector<Hex> out;
    for (const Front& f : b.fronts)
        if (f.frontier.enemy == taken &&
            std::find(out.begin(), out.end(), f.frontier.allied) == out.end())
            out.push_back(f.frontier.allied);
    return out;
}

void lose_troops(int p, Hex at, int count, Events& ev) {
    if (count > 0) ev.push_back(TroopsLost{p, at, count});
}

// The front a unit collapsed on: the collapse took it off, so it is found by its owner's side.
struct CollapsedOn {
    int front = -1;
    bool attacking = false;
};

// C6: the troops a side holds on a front: near the frontier (attacker) or on the territory.
int side_troops(const GameState& g, const Front& f, bool attacking) {
    return attacking ? f.attack_troops : troops_on(st(g), f.frontier.enemy);
}

// Where the collapsed unit's troop would come from; nullopt if spending one is not allowed
// (it must leave 1 troop on each side of that front).
std::optional<CollapsedOn> troop_to_save(const GameState& g, CardId card) {
    const Battle& b = *st(g).battle;
    const int owner = st(g).cards[static_cast<std::size_t>(card)].owner;
    const bool attacking = owner == b.attacker;
    for (std::size_t i = 0; i < b.fronts.size(); ++i) {
        const Front& f = b.fronts[i];
        if (!attacking && f.defender != owner) continue;
        if (side_troops(g, f, attacking) >= 2 && side_troops(g, f, !attacking) >= 1)
            return CollapsedOn{static_cast<int>(i), attacking};
    }
    return std::nullopt;
}

}  // namespace

bool troops_battle::can_attack_from(const GameState& g, Hex allied) {
    return !troops::troops_in_play(g) || troops_on(st(g), allied) >= 2;
}

void troops_battle::await_troops_for(GameState& g, int front) {
    if (troops::troops_in_play(g)) st(g).battle->sending_front = front;
}

bool troops_battle::troops_choice_pending(const Battle& b) {
    return b.sending_front >= 0 || !b.collapsed_costly.empty() || !b.retreats.empty() ||
           !b.occupied.empty();
}

void troops_battle::on_collapse_with_troops(GameState& g, CardId card) {
    if (troops::troops_in_play(g) && def(g, card).cost >= 5)
        st(g).battle->collapsed_costly.push_back(card);
}

bool troops_battle::collapsed_units_discarded(const GameState& g) {
    return troops::troops_in_play(g);
}

// 002: each front's loser loses 1 troop, from the frontier (attacker) or the territory
// (defender); then the defenders' survivors on a territory taken leave it.
void troops_battle::count_troop_losses(GameState& g, const std::vector<Hex>& taken, Events& ev) {
    if (!troops::troops_in_play(g)) return;
    ConquestState& c = st(g);
    Battle& b = *c.battle;
    for (Front& f : b.fronts) {
        if (!f.attacker_won) {
            if (f.attack_troops > 0) {
                --f.attack_troops;
                lose_troops(b.attacker, f.frontier.enemy, 1, ev);
            }
        } else if (f.defender != kNoPlayer && troops_on(c, f.frontier.enemy) > 0) {
            if (--c.troops[f.frontier.enemy] == 0) c.troops.erase(f.frontier.enemy);
            lose_troops(f.defender, f.frontier.enemy, 1, ev);
        }
    }
    for (Hex at : taken) {
        const auto owner = controller_of(control_of(g), at);
        const int survivors = troops_on(c, at);
        c.troops.erase(at);
        if (owner && survivors > 0) b.retreats.push_back(Retreat{*owner, at, survivors});
    }
}

// After control changed: the attacking troops move into what they took or go home; a retreat
// with nowhere to go is lost, and an eliminated defender's survivors become the captor's.
void troops_battle::move_troops_after_fronts(GameState& g, const std::vector<Hex>& taken,
                                             Events& ev) {
    if (!troops::troops_in_play(g)) return;
    ConquestState& c = st(g);
    Battle& b = *c.battle;
    for (Front& f : b.fronts) {
        if (f.attack_troops == 0) continue;
        const Hex enemy = f.frontier.enemy;
        const bool took = std::find(taken.begin(), taken.end(), enemy) != taken.end();
        const Hex to = took ? enemy : f.frontier.allied;
        c.troops[to] += f.attack_troops;
        ev.push_back(TroopsFromFrontier{b.attacker, enemy, to, f.attack_troops});
        f.attack_troops = 0;
    }
    std::vector<Retreat> kept;
    for (const Retreat& r : b.retreats) {
        if (player(g, r.player).eliminated) {
            lose_troops(r.player, r.from, r.count, ev);
            c.troops[r.from] += r.count;
            ev.push_back(TroopsPlaced{b.attacker, r.from, r.count});
        } else if (retreat_spots(g, r).empty()) {
            lose_troops(r.player, r.from, r.count, ev);
        } else {
            kept.push_back(r);
        }
    }
    b.retreats = std::move(kept);
    for (Hex at : taken)
        if (troops_on(c, at) >= 2) b.occupied.push_back(at);
}

Decision troops_battle::troops_battle_pending(const GameState& g) {
    const Battle& b = *st(g).battle;
    Decision d;
    if (b.sending_front >= 0) {
        const Front& f = b.fronts[static_cast<std::size_t>(b.sending_front)];
        const int here = troops_on(st(g), f.frontier.allied);
        d.player = b.attacker;
        d.kind = DecisionKind::send_troops;
        if (g.prompts())
            d.prompt = text::Message("prompt.send_troops")
                           .with("player", text::Seat{b.attacker})
                           .with("count", here)
                           .with("from", text::Place{f.frontier.allied})
                           .with("to", text::Place{f.frontier.enemy});
        for (int n = 1; n < here; ++n)
            d.options.push_back(ChooseNumber{n});
        return d;
    }
    if (!b.collapsed_costly.empty()) {
        const CardId card = b.collapsed_costly.front();
        d.player = st(g).cards[static_cast<std::size_t>(card)].owner;
        d.kind = DecisionKind::rescue_units;
        if (g.prompts())
            d.prompt = text::Message("prompt.keep_collapsed_unit")
                           .with("player", text::Seat{d.player})
                           .with("card", text::Card{card});
        if (troop_to_save(g, card)) d.options.push_back(Rescue{card});
        d.options.push_back(Done{});
        return d;
    }
    if (!b.retreats.empty()) {
        const Retreat& r = b.retreats.front();
        d.player = r.player;
        d.kind = DecisionKind::retreat_troops;
        if (g.prompts())
            d.prompt = text::Message("prompt.retreat_troops")
                           .with("player", text::Seat{r.player})
                           .with("count", r.count)
                           .with("from", text::Place{r.from});
        for (Hex h : retreat_spots(g, r))
            d.options.push_back(PlaceTroop{h});
        return d;
    }
    const Hex at = b.occupied.front();
    d.player = b.attacker;
    d.kind = DecisionKind::occupy_territory;
    if (g.prompts())
        d.prompt = text::Message("prompt.occupy_territory")
                       .with("player", text::Seat{b.attacker})
                       .with("count", troops_on(st(g), at))
                       .with("at", text::Place{at});
    for (Hex origin : origins_of(b, at))
        d.options.push_back(MoveTroop{at, origin});
    d.options.push_back(Done{});
    return d;
}

void troops_battle::apply_troops_in_battle(GameState& g, const Action& a, Events& ev) {
    ConquestState& c = st(g);
    Battle& b = *c.battle;
    if (b.sending_front >= 0) {
        Front& f = b.fronts[static_cast<std::size_t>(b.sending_front)];
        const int n = std::get<ChooseNumber>(a).n;
        c.troops[f.frontier.allied] -= n;
        f.attack_troops = n;
        ev.push_back(TroopsToFrontier{b.attacker, f.frontier.allied, f.frontier.enemy, n});
        b.sending_front = -1;
        return;
    }
    if (!b.collapsed_costly.empty()) {
        const CardId card = b.collapsed_costly.front();
        b.collapsed_costly.erase(b.collapsed_costly.begin());
        const int owner = c.cards[static_cast<std::size_t>(card)].owner;
        if (std::holds_alternative<Rescue>(a)) {
            const CollapsedOn on = *troop_to_save(g, card);
            Front& f = b.fronts[static_cast<std::size_t>(on.front)];
            if (on.attacking)
                --f.attack_troops;
            else
                --c.troops[f.frontier.enemy];
            lose_troops(owner, f.frontier.enemy, 1, ev);
            return;
        }
        remove_from(player(g, owner).collapsed, card);  // Done: destroyed at once
        destroy_card(g, card);
        ev.push_back(UnitDestroyed{card});
        return;
    }
    if (!b.retreats.empty()) {
        Retreat& r = b.retreats.front();
        const Hex to = std::get<PlaceTroop>(a).at;
        ++c.troops[to];
        ev.push_back(TroopsMoved{r.player, r.from, to, 1});
        if (--r.count == 0) b.retreats.erase(b.retreats.begin());
        return;
    }
    const Hex at = b.occupied.front();
    if (const auto* move = std::get_if<MoveTroop>(&a)) {
        --c.troops[at];
        ++c.troops[move->to];
        ev.push_back(TroopsMoved{b.attacker, at, move->to, 1});
        if (troops_on(c, at) >= 2) return;
    }
    b.occupied.erase(b.occupied.begin());  // Done, or only the one that stays is left
}

}  // namespace eden::detail
