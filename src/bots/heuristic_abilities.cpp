// The heuristic bot's abilities (003 §Effects and abilities, FAQ 5–12): which to trigger and
// the choices they ask for.
//
// An ability that only helps (draw, scout, harvest, strength for its own side, harm to the
// enemy's) is always triggered. One with a price (dooming its own unit, discarding a card,
// paying resources) is triggered only while its front is in doubt and the ability can still
// turn it; destroying a card from the discard pile is welcome when a weak card lies there.
// An ability that would hurt its own side is never triggered.
#include <algorithm>

#include "bots/heuristic_eval.hpp"
#include "bots/heuristic_parts.hpp"

namespace eden::bots::heuristic {

namespace {

const TriggerOffer* offer_for(const GameState& s, int me, const TriggerAbility& t) {
    for (const TriggerOffer& o : s.conquest().battle->offers)
        if (o.player == me && o.card == t.card && o.ability == t.ability) return &o;
    return nullptr;
}

// The cheapest card to give up among `cards` (destroyed or discarded), and its worth.
std::pair<CardId, double> least_worth(const GameState& s, const std::vector<CardId>& cards) {
    CardId worst = cards.front();
    double worst_worth = 1e9;
    for (CardId c : cards) {
        const double w = card_worth(def_of(s, c));
        if (w < worst_worth) {
            worst_worth = w;
            worst = c;
        }
    }
    return {worst, worst_worth};
}

// The strength this ability would add to its own side of the front, roughly.
double strength_gain(const Ability& a) {
    double gain = 0;
    for (const Effect& e : a.effects)
        if (e.verb == Verb::add_strength && e.amount > 0 &&
            (e.target == Target::self || e.target == Target::allied_units ||
             e.target == Target::chosen_allied_unit))
            gain += e.amount;
        else if (e.verb == Verb::get_rid_of && e.target == Target::chosen_enemy_unit)
            gain += 1;
        else if (e.verb == Verb::add_strength && e.amount < 0 &&
                 (e.target == Target::chosen_enemy_unit || e.target == Target::triggering_unit))
            gain += -e.amount;
    return gain;
}

// Whether an ability that brings no strength (cards, resources) is worth its price: a weak
// card to give up, resources to spare; never a unit's life.
bool cheap_enough(const GameState& s, int me, const TriggerOffer& o, const Ability& a) {
    const PlayerState& ps = player_of(s, me);
    for (const AbilityCost& c : a.costs) {
        switch (c.kind) {
            case CostKind::doom_self:
                return false;
            case CostKind::discard_this:
            case CostKind::destroy_from_discard:
                break;  // judged by the caller
            case CostKind::discard_from_hand: {
                std::vector<CardId> others;
                for (CardId x : ps.piles.hand)
                    if (x != o.card && !is_unit(s, x)) others.push_back(x);
                if (static_cast<int>(others.size()) < c.amount) return false;
                break;
            }
            case CostKind::pay_civ_resources:
                if (resources_held(s, me, civ_of(s, me)) < c.amount + 3) return false;
                break;
            case CostKind::pay_mana:  // mana is lost at the battle's end anyway
                break;
            case CostKind::discard_crystal:  // buying power given up for this battle
                if (static_cast<int>(ps.piles.hand.size()) < c.amount + 2) return false;
                break;
            case CostKind::doom_allied_named:  // dragon-only: never on a player's card
                return false;
        }
    }
    return true;
}

bool worth_triggering(const GameState& s, int me, const TriggerOffer& o) {
    const CardDef& d = def_of(s, o.card);
    const Ability& a = d.abilities.at(static_cast<std::size_t>(o.ability));
    for (const Effect& e : a.effects)
        if (effect_sign(e) < 0) return false;
    bool needs_doubt = false;
    for (const AbilityCost& c : a.costs) {
        switch (c.kind) {
            case CostKind::doom_self:
            case CostKind::discard_this:
            case CostKind::discard_from_hand:
            case CostKind::pay_civ_resources:
            case CostKind::discard_crystal:
                needs_doubt = true;
                break;
            case CostKind::pay_mana:
                break;
            case CostKind::doom_allied_named:  // dragon-only: never on a player's card
                return false;
            case CostKind::destroy_from_discard: {
                const auto& discard = player_of(s, me).piles.discard;
                if (discard.empty() || least_worth(s, discard).second > 1.5) return false;
                break;
            }
        }
    }
    if (!needs_doubt) return true;
    if (strength_gain(a) <= 0) return cheap_enough(s, me, o, a);
    if (front_is_safe(s, me, o.front, false)) return false;
    // Would it turn the front? After the last unit (the delayed window) only the strength that
    // can still come counts; before it, any help is worth its price.
    const Battle& b = *s.conquest().battle;
    if (b.step == BattleStep::delayed) {
        const auto fc = s.front_forecast(o.front);
        if (!fc) return false;
        const bool attacking = me == b.attacker;
        const int mine = attacking ? fc->attacker.total : fc->defender.total;
        const int theirs = attacking ? fc->defender.total : fc->attacker.total;
        const double reach =
            mine + std::max(strength_gain(a),
                            static_cast<double>(delayed_potential(s, o.front, attacking)));
        return attacking ? reach > theirs : reach >= theirs;
    }
    return true;
}

// Scouting (FAQ 7): a revealed unit joins the front; a revealed card that cannot fight goes
// under the next one if that one is a unit, so the unit is drawn first.
Action scout_choice(const GameState& s, const Decision& d, const Resolution& r) {
    auto offered = [&](int n) {
        return std::find(d.options.begin(), d.options.end(), Action{ChooseNumber{n}}) !=
               d.options.end();
    };
    if (offered(0)) return ChooseNumber{0};
    if (r.revealed.size() > 1 && is_unit(s, r.revealed[1]) && offered(3)) return ChooseNumber{3};
    return ChooseNumber{2};
}

// The strongest enemy unit among the options (for harm), else the costliest allied one.
Action unit_choice(const GameState& s, const Decision& d) {
    const Action* best = &d.options.front();
    double best_score = -1e9;
    const Battle& b = *s.conquest().battle;
    for (const Action& a : d.options) {
        if (const auto* n = std::get_if<ChooseNumber>(&a)) {
            // A dragon unit on the Heart (King of Eden): the strongest printed one hurts most.
            const Front& f = b.fronts.at(static_cast<std::size_t>(b.resolving->offer.front));
            const CardDef* dragon =
                s.setup().dragons->card((b.attacker == kNoPlayer ? f.attack : f.defense)
                                            .dragons.at(static_cast<std::size_t>(n->n))
                                            .card);
            const double score = dragon->cost + dragon->strength;
            if (score > best_score) {
                best_score = score;
                best = &a;
            }
            continue;
        }
        const auto* c = std::get_if<ChooseCard>(&a);
        if (!c) continue;
        double score = def_of(s, c->card).cost;
        for (const Front& f : b.fronts)
            for (const BattleSide* side : {&f.attack, &f.defense})
                for (const auto& row : side->rows)
                    for (const UnitInPlay& u : row)
                        if (u.card == c->card)
                            score += def_of(s, u.card).strength + u.strength_bonus;
        if (score > best_score) {
            best_score = score;
            best = &a;
        }
    }
    return *best;
}

}  // namespace

Action choose_trigger(const GameState& s, const Decision& d) {
    const int me = d.player;
    for (const Action& a : d.options) {
        const auto* t = std::get_if<TriggerAbility>(&a);
        if (!t) continue;
        const TriggerOffer* o = offer_for(s, me, *t);
        if (o && worth_triggering(s, me, *o)) return a;
    }
    return Done{};
}

Action choose_ability_choice(const GameState& s, const Decision& d) {
    const Resolution& r = *s.conquest().battle->resolving;
    const Ability& a =
        def_of(s, r.offer.card).abilities.at(static_cast<std::size_t>(r.offer.ability));
    std::vector<CardId> cards;
    for (const Action& x : d.options)
        if (const auto* c = std::get_if<ChooseCard>(&x)) cards.push_back(c->card);
    if (r.cost_index < static_cast<int>(a.costs.size())) {
        // A card to discard or destroy for the cost: the one worth least.
        if (cards.empty()) return d.options.front();
        return ChooseCard{least_worth(s, cards).first};
    }
    const Effect& e = a.effects.at(static_cast<std::size_t>(r.effect_index));
    if (e.verb == Verb::scout) return scout_choice(s, d, r);
    if (e.verb != Verb::purchase_to_hand) return unit_choice(s, d);  // dragons are numbers
    if (cards.empty()) return d.options.front();
    CardId best = cards.front();
    for (CardId c : cards)
        if (card_worth(def_of(s, c)) > card_worth(def_of(s, best))) best = c;
    return ChooseCard{best};
}

}  // namespace eden::bots::heuristic
