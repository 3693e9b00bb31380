// The heuristic bot's attack subphase (003 §Expansion phase, §Battle step 1): hand management
// and which fronts to open.
//
// A front is worth opening when the strength in hand beats what the enemy territory will put
// up: its base defense, or, if its owner may defend it by hand, the units he probably holds
// (RULES.md §2 "Control and base defense"). Among those, the most valuable target wins: an
// enemy portal above all, then rich territories and those on the way to an enemy portal. A
// battle in the first subphase costs nothing (the hand is replenished after it), so the bot
// tries even an uncertain one; an additional subphase's battle costs resources, so it needs a
// good chance and a target worth the price.
#include <algorithm>
#include <cmath>

#include "bots/heuristic_eval.hpp"
#include "bots/heuristic_parts.hpp"
#include "eden/battle/forecast.hpp"
#include "eden/conquest/frontier.hpp"
#include "eden/conquest/troops.hpp"
#include "eden/dragons/flow.hpp"

namespace eden::bots::heuristic {

namespace {

// 002's free return from the hand keeps at least a hand's worth of units in the deck.
constexpr int kMinUnitsKept = 5;

// What a decision reads of the board, measured once.
struct Reading {
    EnemyPortalDistances portals;
    HandDefense hand_defense;
    Reading(const GameState& s, int me) : portals(s, me), hand_defense(s) {}
};

// A hand's strength varies around its expectation by about this share of it (plus 1).
constexpr double kSpreadPerStrength = 0.4;
// The least chance of winning worth a battle: in the first subphase (it costs nothing, and the
// attacker can stop as soon as the defender shows more), and in an additional one (it costs
// resources).
constexpr double kFreeChance = 0.1;
constexpr double kPaidChance = 0.55;

struct Candidate {
    Frontier frontier;
    double value = 0;
    double need = 0;       // unit strength needed to take it, expected
    double spread = 1.0;   // how far the defense may fall from that expectation
    bool by_hand = false;  // its owner may answer with units
    int cost = 0;          // resources an additional subphase's battle asks
};

FrontInput input_for(const GameState& s, int me, const Frontier& f) {
    FrontInput in;
    in.frontier = f;
    in.attacker = me;
    in.attacker_civ = civ_of(s, me);
    if (const auto owner = controller_of(s.control(), f.enemy))
        in.defender_civ = civ_of(s, *owner);
    else
        in.wild_marker = wild_marker_on(s, f.enemy);  // 004
    in.dragon_defense = dragon_defense(s, f.enemy);
    return in;
}

// What the enemy side of `f` will probably total: base defense and bonuses, or, when its owner
// may defend it by hand and that is better for him, his bonuses and the units he may hold.
double expected_defense(const GameState& s, const Frontier& f, double base_total, bool by_hand) {
    if (!by_hand) return base_total;
    const int owner = *controller_of(s.control(), f.enemy);
    return std::max(base_total, defender_bonus(s, f.enemy) + expected_hand_power(s, owner, false));
}

// What it takes to win `f`, and what winning it is worth.
Candidate estimate(const GameState& s, int me, const Frontier& f, const Reading& r) {
    Candidate t;
    t.frontier = f;
    const FrontForecast base = forecast_front(s.map(), s.rules(), s.control(),
                                              s.conquest().resources, input_for(s, me, f));
    t.by_hand = r.hand_defense.possible(f.enemy);
    t.need = expected_defense(s, f, base.defender.total, t.by_hand) - base.attacker.total + 1;
    // The Heart: the King of Eden's hand comes when the front opens (RULES.md §4).
    if (f.enemy == s.map().heart() && players_face_dragons(s) &&
        s.conquest().dragons->in_play.empty()) {
        const double heart_hand =
            expected_dragon_hand(s, dragon_hand_size(s, s.rules().dragon_heart_hand_size));
        t.need += heart_hand;
        t.spread = 1.0 + kSpreadPerStrength * heart_hand;
    }
    if (t.by_hand) {
        // A hand of five drawn from a deck of units and crystals varies a lot around its mean.
        const int owner = *controller_of(s.control(), f.enemy);
        t.spread = 1.0 + kSpreadPerStrength * expected_hand_power(s, owner, false);
    }
    t.value = attack_value(s, me, f.enemy, r.portals);
    if (s.conquest().turn.subphase > 0)
        t.cost = additional_subphase_cost(s.map(), s.rules(), me, f.enemy);
    return t;
}

double win_chance(const Candidate& t, double power) {
    const double margin = power - t.need;
    if (!t.by_hand) return margin >= 0 ? 0.95 : margin >= -1 ? 0.25 : 0.05;
    return 1.0 / (1.0 + std::exp(-margin / t.spread));
}

std::vector<double> powers_of(const GameState& s, const std::vector<CardId>& units,
                              bool enemy_units) {
    std::vector<double> out;
    const Role role{true, enemy_units, std::max(2, static_cast<int>(units.size()))};
    for (CardId c : units)
        out.push_back(unit_power(def_of(s, c), role));
    return out;
}

// Which unit opens a front: one that lifts its allies (the bonus covers units added later) or
// makes the mana a spender in hand needs (mana glossary: it must be on the front first), then
// one that brings cards (scouting may add a unit for free), then the strongest.
int opener_rank(const CardDef& d, bool spender_in_hand) {
    int rank = 0;
    if (spender_in_hand && mana_made(d) > 0) rank = 3;
    for (const Ability& a : d.abilities)
        for (const Effect& e : a.effects) {
            if (e.verb == Verb::add_strength && e.target == Target::allied_units && e.amount > 0)
                rank = std::max(rank, 3);
            if (e.verb == Verb::scout || e.verb == Verb::draw) rank = std::max(rank, 2);
        }
    return rank;
}

CardId opener(const GameState& s, const std::vector<CardId>& units,
              const std::vector<double>& powers, const Candidate& t) {
    std::vector<std::size_t> set = covering_set(powers, t.need);
    if (t.by_hand || set.empty()) {  // against units, everything may be needed
        set.clear();
        for (std::size_t i = 0; i < units.size(); ++i)
            set.push_back(i);
    }
    // A spender: a unit whose immediate abilities pay mana (it loses strength without any).
    const Role role{true, t.by_hand, 2};
    const bool spender = std::any_of(units.begin(), units.end(), [&](CardId c) {
        return unit_power_with_mana(def_of(s, c), role, 0) < unit_power(def_of(s, c), role);
    });
    std::size_t best = set.front();
    for (std::size_t i : set) {
        const int ri = opener_rank(def_of(s, units[i]), spender);
        const int rb = opener_rank(def_of(s, units[best]), spender);
        if (ri > rb || (ri == rb && powers[i] > powers[best])) best = i;
    }
    return units[best];
}

struct Pick {
    Candidate target;
    CardId unit = 0;
    double score = 0;
};

// The best front to open with `units` among the frontiers `options` offer, if one is worth it.
std::optional<Pick> best_front(const GameState& s, int me, const Decision& d,
                               const std::vector<CardId>& units) {
    if (units.empty()) return std::nullopt;
    std::vector<Frontier> frontiers;
    for (const Action& a : d.options)
        if (const auto* o = std::get_if<OpenFront>(&a))
            if (std::find(frontiers.begin(), frontiers.end(), o->frontier) == frontiers.end() &&
                std::find(units.begin(), units.end(), o->unit) != units.end())
                frontiers.push_back(o->frontier);
    const bool free_battle = s.conquest().turn.subphase == 0;
    const auto& battle = s.conquest().battle;
    const Reading reading(s, me);
    std::optional<Pick> best;
    for (const Frontier& f : frontiers) {
        // A second front on a territory already attacked only splits a defender's hand; base
        // defense stands whole on each front.
        if (battle && !reading.hand_defense.possible(f.enemy) &&
            std::any_of(battle->fronts.begin(), battle->fronts.end(),
                        [&](const Front& x) { return x.frontier.enemy == f.enemy; }))
            continue;
        const Candidate t = estimate(s, me, f, reading);
        // King of Eden: a partner against the dragons is no target.
        if (t.value <= 0 && players_face_dragons(s)) continue;
        const std::vector<double> powers = powers_of(s, units, t.by_hand);
        std::vector<const CardDef*> defs;
        for (CardId c : units)
            defs.push_back(&def_of(s, c));
        const Role role{true, t.by_hand, std::max(2, static_cast<int>(units.size()))};
        const double chance = win_chance(t, units_power_with_mana(defs, role, 0));
        double score = t.value * chance;
        if (free_battle) {
            if (chance < kFreeChance) continue;
        } else {
            score -= t.cost;
            if (chance < kPaidChance || score <= 0) continue;
        }
        if (!best || score > best->score) best = Pick{t, opener(s, units, powers, t), score};
    }
    return best;
}

// The strength an open front still needs from the attacker's hand to be won.
double open_front_deficit(const GameState& s, int front) {
    const Battle& b = *s.conquest().battle;
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    const auto fc = s.front_forecast(front);
    if (!fc) return 0;
    double theirs = fc->defender.total;
    if (!f.defense_chosen)
        theirs = expected_defense(s, f.frontier, theirs, HandDefense(s).possible(f.frontier.enemy));
    else if (f.by_hand && !f.defense.stopped)
        theirs += expected_hand_power(s, f.defender, false);
    return theirs - fc->attacker.total - delayed_potential(s, front, true) + 1;
}

}  // namespace

std::vector<std::size_t> covering_set(const std::vector<double>& powers, double need) {
    std::vector<std::size_t> order(powers.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return powers[a] > powers[b]; });
    std::vector<std::size_t> chosen;
    double total = 0;
    for (std::size_t i : order) {
        if (total >= need) break;
        chosen.push_back(i);
        total += powers[i];
    }
    if (chosen.empty() || total < need) return chosen;
    // The last unit taken may be swapped for a weaker one that still covers the need.
    const double rest = total - powers[chosen.back()];
    std::size_t last = chosen.back();
    for (std::size_t i : order) {
        if (std::find(chosen.begin(), chosen.end(), i) != chosen.end()) continue;
        if (rest + powers[i] >= need && powers[i] < powers[last]) last = i;
    }
    chosen.back() = last;
    return chosen;
}

