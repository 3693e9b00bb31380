// The technology cards in play (RULES.md §2 "Cards the rulebooks name but never print"): bought
// with pure energy, at most one copy of each per player, they stay in front of their owner and
// their permanent effects are always on — more fronts per subphase, production at the portal,
// strength on the owner's side of every front (also a side standing on base defense).
#include "engine/cards/technology.hpp"

namespace eden::detail {

namespace {

// Technology conditions speak of the owner's role on the front: attacking, defending or either.
bool side_condition_holds(Condition c, bool attacking) {
    switch (c) {
        case Condition::none:
            return true;
        case Condition::attacking:
            return attacking;
        case Condition::defending:
            return !attacking;
        default:
            return false;
    }
}

}  // namespace

int technology::technology_amount(const GameState& g, int p, Verb verb) {
    int total = 0;
    for (CardId c : player(g, p).technologies)
        for (const Ability& a : def(g, c).abilities)
            if (a.timing == Timing::permanent)
                for (const Effect& e : a.effects)
                    if (e.verb == verb) total += e.amount;
    return total;
}

int technology::max_fronts(const GameState& g, int p) {
    return g.rules().max_fronts + technology_amount(g, p, Verb::extra_front);
}

std::vector<StrengthItem> technology::side_extras(const GameState& g, const Battle& b, int front,
                                                  bool attacking) {
    const Front& f = b.fronts.at(static_cast<std::size_t>(front));
    const BattleSide& s = attacking ? f.attack : f.defense;
    std::vector<StrengthItem> out;
    if (s.side_bonus != 0) out.push_back({text::Message("strength.abilities"), s.side_bonus});
    const int owner = attacking ? b.attacker : f.defender;
    if (owner == kNoPlayer || player(g, owner).eliminated) return out;
    for (CardId c : player(g, owner).technologies) {
        const CardDef& d = def(g, c);
        int amount = 0;
        for (const Ability& a : d.abilities)
            if (a.timing == Timing::permanent && side_condition_holds(a.condition, attacking))
                for (const Effect& e : a.effects)
                    if (e.verb == Verb::add_strength && e.target == Target::allied_side)
                        amount += e.amount;
        if (amount != 0)
            out.push_back({text::Message("strength.card").with("card", text::Card{c}), amount});
    }
    return out;
}

}  // namespace eden::detail
