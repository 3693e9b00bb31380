// The battle's result panel (issue 16 item 2). When a battle ends, a panel over the board shows
// each front: both sides' rows of units drawn as cards with the strength they counted, the totals
// with their bonuses, who won, what collapsed, returned or was rescued, and the territories that
// changed hands. A battle a person fought in stays until he dismisses it (Continue, Enter) or
// makes his next choice beside it; a
// battle of bots or of the dragons stays for a few of the bots' pauses (Settings::bot_delay_ms)
// and keeps the bots waiting meanwhile, never when they are skipped or do not pause. Only cards
// revealed on fronts are shown, never a hand.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "app/session/hex_layout.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// A bots' battle stays up this many bot pauses.
inline constexpr int kReportPauses = 4;

// Brings up the next battle not yet shown, closes a bots' one whose time is over, and dismisses
// the panel on Enter (taking the key, so nothing under the panel answers it too). Once a frame,
// before the panels are drawn; `now` in SDL ticks.
void update_battle_report(AppState& app, std::uint32_t now);
// The panel keeps the bots waiting: a person's battle not yet dismissed, a bots' one still being
// read, or one about to come up.
bool battle_report_holds_bots(const AppState& app, std::uint32_t now);
// Milliseconds until a bots' battle's panel closes by itself (0: due now); nullopt when none is
// up. The window loop draws a frame then, so the panel goes without waiting for an event.
std::optional<std::uint32_t> battle_report_due_in(const AppState& app, std::uint32_t now);
// The panel, centred over the board.
void draw_battle_report(AppState& app, const UiFonts& fonts, Rect board);
// Territories that changed hands in the battles of the turn being played: the board marks them
// until the turn is over.
std::vector<Hex> territories_changed_this_turn(const AppState& app);

}  // namespace eden::app
