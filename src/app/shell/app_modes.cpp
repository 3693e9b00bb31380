#include "app/shell/app_modes.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

#include "app/art/svg_art.hpp"
#include "app/render/fonts.hpp"
#include "app/render/text_renderer.hpp"
#include "app/screens/map_screen.hpp"
#include "app/shell/screenshot.hpp"
#include "app/shell/sdl_context.hpp"
#include "imgui_impl_sdl.h"

namespace eden::app {

namespace {

// Dear ImGui lays a window out from the previous frame's sizes, so the first frame after
// start or after an event can be off; a second frame settles it.
constexpr int kModesFramesToSettle = 2;

// How long the window sleeps when nothing happens. Nothing on screen animates yet, so this
// only bounds how stale a frame can get if an event is somehow missed.
constexpr int kModesIdleWaitMs = 1000;

std::string window_title(const NamedMap& map) {
    return "Battle For Eden \xe2\x80\x94 " + map.name;
}

bool is_quit(const SDL_Event& e, SDL_Window* window) {
    if (e.type == SDL_QUIT) return true;
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE &&
        e.window.windowID == SDL_GetWindowID(window)) {
        return true;
    }
    return e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE;
}

}  // namespace

int run_window(NamedMap map, const WindowOptions& options) {
    const FontFiles fonts;
    const MapScreen screen = make_map_screen(std::move(map));

    SdlLibraries libraries;
    VideoOutput video({window_title(screen.map), options.width, options.height, false});
    TextRenderer text(video.renderer(), fonts.text, fonts.text_bold);
    ImGuiSession imgui(video, fonts);
    SvgArt art(video.renderer(), default_assets_dir() / "art");
    set_active_art(&art);

    int frames_due = kModesFramesToSettle;
    for (;;) {
        SDL_Event e;
        // Sleep in the OS until something happens; draw only when it did.
        const bool got_event = frames_due > 0 ? SDL_PollEvent(&e) != 0
                                              : SDL_WaitEventTimeout(&e, kModesIdleWaitMs) != 0;
        if (got_event) {
            do {
                ImGui_ImplSDL2_ProcessEvent(&e);
                if (is_quit(e, video.window())) return 0;
            } while (SDL_PollEvent(&e) != 0);
            frames_due = kModesFramesToSettle;
        }
        if (frames_due == 0) continue;
        draw_map_screen(screen, video.renderer(), text, imgui.fonts(), video.output_size());
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
