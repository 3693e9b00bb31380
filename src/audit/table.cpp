#include "audit/table.hpp"

#include <deque>

#include "audit/visit.hpp"

namespace eden::audit {

Table::Table(const GameRecord& game) : game_(game) {
    for (const TileFacts& t : game.map) {
        tiles_[t.at] = t;
        if (t.kind == TileKind::portal) standing_.insert(t.at);
    }
    // 000 "Dragons control the Heart at start" (RULES.md §4).
    if (game.scenario == "king-of-eden")
        if (const auto h = heart()) control_[*h] = kDragons;
}

const TileFacts* Table::tile(Hex h) const {
    const auto it = tiles_.find(h);
    return it == tiles_.end() ? nullptr : &it->second;
}

std::optional<int> Table::controller(Hex h) const {
    const auto it = control_.find(h);
    if (it == control_.end()) return std::nullopt;
    return it->second;
}

std::optional<Hex> Table::portal_of(int player) const {
    for (const auto& [h, t] : tiles_)
        if (t.kind == TileKind::portal && t.portal_owner == player) return h;
    return std::nullopt;
}

std::optional<Hex> Table::heart() const {
    for (const auto& [h, t] : tiles_)
        if (t.kind == TileKind::heart) return h;
    return std::nullopt;
}

int Table::troops(Hex h) const {
    const auto it = troops_.find(h);
    return it == troops_.end() ? 0 : it->second;
}

bool Table::battle_on() const {
    for (const FrontFacts& f : fronts_)
        if (!f.resolved) return true;
    return false;
}

const std::set<int>& Table::technologies(int p) const {
    static const std::set<int> none;
    const auto it = technologies_.find(p);
    return it == technologies_.end() ? none : it->second;
}

std::vector<Hex> Table::territories_of(int p) const {
    std::vector<Hex> out;
    for (const auto& [h, owner] : control_)
        if (owner == p) out.push_back(h);
    return out;
}

int Table::distance(Hex a, Hex b) const {
    if (a == b) return 0;
    std::map<Hex, int> seen{{a, 0}};
    std::deque<Hex> queue{a};
    while (!queue.empty()) {
        const Hex h = queue.front();
        queue.pop_front();
        for (Hex n : neighbours(h)) {
            if (!tiles_.count(n) || seen.count(n)) continue;
            seen[n] = seen[h] + 1;
            if (n == b) return seen[n];
            queue.push_back(n);
        }
    }
    return -1;
}

std::optional<int> Table::distance_to_standing_portal(Hex h) const {
    std::optional<int> best;
    for (Hex p : standing_) {
        const int d = distance(h, p);
        if (d >= 0 && (!best || d < *best)) best = d;
    }
    return best;
}

std::set<Hex> Table::connected_to_portal(int p) const {
    std::set<Hex> out;
    const auto portal = portal_of(p);
    if (!portal || !portal_standing(*portal) || controller(*portal) != p) return out;
    std::deque<Hex> queue{*portal};
    out.insert(*portal);
    while (!queue.empty()) {
        const Hex h = queue.front();
        queue.pop_front();
        for (Hex n : neighbours(h))
            if (!out.count(n) && controller(n) == p) {
                out.insert(n);
                queue.push_back(n);
            }
    }
    return out;
}

void Table::lose_troops(int player, Hex at, int n) {
    // Near the frontier of `at` (an attacker's loss), else on `at` itself.
    for (FrontFacts& f : fronts_)
        if (f.attacker == player && f.at == at && f.troops_sent >= n && controller(at) != player) {
            f.troops_sent -= n;
            return;
        }
    troops_[at] -= n;
}

void Table::apply(const Event& e) {
    std::visit(overloaded{
                   [&](const TerritoryControlled& x) { control_[x.at] = x.player; },
                   [&](const TerritoryTaken& x) { control_[x.at] = x.player; },
                   [&](const DragonsTookTerritory& x) { control_[x.at] = kDragons; },
                   [&](const PortalDestroyed& x) { standing_.erase(x.at); },
                   [&](const PlayerEliminated& x) { eliminated_.insert(x.player); },
                   [&](const RoundStarted& x) { round_ = x.round; },
                   [&](const PhaseStarted& x) {
                       phase_ = x.phase;
                       turn_player_ = kNoPlayer;
                   },
                   [&](const TurnStarted& x) { turn_player_ = x.player; },
                   [&](const FrontOpened& x) {
                       if (!battle_on()) {
                           fronts_.clear();
                           on_fronts_.clear();
                       }
                       fronts_.push_back({x.player, x.from, x.at, x.defender, 0, false});
                   },
                   [&](const UnitAdded& x) { on_fronts_.insert(x.card); },
                   [&](const CardDiscarded& x) { on_fronts_.erase(x.card); },
                   [&](const UnitReturned& x) { on_fronts_.erase(x.card); },
                   [&](const UnitDestroyed& x) { on_fronts_.erase(x.card); },
                   [&](const UnitTakenBack& x) { on_fronts_.erase(x.card); },
                   [&](const FrontResolved& x) {
                       if (x.front >= 0 && static_cast<std::size_t>(x.front) < fronts_.size())
                           fronts_[static_cast<std::size_t>(x.front)].resolved = true;
                   },
                   [&](const CardBought& x) {
                       const CardDef* d = game_.def(x.card);
                       if (d && d->kind == CardKind::technology)
                           technologies_[x.player].insert(x.card);
                   },
                   [&](const TroopsPlaced& x) { troops_[x.at] += x.count; },
                   [&](const TroopsMoved& x) {
                       troops_[x.from] -= x.count;
                       troops_[x.to] += x.count;
                   },
                   [&](const TroopsToFrontier& x) {
                       troops_[x.from] -= x.count;
                       for (auto f = fronts_.rbegin(); f != fronts_.rend(); ++f)
                           if (f->attacker == x.player && f->from == x.from && f->at == x.toward) {
                               f->troops_sent += x.count;
                               break;
                           }
                   },
                   [&](const TroopsFromFrontier& x) {
                       troops_[x.to] += x.count;
                       for (FrontFacts& f : fronts_)
                           if (f.attacker == x.player && f.at == x.toward &&
                               f.troops_sent >= x.count && (x.to == x.toward || x.to == f.from)) {
                               f.troops_sent -= x.count;
                               break;
                           }
                   },
                   [&](const TroopsLost& x) { lose_troops(x.player, x.at, x.count); },
                   [](const auto&) {},
               },
               e);
}

}  // namespace eden::audit
