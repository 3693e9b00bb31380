// An expansion turn: a series of attack subphases (003 §Expansion phase; RULES.md §2
// "Expansion", U51–U53; FAQ 1–3).
//
// In each subphase the player may open battles on up to game.max_fronts frontiers, against
// wild territories and the territories of at most one other player. Taking territory from an
// opponent for the first time this turn earns one additional subphase; each front opened in an
// additional subphase costs resources equal to the attacked territory's distance to the
// player's portal. Around the battle: discard and set aside (first subphase) or swap with
// set-aside cards (additional subphases); the first subphase ends with both sides replenishing,
// an additional one only if there was a battle. Where game.destroy_own_portal allows it, a
// player may destroy his own portal: it falls at the start of his next turn (resources on it
// removed, pure energy count to 0).
//
// A player whose own portal falls is eliminated at once (003 §Understand tiles: "the players whose
// portals have been destroyed are eliminated"; RULES.md §2 "Portals and elimination"): the turn
// that destroyed it is not played.
#include <algorithm>

#include "engine/battle/battle.hpp"
#include "engine/battle/battle_order.hpp"
#include "engine/battle/troops_battle.hpp"
#include "engine/cards/effects.hpp"
#include "engine/conquest/expansion.hpp"
#include "engine/conquest/extra_attacks.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/dragons/king_of_eden.hpp"

