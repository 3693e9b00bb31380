// The dragons' state at the start of a King of Eden conquest and its consistency
// (include/eden/dragons/state.hpp). Rulebook: RULES.md §4 "Dragons", "Decks"; 000 "Mechanics".
#include "eden/dragons/state.hpp"

#include <algorithm>
#include <map>

namespace eden {

DragonState start_dragons(const DragonDeckDef& def, Hex heart, Rng& rng) {
    DragonState d;
    d.piles.deck = def.starting_deck();
    rng.shuffle(d.piles.deck);
    d.reserve = def.starting_reserve();
    d.targets = start_target_deck(def, rng);
    d.base_defense = def.base_defense.start;
    d.territories.insert(heart);
    return d;
}

namespace {

std::optional<std::string> card_count_problem(const DragonState& d, const DragonDeckDef& def) {
    std::map<std::string, int> seen;
    auto count = [&seen](const std::vector<std::string>& pile) {
        for (const std::string& id : pile)
            ++seen[id];
    };
    count(d.piles.deck);
    count(d.piles.hand);
    count(d.piles.discard);
    count(d.in_play);
    count(d.reserve);
    count(d.removed);
    for (const auto& [id, n] : seen)
        if (!def.card(id)) return "the dragons hold \"" + id + "\", which their deck does not have";
    // The King of Eden is beside the Heart when he is not on a front: he is in no pile but that.
    const int king_elsewhere =
        seen[def.king] - static_cast<int>(std::count(d.in_play.begin(), d.in_play.end(), def.king));
    if (king_elsewhere != 0 || seen[def.king] > 1)
        return "the King of Eden is in a dragon pile (he stays beside the Heart)";
    for (const CardDef& c : def.cards) {
        if (c.id == def.king) continue;
        if (seen[c.id] != c.copies)
            return "the dragons hold " + std::to_string(seen[c.id]) + " \"" + c.id +
                   "\", their deck " + std::to_string(c.copies);
    }
    return std::nullopt;
}

std::optional<std::string> pile_origin_problem(const DragonState& d, const DragonDeckDef& def) {
    // Only improvement and a played Baby Dragon take cards out of the game (000).
    for (const std::string& id : d.removed)
        if (id != def.improvement.card && id != def.baby_dragons_played.card)
            return "\"" + id + "\" left the game, which no dragon rule does to it";
    // The reserve only ever loses cards, and starts with the reserve's cards only.
    for (const std::string& id : d.reserve)
        if (std::find(def.reserve.begin(), def.reserve.end(), id) == def.reserve.end())
            return "\"" + id + "\" is in the dragons' reserve, which holds cost-5 dragons only";
    return std::nullopt;
}

std::optional<std::string> target_deck_problem(const DragonTargetDeck& t,
                                               const DragonDeckDef& def) {
    if (t.phase < 1 || t.phase > def.last_phase())
        return "the target deck is in phase " + std::to_string(t.phase);
    const std::vector<int> of_phase = def.target_numbers_of_phase(t.phase);
    std::vector<int> sorted = t.cards;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return std::string("a target card is twice in the target deck");
    for (int n : t.cards)
        if (std::find(of_phase.begin(), of_phase.end(), n) == of_phase.end())
            return "target card " + std::to_string(n) + " is not a phase-" +
                   std::to_string(t.phase) + " card";
    return std::nullopt;
}

}  // namespace

std::optional<std::string> dragon_inconsistency(const DragonState& d, const DragonDeckDef& def,
                                                int players) {
    if (auto problem = card_count_problem(d, def)) return problem;
    if (auto problem = pile_origin_problem(d, def)) return problem;
    if (auto problem = target_deck_problem(d.targets, def)) return problem;
    if (d.base_defense < 0) return std::string("a negative dragon base defense");
    auto no_seat = [players](const std::set<int>& seats) {
        return std::any_of(seats.begin(), seats.end(),
                           [players](int s) { return s < 0 || s >= players; });
    };
    if (no_seat(d.attacked_last_turn)) return std::string("the dragons attacked no seat last turn");
    if (d.turn) {
        if (no_seat(d.turn->attacked)) return std::string("the dragons attack no seat this turn");
        const auto& t = def.targets;
        const bool known = std::any_of(t.begin(), t.end(), [&d](const DragonTargetCard& c) {
            return c.number == d.turn->target_card;
        });
        if (!known)
            return "the dragons' turn has no target card " + std::to_string(d.turn->target_card);
        const int times = def.target(d.turn->target_card).times;
        if (d.turn->selections_done < 0 || d.turn->selections_done > times)
            return "target card " + std::to_string(d.turn->target_card) + " selects " +
                   std::to_string(times) + " times, not " + std::to_string(d.turn->selections_done);
        if (d.turn->attack) {
            const DragonAttack& a = *d.turn->attack;
            auto off = [players](int s) { return s < 0 || s >= players; };
            if (off(a.defender)) return std::string("a dragon attack on no seat");
            if (a.supporter != -1 && off(a.supporter))
                return std::string("a dragon attack supported by no seat");
            if (std::any_of(a.to_ask.begin(), a.to_ask.end(), off))
                return std::string("a support question to no seat");
            if (a.dragon_strengths.size() != a.player_strengths.size() ||
                a.dragon_strengths.size() > 2)
                return std::string("a dragon attack with mismatched battle results");
        }
    }
    return std::nullopt;
}

std::optional<std::string> dragon_territory_problem(const DragonState& d, const Map& map,
                                                    const Control& control) {
    for (Hex h : d.territories) {
        if (!map.has(h)) return "the dragons hold " + to_string(h) + ", which is not on the map";
        if (control.contains(h))
            return "the dragons and seat " + std::to_string(control.at(h) + 1) + " both hold " +
                   to_string(h);
    }
    if (d.turn)
        for (Hex h : d.turn->attacks)
            if (!control.contains(h))
                return "the dragons attack " + to_string(h) + ", which no player holds";
    return std::nullopt;
}

}  // namespace eden
