// Short animations of what changes the board (issue 17 "Motion"): a tile or portal landing,
// a portal lifted, resources rising from the territories that produced them, a territory
// changing hands, the dragons striking. Each plays about half a second over the board as it
// already stands (the state is never held back), so skipping or missing one loses nothing.
// They run only in the windowed app with the setting on: never in --autoplay, screenshots or
// the UI driver unless turned on, and the frame loop draws extra frames only while one runs,
// so an idle window stays asleep.
#pragma once

#include <cstdint>
#include <vector>

#include <SDL.h>

#include "app/render/palette.hpp"
#include "app/session/hex_layout.hpp"
#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"

namespace eden::app {

enum class MotionKind { landed, lifted, produced, taken, dragons };

struct Motion {
    MotionKind kind = MotionKind::landed;
    Hex at;
    Rgba colour;  // the seat's colour, or the resource's
    TileColor resource = TileColor::black;
    std::uint32_t start_ms = 0;
};

struct BoardMotion {
    // The setting (Menu: "Board animations"); the windowed app turns it on.
    bool enabled = false;
    std::vector<Motion> running;
    std::uint64_t events_seen = 0;  // of the session's event count

    // Starts the animations of `events` (the newest action's), given the state after them.
    void start(const std::vector<Event>& events, const GameState& state,
               const std::vector<Rgba>& seat_colours, std::uint32_t now_ms);
    // Drops what has finished; true while something is left to draw.
    bool busy(std::uint32_t now_ms);
    // Ends every running animation at once (Space); true if one was running.
    bool skip() {
        const bool any = !running.empty();
        running.clear();
        if (any) ++skipped;
        return any;
    }
    int skipped = 0;  // how many times skip() ended something (for the tests)
};

// How long each animation lasts.
inline constexpr std::uint32_t kMotionMs = 550;

// Draws what runs over the board (call after the board and its overlay).
void draw_board_motion(SDL_Renderer* renderer, const HexLayout& layout, BoardMotion& motion,
                       std::uint32_t now_ms);

}  // namespace eden::app
