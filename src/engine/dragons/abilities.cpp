// What the dragons' cards do (include/eden/dragons/abilities.hpp). Rulebook: 000 "Dragon battle
// cards" and "Mechanics"; RULES.md §4 "A dragon attack".
#include "eden/dragons/abilities.hpp"

#include <algorithm>
#include <stdexcept>

namespace eden {

namespace {

const CardDef& def_of(const DragonDeckDef& deck, const std::string& id) {
    const CardDef* c = deck.card(id);
    if (!c) throw std::invalid_argument("no dragon card \"" + id + "\"");
    return *c;
}

int per_count(Per per, const DragonFrontView& front) {
    switch (per) {
        case Per::none:
            return 1;
        case Per::other_allied_unit:
            return static_cast<int>(front.dragons.size()) - 1;
        case Per::enemy_unit:
            // A dragon's strength is counted against the player's side, which these views do not
            // hold; no dragon card counts enemy units.
            throw std::invalid_argument("a dragon's strength does not count enemy units");
        case Per::dragon_territory_besides_heart:
            return front.dragon_territories_besides_heart;
    }
    return 1;
}

}  // namespace

bool dragon_condition_holds(Condition c, const DragonDeckDef& deck, const DragonFrontView& front) {
    const bool king_here =
        std::any_of(front.dragons.begin(), front.dragons.end(),
                    [&](const DragonUnitView& u) { return u.card == deck.king; });
    switch (c) {
        case Condition::none:
            return true;
        case Condition::enemy_by_hand:
            return front.enemy_by_hand;
        case Condition::enemy_by_base_defense:
            return !front.enemy_by_hand;
        case Condition::king_of_eden_on_front:
            return king_here;
        case Condition::no_king_of_eden_on_front:
            return !king_here;
        case Condition::hand_empty:
        case Condition::on_top_row:
        case Condition::defending:
        case Condition::attacking:
        case Condition::self_doomed:
            // No dragon card is written with these; the data check keeps it so.
            break;
    }
    throw std::invalid_argument("a dragon ability cannot hold under \"" +
                                std::string(to_string(c)) + "\"");
}

int dragon_unit_strength(const DragonDeckDef& deck, const DragonFrontView& front,
                         std::size_t index) {
    const CardDef& me = def_of(deck, front.dragons.at(index).card);
    int strength = me.strength;
    for (std::size_t i = 0; i < front.dragons.size(); ++i) {
        const CardDef& giver = def_of(deck, front.dragons[i].card);
        for (const Ability& a : giver.abilities) {
            if (a.timing != Timing::permanent) continue;
            if (!dragon_condition_holds(a.condition, deck, front)) continue;
            for (const Effect& e : a.effects) {
                if (e.verb != Verb::add_strength) continue;
                const bool reaches = (e.target == Target::self && i == index) ||
                                     (e.target == Target::other_allied_units && i != index) ||
                                     e.target == Target::allied_units;
                if (reaches) strength += e.amount * per_count(e.per, front);
            }
        }
    }
    return strength;
}

int dragon_side_strength(const DragonDeckDef& deck, const DragonFrontView& front) {
    int sum = 0;
    for (std::size_t i = 0; i < front.dragons.size(); ++i)
        sum += dragon_unit_strength(deck, front, i);
    return sum;
}

std::vector<Ability> dragon_abilities_on_front(const DragonDeckDef& deck,
                                               const DragonFrontView& front, std::size_t index) {
    const CardDef& me = def_of(deck, front.dragons.at(index).card);
    const Effect* replacement = nullptr;
    for (std::size_t i = 0; i < front.dragons.size() && !replacement; ++i) {
        if (i == index) continue;
        for (const Ability& a : def_of(deck, front.dragons[i].card).abilities)
            for (const Effect& e : a.effects)
                if (e.verb == Verb::replace_abilities &&
                    std::find(e.cards.begin(), e.cards.end(), me.id) != e.cards.end())
                    replacement = &e;
    }
    if (!replacement) return me.abilities;
    std::vector<Ability> out;
    for (const Ability& a : me.abilities)
        if (a.timing == Timing::permanent) out.push_back(a);
    Ability becomes;
    becomes.timing = Timing::immediate;
    becomes.effects = replacement->becomes;
    out.push_back(becomes);
    return out;
}

bool dragon_never_collapses(const CardDef& card) {
    for (const Ability& a : card.abilities)
        if (a.timing == Timing::permanent)
            for (const Effect& e : a.effects)
                if (e.verb == Verb::never_collapses) return true;
    return false;
}

std::vector<std::size_t> dragons_doomable_for(const AbilityCost& cost, const DragonFrontView& front,
                                              std::size_t index) {
    std::vector<std::size_t> out;
    if (cost.kind != CostKind::doom_allied_named) return out;
    for (std::size_t i = 0; i < front.dragons.size(); ++i) {
        const DragonUnitView& u = front.dragons[i];
        if (i == index || u.doomed) continue;
        if (std::find(cost.cards.begin(), cost.cards.end(), u.card) != cost.cards.end())
            out.push_back(i);
    }
    return out;
}

UnitChoice dragon_get_rid_of_choice(const Effect& effect,
                                    const std::vector<PlayerUnitView>& units) {
    UnitChoice out;
    std::vector<std::size_t> pool;
    const bool bottom_only = effect.target == Target::enemy_bottom_row_cost_5_or_most_expensive;
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (bottom_only && !units[i].bottom_row) continue;
        if (effect.max_cost > 0 && units[i].cost > effect.max_cost) continue;
        pool.push_back(i);
    }
    switch (effect.target) {
        case Target::enemy_unit_enemy_chooses:
            out.candidates = pool;
            out.player_chooses = true;
            return out;
        case Target::chosen_enemy_unit:
            out.candidates = pool;
            return out;
        case Target::enemy_cost_5_or_most_expensive:
        case Target::enemy_bottom_row_cost_5_or_most_expensive: {
            if (pool.empty()) return out;
            const bool any_five = std::any_of(pool.begin(), pool.end(),
                                              [&](std::size_t i) { return units[i].cost == 5; });
            int top_cost = 0;
            for (std::size_t i : pool)
                top_cost = std::max(top_cost, units[i].cost);
            const int wanted = any_five ? 5 : top_cost;
            int top_strength = 0;
            bool first = true;
            for (std::size_t i : pool)
                if (units[i].cost == wanted && (first || units[i].strength > top_strength)) {
                    top_strength = units[i].strength;
                    first = false;
                }
            for (std::size_t i : pool)
                if (units[i].cost == wanted && units[i].strength == top_strength)
                    out.candidates.push_back(i);
            out.player_chooses = out.candidates.size() > 1;
            return out;
        }
        default:
            throw std::invalid_argument("a dragon gets rid of enemy units only, not \"" +
                                        std::string(to_string(effect.target)) + "\"");
    }
}

