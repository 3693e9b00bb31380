// Owners for what the app starts — SDL and its image and font libraries, the window and its
// renderer, Dear ImGui — so every way out, a thrown DataError included, shuts them down in
// reverse order. Constructors throw std::runtime_error with SDL's reason on failure.
#pragma once

#include <filesystem>
#include <string>

#include <SDL.h>

#include "app/render/fonts.hpp"

struct ImFont;

namespace eden::app {

class SdlLibraries {
  public:
    SdlLibraries();
    ~SdlLibraries();
    SdlLibraries(const SdlLibraries&) = delete;
    SdlLibraries& operator=(const SdlLibraries&) = delete;
};

struct VideoOptions {
    std::string title;
    int width = 1280;
    int height = 800;
    // Headless: a hidden window on whatever video driver is set (the offscreen one for
    // screenshots) and the software renderer, so a frame is the same on every machine.
    bool headless = false;
};

class VideoOutput {
  public:
    explicit VideoOutput(const VideoOptions& options);
    ~VideoOutput();
    VideoOutput(const VideoOutput&) = delete;
    VideoOutput& operator=(const VideoOutput&) = delete;

    SDL_Window* window() const { return window_; }
    SDL_Renderer* renderer() const { return renderer_; }
    // The renderer's size in pixels, which is what the board is fitted to.
    SDL_Point output_size() const;

  private:
    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
};

struct UiFonts {
    ImFont* body = nullptr;
    ImFont* strong = nullptr;  // bold, body size
    ImFont* heading = nullptr;
    ImFont* title = nullptr;  // the title screen's name of the game: a large serif
};

class ImGuiSession {
  public:
    ImGuiSession(const VideoOutput& video, const FontFiles& files);
    ~ImGuiSession();
    ImGuiSession(const ImGuiSession&) = delete;
    ImGuiSession& operator=(const ImGuiSession&) = delete;

    // The fonts change with the UI scale: read them each frame, never keep the pointers.
    const UiFonts& fonts() const { return fonts_; }
    // Rasterises the fonts again at `scale` (the UI scale setting) when their pixel size
    // changes, so text stays crisp at every scale instead of being stretched from one size.
    // Call between frames, before NewFrame.
    void set_scale(float scale);

  private:
    void add_fonts(float scale);

    FontFiles files_;
    UiFonts fonts_;
    int body_px_ = 0;  // the body font's pixel size the atlas holds
};

// Sets the window's icon from an SVG (our emblem); a missing file leaves SDL's default.
void set_window_icon(SDL_Window* window, const std::filesystem::path& svg);

}  // namespace eden::app
