// The audit of logged games (issue 35, DESIGN.md "Rules, audited from outside"): every check of
// audit/check.hpp over one game's record, and the report lines.
#pragma once

#include <string>
#include <vector>

#include "audit/departure.hpp"
#include "audit/game_record.hpp"

namespace eden::audit {

struct AuditResult {
    std::vector<Departure> departures;
    std::string unsupported;  // why the game was not audited (a ruleset the audit cannot read)
};

AuditResult audit_game(const GameRecord& game);

// "SOURCE: action 312, event 4 (Player 2 draws 3 cards): hands: 002 §Expansion, RULES.md §5
// C11: expected ..., seen ..."
std::string report_line(const GameRecord& game, const Departure& d);

// Departures counted by check, e.g. "hands 12, production 0, ...".
std::string counts_by_check(const std::vector<Departure>& departures);

}  // namespace eden::audit
