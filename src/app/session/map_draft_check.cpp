#include "app/session/map_draft_check.hpp"

#include <algorithm>
#include <set>

#include "eden/map/placement_rules.hpp"

namespace eden::app {

namespace {

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

DraftFinding whole_map_finding(const WholeMapProblem& p, int portals) {
    switch (p.kind) {
        case WholeMapProblem::Kind::no_heart:
            return {true, text::Message("app.editor.check.no_heart"), p.hexes};
        case WholeMapProblem::Kind::portal_count:
            return {true, text::Message("app.editor.check.portal_count").with("count", p.value),
                    p.hexes};
        case WholeMapProblem::Kind::missing_portal:
            return {true,
                    text::Message("app.editor.check.missing_portal")
                        .with("portal", portal_number(p.value))
                        .with("count", portals),
                    p.hexes};
        case WholeMapProblem::Kind::cut_off:
            return {true, text::Message("app.editor.check.cut_off").with("count", p.value),
                    p.hexes};
    }
    return {};
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
    const int portals = static_cast<int>(map.portals().size());
    for (const auto& p : whole_map_problems(map))
        out.push_back(whole_map_finding(p, portals));
    for (const auto& v : map_constraint_violations(map, rules))
        out.push_back(engine_finding(v));
    check_richness(map, rules, out);
    std::stable_partition(out.begin(), out.end(), [](const DraftFinding& f) { return f.error; });
    return check;
}

}  // namespace eden::app
