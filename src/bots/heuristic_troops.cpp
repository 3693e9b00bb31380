// The heuristic bot's troops (the `classic` ruleset, 002): a troop defends the territory it
// stands on (+1 per troop, RULES.md §5 C5), so new troops go where enemies or wild land touch,
// the thinnest such border first; moves carry the troops a territory can spare to the borders. A
// front
// gets every troop its territory can send (+1 strength each); a retreat goes where placement
// would; a territory taken shares its attackers with the territories they came from until
// neither holds more than one troop beyond the other.
#include <limits>
#include <map>
#include <vector>

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

// Troops flow out to the borders: a territory sends one troop beyond what its own border asks
// (1, +1 per foreign neighbour) to a touching territory nearer the border, or, on the border,
// to one that holds at least 3 fewer. Each move brings a troop strictly nearer the border or
// evens two counts, so the moves end. 004 puts the new troops on the portal (RULES.md §6 F8),
// far from the wild land; 002 lets the bot place them on the border, and moves are declined
// there (measured: they let the random bot win 4 of 200 classic games it never won before).
Action choose_troop_move(const GameState& s, const Decision& d) {
    const int me = d.player;
    if (s.rules().reinforcements_on != ReinforcementsOn::portal) {
        for (const Action& a : d.options)
            if (std::holds_alternative<Done>(a)) return a;
        return d.options.front();
    }
    const auto depth = [&](Hex at) {  // steps to the nearest territory touching foreign land
        std::map<Hex, int> seen{{at, 0}};
        std::vector<Hex> queue{at};
        for (std::size_t i = 0; i < queue.size(); ++i) {
            if (foreign_neighbours(s, me, queue[i]) > 0) return seen[queue[i]];
            for (Hex n : s.map().placed_neighbours(queue[i])) {
                const auto owner = s.control().find(n);
                if (owner != s.control().end() && owner->second == me &&
                    seen.emplace(n, seen[queue[i]] + 1).second)
                    queue.push_back(n);
            }
        }
        return std::numeric_limits<int>::max();
    };
    const Action* done = nullptr;
    for (const Action& a : d.options) {
        if (std::holds_alternative<Done>(a)) done = &a;
        const auto* move = std::get_if<MoveTroop>(&a);
        if (!move) continue;
        const int from = troops_on(s, move->from);
        if (from - 1 < 1 + foreign_neighbours(s, me, move->from)) continue;
        const int deep = depth(move->from);
        if (depth(move->to) < deep) return a;
        if (deep == 0 && foreign_neighbours(s, me, move->to) > 0 &&
            troops_on(s, move->to) + 3 <= from)
            return a;
    }
    return done ? *done : d.options.front();
}

}  // namespace eden::bots::heuristic