Action choose_attack_subphase(const GameState& s, const Decision& d) {
    const int me = d.player;
    const ExpansionTurn& turn = s.conquest().turn;
    // A card used as the subphase begins (e.g. one that draws), unless the deck and discard
    // pile hold at most one other card: it would mostly draw itself back. (The engine stops
    // offering it once nothing else is left to draw.)
    const CardPiles& piles = player_of(s, me).piles;
    if (piles.deck.size() + piles.discard.size() >= 2)
        for (const Action& a : d.options)
            if (std::holds_alternative<UseCard>(a)) return a;
    // 003 §Purchasing: crystals pay only from the set-aside cards, and only the first subphase
    // lets cards be set aside. A crystal in hand fights nothing. 002 plays them in front at any
    // point of the turn (RULES.md §5 C4), and a bonus turn gives them back to the hand (C7,
    // C11): played again, or they no longer cap the round's unit purchases (C8).
    const bool stock = s.rules().economy == Economy::stock;
    if (turn.subphase == 0 || stock)
        for (const Action& a : d.options)
            if (const auto* x = std::get_if<SetAside>(&a))
                if (def_of(s, x->card).kind == CardKind::energy_crystal) return a;
    if (turn.step == SubphaseStep::begin)
        if (const auto pick = best_front(s, me, d, hand_units(s, me)))
            return OpenFront{pick->target.frontier, pick->unit};
    // An additional subphase's battle ends with a replenish, and crystals can no longer be set
    // aside this turn: they make room for the cards drawn then.
    if (turn.step == SubphaseStep::end && turn.subphase > 0 && turn.had_battle)
        for (const Action& a : d.options)
            if (const auto* x = std::get_if<Discard>(&a))
                if (def_of(s, x->card).kind == CardKind::energy_crystal) return a;
    // 002 has no return after a battle (RULES.md §5 C10), where 003's bot thins its deck
    // (choose_return), but a free return from the hand in the turn (C4). Without it the weak
    // starting units fought all game (the Mountain Clans' Miners some 45 times a game).
    if (stock && units_owned(s, me) > kMinUnitsKept)
        for (const Action& a : d.options)
            if (const auto* x = std::get_if<ReturnToWorld>(&a))
                if (card_worth(def_of(s, x->card)) < kMinUnitWorth) return a;
    return Done{};
}

Action choose_second_front(const GameState& s, const Decision& d) {
    const int me = d.player;
    const Battle& b = *s.conquest().battle;
    std::vector<CardId> units = hand_units(s, me);
    // Keep back what the fronts already open still need.
    for (int i = 0; i < static_cast<int>(b.fronts.size()); ++i) {
        const double deficit = open_front_deficit(s, i);
        const std::vector<double> powers =
            powers_of(s, units, b.fronts[static_cast<std::size_t>(i)].defender != kNoPlayer);
        std::vector<std::size_t> keep = covering_set(powers, deficit);
        std::sort(keep.rbegin(), keep.rend());
        for (std::size_t k : keep)
            units.erase(units.begin() + static_cast<std::ptrdiff_t>(k));
    }
    if (const auto pick = best_front(s, me, d, units))
        return OpenFront{pick->target.frontier, pick->unit};
    return Done{};
}

}  // namespace eden::bots::heuristic
