// The game on screen: the curtain, the board, the banner saying what to do, the players, the
// battle with its live forecast, the log, the looking player's hand and the choices of the
// pending decision; the victory screen at the end. Draws only from view_for(looking player).
// Call between ImGui::NewFrame and ImGui::Render.
#pragma once

#include <SDL.h>

#include "app/render/text_renderer.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

void draw_game_screen(AppState& app, SDL_Renderer* renderer, TextRenderer& text,
                      const UiFonts& fonts, SDL_Point size);

// Applies a person's choice, autosaves, and reports a refusal on the status line.
void act(AppState& app, const Action& action);

}  // namespace eden::app
