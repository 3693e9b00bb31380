// Troops (the `classic` ruleset, 002): placing the starting troops when settling, and the
// Reinforcements phase's new troops and moves. The one place that reads troops.*.
//
// Rulebook: 002 §Conquest "Setup" ("each player receives 5 troops ... on their portal tile as
// well as the tiles in direct contact with it ... at least 1 troop per tile"), §Basics ("Having
// at least 1 troop on a tile gives a player control of it"), §The Reinforcements phase ("receives
// 3 new troops, or 4 if they control the Heart of Eden, which they may freely place on any of
// their territories. They are also free to move troops across the borders between their
// territories"); RULES.md §5 C2, C8.
//
// Taking a portal: "all that player's remaining troops are replaced by troops from the attacking
// player" (002 §The Expansion phase; RULES.md §5 C9), so his territories become the captor's.
//
// Our readings where 002 is silent: troops are placed one at a time (each a Decision), and moved
// one at a time. RULES.md §5 C12: the moves are free, any number, each across one border between
// the player's own territories, so troops may travel along a chain; a moved-from territory keeps
// at least 1 troop, so moves never give up a territory.
#include "eden/conquest/troops.hpp"

#include <algorithm>

#include "engine/conquest/troops.hpp"
#include "engine/conquest/wild_markers.hpp"

namespace eden::detail {

int troops_on(const ConquestState& c, Hex at) {
    const auto it = c.troops.find(at);
    return it == c.troops.end() ? 0 : it->second;
}

namespace {

// The player's territories, in the order of their hexes (deterministic).
std::vector<Hex> own_territories(const GameState& g, int p) {
    std::vector<Hex> out;
    for (const auto& [hex, owner] : control_of(g))
        if (owner == p) out.push_back(hex);
    return out;
}

// Settling: where the next starting troop may go. While there are no more troops left than
// empty territories, only the empty ones (002: at least 1 troop per tile).
std::vector<Hex> settle_spots(const GameState& g, int p) {
    const ConquestState& c = st(g);
    const std::vector<Hex> own = own_territories(g, p);
    std::vector<Hex> empty;
    for (Hex h : own)
        if (troops_on(c, h) == 0) empty.push_back(h);
    if (!empty.empty() && c.troops_left <= static_cast<int>(empty.size())) return empty;
    return own;
}

// Troops that may leave `from`: all but its last (C12: those that just arrived too).
int movable_from(const ConquestState& c, Hex from) {
    return troops_on(c, from) - 1;
}

std::vector<MoveTroop> troop_moves(const GameState& g, int p) {
    const ConquestState& c = st(g);
    std::vector<MoveTroop> out;
    for (Hex from : own_territories(g, p)) {
        if (movable_from(c, from) <= 0) continue;
        for (Hex to : map_of(g).placed_neighbours(from)) {
            const auto owner = control_of(g).find(to);
            if (owner != control_of(g).end() && owner->second == p)
                out.push_back(MoveTroop{from, to});
        }
    }
    return out;
}

void place_troops(GameState& g, int p, Hex at, int count, Events& ev) {
    st(g).troops[at] += count;
    ev.push_back(TroopsPlaced{p, at, count});
}

// Starting troops too few for every territory: those left empty are not controlled (002 §Basics).
void give_up_empty_territories(GameState& g, int p) {
    for (Hex h : own_territories(g, p))
        if (troops_on(st(g), h) == 0) control_of(g).erase(h);
}

}  // namespace

bool troops::troops_in_play(const GameState& g) {
    return g.rules().troops;
}

// troops.captured (RULES.md §5 C9, §6 F9): the loser's troops become the captor's (002), or
// each territory gets 1 troop of the captor in their place (004).
void troops::troops_change_sides(GameState& g, int loser, int captor, Events& ev) {
    if (!troops_in_play(g) || captor == kNoPlayer) return;
    for (Hex h : own_territories(g, loser)) {
        control_of(g)[h] = captor;
        ev.push_back(TerritoryTaken{captor, loser, h});
        switch (g.rules().captured_troops) {
            case CapturedTroops::replaced:  // the troops on it stay, now the captor's
                break;
            case CapturedTroops::one_each:
                if (const int n = troops_on(st(g), h); n > 1) {
                    st(g).troops[h] = 1;
                    ev.push_back(TroopsLost{loser, h, n - 1});
                }
                break;
        }
    }
}

// troops.starting (RULES.md §5 C2, §6 F1): placed by the player, a Decision per troop (002), or
// laid out by the rule, nothing to choose (004).
void troops::begin_settle_troops(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    c.step = ConquestStep::settle_troops;
    switch (g.rules().starting_troops) {
        case StartingTroops::placed:
            c.troops_left = g.rules().troops_at_start;
            return;
        case StartingTroops::by_portal: {
            // 004: "Placer au centre de chaque tuile portail un cube de la couleur
            // correspondante, et au centre de chaque tuile directement au contact de celle-ci
            // deux cubes de la même couleur."
            c.troops_left = 0;
            const auto portal = map_of(g).portal_of(c.current);
            for (Hex h : own_territories(g, c.current))
                place_troops(g, c.current, h, portal && h == *portal ? 1 : 2, ev);
            return;
        }
    }
}

// troops.reinforcements_on (RULES.md §5 C8, §6 F8): placed one at a time on his territories
// (002), or all on his portal (004 §La phase de Logistique: "Chaque joueur reçoit 2 nouvelles
// troupes, +1 s'il contrôle le Cœur d'Eden, et les place sur sa tuile portail").
void troops::begin_reinforcements(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    c.step = ConquestStep::reinforce_troops;
    c.troops_left =
        holds_heart(g, c.current) ? g.rules().troops_per_round_heart : g.rules().troops_per_round;
    const auto portal = map_of(g).portal_of(c.current);
    if (g.rules().reinforcements_on == ReinforcementsOn::portal && c.troops_left > 0 && portal &&
        controller_of(control_of(g), *portal) == c.current) {
        place_troops(g, c.current, *portal, c.troops_left, ev);
        c.troops_left = 0;
    }
    if (c.troops_left == 0) c.step = ConquestStep::move_troops;
}

// True when the current player has placed every troop of the step (settling or reinforcing).
bool troops::troops_placed(GameState& g) {
    ConquestState& c = st(g);
    if (c.troops_left > 0) return false;
    if (c.step == ConquestStep::settle_troops) give_up_empty_territories(g, c.current);
    if (c.step == ConquestStep::reinforce_troops) c.step = ConquestStep::move_troops;
    return true;
}

void troops::apply_troops(GameState& g, const Action& a, Events& ev) {
    ConquestState& c = st(g);
    if (const auto* place = std::get_if<PlaceTroop>(&a)) {
        place_troops(g, c.current, place->at, 1, ev);
        --c.troops_left;
        return;
    }
    if (const auto* move = std::get_if<MoveTroop>(&a)) {
        --c.troops[move->from];
        ++c.troops[move->to];
        ev.push_back(TroopsMoved{c.current, move->from, move->to, 1});
        return;
    }
    // Done: the moves are over.
}

Decision troops::troops_pending(const GameState& g) {
    const ConquestState& c = st(g);
    const int p = c.current;
    Decision d;
    d.player = p;
    // Troops lie on the board for everyone to see: nothing hidden is asked about.
    switch (c.step) {
        case ConquestStep::settle_troops:
            d.kind = DecisionKind::place_troops;
            if (g.prompts())
                d.prompt = text::Message("prompt.place_starting_troops")
                               .with("player", text::Seat{p})
                               .with("count", c.troops_left);
            for (Hex h : settle_spots(g, p))
                d.options.push_back(PlaceTroop{h});
            break;
        case ConquestStep::reinforce_troops:
            d.kind = DecisionKind::place_troops;
            if (g.prompts())
                d.prompt = text::Message("prompt.place_new_troops")
                               .with("player", text::Seat{p})
                               .with("count", c.troops_left);
            for (Hex h : own_territories(g, p))
                d.options.push_back(PlaceTroop{h});
            break;
        case ConquestStep::move_troops:
            d.kind = DecisionKind::move_troops;
            if (g.prompts())
                d.prompt = text::Message("prompt.move_troops").with("player", text::Seat{p});
            for (const MoveTroop& m : troop_moves(g, p))
                d.options.push_back(m);
            d.options.push_back(Done{});
            break;
        default:
            break;
    }
    return d;
}

}  // namespace eden::detail

