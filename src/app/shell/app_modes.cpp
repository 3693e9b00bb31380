#include "app/shell/app_modes.hpp"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

#include "app/art/svg_art.hpp"
#include "app/render/fonts.hpp"
#include "app/render/text_renderer.hpp"
#include "app/screens/map_screen.hpp"
#include "app/screens/refusal_screen.hpp"
#include "app/session/file_watch.hpp"
#include "app/session/watched_map.hpp"
#include "app/shell/screenshot.hpp"
#include "app/shell/sdl_context.hpp"
#include "imgui_impl_sdl.h"

namespace eden::app {

namespace {

// Dear ImGui lays a window out from the previous frame's sizes, so the first frame after
// start or after an event can be off; a second frame settles it.
constexpr int kModesFramesToSettle = 2;

// How long the window sleeps when nothing happens: then it looks whether its file was saved
// (a stat), so a designer's save shows within a quarter of a second.
constexpr int kWatchEveryMs = 250;

std::string window_title(const NamedMap& map) {
    return "Battle For Eden \xe2\x80\x94 " + map.name;
}

std::string window_title(const WatchedMap& watched) {
    if (watched.map()) return window_title(*watched.map());
    return "Battle For Eden \xe2\x80\x94 " + watched.file().filename().string();
}

bool is_quit(const SDL_Event& e, SDL_Window* window) {
    if (e.type == SDL_QUIT) return true;
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE &&
        e.window.windowID == SDL_GetWindowID(window)) {
        return true;
    }
    return e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE;
}

// The events since the last frame, handed to Dear ImGui; a frame is due after any. With no
// frame due, sleeps in the OS until an event or until it is time to look at the file again.
// False when the window is closed.
bool take_events(SDL_Window* window, int& frames_due) {
    SDL_Event e;
    const bool got_event =
        frames_due > 0 ? SDL_PollEvent(&e) != 0 : SDL_WaitEventTimeout(&e, kWatchEveryMs) != 0;
    if (!got_event) return true;
    do {
        ImGui_ImplSDL2_ProcessEvent(&e);
        if (is_quit(e, window)) return false;
    } while (SDL_PollEvent(&e) != 0);
    frames_due = kModesFramesToSettle;
    return true;
}

}  // namespace

int run_window(const std::filesystem::path& map_file, const WindowOptions& options) {
    const FontFiles fonts;
    WatchedMap watched(map_file);
    std::optional<MapScreen> screen;
    if (watched.map()) screen = make_map_screen(*watched.map());

    SdlLibraries libraries;
    VideoOutput video({window_title(watched), options.width, options.height, false});
    TextRenderer text(video.renderer(), fonts.text, fonts.text_bold);
    ImGuiSession imgui(video, fonts);
    SvgArt art(video.renderer(), default_assets_dir() / "art");
    set_active_art(&art);

    int frames_due = kModesFramesToSettle;
    for (;;) {
        if (!take_events(video.window(), frames_due)) return 0;
        if (watched.reload_if_changed()) {
            screen.reset();
            if (watched.map()) screen = make_map_screen(*watched.map());
            SDL_SetWindowTitle(video.window(), window_title(watched).c_str());
            frames_due = kModesFramesToSettle;
        }
        if (frames_due == 0) continue;
        if (screen)
            draw_map_screen(*screen, video.renderer(), text, imgui.fonts(), video.output_size());
        else
            draw_refusal_screen(*watched.refusal(), nullptr, imgui.fonts(), video.renderer(),
                                video.output_size());
        SDL_RenderPresent(video.renderer());
        --frames_due;
    }
}

bool show_refusal_until_changed(const FileRefusal& refusal, const char* note_key,
                                const WindowOptions& options) {
    const FontFiles fonts;
    FileWatch watch(refusal.file);
    SdlLibraries libraries;
    VideoOutput video({"Battle For Eden", options.width, options.height, false});
    ImGuiSession imgui(video, fonts);
    int frames_due = kModesFramesToSettle;
    for (;;) {
        if (!take_events(video.window(), frames_due)) return false;
        if (watch.changed()) return true;
        if (frames_due == 0) continue;
        draw_refusal_screen(refusal, note_key, imgui.fonts(), video.renderer(),
                            video.output_size());
        SDL_RenderPresent(video.renderer());
        --frames_due;
    }
}

int run_screenshot(NamedMap map, const ScreenshotOptions& options) {
    const FontFiles fonts;
    const MapScreen screen = make_map_screen(std::move(map));

    // No display is needed for a screenshot (CI has none); a caller's own choice of video
    // driver is respected.
    const char* driver = std::getenv("SDL_VIDEODRIVER");
    if (driver == nullptr || *driver == 0) SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");

    SdlLibraries libraries;
    VideoOutput video({window_title(screen.map), options.width, options.height, true});
    TextRenderer text(video.renderer(), fonts.text, fonts.text_bold);
    ImGuiSession imgui(video, fonts);
    SvgArt art(video.renderer(), default_assets_dir() / "art");
    set_active_art(&art);

    for (int i = 0; i < kModesFramesToSettle; ++i) {
        draw_map_screen(screen, video.renderer(), text, imgui.fonts(), video.output_size());
        if (i + 1 < kModesFramesToSettle) SDL_RenderPresent(video.renderer());
    }
    const SurfacePtr frame = read_frame(video.renderer());
    save_png(frame.get(), options.out);

    if (options.check_not_blank) {
        if (const auto flat = flat_color(frame.get())) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "#%06X", static_cast<unsigned>(*flat));
            std::fprintf(stderr, "eden: the rendered frame is blank (every pixel is %s): %s\n", hex,
                         options.out.string().c_str());
            return 1;
        }
    }
    return 0;
}

}  // namespace eden::app