namespace eden::detail {

namespace {

void end_turn(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const int n = g.player_count();
    while (++c.players_done < n) {
        c.current = (c.first_player + c.players_done) % n;
        if (!player(g, c.current).eliminated) {
            expansion::begin_turn(g, ev);
            return;
        }
    }
    c.turn = ExpansionTurn{};  // player kNoPlayer: the phase is over
}

void end_subphase(GameState& g, Events& ev) {
    ExpansionTurn& t = st(g).turn;
    // 003: the first subphase always ends with both sides replenishing; an additional one
    // only if there was a battle (FAQ 1: fewer than 5 cards if the deck runs out). The attacker's
    // hand follows game.extra_attacks (002: every turn that ends, RULES.md §5 C11).
    if (extra_attacks::attacker_replenishes_at_subphase_end(g)) replenish_hand(g, t.player, ev);
    if ((t.subphase == 0 || t.had_battle) && t.opponent != kNoPlayer &&
        !player(g, t.opponent).eliminated && !battle_order::defenders_refresh_after_battle(g))
        replenish_hand(g, t.opponent, ev);
    if (t.additional_earned > 0) {
        --t.additional_earned;
        ++t.subphase;
        t.step = SubphaseStep::begin;
        t.opponent = kNoPlayer;
        t.had_battle = false;
        return;
    }
    if (extra_attacks::bonus_turn_earned(g)) {
        t.step = SubphaseStep::bonus_offer;  // 002: the player chooses
        return;
    }
    end_turn(g, ev);
}

void destroy_own_portal(GameState& g, int p, Events& ev) {
    const auto at = map_of(g).portal_of(p);
    PlayerState& ps = player(g, p);
    ps.portal_destruction_scheduled = false;
    if (!at || map_of(g).at(*at)->portal_destroyed) return;
    map_of(g).at(*at)->portal_destroyed = true;
    ev.push_back(PortalDestroyed{p, *at});
    auto it = st(g).resources.find(*at);
    if (it != st(g).resources.end()) {
        ev.push_back(ResourcesLost{*at, it->second.total()});
        st(g).resources.erase(it);
    }
    if (ps.pure_energy > 0) {
        ev.push_back(PureEnergyChanged{p, -ps.pure_energy, "the portal is destroyed"});
        ps.pure_energy = 0;
    }
    ps.eliminated = true;
    ev.push_back(PlayerEliminated{p});
    flow::check_victory(g, ev);
}

}  // namespace

void expansion::begin_expansion_phase(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    c.step = ConquestStep::expansion;
    ev.push_back(PhaseStarted{"expansion"});
    for (auto& ps : c.players)
        ps.attacked_this_expansion = false;
    c.players_done = 0;
    c.current = c.first_player;
    if (player(g, c.current).eliminated) {
        end_turn(g, ev);  // moves on to the next seat that is still in the game
        return;
    }
    begin_turn(g, ev);
}

void expansion::begin_turn(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    c.turn = ExpansionTurn{};
    c.turn.player = c.current;
    ev.push_back(TurnStarted{c.current});
    if (!player(g, c.current).portal_destruction_scheduled) return;
    destroy_own_portal(g, c.current, ev);
    if (c.step == ConquestStep::expansion && player(g, c.current).eliminated) end_turn(g, ev);
}

// The one reader of game.destroy_own_portal: 003's rule, which 002 does not print (RULES.md §5
// C10).
bool expansion::may_destroy_own_portal(const GameState& g, int p) {
    if (!g.rules().destroy_own_portal) return false;
    const auto portal = map_of(g).portal_of(p);
    return portal && !map_of(g).at(*portal)->portal_destroyed &&
           !player(g, p).portal_destruction_scheduled;
}

std::optional<int> expansion::front_cost(const GameState& g, const Frontier& f) {
    const ExpansionTurn& t = st(g).turn;
    if (t.subphase == 0 || t.bonus) return 0;  // a bonus turn's fronts cost a troop instead
    const auto portal = map_of(g).portal_of(t.player);
    if (!portal || map_of(g).at(*portal)->portal_destroyed) return std::nullopt;
    // additional_subphase_cost's figure, measured once: every open-front option asks.
    const int d = map_of(g).distance(*portal, f.enemy, g.rules().distance_metric);
    if (d == kUnreachable) return std::nullopt;
    return d;
}

std::vector<Frontier> expansion::attackable_frontiers(const GameState& g) {
    const ConquestState& c = st(g);
    const int p = c.turn.player;
    std::vector<Frontier> out;
    std::optional<FundsTotals> funds;  // totalled once, if a front has a cost
    for (const Frontier& f : frontiers_of(map_of(g), control_of(g), p)) {
        const auto owner = controller_of(control_of(g), f.enemy);
        if (owner && !may_attack_player(g, *owner)) continue;
        if (!troops_battle::can_attack_from(g, f.allied) ||
            !extra_attacks::may_attack_from_this_turn(g, f.allied))
            continue;
        if (c.battle) {
            const auto& fronts = c.battle->fronts;
            if (std::any_of(fronts.begin(), fronts.end(),
                            [&](const Front& x) { return x.frontier == f; }))
                continue;
        }
        const auto cost = front_cost(g, f);
        if (!cost) continue;
        if (*cost > 0) {
            PendingPayment pay;
            pay.player = p;
            pay.civ_or_shards = *cost;
            if (!funds) funds = funds_totals(g, p, pay.crystals_from_hand);
            if (!can_pay(g, pay, *funds)) continue;
        }
        out.push_back(f);
    }
    return out;
}

void expansion::open_front(GameState& g, const Frontier& f, CardId unit, Events& ev) {
    ConquestState& c = st(g);
    ExpansionTurn& t = c.turn;
    if (!c.battle) {
        c.battle = Battle{};
        c.battle->attacker = t.player;
    }
    Battle& b = *c.battle;
    Front front;
    front.frontier = f;
    if (auto owner = controller_of(control_of(g), f.enemy)) {
        front.defender = *owner;
        if (b.defender == kNoPlayer) b.defender = *owner;  // the first, as in 003's one
        if (t.opponent == kNoPlayer) t.opponent = *owner;
    } else {
        front.defense_chosen = true;  // a wild territory: base defense
        front.defense.stopped = true;
    }
    b.fronts.push_back(front);
    t.step = SubphaseStep::battle;
    ev.push_back(FrontOpened{t.player, f.allied, f.enemy, front.defender});
    extra_attacks::pay_bonus_troop(g, f.allied, ev);
    troops_battle::await_troops_for(g, static_cast<int>(b.fronts.size()) - 1);
    remove_from(player(g, t.player).piles.hand, unit);
    battle::add_unit_to_front(g, t.player, unit, static_cast<int>(b.fronts.size()) - 1, ev);
    king_of_eden::dragons_defend_heart(g, f.enemy, ev);
}

// 003 §Expansion: at most one other player per subphase; game.max_defenders more (002, RULES.md
// §5 C4: "possibly against 2 different players").
bool expansion::may_attack_player(const GameState& g, int owner) {
    const ConquestState& c = st(g);
    if (!c.battle) return true;
    // Counted in place: every attackable frontier asks, during a battle's opening.
    const auto& fronts = c.battle->fronts;
    int defenders = 0;
    for (auto f = fronts.begin(); f != fronts.end(); ++f) {
        if (f->defender == kNoPlayer) continue;
        if (f->defender == owner) return true;
        if (std::none_of(fronts.begin(), f,
                         [&](const Front& before) { return before.defender == f->defender; }))
            ++defenders;
    }
    return defenders < g.rules().max_defenders;
}

void expansion::after_battle(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    // A second defender (game.max_defenders) replenishes as the subphase's opponent will at its
    // end (003: both sides replenish), unless every defender just did (after_battle refresh).
    if (!battle_order::defenders_refresh_after_battle(g))
        for (int s : battle_order::battle_seats(g, *c.battle))
            if (s != c.battle->attacker && s != c.turn.opponent && !player(g, s).eliminated)
                replenish_hand(g, s, ev);
    king_of_eden::dragons_after_player_battle(g);
    c.battle.reset();
    c.turn.had_battle = true;
    c.turn.step = SubphaseStep::end;
}

void expansion::apply_turn(GameState& g, const Action& a, Events& ev) {
    ConquestState& c = st(g);
    if (c.battle) {
        battle::apply_battle(g, a, ev);
        return;
    }
    ExpansionTurn& t = c.turn;
    PlayerState& ps = player(g, t.player);
    if (t.step == SubphaseStep::bonus_offer) {
        if (std::holds_alternative<TakeBonusTurn>(a)) {
            extra_attacks::begin_bonus_turn(g, ev);
        } else {
            extra_attacks::decline_bonus_turn(g, ev);
            end_turn(g, ev);
        }
        return;
    }
    if (const auto* x = std::get_if<Discard>(&a)) {
        discard_from_hand(g, t.player, x->card, ev);
    } else if (const auto* x = std::get_if<SetAside>(&a)) {
        remove_from(ps.piles.hand, x->card);
        ps.piles.set_aside.push_back(x->card);
        ev.push_back(CardSetAside{t.player, x->card});
    } else if (const auto* x = std::get_if<SwapSetAside>(&a)) {
        remove_from(ps.piles.hand, x->hand_card);
        remove_from(ps.piles.set_aside, x->set_aside_card);
        ps.piles.set_aside.push_back(x->hand_card);
        ps.piles.hand.push_back(x->set_aside_card);
        ev.push_back(CardSetAside{t.player, x->hand_card});
    } else if (const auto* x = std::get_if<ReturnToWorld>(&a)) {  // 002, free (RULES.md §5 C4)
        remove_from(ps.piles.hand, x->card);
        ps.world.push_back(x->card);
        std::sort(ps.world.begin(), ps.world.end());
        ev.push_back(UnitReturned{x->card});
    } else if (const auto* x = std::get_if<UseCard>(&a)) {
        effects::use_from_hand(g, t.player, x->card, ev);
    } else if (std::holds_alternative<DestroyOwnPortal>(a)) {
        ps.portal_destruction_scheduled = true;
        if (const auto at = map_of(g).portal_of(t.player))
            ev.push_back(PortalDestructionScheduled{t.player, *at});
    } else if (const auto* x = std::get_if<OpenFront>(&a)) {
        const int cost = front_cost(g, x->frontier).value_or(0);
        PendingPayment pay;
        pay.player = t.player;
        pay.purpose = PaymentPurpose::open_front;
        pay.civ_or_shards = cost;
        pay.card = x->unit;
        pay.frontier = x->frontier;
        request_payment(g, pay, ev);
    } else if (std::holds_alternative<Done>(a)) {
        end_subphase(g, ev);
    }
}

}  // namespace eden::detail
