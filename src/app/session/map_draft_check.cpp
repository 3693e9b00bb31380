#include "app/session/map_draft_check.hpp"

#include <algorithm>
#include <set>

#include "eden/map/placement_rules.hpp"

namespace eden::app {

namespace {

// A game seats 2 to 6 players (003 §Setup), one portal each.
constexpr int kMinSeats = 2;
constexpr int kMaxSeats = 6;

// Portals are named as the board draws them, P1..P6: the designer sees seats, not players.
long long portal_number(int seat) {
    return seat + 1;
}

DraftFinding engine_finding(const MapViolation& v) {
    DraftFinding f;
    f.hexes = v.hexes;
    switch (v.kind) {
        case MapViolation::Kind::crowded:
            f.message = text::Message("app.editor.check.crowded")
                            .with("portal", portal_number(v.owner))
                            .with("count", v.value)
                            .with_flag("every", v.every_tile)
                            .with("max", v.limit);
            break;
        case MapViolation::Kind::near_heart:
            f.message = text::Message("app.editor.check.near_heart")
                            .with("portal", portal_number(v.owner))
                            .with("distance", v.value)
                            .with_flag("through", v.through)
                            .with("min", v.limit);
            break;
        case MapViolation::Kind::near_portal:
            f.message = text::Message("app.editor.check.near_portal")
                            .with("portal", portal_number(v.owner))
                            .with("other", portal_number(v.other))
                            .with("distance", v.value)
                            .with_flag("through", v.through)
                            .with("min", v.limit);
            break;
    }
    return f;
}

// The tiles the Heart cannot reach through tiles (the loader's "one connected map").
std::vector<Hex> cut_off_tiles(const Map& map) {
    std::vector<Hex> out;
    const auto heart = map.heart();
    if (!heart) return out;
    const auto reach = map.path_distances_by_index(*heart);
    for (std::size_t i = 0; i < map.tiles().size(); ++i)
        if (reach[i] == kUnreachable) out.push_back(map.tiles()[i].first);
    return out;
}

void check_seats(const Map& map, std::vector<DraftFinding>& out) {
    const auto portals = map.portals();
    const int count = static_cast<int>(portals.size());
    if (count < kMinSeats || count > kMaxSeats)
        out.push_back(
            {true, text::Message("app.editor.check.portal_count").with("count", count), portals});
    // A map of N portals seats players 1..N (the loader: "portals must belong to seats
    // 0..N-1"): a gap leaves a player without a portal.
    for (int seat = 0; seat < std::min(count, kMaxSeats); ++seat)
        if (!map.portal_of(seat))
            out.push_back({true,
                           text::Message("app.editor.check.missing_portal")
                               .with("portal", portal_number(seat))
                               .with("count", count),
                           {}});
}

// A richness token where play would not give one (003 §Place tiles on the map): the map is
// legal, but not one the rules would have built.
void check_richness(const Map& map, const Rules& rules, std::vector<DraftFinding>& out) {
    for (const auto& [at, tile] : map.tiles())
        if (tile.kind == TileKind::ordinary && tile.richness_token &&
            !qualifies_for_richness_token(map, rules, at))
            out.push_back({false,
                           text::Message("app.editor.check.rich_unearned")
                               .with("place", text::Place{at})
                               .with("min", rules.richness_min_colours),
                           {at}});
}

}  // namespace

bool DraftCheck::has_errors() const {
    return count(true) > 0;
}

int DraftCheck::count(bool errors) const {
    return static_cast<int>(
        std::count_if(findings.begin(), findings.end(),
                      [&](const DraftFinding& f) { return f.error == errors; }));
}

bool DraftCheck::marks(Hex at, bool errors) const {
    for (const auto& f : findings)
        if (f.error == errors && std::find(f.hexes.begin(), f.hexes.end(), at) != f.hexes.end())
            return true;
    return false;
}

DraftCheck check_map_draft(const Map& map, const Rules& rules) {
    DraftCheck check;
    auto& out = check.findings;
    if (!map.heart()) out.push_back({true, text::Message("app.editor.check.no_heart"), {}});
    check_seats(map, out);
    if (auto cut = cut_off_tiles(map); !cut.empty()) {
        const auto n = static_cast<long long>(cut.size());
        out.push_back(
            {true, text::Message("app.editor.check.cut_off").with("count", n), std::move(cut)});
    }
    for (const auto& v : map_constraint_violations(map, rules))
        out.push_back(engine_finding(v));
    check_richness(map, rules, out);
    std::stable_partition(out.begin(), out.end(), [](const DraftFinding& f) { return f.error; });
    return check;
}

}  // namespace eden::app
