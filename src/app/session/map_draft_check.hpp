// Validation as the designer draws (issue 38 item 2): the map checked as a game would check it
// under the chosen ruleset and scenario — the engine's own map constraints
// (map_constraint_violations), and what a map file must be to load as a beginner map (one
// Heart, 2 to 6 portals of seats 1..N, one connected map) — each finding a message of the
// catalogs with the hexes that cause it, errors apart from warnings.
#pragma once

#include <vector>

#include "eden/core/rules.hpp"
#include "eden/map/map.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

struct DraftFinding {
    bool error = true;  // false: a warning, which never stops a save
    text::Message message;
    std::vector<Hex> hexes;  // where the board marks it; may be empty (a missing Heart)
};

struct DraftCheck {
    std::vector<DraftFinding> findings;  // errors first, then warnings
    bool has_errors() const;
    int count(bool errors) const;
    // Whether `at` is among the hexes of an error (true) or a warning (false).
    bool marks(Hex at, bool errors) const;
};

DraftCheck check_map_draft(const Map& map, const Rules& rules);

}  // namespace eden::app
