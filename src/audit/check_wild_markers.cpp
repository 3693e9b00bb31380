// Wild markers (004 §Conquête, Mise en place and §Cas particuliers; RULES.md §6 F1, F5, F9),
// re-derived from the table when they are laid: every tile without troops gets one, "d'abord un
// marqueur de valeur 2 sur chaque tuile adjacente à des cubes de couleur, ensuite un marqueur de
// valeur 4 sur chaque tuile restante adjacente à un marqueur de valeur 2, puis ... 6 ..., puis un
// marqueur de valeur 8 sur chaque tuile restante". Then each battle on a wild territory must
// count its marker as the defender's troops ("autant de troupes sur le territoire que le nombre
// indiqué sur le marqueur"), or 0 where none is left (F9); a territory taken loses its marker
// ("le marqueur est retiré"), and no marker ever comes back.
#include <map>
#include <vector>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

constexpr int kPrintedMarkers[] = {2, 4, 6, 8};  // 004, not the ruleset's parameter

class WildMarkersCheck : public Check {
  public:
    const char* name() const override { return "wild markers"; }

    void event(const Where& w, std::size_t k, const Event& e) override {
        if (!w.rules.wild_markers) return;
        const int ev = static_cast<int>(k);
        std::visit(overloaded{
                       [&](const WildMarkersLaid& x) { lay(w, ev, x); },
                       [&](const FrontResolved& x) { check_front(w, ev, x); },
                       [&](const WildMarkerBeaten& x) { beaten(w, ev, x); },
                       [](const auto&) {},
                   },
                   e);
    }

    void step_ends(const Where& w) override {
        if (!w.rules.wild_markers) return;
        for (auto it = markers_.begin(); it != markers_.end();) {
            if (w.table.controller(it->first)) {
                report(w, -1, kBeaten,
                       to_string(it->first) + " is held, and its marker of " +
                           std::to_string(it->second) + " was never removed");
                it = markers_.erase(it);
            } else {
                ++it;
            }
        }
    }

  private:
    static constexpr const char* kLaid = "004 §Conquête, Mise en place, RULES.md §6 F1";
    static constexpr const char* kFought = "004 §Cas particuliers, RULES.md §6 F5, F9";
    static constexpr const char* kBeaten = "004 §Cas particuliers, RULES.md §6 F5";

    void lay(const Where& w, int ev, const WildMarkersLaid& x) {
        const Table& t = w.table;
        // Rings out from the tiles with troops, through the tiles of the map.
        std::map<Hex, int> ring;
        std::vector<Hex> current;
        for (const TileFacts& tile : w.game.map)
            if (t.troops(tile.at) > 0) {
                ring[tile.at] = 0;
                current.push_back(tile.at);
            }
        for (int k = 1; !current.empty(); ++k) {
            std::vector<Hex> next;
            for (Hex h : current)
                for (Hex n : neighbours(h))
                    if (t.tile(n) && ring.emplace(n, k).second) next.push_back(n);
            current = std::move(next);
        }
        markers_.clear();
        for (const TileFacts& tile : w.game.map) {
            if (t.troops(tile.at) > 0) continue;
            const auto r = ring.find(tile.at);
            const int k = r == ring.end() ? 4 : std::min(r->second, 4);
            markers_[tile.at] = kPrintedMarkers[k - 1];
        }
        if (x.territories != static_cast<int>(markers_.size()))
            report(w, ev, kLaid,
                   "markers laid on " + std::to_string(x.territories) +
                       " territories; expected one on each of the " +
                       std::to_string(markers_.size()) + " tiles without troops");
    }

    void check_front(const Where& w, int ev, const FrontResolved& x) {
        const auto& fronts = w.table.fronts();
        if (x.front < 0 || static_cast<std::size_t>(x.front) >= fronts.size()) return;
        const Hex at = fronts[static_cast<std::size_t>(x.front)].at;
        if (w.table.controller(at)) return;  // a player's territory: his troops defend it
        const auto m = markers_.find(at);
        const int want = m == markers_.end() ? 0 : m->second;
        const SideForecast& d = x.count.defender;
        const int seen = item(d, "strength.wild_marker") + item(d, "strength.base_defense");
        if (seen != want || has_item(d, "strength.base_defense"))
            report(w, ev, kFought,
                   to_string(at) +
                       (m == markers_.end() ? " has no marker left"
                                            : " has a marker of " + std::to_string(want)) +
                       ": expected the defender's troops to count " + std::to_string(want) +
                       ", seen " + std::to_string(seen) +
                       (has_item(d, "strength.base_defense") ? " of base defense" : ""));
    }

    void beaten(const Where& w, int ev, const WildMarkerBeaten& x) {
        const auto m = markers_.find(x.at);
        if (m == markers_.end() || m->second != x.value)
            report(
                w, ev, kBeaten,
                "a marker of " + std::to_string(x.value) + " beaten on " + to_string(x.at) +
                    (m == markers_.end() ? ", where none lay"
                                         : ", where the marker was " + std::to_string(m->second)));
        if (m != markers_.end()) markers_.erase(m);
    }

    std::map<Hex, int> markers_;
};

}  // namespace

std::unique_ptr<Check> wild_markers_check() {
    return std::make_unique<WildMarkersCheck>();
}

}  // namespace eden::audit
