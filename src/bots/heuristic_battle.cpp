// The heuristic bot in battle (003 §Battle steps 2–9): defending, adding units, returning and
// rescuing them.
//
// Units played in a battle are not lost: they are discarded, and the hand is replenished when
// the subphase ends. So a side keeps adding while its front is in doubt and it can still turn
// it, and stops once the front is won (the enemy can add no more) or cannot be won (to keep
// its strong cards for the other front or the next battle). Where two fronts compete for the
// hand, the more valuable one is served first (a portal above all). The defender answers by
// hand where base defense would probably fall and his hand can do better, and relies on base
// defense where it holds, where the hand is weaker than it, or where the front is lost anyway
// (but never gives up his portal). Units too weak to be worth buying go back to the World after
// a battle (a leaner deck); only strong collapsed units are rescued.
#include <algorithm>
#include <optional>

#include "bots/heuristic_eval.hpp"
#include "bots/heuristic_parts.hpp"
#include "eden/battle/forecast.hpp"
#include "eden/conquest/frontier.hpp"

namespace eden::bots::heuristic {

namespace {

struct Side {
    double mine = 0;    // my side's strength now, with what my delayed abilities can add
    double theirs = 0;  // the enemy side's, likewise
    bool enemy_active = false;
    double threat = 0;  // what the enemy can still add, expected
};

Side side_of(const GameState& s, int me, int front, bool count_my_delayed = true) {
    const Battle& b = *s.conquest().battle;
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    const bool attacking = me == b.attacker;
    Side out;
    const auto fc = s.front_forecast(front);
    if (!fc) return out;
    out.mine = (attacking ? fc->attacker.total : fc->defender.total) +
               (count_my_delayed ? delayed_potential(s, front, attacking) : 0);
    out.theirs = (attacking ? fc->defender.total : fc->attacker.total) +
                 delayed_potential(s, front, !attacking);
    // 002's turn about (battle.order alternating): a defender plays by hand on every front of his,
    // without a step choosing it first.
    const bool by_hand =
        f.by_hand || (b.step == BattleStep::taking_turns && f.defender != kNoPlayer);
    out.enemy_active = attacking ? by_hand && !f.defense.stopped : !f.attack.stopped;
    const int enemy = attacking ? f.defender : b.attacker;
    if (out.enemy_active && enemy != kNoPlayer)
        out.threat = expected_hand_power(s, enemy, !attacking);
    if ((attacking && f.defender == kNoPlayer && !f.defense.stopped) ||
        (!attacking && b.attacker == kNoPlayer && !f.attack.stopped)) {
        // The dragons (on the Heart, or attacking): they will play every card still in their
        // hand.
        out.enemy_active = true;
        out.threat = expected_dragon_hand(
            s,
            static_cast<int>(s.conquest().dragons ? s.conquest().dragons->piles.hand.size() : 0));
    }
    return out;
}

// The strength my side still needs on `front`: the attacker must end strictly ahead, the
// defender at least level (003 step 7: a tie holds the territory).
double deficit(const GameState& s, int me, const Side& x) {
    const bool attacking = me == s.conquest().battle->attacker;
    return x.theirs + x.threat - x.mine + (attacking ? 1 : 0);
}

// What each front of the battle is worth to `me`: the territory he attacks, or the one he holds.
std::vector<double> front_values(const GameState& s, int me) {
    const Battle& b = *s.conquest().battle;
    std::vector<double> out;
    if (me == b.attacker) {
        const EnemyPortalDistances portals(s, me);
        for (const Front& f : b.fronts)
            out.push_back(attack_value(s, me, f.frontier.enemy, portals));
    } else {
        for (const Front& f : b.fronts)
            out.push_back(holding_value(s, me, f.frontier.enemy));
    }
    return out;
}

bool my_side_active(const GameState& s, int me, int front) {
    const Battle& b = *s.conquest().battle;
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    if (me == b.attacker) return !f.attack.stopped;
    return !f.defense_chosen || (f.by_hand && !f.defense.stopped);
}

// My hand units left for `front` once the more valuable fronts have kept what they need.
std::vector<CardId> units_for(const GameState& s, int me, int front, const Role& role) {
    const Battle& b = *s.conquest().battle;
    std::vector<CardId> units = hand_units(s, me);
    if (b.fronts.size() < 2) return units;
    const std::vector<double> values = front_values(s, me);
    const double value = values[static_cast<std::size_t>(front)];
    for (int j = 0; j < static_cast<int>(b.fronts.size()); ++j) {
        if (j == front || !my_side_active(s, me, j)) continue;
        const double vj = values[static_cast<std::size_t>(j)];
        if (vj < value || (vj == value && j > front)) continue;
        std::vector<double> powers;
        for (CardId c : units)
            powers.push_back(unit_power(def_of(s, c), role));
        std::vector<std::size_t> keep = covering_set(powers, deficit(s, me, side_of(s, me, j)));
        std::sort(keep.rbegin(), keep.rend());
        for (std::size_t k : keep)
            units.erase(units.begin() + static_cast<std::ptrdiff_t>(k));
    }
    return units;
}

// What a mana maker adds by letting a spender still in hand pay its immediate ability later:
// the best such gain among `units` that the side's `mana` cannot pay now and `maker` makes
// payable (mana glossary; heuristic_eval.hpp).
double mana_unlocked(const GameState& s, CardId maker, const std::vector<CardId>& units,
                     const Role& role, int mana) {
    const int made = mana_made(def_of(s, maker));
    if (made == 0) return 0;
    double best = 0;
    for (CardId c : units) {
        if (c == maker) continue;
        const CardDef& d = def_of(s, c);
        best = std::max(
            best, unit_power_with_mana(d, role, mana + made) - unit_power_with_mana(d, role, mana));
    }
    return best;
}

// The weakest unit that covers `need` alone, else the strongest, counting what a maker lets the
// spenders in hand add after it (makers first: a spender added before them pays nothing). The
// side holds `mana`.
CardId unit_to_add(const GameState& s, const std::vector<CardId>& units, const Role& role,
                   double need, int mana) {
    CardId best = units.front();
    double best_power = -1e9;
    bool best_covers = false;
    for (CardId c : units) {
        const double own = unit_power_with_mana(def_of(s, c), role, mana);
        const bool covers = own >= need;
        const double p = covers ? own : own + mana_unlocked(s, c, units, role, mana);
        if ((covers && (!best_covers || p < best_power)) ||
            (!covers && !best_covers && p > best_power)) {
            best = c;
            best_power = p;
            best_covers = covers;
        }
    }
    return best;
}

double total_power(const GameState& s, const std::vector<CardId>& units, const Role& role,
                   int mana) {
    std::vector<const CardDef*> defs;
    for (CardId c : units)
        defs.push_back(&def_of(s, c));
    return units_power_with_mana(defs, role, mana);
}

int side_mana(const GameState& s, int me, int front) {
    const Battle& b = *s.conquest().battle;
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    return me == b.attacker ? f.attack.mana : f.defense.mana;
}

}  // namespace

bool front_is_safe(const GameState& s, int me, int front, bool count_my_delayed) {
    if (!s.front_forecast(front)) return true;
    return deficit(s, me, side_of(s, me, front, count_my_delayed)) <= 0;
}

Action choose_defender_refresh(const GameState& s, const Decision& d) {
    // Attacked again this expansion: crystals cannot fight, so trade them for fresh cards.
    for (const Action& a : d.options)
        if (const auto* x = std::get_if<Discard>(&a))
            if (def_of(s, x->card).kind == CardKind::energy_crystal) return a;
    return Done{};
}

Action choose_defense(const GameState& s, const Decision& d) {
    const int me = d.player;
    const Battle& b = *s.conquest().battle;
    const int front = b.cursor;
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    const Role role{false, true, 2};
    const Side x = side_of(s, me, front);  // my side is base defense so far
    const double attacker_threat =
        b.attacker == kNoPlayer ? 0.0 : expected_hand_power(s, b.attacker, true);
    if (x.mine >= x.theirs + attacker_threat) return StopFront{front};  // base defense holds
    const std::vector<CardId> units = units_for(s, me, front, role);
    if (units.empty()) return StopFront{front};
    const int bonus = defender_bonus(s, f.frontier.enemy);
    const double by_hand = bonus + total_power(s, units, role, side_mana(s, me, front));
    const double base = s.front_forecast(front)->defender.total;
    if (by_hand <= base) return StopFront{front};  // the hand cannot do better
    if (by_hand < x.theirs && holding_value(s, me, f.frontier.enemy) < 1000)
        return StopFront{front};  // lost either way: keep the cards
    return AddUnit{front, unit_to_add(s, units, role, x.theirs - bonus, side_mana(s, me, front))};
}

// What to do on one front: add a unit (and how much it must bring), or stop on it.
struct FrontMove {
    std::optional<CardId> unit;
    double needed = 0;  // the strength still missing on the front
};

FrontMove move_on_front(const GameState& s, int me, int front) {
    const Battle& b = *s.conquest().battle;
    const bool attacking = me == b.attacker;
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    const Role role{attacking, attacking ? f.by_hand : true, 3};
    const Side x = side_of(s, me, front);
    const std::vector<CardId> units = units_for(s, me, front, role);
    if (units.empty()) return {};
    const int mana = side_mana(s, me, front);
    const double reach = total_power(s, units, role, mana);
    const double now_needed = x.theirs - x.mine + (attacking ? 1 : 0);
    if (!x.enemy_active) {
        // The enemy adds nothing more: stop once ahead, or when the gap cannot be closed.
        if (now_needed <= 0 || reach < now_needed) return {};
        return {unit_to_add(s, units, role, now_needed, mana), now_needed};
    }
    // The enemy may still answer: stay ahead of what he probably holds, while it can be done.
    if (deficit(s, me, x) <= -1) return {};
    if (x.mine + reach < x.theirs) return {};
    return {unit_to_add(s, units, role, std::max(0.0, now_needed), mana), now_needed};
}

Action choose_add_unit(const GameState& s, const Decision& d) {
    const Battle& b = *s.conquest().battle;
    if (b.step == BattleStep::taking_turns) return choose_turn_in_battle(s, d);
    const FrontMove m = move_on_front(s, d.player, b.cursor);
    if (!m.unit) return StopFront{b.cursor};
    return AddUnit{b.cursor, *m.unit};
}

// 002's turn about: one unit on the front that needs it most, or stop for the whole battle
// (final: only once no front of mine wants another unit).
Action choose_turn_in_battle(const GameState& s, const Decision& d) {
    std::optional<AddUnit> best;
    double most_needed = 0;
    std::vector<int> fronts;
    for (const Action& a : d.options)
        if (const auto* x = std::get_if<AddUnit>(&a);
            x && std::find(fronts.begin(), fronts.end(), x->front) == fronts.end())
            fronts.push_back(x->front);
    for (int front : fronts) {
        const FrontMove m = move_on_front(s, d.player, front);
        if (!m.unit) continue;
        if (!best || m.needed > most_needed) {
            best = AddUnit{front, *m.unit};
            most_needed = m.needed;
        }
    }
    if (best) return *best;
    return Done{};
}

Action choose_return(const GameState& s, const Decision& d) {
    // Returning a unit to the World takes it out of the deck, discarding keeps it: only units
    // too weak to be worth buying go back, so the hand draws the stronger ones more often.
    for (const Action& a : d.options)
        if (const auto* x = std::get_if<ReturnToWorld>(&a))
            if (card_worth(def_of(s, x->card)) < kMinUnitWorth) return a;
    return Done{};
}

Action choose_rescue(const GameState& s, const Decision& d) {
    // A rescue costs the unit's cost in the civilization resource, less than buying it again,
    // but that resource buys units and holds territory bonuses: only strong units are rescued.
    const Action* best = nullptr;
    double best_worth = kRescueWorth;
    for (const Action& a : d.options)
        if (const auto* x = std::get_if<Rescue>(&a)) {
            const double w = card_worth(def_of(s, x->card));
            if (w > best_worth) {
                best_worth = w;
                best = &a;
            }
        }
    return best ? *best : Done{};
}

}  // namespace eden::bots::heuristic
