#include "eden/core/invariants.hpp"

#include <algorithm>

#include "eden/conquest/troops.hpp"
#include "engine/dragons/consistency.hpp"

namespace eden {

ConservedTotals conserved_totals(const GameState& state) {
    ConservedTotals t;
    const ConquestState& c = state.conquest();
    for (const auto& [hex, counts] : c.resources)
        t.resources += counts.total();
    for (const PlayerState& p : c.players) {
        t.pure_energy += p.pure_energy;
        t.resources += p.stock;  // game.economy "stock" (002): kept off the map
    }
    for (std::size_t p = 0; p < c.players.size(); ++p)
        if (c.players[p].eliminated) t.eliminated |= 1u << p;
    for (const auto& [hex, n] : c.troops)
        t.troops += n;
    if (c.battle) {  // troops near a frontier, or retreating (RULES.md §5 C5)
        for (const Front& f : c.battle->fronts)
            t.troops += f.attack_troops;
        for (const Retreat& r : c.battle->retreats)
            t.troops += r.count;
    }
    if (c.dragons) {
        t.dragons_removed = static_cast<int>(c.dragons->removed.size());
        t.dragon_reserve = static_cast<int>(c.dragons->reserve.size());
        t.dragons = true;
    }
    return t;
}

std::optional<std::string> invariant_violation(const ConservedTotals& before,
                                               const GameState& after,
                                               const std::vector<Event>& events) {
    ConservedTotals expected = before;
    for (const Event& e : events) {
        if (const auto* x = std::get_if<ResourcesGained>(&e)) expected.resources += x->amount;
        if (const auto* x = std::get_if<ResourcesSpent>(&e)) expected.resources -= x->amount;
        if (const auto* x = std::get_if<ResourcesLost>(&e)) expected.resources -= x->amount;
        if (const auto* x = std::get_if<PureEnergyChanged>(&e)) expected.pure_energy += x->delta;
        if (const auto* x = std::get_if<TroopsPlaced>(&e)) expected.troops += x->count;
        if (const auto* x = std::get_if<TroopsLost>(&e)) expected.troops -= x->count;
    }
    const ConservedTotals now = conserved_totals(after);
    if (now.resources != expected.resources)
        return "resources on the map and in stocks: " + std::to_string(now.resources) +
               ", expected " + std::to_string(expected.resources) + " from the events";
    if (now.pure_energy != expected.pure_energy)
        return "pure energy: " + std::to_string(now.pure_energy) + ", expected " +
               std::to_string(expected.pure_energy) + " from the events";
    if (now.troops != expected.troops)
        return "troops on the map: " + std::to_string(now.troops) + ", expected " +
               std::to_string(expected.troops) + " from the events";
    if (now.dragons_removed < before.dragons_removed)
        return std::string("a dragon card came back into the game");
    if (before.dragons && now.dragon_reserve > before.dragon_reserve)
        return std::string("a dragon card went back to the reserve");
    const ConquestState& c = after.conquest();
    for (const auto& [hex, counts] : c.resources)
        for (int n : counts.by_type)
            if (n < 0) return "a negative resource count at " + to_string(hex);
    for (const PlayerState& p : c.players)
        if (p.pure_energy < 0) return std::string("a negative pure energy count");
    for (const PlayerState& p : c.players)
        if (p.stock < 0) return std::string("a negative stock of resources");
    if (after.phase() == Phase::conquest && after.setup().cards) {
        if (auto problem = conquest_inconsistency(
                c, after.player_count(), static_cast<int>(after.setup().cards->cards.size())))
            return problem;
        if (auto problem =
                detail::dragons_in_game_problem(after.setup(), c, after.map(), after.control()))
            return problem;
        if (auto problem = troops_inconsistency(after)) return problem;
    }
    for (const Event& e : events)
        if (const auto* x = std::get_if<UnitAdded>(&e); x && (before.eliminated >> x->player) & 1u)
            return "player " + std::to_string(x->player + 1) +
                   ", eliminated, added a unit to a front";
    if (!after.is_over()) {
        const Decision& d = after.open_decision();
        const bool plays_a_unit =
            d.kind == DecisionKind::add_unit || d.kind == DecisionKind::defend_front;
        if (plays_a_unit && d.player >= 0 && after.phase() == Phase::conquest &&
            after.conquest().players.at(static_cast<std::size_t>(d.player)).eliminated)
            return "a decision (" + std::string(to_string(d.kind)) + ") asks player " +
                   std::to_string(d.player + 1) + ", eliminated, to play a unit";
        if (d.options.empty()) return "the decision " + asked(d) + " has no legal option";
        for (const Action& a : d.options)
            if (auto why = after.why_illegal(a))
                return "the decision " + asked(d) +
                       " lists an option it refuses: " + text::plain(*why);
    }
    return std::nullopt;
}

}  // namespace eden
