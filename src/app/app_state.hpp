// Everything the app's screens show and change, in one place (DESIGN.md "Examples to follow":
// state in one place, each frame draws it). The screens are functions of this state.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/board_renderer.hpp"
#include "app/session/game_session.hpp"
#include "app/session/new_game.hpp"
#include "app/session/payment_editor.hpp"
#include "data/game_data.hpp"

namespace eden::app {

enum class Screen { title, new_game, game };

struct Settings {
    float ui_scale = 1.0f;
    int bot_delay_ms = 600;  // between two bot actions, so people can follow them
};

struct AppState {
    data::GameData data;
    Screen screen = Screen::title;
    NewGameChoice new_game;
    std::optional<GameSession> game;
    SeatMarks marks;  // the game's seat colours and letters
    Settings settings;
    std::filesystem::path save_dir;
    bool autosave_offered = false;  // the title screen found an autosave to continue
    std::string status;             // a one-line message: a refused action, a save written
    // Bots play without waiting until a person has a decision (the "Skip" button).
    bool skip_bots = false;
    // The board's selection for a two-step choice (attack: the territory, then the unit).
    std::optional<Hex> selected_hex;
    // The board's zoom and pan (mouse wheel, right- or middle-drag; F or Home fits the map).
    BoardView board_view;
    // The log shows its newest line until the reader scrolls up, and again once he is back
    // at the bottom.
    bool log_follows = true;
    // A person's own resource placement (production, starting resources), built by clicking
    // territories; `placing_at` is the action count it belongs to, so it resets with the
    // decision.
    std::vector<ResourcePlacement> placing;
    std::size_t placing_at = 0;
    bool placing_shards = false;
    // A person's own payment plan while a payment is pending (it follows the decision).
    PaymentEditor paying;
    std::optional<Hex> payment_hover;  // the territory of the payment row under the mouse
    // SDL key codes pressed since the last frame, for the screens' keyboard shortcuts (read
    // only when no text field has the keyboard).
    std::vector<int> keys;
    bool show_rules = false;     // the Rules window (F1)
    bool show_gallery = false;   // the Card gallery window (G)
    bool show_variants = false;  // the New game dialog's "Rules variants" section
    // The list parameters' text fields as typed, by parameter id.
    std::map<std::string, std::string> variant_list_texts;
    int gallery_section = 0;  // the World (or pile) the gallery shows
    bool quit = false;
};

inline bool pressed(const AppState& app, int key) {
    for (int k : app.keys)
        if (k == key) return true;
    return false;
}

// Starts `session` as the game on screen: seat colours and letters, the game screen.
void start_game(AppState& app, GameSession session, const std::vector<int>& colours);
// Writes the autosave after an action; a failure is reported on the status line, never fatal.
void autosave_now(AppState& app);
// The player colour of palette slot `i`.
Rgba seat_colour_choice(int i);
inline constexpr int kColourChoices = 6;

}  // namespace eden::app
