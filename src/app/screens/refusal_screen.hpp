// A window that shows only a refused file (issue 38 item 6): the map viewer's file while it is
// broken, or a file of the game's data folder without which nothing can be played. The window
// reads the file again when it is saved, so a designer fixes it with the window open.
#pragma once

#include <SDL.h>

#include "app/session/file_refusal.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// One frame: the refusal's details under a heading, then the note `note_key` (a catalog id) if
// any, then the line that says the window reads the file again.
void draw_refusal_screen(const FileRefusal& refusal, const char* note_key, const UiFonts& fonts,
                         SDL_Renderer* renderer, SDL_Point size);

}  // namespace eden::app