namespace eden {

int troops_on(const GameState& state, Hex at) {
    return detail::troops_on(state.conquest(), at);
}

std::optional<std::string> troops_inconsistency(const GameState& state) {
    const ConquestState& c = state.conquest();
    const bool troop_step = c.step == ConquestStep::settle_troops ||
                            c.step == ConquestStep::reinforce_troops ||
                            c.step == ConquestStep::move_troops;
    if (!state.rules().troops) {
        if (!c.troops.empty() || c.troops_left != 0 || troop_step || !c.wild_markers.empty())
            return std::string("troops in a game without troops (troops.enabled is false)");
        return std::nullopt;
    }
    if (auto problem = detail::wild_markers::inconsistency(state)) return problem;
    for (const auto& [hex, n] : c.troops) {
        if (n < 1) return "an empty troop count on " + to_string(hex);
        if (!state.control().contains(hex))
            return "troops on " + to_string(hex) + ", a territory nobody controls";
    }
    if (c.round >= 1)
        for (const auto& [hex, owner] : state.control())
            if (troops_on(state, hex) == 0)
                return "player " + std::to_string(owner + 1) + " controls " + to_string(hex) +
                       " without a troop on it";
    const Rules& r = state.rules();
    const int most = std::max({r.troops_at_start, r.troops_per_round, r.troops_per_round_heart});
    if (c.troops_left < 0 || c.troops_left > most || (c.troops_left > 0 && !troop_step))
        return "troops left to place out of range, or outside a troop step";
    return std::nullopt;
}

}  // namespace eden
