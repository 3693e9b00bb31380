// The heuristic bot's troops (the `classic` ruleset, 002): a troop defends the territory it
// stands on (+1 per troop, RULES.md §5 C5), so new troops go where enemies or wild land touch,
// the thinnest such border first; moves are declined (the borders are fed by placement). A front
// gets every troop its territory can send (+1 strength each); a retreat goes where placement
// would; a territory taken shares its attackers with the territories they came from until
// neither holds more than one troop beyond the other.
#include <limits>

#include "bots/heuristic_parts.hpp"
#include "eden/conquest/troops.hpp"

namespace eden::bots::heuristic {

namespace {

// Placed neighbours of `at` that `me` does not control: the border a troop there faces.
int foreign_neighbours(const GameState& s, int me, Hex at) {
    int n = 0;
    for (Hex h : s.map().placed_neighbours(at)) {
        const auto owner = s.control().find(h);
        if (owner == s.control().end() || owner->second != me) ++n;
    }
    return n;
}

}  // namespace

Action choose_troop_placement(const GameState& s, const Decision& d) {
    const Action* best = &d.options.front();
    double best_score = -std::numeric_limits<double>::infinity();
    for (const Action& a : d.options) {
        const auto* place = std::get_if<PlaceTroop>(&a);
        if (!place) continue;
        // An empty territory first (settling: at least one each), then the most exposed border
        // per troop already there.
        const int here = troops_on(s, place->at);
        const double score =
            (here == 0 ? 100.0 : 0.0) + foreign_neighbours(s, d.player, place->at) / (1.0 + here);
        if (score > best_score) {
            best_score = score;
            best = &a;
        }
    }
    return *best;
}

Action choose_troops_to_send(const GameState&, const Decision& d) {
    return d.options.back();  // the options count up from 1
}

Action choose_occupation(const GameState& s, const Decision& d) {
    const Action* done = nullptr;
    for (const Action& a : d.options) {
        if (std::holds_alternative<Done>(a)) done = &a;
        const auto* move = std::get_if<MoveTroop>(&a);
        if (move && troops_on(s, move->from) > troops_on(s, move->to) + 1) return a;
    }
    return done ? *done : d.options.front();
}

// A bonus turn when a territory just taken can pay its troop and still attack (3 troops).
Action choose_bonus_turn(const GameState& s, const Decision&) {
    for (Hex h : s.conquest().turn.taken_from_players)
        if (troops_on(s, h) >= 3) return TakeBonusTurn{};
    return Done{};
}

Action choose_troop_move(const GameState&, const Decision& d) {
    for (const Action& a : d.options)
        if (std::holds_alternative<Done>(a)) return a;
    return d.options.front();
}

}  // namespace eden::bots::heuristic
