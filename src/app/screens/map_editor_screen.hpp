// The map editor's screen (issue 38 items 1-2): the board being drawn on the left, with the
// errors marked on their hexes, and beside it the brushes, the symmetry, undo and redo, the
// errors and warnings in words, and Save. Reached from the title ("Map editor", E) and from
// `eden --edit FILE`. Call between ImGui::NewFrame and ImGui::Render.
#pragma once

#include <filesystem>

#include <SDL.h>

#include "app/render/text_renderer.hpp"
#include "app/shell/app_state.hpp"

namespace eden::app {

// Opens the editor on `file` (a new map when it does not exist). Throws DataError for a file
// that is not a map.
void open_map_editor_screen(AppState& app, const std::filesystem::path& file);
// From the title: the map left for "Play this map", else a new map in the save folder's maps/
// (new_map.json, new_map_2.json, ...).
void open_new_map_editor(AppState& app);
// Ctrl+Z (undo), Ctrl+Y (redo), Ctrl+S (save): whether `key` was one. Read from the key event
// itself, whose modifiers are the ones held when it was typed.
bool map_editor_shortcut(AppState& app, SDL_Keycode key);
// "Play this map" (issue 38 item 4): New game opens with the map chosen, its seats, ruleset
// and scenario; the editor stays as it is, and the title's Map editor comes back to it.
// Refused (the status says why) while the map has errors.
void play_editor_map(AppState& app);
// Esc: back to the title, asking first when the draft has unsaved changes.
void leave_map_editor(AppState& app);

void draw_map_editor_screen(AppState& app, SDL_Renderer* renderer, TextRenderer& text,
                            SDL_Point size);

}  // namespace eden::app
