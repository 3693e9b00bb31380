// The app's settings and the file that keeps them between runs: <save_dir>/settings.json, written
// atomically like the autosave (a temporary file renamed over the old one). A settings file that
// cannot be read never stops the app: it is reported and the defaults are used. No SDL, so the
// reading and writing are unit-tested.
#pragma once

#include <filesystem>
#include <optional>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "eden/text/language.hpp"

namespace eden::app {

struct Settings {
    float ui_scale = 1.0f;
    int bot_delay_ms = 600;  // between two bot actions, so people can follow them
    // Hints (issue 16 item 7) in ordinary games too. The guided game ("Learn to play") shows
    // them whatever this says; ordinary games only when a player asked for them, so a table
    // that knows the game is not interrupted.
    bool show_hints = false;
    // A decision with one option (that is no free choice) is taken without asking (issue 16
    // item 5; app/session/auto_take.hpp). The Menu turns it off for those who want every step.
    bool take_single_options = true;
    // The designer's overlay (F3): each hex's axial coordinates on the board, for map files
    // and bug reports; players do not need them. Not saved: a designer turns it on for a look.
    bool designer_overlay = false;
    // Short animations of what changes the board (the windowed app only; issue 17).
    bool board_animations = true;
    // The few sound effects (issue 17): off until a player turns them on, since a laptop
    // passed around a table may be in a quiet room.
    bool sound_effects = false;
    // The hints a player dismissed ("Got it"): each is shown once, in any game, on this
    // computer.
    std::set<std::string> hints_seen;
    // The language of every screen (issue 36): unset until a player chooses one in the Menu,
    // and then the first start's guess from the locale (LC_ALL, LC_MESSAGES, LANG) is no longer
    // made.
    std::optional<text::Language> language;

    friend bool operator==(const Settings&, const Settings&) = default;
};

// The ranges the Menu's sliders and the --ui-scale flag allow.
inline constexpr float kMinUiScale = 0.5f;
inline constexpr float kMaxUiScale = 3.0f;
inline constexpr int kMaxBotDelayMs = 2000;

std::filesystem::path settings_file(const std::filesystem::path& save_dir);

nlohmann::json settings_to_json(const Settings& s);
// Throws DataError(source, pointer, what) for a value of the wrong kind or out of range, or an
// unknown key (a typo would otherwise be silently dropped). Missing keys keep their defaults.
Settings settings_from_json(const nlohmann::json& j, const std::string& source);

struct SettingsRead {
    Settings settings;
    // Why the file was not used (the defaults were), to show the player; nullopt when it was
    // read, or when there is none yet.
    std::optional<std::string> problem;
};
// Never throws.
SettingsRead read_settings(const std::filesystem::path& save_dir);
// Creates the folder. Throws std::runtime_error on failure.
void write_settings(const std::filesystem::path& save_dir, const Settings& s);

}  // namespace eden::app