std::size_t dragons_choose(const std::vector<int>& margins, Rng& rng) {
    if (margins.empty()) throw std::invalid_argument("the dragons choose among no option");
    const int lowest = *std::min_element(margins.begin(), margins.end());
    std::vector<std::size_t> best;
    for (std::size_t i = 0; i < margins.size(); ++i)
        if (margins[i] == lowest) best.push_back(i);
    if (best.size() == 1) return best.front();
    return best[static_cast<std::size_t>(
        rng.uniform_int(0, static_cast<std::int64_t>(best.size()) - 1))];
}

int dragons_draw(DragonPiles& piles, int n, Rng& rng) {
    int drawn = 0;
    for (; drawn < n; ++drawn) {
        if (piles.deck.empty()) {
            if (piles.discard.empty()) break;
            piles.deck = std::move(piles.discard);
            piles.discard.clear();
            rng.shuffle(piles.deck);
        }
        piles.hand.push_back(piles.deck.back());
        piles.deck.pop_back();
    }
    return drawn;
}

int dragons_discard_random(DragonPiles& piles, int n, Rng& rng) {
    int discarded = 0;
    for (; discarded < n && !piles.hand.empty(); ++discarded) {
        const auto i = static_cast<std::size_t>(
            rng.uniform_int(0, static_cast<std::int64_t>(piles.hand.size()) - 1));
        piles.discard.push_back(piles.hand[i]);
        piles.hand.erase(piles.hand.begin() + static_cast<std::ptrdiff_t>(i));
    }
    return discarded;
}

}  // namespace eden
