#include "app/sdl_context.hpp"

#include <stdexcept>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"

namespace eden::app {

namespace {

// The legend must stay readable on a 1280x720 laptop screen: no text smaller than 15 px.
constexpr float kBodyFontPx = 17.0f;
constexpr float kHeadingFontPx = 22.0f;

[[noreturn]] void fail(const std::string& what, const char* reason) {
    throw std::runtime_error(what + ": " + reason);
}

}  // namespace

SdlLibraries::SdlLibraries() {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) fail("cannot start SDL video", SDL_GetError());
    if (TTF_Init() != 0) {
        const std::string reason = TTF_GetError();
        SDL_Quit();
        fail("cannot start SDL_ttf", reason.c_str());
    }
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        const std::string reason = IMG_GetError();
        TTF_Quit();
        SDL_Quit();
        fail("cannot start SDL_image", reason.c_str());
    }
}

SdlLibraries::~SdlLibraries() {
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}

VideoOutput::VideoOutput(const VideoOptions& options) {
    const Uint32 window_flags = options.headless ? SDL_WINDOW_HIDDEN : SDL_WINDOW_RESIZABLE;
    window_ = SDL_CreateWindow(options.title.c_str(), SDL_WINDOWPOS_CENTERED,
                               SDL_WINDOWPOS_CENTERED, options.width, options.height, window_flags);
    if (window_ == nullptr) fail("cannot create a window", SDL_GetError());
    // Below this the legend and the board no longer both fit.
    if (!options.headless) SDL_SetWindowMinimumSize(window_, 640, 400);

    if (!options.headless) {
        renderer_ =
            SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    }
    // Machines without a GPU driver (and every screenshot) get the software renderer.
    if (renderer_ == nullptr) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
    if (renderer_ == nullptr) {
        const std::string reason = SDL_GetError();
        SDL_DestroyWindow(window_);
        fail("cannot create a renderer", reason.c_str());
    }
}

VideoOutput::~VideoOutput() {
    SDL_DestroyRenderer(renderer_);
    SDL_DestroyWindow(window_);
}

SDL_Point VideoOutput::output_size() const {
    SDL_Point size{0, 0};
    SDL_GetRendererOutputSize(renderer_, &size.x, &size.y);
    return size;
}

ImGuiSession::ImGuiSession(const VideoOutput& video, const std::filesystem::path& regular_font,
                           const std::filesystem::path& bold_font) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    // The layout is fixed by the app; an imgui.ini in the working directory would only be
    // litter.
    io.IniFilename = nullptr;
    ImGui::StyleColorsDark();

    // Latin-1 alone would draw the game's dashes, arrows and dots as "?": add punctuation,
    // arrows, mathematical operators (card text's minus sign) and geometric shapes, which
    // DejaVu has.
    static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x2000, 0x206F, 0x2190,
                                      0x22FF, 0x25A0, 0x25FF, 0};
    const auto add = [&io](const std::filesystem::path& file, float px) {
        return io.Fonts->AddFontFromFileTTF(file.string().c_str(), px, nullptr, kRanges);
    };
    fonts_.body = add(regular_font, kBodyFontPx);
    fonts_.strong = add(bold_font, kBodyFontPx);
    fonts_.heading = add(bold_font, kHeadingFontPx);
    if (fonts_.body == nullptr || fonts_.strong == nullptr || fonts_.heading == nullptr) {
        ImGui::DestroyContext();
        throw std::runtime_error("Dear ImGui cannot load font " + regular_font.string() + " or " +
                                 bold_font.string());
    }
    io.FontDefault = fonts_.body;

    if (!ImGui_ImplSDL2_InitForSDLRenderer(video.window())) {
        ImGui::DestroyContext();
        throw std::runtime_error("cannot start the Dear ImGui SDL2 backend");
    }
    if (!ImGui_ImplSDLRenderer_Init(video.renderer())) {
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
        throw std::runtime_error("cannot start the Dear ImGui SDL_Renderer backend");
    }
}

ImGuiSession::~ImGuiSession() {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

}  // namespace eden::app
