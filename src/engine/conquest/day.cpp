// The day's battle list and its selection in batches (include/eden/conquest/day.hpp; 004
// §La phase d'Expansion, RULES.md §6 F4).
#include "eden/conquest/day.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace eden {

namespace {

// The troops on each side of each frontier: (from, toward) -> the post's player and count.
using Sides = std::map<std::pair<Hex, Hex>, std::pair<int, int>>;

Sides sides_of(const Map& map, const std::vector<FrontierPost>& posts) {
    Sides out;
    for (const FrontierPost& p : posts) {
        if (p.count <= 0 || !map.at(p.from) || !map.at(p.toward)) continue;
        if (!are_adjacent(p.from, p.toward)) continue;
        auto& side = out[{p.from, p.toward}];
        side.first = p.player;
        side.second += p.count;
    }
    return out;
}

bool shares_a_player(const DayBattle& a, const DayBattle& b) {
    for (int p : a.players)
        if (std::find(b.players.begin(), b.players.end(), p) != b.players.end()) return true;
    return false;
}

}  // namespace

std::vector<DayBattle> day_battles(const Map& map, const Control& control,
                                   const std::vector<FrontierPost>& posts) {
    const Sides sides = sides_of(map, posts);
    std::set<DayBattle> frontier_battles;
    std::map<Hex, std::set<int>> attacked;  // territory -> players attacking it unguarded
    for (const auto& [side, post] : sides) {
        const auto& [from, toward] = side;
        const auto across = sides.find({toward, from});
        if (across != sides.end()) {
            DayBattle b;
            b.kind = DayBattle::Kind::frontier;
            b.at = std::min(from, toward);
            b.other = std::max(from, toward);
            b.players = {post.first};
            if (across->second.first != post.first) b.players.push_back(across->second.first);
            std::sort(b.players.begin(), b.players.end());
            frontier_battles.insert(b);
        } else {
            attacked[toward].insert(post.first);
        }
    }
    std::vector<DayBattle> out(frontier_battles.begin(), frontier_battles.end());
    for (const auto& [at, attackers] : attacked) {
        DayBattle b;
        b.kind = DayBattle::Kind::territory;
        b.at = at;
        b.other = at;
        std::set<int> players = attackers;
        if (const auto owner = control.find(at); owner != control.end() && owner->second >= 0)
            players.insert(owner->second);
        b.players.assign(players.begin(), players.end());
        out.push_back(b);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<int> selectable_battles(const std::vector<DayBattle>& battles,
                                    const std::vector<bool>& resolved,
                                    const std::vector<int>& selected_in_batch, int player) {
    std::vector<int> out;
    for (std::size_t i = 0; i < battles.size(); ++i) {
        const DayBattle& b = battles[i];
        if (i < resolved.size() && resolved[i]) continue;
        if (std::find(b.players.begin(), b.players.end(), player) == b.players.end()) continue;
        const bool free =
            std::none_of(selected_in_batch.begin(), selected_in_batch.end(), [&](int s) {
                return s == static_cast<int>(i) ||
                       shares_a_player(b, battles[static_cast<std::size_t>(s)]);
            });
        if (free) out.push_back(static_cast<int>(i));
    }
    return out;
}

bool batch_can_grow(const std::vector<DayBattle>& battles, const std::vector<bool>& resolved,
                    const std::vector<int>& selected_in_batch) {
    std::set<int> players;
    for (const DayBattle& b : battles)
        players.insert(b.players.begin(), b.players.end());
    for (int p : players)
        if (!selectable_battles(battles, resolved, selected_in_batch, p).empty()) return true;
    return false;
}

}  // namespace eden
