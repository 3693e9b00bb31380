#include "bots/heuristic_eval.hpp"

#include <algorithm>
#include <limits>

#include "eden/conquest/frontier.hpp"
#include "eden/dragons/flow.hpp"

namespace eden::bots::heuristic {

namespace {

// How likely a condition is to hold for a unit fighting in `role`.
double condition_weight(Condition c, const Role& role) {
    switch (c) {
        case Condition::none:
            return 1.0;
        case Condition::hand_empty:
            return 0.4;
        case Condition::on_top_row:
            return 0.5;
        case Condition::defending:
            return role.attacking ? 0.0 : 1.0;
        case Condition::enemy_by_base_defense:
            return role.attacking && !role.enemy_units ? 1.0 : 0.0;
        case Condition::attacking:
            return role.attacking ? 1.0 : 0.0;
        case Condition::self_doomed:
            return 0.3;
        case Condition::enemy_by_hand:  // dragon-only: no player card holds under these
        case Condition::king_of_eden_on_front:
        case Condition::no_king_of_eden_on_front:
            return 0.0;
    }
    return 0.0;
}

// The strength one ability's effects bring to its side, if it is triggered.
double ability_gain(const Ability& a, const Role& role) {
    double gain = 0;
    for (const Effect& e : a.effects) {
        switch (e.verb) {
            case Verb::add_strength:
                if (e.target == Target::self || e.target == Target::chosen_allied_unit ||
                    e.target == Target::allied_side)
                    gain += e.amount * (e.per == Per::other_allied_unit ? role.allies
                                        : e.per == Per::enemy_unit ? (role.enemy_units ? 1.5 : 0.0)
                                                                   : 1.0);
                else if (e.target == Target::allied_units)
                    gain += e.amount * role.allies;
                else if ((e.target == Target::chosen_enemy_unit ||
                          e.target == Target::triggering_unit) &&
                         role.enemy_units)
                    gain -= 0.7 * e.amount;
                break;
            case Verb::get_rid_of:
                if (e.target == Target::chosen_enemy_unit && role.enemy_units) gain += 1.5;
                break;
            case Verb::doom:
                if (e.target == Target::chosen_enemy_unit && role.enemy_units) gain += 0.3;
                break;
            case Verb::scout:
                gain += 0.8;  // the first revealed card may join the front
                break;
            case Verb::draw:
                gain += 0.5 * e.amount;
                break;
            case Verb::return_from_discard:
                gain += 1.0;
                break;
            case Verb::purchase_to_hand:
                gain += 0.5;
                break;
            case Verb::restore:
                gain += 0.3;
                break;
            case Verb::harvest:
            case Verb::gain_resources:
            case Verb::gain_pure_energy:
            case Verb::extra_front:
            case Verb::extra_production:
                break;  // worth having, but no strength in this battle
            case Verb::gain_mana:
                gain += 0.5 * e.amount;  // what the mana spenders turn it into
                break;
            case Verb::move_to_top:
            case Verb::move_to_bottom:
                gain += 0.3;
                break;
            case Verb::enemy_discards:
                gain += 0.5 * e.amount;
                break;
            case Verb::return_to_hand:
                gain += 0.5;
                break;
            case Verb::discard_random:  // dragon-only: no player card has these
            case Verb::enemy_discards_chosen:
            case Verb::replace_abilities:
            case Verb::never_collapses:
                break;
        }
    }
    return gain;
}

int mana_cost(const Ability& a) {
    int cost = 0;
    for (const AbilityCost& c : a.costs)
        if (c.kind == CostKind::pay_mana) cost += c.amount;
    return cost;
}

bool costs_a_doom(const Ability& a) {
    return std::any_of(a.costs.begin(), a.costs.end(),
                       [](const AbilityCost& c) { return c.kind == CostKind::doom_self; });
}

}  // namespace

const CardDef& def_of(const GameState& s, CardId c) {
    const int d = s.conquest().cards.at(static_cast<std::size_t>(c)).def;
    return s.setup().cards->cards.at(static_cast<std::size_t>(d));
}

bool is_unit(const GameState& s, CardId c) {
    return def_of(s, c).kind == CardKind::unit;
}

const PlayerState& player_of(const GameState& s, int p) {
    return s.conquest().players.at(static_cast<std::size_t>(p));
}

TileColor civ_of(const GameState& s, int p) {
    return s.setup().players.at(static_cast<std::size_t>(p)).resource;
}

std::vector<CardId> hand_units(const GameState& s, int p) {
    std::vector<CardId> out;
    for (CardId c : player_of(s, p).piles.hand)
        if (is_unit(s, c)) out.push_back(c);
    return out;
}

int units_owned(const GameState& s, int p) {
    const CardPiles& piles = player_of(s, p).piles;
    int n = 0;
    for (const auto* pile : {&piles.deck, &piles.hand, &piles.discard, &piles.set_aside})
        n += static_cast<int>(
            std::count_if(pile->begin(), pile->end(), [&](CardId c) { return is_unit(s, c); }));
    return n;
}

int resources_held(const GameState& s, int p, TileColor type) {
    // 002's stock is untyped (RULES.md §5 C1): it pays a cost in any resource. It is 0 under
    // 003's economy, where resources lie on territories.
    int n = s.conquest().players.at(static_cast<std::size_t>(p)).stock;
    for (const auto& [hex, counts] : s.conquest().resources) {
        const auto it = s.control().find(hex);
        if (it != s.control().end() && it->second == p) n += counts.of(type);
    }
    return n;
}

int effect_sign(const Effect& e) {
    const bool on_enemy =
        e.target == Target::chosen_enemy_unit || e.target == Target::triggering_unit;
    switch (e.verb) {
        case Verb::add_strength:
            if (e.amount == 0) return 0;
            return (e.amount > 0) != on_enemy ? 1 : -1;
        case Verb::doom:
        case Verb::get_rid_of:
            return on_enemy ? 1 : -1;
        case Verb::restore:
            return on_enemy ? -1 : 1;
        default:
            return 1;
    }
}

double unit_power(const CardDef& d, const Role& role) {
    double power = d.strength;
    for (const Ability& a : d.abilities) {
        double weight = 1.0;
        switch (a.timing) {
            case Timing::permanent:
                weight = condition_weight(a.condition, role);
                break;
            case Timing::reaction:
                if (a.event == TriggerEvent::enemy_unit_added)
                    weight = role.enemy_units ? 0.6 : 0.0;
                else if (a.event == TriggerEvent::this_collapses)
                    weight = 0.3;
                else
                    weight = condition_weight(a.condition, role);
                break;
            case Timing::from_hand:
                weight = 0.0;
                break;
            default:
                break;
        }
        power += weight * ability_gain(a, role);
    }
    return power;
}

int mana_made(const CardDef& d) {
    int made = 0;
    for (const Ability& a : d.abilities)
        if (a.timing == Timing::immediate && mana_cost(a) == 0)
            for (const Effect& e : a.effects)
                if (e.verb == Verb::gain_mana) made += e.amount;
    return made;
}

double unit_power_with_mana(const CardDef& d, const Role& role, int mana) {
    double power = unit_power(d, role);
    for (const Ability& a : d.abilities)
        if (a.timing == Timing::immediate && mana_cost(a) > mana) power -= ability_gain(a, role);
    return power;
}

double units_power_with_mana(const std::vector<const CardDef*>& units, const Role& role, int mana) {
    struct Spender {
        int cost = 0;
        double gain = 0;
    };
    std::vector<Spender> spenders;
    double total = 0;
    for (const CardDef* d : units) {
        total += unit_power_with_mana(*d, role, 0);
        mana += mana_made(*d);
        for (const Ability& a : d->abilities)
            if (a.timing == Timing::immediate && mana_cost(a) > 0)
                spenders.push_back({mana_cost(a), ability_gain(a, role)});
    }
    std::stable_sort(spenders.begin(), spenders.end(), [](const Spender& a, const Spender& b) {
        return a.gain * b.cost > b.gain * a.cost;
    });
    for (const Spender& x : spenders)
        if (x.gain > 0 && x.cost <= mana) {
            mana -= x.cost;
            total += x.gain;
        }
    return total;
}

double card_worth(const CardDef& d) {
    switch (d.kind) {
        case CardKind::energy_crystal:
            return d.crystal_value;
        case CardKind::technology:
            return 2.0;
        case CardKind::common: {
            double worth = 0;
            for (const Ability& a : d.abilities)
                for (const Effect& e : a.effects) {
                    if (e.verb == Verb::draw) worth += 0.5 * e.amount;
                    if (e.verb == Verb::add_strength) worth += 0.6 * std::abs(e.amount);
                }
            return worth;
        }
        case CardKind::unit:
        case CardKind::dragon:  // never bought; valued as a unit for completeness
            break;
    }
    double worth = 0.5 * unit_power(d, {true, true, 2}) + 0.25 * unit_power(d, {true, false, 2}) +
                   0.25 * unit_power(d, {false, true, 2});
    for (const Ability& a : d.abilities) {
        if (costs_a_doom(a)) worth -= 0.4;
        for (const Effect& e : a.effects)
            if (e.verb == Verb::harvest)
                worth += e.target == Target::neighbouring_territories ? 1.2 : 0.6;
    }
    return worth;
}

double own_hand_power(const GameState& s, int p, const Role& role) {
    std::vector<const CardDef*> units;
    for (CardId c : hand_units(s, p))
        units.push_back(&def_of(s, c));
    return units_power_with_mana(units, role, 0);
}

double expected_hand_power(const GameState& s, int p, bool attacking) {
    const CardPiles& piles = player_of(s, p).piles;
    std::vector<const CardDef*> units;
    int cards = 0;
    for (const auto* pile : {&piles.hand, &piles.deck, &piles.set_aside})
        for (CardId c : *pile) {
            ++cards;
            if (is_unit(s, c)) units.push_back(&def_of(s, c));
        }
    if (cards == 0) return 0;
    // The makers and spenders of a hand come in the proportions of the cards out of sight.
    return units_power_with_mana(units, {attacking, true, 2}, 0) *
           static_cast<double>(piles.hand.size()) / cards;
}

int delayed_potential(const GameState& s, int front, bool attacking) {
    const auto& battle = s.conquest().battle;
    if (!battle || front < 0 || front >= static_cast<int>(battle->fronts.size())) return 0;
    const Battle& b = *battle;
    if (b.step != BattleStep::opening && b.step != BattleStep::defender_refresh &&
        b.step != BattleStep::defender_opens && b.step != BattleStep::attacker_adds &&
        b.step != BattleStep::defender_adds && b.step != BattleStep::taking_turns &&
        b.step != BattleStep::delayed)
        return 0;
    const Front& f = b.fronts[static_cast<std::size_t>(front)];
    const int owner = attacking ? b.attacker : f.defender;
    if (owner == kNoPlayer) return 0;
    // Units a delayed ability brings back from the discard pile join the front, and may trigger
    // their own delayed abilities (FAQ 8); each card comes back once.
    std::vector<CardId> discard = player_of(s, owner).piles.discard;
    auto bring_back = [&](const std::string& id) {
        for (auto it = discard.begin(); it != discard.end(); ++it) {
            const CardDef& d = def_of(s, *it);
            if (d.id != id) continue;
            discard.erase(it);
            int gain = std::max(0, d.strength);
            for (const Ability& a : d.abilities)
                if (a.timing == Timing::delayed)
                    for (const Effect& e : a.effects)
                        if (e.verb == Verb::add_strength && e.target == Target::self &&
                            e.amount > 0)
                            gain += e.amount;
            return gain;
        }
        return 0;
    };
    int potential = 0;
    for (const auto& row : (attacking ? f.attack : f.defense).rows)
        for (const UnitInPlay& u : row) {
            const CardDef& d = def_of(s, u.card);
            for (std::size_t i = 0; i < d.abilities.size(); ++i) {
                const Ability& a = d.abilities[i];
                if (a.timing != Timing::delayed) continue;
                if (costs_a_doom(a) && u.doomed) continue;
                if (b.step == BattleStep::delayed &&
                    std::none_of(b.offers.begin(), b.offers.end(), [&](const TriggerOffer& o) {
                        return o.player == owner && o.card == u.card &&
                               o.ability == static_cast<int>(i);
                    }))
                    continue;  // already triggered, or passed on
                for (const Effect& e : a.effects) {
                    if (e.verb == Verb::add_strength && e.target == Target::self && e.amount > 0)
                        potential += e.amount;
                    if (e.verb == Verb::return_from_discard) potential += bring_back(e.card);
                }
            }
        }
    return potential;
}

EnemyPortalDistances::EnemyPortalDistances(const GameState& s, int me) : map_(&s.map()) {
    for (Hex h : s.map().standing_portals()) {
        const int owner = s.map().at(h)->portal_owner;
        if (owner == me || player_of(s, owner).eliminated) continue;
        by_index_.push_back(s.map().path_distances_by_index(h));
    }
}

int EnemyPortalDistances::to(Hex h) const {
    int best = std::numeric_limits<int>::max() / 2;
    const int i = map_->index_of(h);
    if (i < 0) return best;
    for (const auto& d : by_index_) {
        const int x = d[static_cast<std::size_t>(i)];
        if (x != kUnreachable) best = std::min(best, x);
    }
    return best;
}

bool HandDefense::possible(Hex at) const {
    const auto owner = controller_of(s_->control(), at);
    if (!owner || player_of(*s_, *owner).eliminated) return false;
    auto it = full_.find(*owner);
    if (it == full_.end())
        it = full_.emplace(*owner, fully_controlled(s_->map(), s_->control(), *owner)).first;
    return it->second.count(at) > 0;
}

int defender_bonus(const GameState& s, Hex at) {
    const auto owner = controller_of(s.control(), at);
    if (!owner) return 0;
    return territory_bonus(s.map(), s.rules(), s.control(), s.conquest().resources, at, *owner,
                           civ_of(s, *owner))
        .total();
}

namespace {

double production_worth(const GameState& s, int me, const Tile& t) {
    if (t.kind == TileKind::heart) return 4.0;  // pure energy every round
    if (t.kind != TileKind::ordinary) return 0.0;
    int produced = 1;
    if (t.color == civ_of(s, me)) ++produced;
    if (t.richness_token) ++produced;
    return 1.5 * produced;
}

double resources_on(const GameState& s, Hex h) {
    const auto it = s.conquest().resources.find(h);
    return it == s.conquest().resources.end() ? 0.0 : it->second.total();
}

// The resources lying on a territory that taking it is worth: its bonus needs 5 (003 §Bonuses).
// A long game's players pile up hundreds on a few territories; counted whole, a pile outweighed
// every other reason to attack, and the bots fought over it instead of marching on a portal.
constexpr double kResourcesWorthTaking = 5;
// Each step closer to an enemy portal is worth this much (for the last six steps). Only taking
// a portal ends a Supremacy game: at 1 (a step worth less than a territory's production) the
// bots traded territories in the middle of the map, their front lines 3 to 6 steps from the
// portals, and 23 % of 4-player games were undecided at round 60 (report
// 2026-11-27-game-length; 2 to 4 measured, 3 kept).
constexpr double kPortalStepWorth = 3;
constexpr int kPortalSteps = 6;

}  // namespace

double attack_value(const GameState& s, int me, Hex h, const EnemyPortalDistances& portals) {
    const Tile* t = s.map().at(h);
    if (!t) return 0;
    double v =
        production_worth(s, me, *t) + 0.3 * std::min(kResourcesWorthTaking, resources_on(s, h));
    // King of Eden: the other portals are partners', not targets (the step keeps its old weight).
    const double step_worth = players_face_dragons(s) ? 1 : kPortalStepWorth;
    const auto owner = controller_of(s.control(), h);
    if (players_face_dragons(s)) {
        // King of Eden: the players win or lose together. A partner's land is not worth a
        // battle; the dragons' is, the Heart above all (taking it wins the game).
        if (owner && *owner != me) return 0;
        if (h == s.map().heart()) return 1000;
        if (dragon_defense(s, h)) v += 4;
    }
    if (t->kind == TileKind::portal && !t->portal_destroyed && t->portal_owner != me)
        v += 1000;  // capturing it eliminates its owner
    if (owner && *owner != me) {
        v += 2;
        const ExpansionTurn& turn = s.conquest().turn;
        if (turn.player == me && !(turn.taken_from & (1u << *owner)))
            v += 3;  // 003 §Expansion: the first territory taken from him earns a subphase
    }
    v += step_worth * std::max(0, kPortalSteps - portals.to(h));
    return v;
}

double holding_value(const GameState& s, int me, Hex h) {
    const Tile* t = s.map().at(h);
    if (!t) return 0;
    if (t->kind == TileKind::portal && t->portal_owner == me && !t->portal_destroyed) return 1000;
    double v = production_worth(s, me, *t) + 0.3 * resources_on(s, h);
    if (const auto portal = s.map().portal_of(me);
        portal && !s.map().at(*portal)->portal_destroyed && are_adjacent(*portal, h))
        v += 5;  // losing it opens the way to the portal
    return v;
}

}  // namespace eden::bots::heuristic
