// The replay viewer (issue 39): a saved game watched again, step by step in either direction,
// round by round, phase by phase, battle by battle, with a slider over its actions, play and
// pause, and "as whom": the table (what every seat may see) or one seat (his hand, nobody
// else's). Read-only: the board and the seats are drawn from the viewer's SeatView, the path the
// game screen draws from, and nothing on it answers a decision.
// Call between ImGui::NewFrame and ImGui::Render.
#pragma once

#include <filesystem>

#include <SDL.h>

#include "app/render/text_renderer.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// Opens a save of either kind (an engine save or the app's game file) in the viewer, at its
// first position, as the table; false, with the reason on the status line, if it cannot be read.
bool open_replay_file(AppState& app, const std::filesystem::path& file);
// "Continue from here" (issue 39 item 4): a new game from the position on screen, seated as the
// game watched was, in the game screen and the autosave; the file watched is left as it is.
void continue_from_replay(AppState& app);

void draw_replay_screen(AppState& app, SDL_Renderer* renderer, TextRenderer& text,
                        const UiFonts& fonts, SDL_Point size);

}  // namespace eden::app
