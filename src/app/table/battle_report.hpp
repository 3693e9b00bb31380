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
#include <functional>
#include <optional>
#include <string>
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

// What a battle's panel reads besides the battle: the game it was fought in (its cards and seats)
// and the words for its places.
struct BattleTelling {
    const GameState& state;
    std::function<std::string(Hex)> place;
};
// The panel itself, for the game screen and the replay viewer alike (issue 39 item 4: battles
// replay with the result panel they were played with): `b`'s fronts, counts and what changed
// hands, centred over `board`, with `button` on its first line and, for a battle that closes by
// itself, a line saying so. True when the button was pressed.
bool draw_battle_panel(const BattleTelling& t, const BattleResult& b, const UiFonts& fonts,
                       Rect board, const std::string& button, bool closes_itself);
// Territories that changed hands in the battles of the turn being played: the board marks them
// until the turn is over.
std::vector<Hex> territories_changed_this_turn(const AppState& app);

}  // namespace eden::app
