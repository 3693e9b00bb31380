// Map creation for the heuristic bot: RULES.md §2 "Map creation". Tiles go anywhere legal (a
// random choice from the bot's own generator); the portal goes down as soon as it may, on the
// spot farthest from the other portals, and then stays put.
#include <algorithm>
#include <limits>

#include "bots/heuristic_parts.hpp"

namespace eden::bots::heuristic {

namespace {

const Action& pick(const std::vector<const Action*>& among, Rng& rng) {
    const auto i = rng.uniform_int(0, static_cast<std::int64_t>(among.size()) - 1);
    return *among[static_cast<std::size_t>(i)];
}

// The PlacePortal option farthest (grid distance) from every other portal on the map; ties at
// random.
std::optional<Action> safest_portal(const GameState& s, const Decision& d, Rng& rng) {
    std::vector<Hex> others;
    for (Hex h : s.map().portals())
        if (s.map().at(h)->portal_owner != d.player) others.push_back(h);
    int best = -1;
    std::vector<const Action*> best_options;
    for (const Action& a : d.options) {
        const auto* place = std::get_if<PlacePortal>(&a);
        if (!place) continue;
        int nearest = std::numeric_limits<int>::max();
        for (Hex o : others)
            nearest = std::min(nearest, grid_distance(o, place->at));
        if (nearest > best) {
            best = nearest;
            best_options.clear();
        }
        if (nearest == best) best_options.push_back(&a);
    }
    if (best_options.empty()) return std::nullopt;
    return pick(best_options, rng);
}

}  // namespace

Action choose_map_creation(const GameState& s, const Decision& d, Rng& rng) {
    if (auto portal = safest_portal(s, d, rng)) return *portal;
    // Keep a portal that is down: never take it up again.
    for (const Action& a : d.options)
        if (std::holds_alternative<FinishPortalStep>(a)) return a;
    std::vector<const Action*> rest;
    for (const Action& a : d.options)
        if (!std::holds_alternative<RemovePortal>(a)) rest.push_back(&a);
    if (rest.empty()) return d.options.front();
    return pick(rest, rng);
}

}  // namespace eden::bots::heuristic
