// One turn of the app's frame loop, shared by the window, the headless runs and the UI driver:
// read the queued input events, let a bot move when its time has come, draw a frame. Nothing
// here waits: the caller decides when to turn the crank.
#pragma once

#include <filesystem>
#include <string>

#include "app/art/board_texture.hpp"
#include "app/art/svg_art.hpp"
#include "app/render/fonts.hpp"
#include "app/render/text_renderer.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/input_state.hpp"
#include "app/shell/sdl_context.hpp"
#include "app/sound/sound_effects.hpp"

namespace eden::app {

// Everything a frame is drawn with, opened in order and closed in reverse.
struct FrameOutput {
    FontFiles fonts;
    SdlLibraries libraries;
    VideoOutput video;
    TextRenderer text;
    ImGuiSession imgui;
    SvgArt art;
    BoardTexture board_layer;  // after the renderer in this list: destroyed before it
    SoundEffects sound;        // opens SDL's audio only when a sound is first played
    // How long the last frame's Dear ImGui draw data took to rasterise (SDL's software
    // renderer fills the pixels as the calls come): the frame report's "raster" part.
    double imgui_raster_ms = 0;

    FrameOutput(const std::string& title, int w, int h, bool headless,
                const std::filesystem::path& assets = default_assets_dir())
        : video({title, w, h, headless}),
          text(video.renderer(), fonts.text, fonts.text_bold),
          imgui(video, fonts),
          art(video.renderer(), assets / "art"),
          sound(assets / "sound") {
        set_active_art(&art);
        set_active_board_texture(&board_layer);
        set_window_icon(video.window(), art.folder() / "eden-emblem.svg");
    }
    ~FrameOutput() {
        set_active_art(nullptr);
        set_active_board_texture(nullptr);
    }
    FrameOutput(const FrameOutput&) = delete;
    FrameOutput& operator=(const FrameOutput&) = delete;
};

// Reads every queued SDL event into Dear ImGui, `input` and the app's keys (SDL_QUIT quits).
// Returns whether any event came.
bool read_events(AppState& app, InputState& input);
// Draws the screen that is up, the Rules and Card gallery windows over it.
void draw_frame(AppState& app, FrameOutput& out, InputState& input);
// A bot has the decision and the screen may show the game (no curtain up).
bool bots_may_move(const AppState& app);
void play_one_bot_action(AppState& app);

}  // namespace eden::app
