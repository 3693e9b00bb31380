#include "eden/conquest/frontier.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "engine/conquest/control_by_index.hpp"

namespace eden {

std::optional<int> controller_of(const Control& control, Hex territory) {
    auto it = control.find(territory);
    if (it == control.end()) return std::nullopt;
    return it->second;
}

bool is_frontier_of(const Map& map, const Control& control, int player, const Frontier& f) {
    return map.has(f.allied) && map.has(f.enemy) && are_adjacent(f.allied, f.enemy) &&
           controller_of(control, f.allied) == player && controller_of(control, f.enemy) != player;
}

namespace {

// kHexDirections in the order of the hexes they lead to (by q, then r), so that a tile's
// frontiers come out sorted.
constexpr std::array<std::size_t, 6> kDirectionsInHexOrder = [] {
    std::array<std::size_t, 6> order{0, 1, 2, 3, 4, 5};
    std::sort(order.begin(), order.end(),
              [](std::size_t a, std::size_t b) { return kHexDirections[a] < kHexDirections[b]; });
    return order;
}();

}  // namespace

std::vector<Frontier> frontiers_of(const Map& map, const Control& control, int player) {
    std::vector<Frontier> out;
    // Every expansion decision lists the frontiers: neighbours by index, no vector per tile,
    // and their controllers from a flat table rather than one map search each. The tiles are
    // in hex order and each one's neighbours are visited in hex order, so the list comes out
    // sorted with no sort.
    const std::vector<int> owner = detail::controllers_by_index(map, control);
    out.reserve(16);  // enough for most turns: one allocation, not one per doubling
    for (std::size_t t = 0; t < owner.size(); ++t) {
        if (owner[t] != player) continue;
        const Hex hex = map.tiles()[t].first;
        const auto around = map.neighbour_indices(hex);
        for (std::size_t i : kDirectionsInHexOrder) {
            if (around[i] < 0) continue;
            if (owner[static_cast<std::size_t>(around[i])] != player)
                out.push_back({hex, hex + kHexDirections[i]});
        }
    }
    return out;
}

std::vector<int> opponents_across(const Map& map, const Control& control, int player) {
    std::vector<int> out;
    for (const Frontier& f : frontiers_of(map, control, player))
        if (auto seat = controller_of(control, f.enemy)) out.push_back(*seat);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

int additional_subphase_cost(const Map& map, const Rules& rules, int player, Hex target) {
    if (!map.has(target))
        throw std::logic_error("additional_subphase_cost: no territory at " + to_string(target));
    const std::optional<Hex> portal = map.portal_of(player);
    if (!portal || map.at(*portal)->portal_destroyed)
        throw std::logic_error("additional_subphase_cost: player " + std::to_string(player) +
                               " has no standing portal");
    const int d = map.distance(*portal, target, rules.distance_metric);
    if (d == kUnreachable)
        throw std::logic_error("additional_subphase_cost: no path from player " +
                               std::to_string(player) + "'s portal to " + to_string(target));
    return d;
}

}  // namespace eden
