// The dragons playing a hand against base defense (include/eden/dragons/hand_play.hpp).
// Rulebook: 000 "Mechanics", "Dragon battle cards"; RULES.md §4 "A dragon attack".
#include "eden/dragons/hand_play.hpp"

#include <stdexcept>

namespace eden {

namespace {

// Pays an ability's costs for the dragon at `index`; false if it cannot be paid (then the
// ability does not happen: RULES.md §2, "do X to do Y" needs X paid).
bool pay_costs(const Ability& a, DragonFrontView& front, std::size_t index, Rng& rng) {
    for (const AbilityCost& cost : a.costs) {
        if (cost.kind != CostKind::doom_allied_named)
            throw std::invalid_argument("a dragon cannot pay \"" +
                                        std::string(to_string(cost.kind)) + "\"");
        for (int n = 0; n < cost.amount; ++n) {
            const auto doomable = dragons_doomable_for(cost, front, index);
            if (doomable.empty()) return false;
            // A doomed dragon still fights this battle: every choice leaves the same margin, so
            // the dragons' rule falls to its tie-break.
            const std::vector<int> margins(doomable.size(), 0);
            front.dragons[doomable[dragons_choose(margins, rng)]].doomed = true;
        }
    }
    return true;
}

void carry_out(const Effect& e, DragonPiles& piles, DragonHandResult& out, Rng& rng) {
    switch (e.verb) {
        case Verb::draw:
            dragons_draw(piles, e.amount, rng);
            return;
        case Verb::discard_random:
            dragons_discard_random(piles, e.amount, rng);
            return;
        case Verb::enemy_discards:
            out.player_random_discards += e.amount;
            return;
        case Verb::get_rid_of:
        case Verb::enemy_discards_chosen:
            // Base defense: no player unit to get rid of. On the Heart the hand is played when
            // the front opens, before the attacker's units come (RULES.md §4, our reading).
            return;
        default:
            throw std::invalid_argument("a dragon's immediate ability cannot \"" +
                                        std::string(to_string(e.verb)) + "\"");
    }
}

}  // namespace

DragonHandResult play_dragon_hand_on_base_defense(const DragonDeckDef& def, DragonPiles& piles,
                                                  const std::vector<std::string>& opening,
                                                  int dragon_territories_besides_heart, Rng& rng,
                                                  bool enemy_by_hand, int hand_size) {
    DragonHandResult out;
    out.front.enemy_by_hand = enemy_by_hand;
    out.front.dragon_territories_besides_heart = dragon_territories_besides_heart;
    for (const std::string& id : opening)
        out.front.dragons.push_back({id, false});
    dragons_draw(piles, hand_size < 0 ? def.hand_size : hand_size, rng);
    while (!piles.hand.empty()) {
        const auto pick = static_cast<std::size_t>(
            rng.uniform_int(0, static_cast<std::int64_t>(piles.hand.size()) - 1));
        const std::string card = piles.hand[pick];
        piles.hand.erase(piles.hand.begin() + static_cast<std::ptrdiff_t>(pick));
        out.front.dragons.push_back({card, false});
        if (card == def.baby_dragons_played.card) out.baby_dragon_played = true;
        const std::size_t index = out.front.dragons.size() - 1;
        for (const Ability& a : dragon_abilities_on_front(def, out.front, index)) {
            if (a.timing != Timing::immediate) continue;
            if (!dragon_condition_holds(a.condition, def, out.front)) continue;
            if (!pay_costs(a, out.front, index, rng)) continue;
            for (const Effect& e : a.effects)
                carry_out(e, piles, out, rng);
        }
    }
    out.strength = dragon_side_strength(def, out.front);
    return out;
}

}  // namespace eden
