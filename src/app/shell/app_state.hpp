// Everything the app's screens show and change, in one place (DESIGN.md "Examples to follow":
// state in one place, each frame draws it). The screens are functions of this state.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/art/board_motion.hpp"
#include "app/board/board_renderer.hpp"
#include "app/lab/lab_state.hpp"
#include "app/session/away_summary.hpp"
#include "app/session/battle_plan_draft.hpp"
#include "app/session/file_refusal.hpp"
#include "app/session/file_watch.hpp"
#include "app/session/game_session.hpp"
#include "app/session/map_editor.hpp"
#include "app/session/new_game.hpp"
#include "app/session/payment_editor.hpp"
#include "app/session/replay_viewer.hpp"
#include "app/session/save_slots.hpp"
#include "app/session/scenario_draft.hpp"
#include "app/session/settings_file.hpp"
#include "app/table/hand_slots.hpp"
#include "data/game_data.hpp"

namespace eden::app {

enum class Screen { title, new_game, game, lab, replay, map_editor, scenario_editor };

struct AppState;

// A question put before something of a person's is thrown away (issue 14 item 5): what it is,
// what would be lost, and what "yes" does. Enter says yes, Esc no.
struct Confirmation {
    std::string title;
    std::string question;
    std::string yes;  // the catalog id of the button that does it: "Load", "Destroy my portal"
    std::function<void(AppState&)> on_yes;
};

// watch: a save picked is opened in the replay viewer (issue 39), the game on hand kept.
enum class SaveDialogMode { save, load, watch };

// The Save and Load dialog (Ctrl+S, Ctrl+L, the Menu): named saves beside the autosave.
struct SaveDialog {
    bool open = false;
    bool just_opened = false;  // the name field takes the keyboard once
    SaveDialogMode mode = SaveDialogMode::save;
    std::string name;
    std::vector<SaveSlot> slots;
};

// The battle result panel (issue 16 item 2): which of the game's finished battles is on screen.
struct BattleReportState {
    std::size_t seen = 0;  // battles().finished() shown or passed over so far
    std::optional<std::size_t> showing;
    bool held = false;           // a person fought in it: up until dismissed
    std::uint32_t shown_at = 0;  // SDL ticks when it came up (a bots' battle closes by itself)
    // It has been on screen: a choice made after that closes it (he read it while choosing).
    bool drawn = false;
    // Battles a person must still see, by (seat, battle): he fought another person, or lost a
    // territory to the dragons or a bot, while the laptop was elsewhere (issue 33 item 3). Each
    // comes up, held, when the laptop is next his.
    std::vector<std::pair<int, std::size_t>> owed;
};

struct AppState {
    data::GameData data;
    Screen screen = Screen::title;
    NewGameChoice new_game;
    std::optional<GameSession> game;
    SeatMarks marks;  // the game's seat colours and letters
    Settings settings;
    // No settings file was found at start: the game was never played on this computer, and
    // its first game shows hints (issue 33 item 8); the New game dialog's choice is kept after.
    bool first_run = false;
    std::filesystem::path save_dir;
    bool autosave_offered = false;  // the title screen found an autosave to continue
    std::string status;             // a one-line message: a refused action, a save written
    // Why the last autosave failed; empty once one is written. A window carries on (the status
    // line says it); --autoplay stops with exit 1 (issue 34 item 7).
    std::string autosave_error;
    // Bots play without waiting until a person has a decision (the "Skip" button).
    bool skip_bots = false;
    // The board's selection for a two-step choice (attack: the territory, then the unit).
    std::optional<Hex> selected_hex;
    // A unit of the hand pressed and dragged towards a territory: dropped on one it may attack,
    // it opens that front (the two-step attack in one gesture, issue 33: inputs per round).
    std::optional<int> dragged_unit;
    // The board's zoom and pan (mouse wheel, right- or middle-drag; F or Home fits the map).
    BoardView board_view;
    // Every hex the board has been fitted to in this game: the frame only grows, so the map
    // does not jump after every tile.
    std::set<Hex> board_frame;
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
    // The hand's cards where they were drawn, gaps kept under the mouse (issue 33 item 5).
    HandSlots hand_slots;
    // The battle plan being written in the choices panel (RULES.md §7 H1, H2).
    PlanDraft plan_draft;
    // The seat whose plan window is open (app/plan_panel.hpp); it closes when he is no longer
    // the one deciding in a plannable battle.
    std::optional<int> plan_window_for;
    std::optional<Hex> payment_hover;  // the territory of the payment row under the mouse
    // The hexes the choice under the mouse in the choices panel names (issue 33 item 6): the
    // board outlines them on the next frame.
    std::vector<Hex> choice_hover;
    // The grouped "swap a hand card for a set-aside card" choice: the two cards picked.
    int swap_hand_pick = -1;
    int swap_set_aside_pick = -1;
    // "Since your last turn": the news told at the last handover (app/away_panel.hpp).
    AwayNews away;
    // The turn (round, player) whose end warned of Energy Crystals left in hand
    // (app/set_aside_warning.hpp): once a turn.
    std::optional<std::pair<int, int>> set_aside_warned;
    // SDL key codes pressed since the last frame, for the screens' keyboard shortcuts (read
    // only when no text field has the keyboard).
    std::vector<int> keys;
    bool show_rules = false;     // the Rules window (F1)
    bool show_gallery = false;   // the Card gallery window (G)
    bool show_variants = false;  // the New game dialog's "Rules variants" section
    // The list parameters' text fields as typed, by parameter id.
    std::map<std::string, std::string> variant_list_texts;
    std::string variant_search;  // the Rules variants' search field
    int gallery_section = 0;     // the World (or pile) the gallery shows
    std::optional<Confirmation> confirm;
    // A file the app refused (a save, a replay, a map or scenario given by flag): shown in a box
    // until dismissed, never an exit with a line on stderr (issue 38 item 6).
    std::optional<FileRefusal> refusal;
    // The scenario file given by --scenario, read again when it is saved (files_given.hpp).
    std::optional<FileWatch> scenario_watch;
    // The data folder's files (rulesets, scenarios, maps, Worlds, cards, dragons): read again
    // when one is saved (files_given.hpp).
    std::optional<FolderWatch> data_watch;
    SaveDialog save_dialog;
    // The guided game of the title's "Learn to play" (issue 16 item 7): hints are on in it.
    bool tutorial = false;
    // Hints over this game: in the guided game, or when "Show hints" is set; the Menu turns
    // them on and off.
    bool hints_on = false;
    // The hint drawn in the last frame, which Esc dismisses.
    std::optional<std::string> hint_on_screen;
    BattleReportState battle_report;
    // Unit cards arriving on the fronts (issue 16): when each was first drawn there (SDL
    // ticks), for its short motion into its row; `animating` asks the loop for frames meanwhile.
    std::map<int, std::uint32_t> arrivals;
    bool animating = false;
    // What is animating on the board now; `motion.enabled` follows the setting in the window.
    BoardMotion motion;
    // The game's event serial whose sound was played (or passed over with sound off).
    std::uint64_t sound_events_heard = 0;
    // The playtesters' lab (issue 19 item 5): bot games on background threads, charted live.
    LabState lab;
    // A game watched again (issue 39): the replay viewer's screen, and when playing last moved
    // it on (SDL ticks).
    std::optional<ReplayViewer> replay;
    std::uint32_t replay_stepped_at = 0;
    // How fast playing goes: 1, 2, 4 or 8 times the pace of one action in kReplayStepMs.
    int replay_speed = 1;
    // Who played the game watched and in which colours: "Continue from here" seats them again.
    std::vector<SeatKind> replay_seats;
    std::vector<int> replay_colours;
    // Where the viewer's Close goes: the title, or the lab for a game of a lab run.
    Screen replay_return = Screen::title;
    // The log's lines with their places in words, by line, made once each; `replay_words_key`
    // says for which language and overlay (app/screens/replay_screen.cpp).
    std::map<std::size_t, std::string> replay_words;
    std::string replay_words_key;
    // The position the log panel last scrolled to, so it follows the position without holding
    // the reader's own scrolling still.
    std::size_t replay_log_followed = static_cast<std::size_t>(-1);
    // The side strip's measure (issue 39 item 4), the position whose action's motion was last
    // started, and the battle whose panel was hidden (-1: none).
    ChartMeasure replay_chart_measure = ChartMeasure::territories;
    std::size_t replay_motion_at = 0;
    int replay_battle_hidden = -1;
    // The map editor (issue 38): the map being drawn, its file and the tools in hand.
    std::optional<MapEditor> editor;
    // The scenario editor beside it (issue 38 item 5): kept while the designer tries it.
    std::optional<ScenarioDraft> scenario_editor;
    bool quit = false;
};

// The Rules or the Card gallery is open. They are read on their own: the screen beneath is
// not drawn, and the game waits for the reader (issue 17).
inline bool reading_reference(const AppState& app) {
    return app.show_rules || app.show_gallery;
}

inline bool pressed(const AppState& app, int key) {
    for (int k : app.keys)
        if (k == key) return true;
    return false;
}

// Starts `session` as the game on screen: seat colours and letters, the game screen.
void start_game(AppState& app, GameSession session, const std::vector<int>& colours);
// Opens `game` in the replay viewer (issue 39) as the table, its seats in `colours` (colour
// choices; none: the first ones). `seats` say who played it (none: people), so that "Continue
// from here" seats them again.
void start_replay(AppState& app, const GameState& game, std::vector<SeatKind> seats = {},
                  std::vector<int> colours = {});
// The colour choices of the seats on screen, as a save writes them.
std::vector<int> seat_colour_choices(const AppState& app);
// The colour choices a save file names, or the first ones if it names none (or not one a seat).
std::vector<int> colours_of(const nlohmann::json& j, std::size_t seats);
// The game on screen is the guided game (or not): its hints are on, and its saves say so.
void mark_tutorial(AppState& app, bool tutorial);
// The game on screen as the app saves it: the session's save plus the seats' colours.
nlohmann::json app_save_json(const AppState& app);
// Reads the settings file of app.save_dir at start; a broken one is reported on the status line
// and the defaults are used.
void load_settings(AppState& app);
// Writes the settings file after a setting changed; a failure is reported on the status line.
void save_settings_now(AppState& app);
// Writes the autosave after an action; a failure is reported on the status line, never fatal.
void autosave_now(AppState& app);
// The player colour of palette slot `i`.
Rgba seat_colour_choice(int i);
inline constexpr int kColourChoices = 6;

}  // namespace eden::app
