// The start and end of the dragons' turn on their state (include/eden/dragons/turn.hpp).
// Rulebook: 000 "Mechanics", Baby Dragon; RULES.md §4 "Dragons".
#include "eden/dragons/turn.hpp"

#include <algorithm>
#include <stdexcept>

#include "eden/dragons/decks.hpp"

namespace eden {

namespace {

long copies_in_piles(const DragonPiles& piles, const std::string& id) {
    return std::count(piles.deck.begin(), piles.deck.end(), id) +
           std::count(piles.discard.begin(), piles.discard.end(), id);
}

// The pile functions of dragons/decks.cpp drop the cards they remove: they are recorded here as
// having left the game, so no dragon card vanishes unaccounted.
int record_removed(DragonState& d, const std::string& id, long before) {
    const int gone = static_cast<int>(before - copies_in_piles(d.piles, id));
    for (int i = 0; i < gone; ++i)
        d.removed.push_back(id);
    return gone;
}

}  // namespace

DragonTurnStart begin_dragons_turn(DragonState& d, const DragonDeckDef& def, int round, Rng& rng) {
    DragonTurnStart out;
    out.base_defense = d.base_defense;
    if (round < def.base_defense.from_round) return out;
    out.improved = true;
    d.base_defense += def.base_defense.step;
    out.base_defense = d.base_defense;
    const std::string& baby = def.improvement.card;
    const long before = copies_in_piles(d.piles, baby);
    out.card_added = improve_dragon_deck(d.piles, d.reserve, def, rng);
    out.cards_removed = record_removed(d, baby, before);
    return out;
}

int draw_dragons_target(DragonState& d, const DragonDeckDef& def, Rng& rng) {
    d.turn = DragonTurn{};
    d.turn->target_card = draw_target_card(d.targets, def, rng);
    return d.turn->target_card;
}

std::optional<DragonSelection> next_dragon_selection(DragonState& d, const DragonDeckDef& def,
                                                     const DragonMapView& view) {
    if (!d.turn) throw std::logic_error("next_dragon_selection: the dragons' turn is not on");
    DragonTurn& t = *d.turn;
    if (!t.attacks.empty())
        throw std::logic_error("next_dragon_selection: the last selection's attacks remain");
    const DragonTargetCard& card = def.target(t.target_card);
    if (t.selections_done >= card.times) return std::nullopt;
    ++t.selections_done;
    DragonSelection out;
    for (Hex h : dragon_targets(card, view)) {
        const auto owner = view.players.find(h);
        if (owner == view.players.end()) {
            out.wild.push_back(h);
            continue;
        }
        out.players.push_back(h);
        t.attacked.insert(owner->second);
    }
    t.attacks = out.players;
    return out;
}

int end_dragons_turn(DragonState& d, const DragonDeckDef& def, Rng& rng) {
    const DragonTurn turn = d.turn.value_or(DragonTurn{});
    d.turn.reset();
    d.attacked_last_turn = turn.attacked;
    if (!turn.baby_dragon_played) return 0;
    const std::string& baby = def.baby_dragons_played.card;
    const long before = copies_in_piles(d.piles, baby);
    destroy_played_baby_dragons(d.piles, def, rng);
    return record_removed(d, baby, before);
}

DragonMapView dragon_map_view(const DragonState& d, const Map& map, const Control& control,
                              DistanceMetric metric) {
    DragonMapView view;
    view.map = &map;
    view.dragons = d.territories;
    view.players = control;
    view.attacked_last_turn = d.attacked_last_turn;
    view.metric = metric;
    return view;
}

}  // namespace eden
