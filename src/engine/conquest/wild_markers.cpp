// Wild territory markers, 004's (the `edition-fr` ruleset). The one part of the rules that reads
// troops.wild_markers (the forecast, outside the parts, asks only whether markers are in play).
//
// Rulebook: 004 §Conquête, Mise en place: "Placer un marqueur territoire sauvage au centre de
// chaque tuile ne comportant pas de cube de couleur : d'abord un marqueur de valeur 2 sur chaque
// tuile adjacente à des cubes de couleur, ensuite un marqueur de valeur 4 sur chaque tuile
// restante adjacente à un marqueur de valeur 2, puis un marqueur de valeur 6 sur chaque tuile
// restante adjacente à un marqueur de valeur 4, puis un marqueur de valeur 8 sur chaque tuile
// restante." §Cas particuliers: "le combat se déroule comme s'il y avait un défenseur, avec
// autant de troupes sur le territoire que le nombre indiqué sur le marqueur. En cas de défaite du
// défenseur, le marqueur est retiré". RULES.md §6 F1, F5, F9 (a territory emptied of troops
// becomes wild with no marker: it never gets one back).
//
// The values are the parameter's list: ring k (k = 1 beside the troops) takes the k-th value;
// the last value goes on every tile left, those no ring reaches included.
#include "engine/conquest/wild_markers.hpp"

#include <algorithm>
#include <map>

#include "eden/conquest/troops.hpp"

namespace eden {

std::optional<int> wild_marker_on(const GameState& state, Hex at) {
    const auto& markers = state.conquest().wild_markers;
    const auto it = markers.find(at);
    if (it == markers.end()) return std::nullopt;
    return it->second;
}

namespace detail {

bool wild_markers::in_play(const GameState& g) {
    return g.rules().troops && !g.rules().wild_markers.empty();
}

void wild_markers::lay(GameState& g, Events& ev) {
    if (!in_play(g)) return;
    const std::vector<int>& values = g.rules().wild_markers;
    ConquestState& c = st(g);
    // Rings by breadth-first search from every tile with troops, over placed tiles.
    std::map<Hex, int> ring;
    std::vector<Hex> current;
    for (const auto& [hex, n] : c.troops)
        if (n > 0) {
            ring[hex] = 0;
            current.push_back(hex);
        }
    for (int k = 1; !current.empty(); ++k) {
        std::vector<Hex> next;
        for (Hex h : current)
            for (Hex n : map_of(g).placed_neighbours(h))
                if (ring.emplace(n, k).second) next.push_back(n);
        current = std::move(next);
    }
    const int last = static_cast<int>(values.size());
    int laid = 0;
    for (const auto& [hex, tile] : map_of(g).tiles()) {
        if (troops_on(c, hex) > 0) continue;
        const auto r = ring.find(hex);
        const int k = r == ring.end() ? last : std::min(r->second, last);
        c.wild_markers[hex] = values[static_cast<std::size_t>(k - 1)];
        ++laid;
    }
    const auto [lowest, highest] = std::minmax_element(values.begin(), values.end());
    ev.push_back(WildMarkersLaid{laid, *lowest, *highest});
}

std::optional<std::string> wild_markers::inconsistency(const GameState& g) {
    const auto& values = g.rules().wild_markers;
    for (const auto& [hex, n] : g.conquest().wild_markers) {
        if (!g.map().at(hex)) return "a wild marker on " + to_string(hex) + ", off the map";
        if (g.control().contains(hex))
            return "a wild marker on " + to_string(hex) + ", a territory someone controls";
        if (std::find(values.begin(), values.end(), n) == values.end())
            return "a wild marker of " + std::to_string(n) + " on " + to_string(hex) +
                   ", a value troops.wild_markers does not have";
    }
    return std::nullopt;
}

void wild_markers::beaten(GameState& g, int player, Hex at, Events& ev) {
    auto& markers = st(g).wild_markers;
    const auto it = markers.find(at);
    if (it == markers.end()) return;
    ev.push_back(WildMarkerBeaten{player, at, it->second});
    markers.erase(it);
}

}  // namespace detail
}  // namespace eden
