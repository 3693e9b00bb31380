#include "app/shell/sdl_context.hpp"

#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include "app/art/svg_check.hpp"
#include "app/render/glyph_ranges.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"

namespace eden::app {

namespace {

// The legend must stay readable on a 1280x720 laptop screen: no text smaller than 15 px.
constexpr float kBodyFontPx = 17.0f;
constexpr float kHeadingFontPx = 24.0f;
constexpr float kTitleFontPx = 64.0f;

[[noreturn]] void fail(const std::string& what, const char* reason) {
    throw std::runtime_error(what + ": " + reason);
}

// Dear ImGui's dark style, warmed up to sit beside the board's art: slate panels like a
// game table, gold for what is active, soft corners like printed cards and counters.
void apply_table_style() {
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 6.0f;
    style.ChildRounding = 5.0f;
    style.FrameRounding = 4.0f;
    style.PopupRounding = 4.0f;
    style.GrabRounding = 3.0f;
    style.TabRounding = 4.0f;
    ImVec4* c = style.Colors;
    const auto rgb = [](int r, int g, int b, float a = 1.0f) {
        return ImVec4(static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f,
                      static_cast<float>(b) / 255.0f, a);
    };
    c[ImGuiCol_WindowBg] = rgb(24, 27, 36);
    c[ImGuiCol_PopupBg] = rgb(30, 33, 44, 0.97f);
    c[ImGuiCol_Border] = rgb(96, 88, 70, 0.6f);
    c[ImGuiCol_TitleBg] = rgb(40, 36, 30);
    c[ImGuiCol_TitleBgActive] = rgb(70, 56, 32);
    c[ImGuiCol_Button] = rgb(44, 64, 98);
    c[ImGuiCol_ButtonHovered] = rgb(66, 92, 136);
    c[ImGuiCol_ButtonActive] = rgb(150, 116, 52);
    c[ImGuiCol_Header] = rgb(92, 76, 44, 0.8f);
    c[ImGuiCol_HeaderHovered] = rgb(120, 98, 54, 0.9f);
    c[ImGuiCol_HeaderActive] = rgb(150, 116, 52);
    c[ImGuiCol_Separator] = rgb(110, 98, 72, 0.7f);
    c[ImGuiCol_FrameBg] = rgb(40, 46, 62);
    c[ImGuiCol_FrameBgHovered] = rgb(56, 64, 86);
    c[ImGuiCol_CheckMark] = rgb(240, 200, 96);
    c[ImGuiCol_SliderGrab] = rgb(200, 160, 80);
    c[ImGuiCol_SliderGrabActive] = rgb(240, 200, 96);
    c[ImGuiCol_Tab] = rgb(44, 52, 72);
    c[ImGuiCol_TabHovered] = rgb(120, 98, 54);
    c[ImGuiCol_TabActive] = rgb(92, 76, 44);
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
    // Headless, the software renderer's frame goes to memory. Without this SDL backs the
    // window's pixels with an OpenGL texture (Mesa's llvmpipe here) and every present
    // uploads and draws the whole frame: a third of a frame's time, for nothing.
    if (options.headless) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
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

void ImGuiSession::add_fonts(float scale) {
    ImGuiIO& io = ImGui::GetIO();
    // Latin-1 alone would draw the game's dashes, arrows and dots as "?", and a translator's
    // Œ as well: the text fonts take every range the app draws in and every character of the
    // catalogs (glyph_ranges.hpp, the ranges the fonts were checked for). Lato has the letters
    // and punctuation; DejaVu, merged after it, fills in the symbols Lato lacks (Dear ImGui
    // keeps the first font's glyph where both have one). The title's serif takes the same
    // ranges: a title in another language must not lose its accents.
    const ImWchar* kRanges = text_glyph_ranges();
    const ImWchar* kTitleRanges = text_glyph_ranges();
    // The atlas's height follows its glyphs (resident memory: DESIGN.md at most 150 MB).
    io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
    // `letters`, when given, is merged after the face for the letters it lacks, before the
    // symbols.
    const auto add = [&io](const std::filesystem::path& face, const std::filesystem::path& symbols,
                           float px, const ImWchar* ranges,
                           const std::filesystem::path& letters = {}) {
        ImFontConfig config;
        // Sideways oversampling sharpens small text; large text needs none.
        config.OversampleH = px < 30.0f ? 2 : 1;
        ImFont* font = io.Fonts->AddFontFromFileTTF(face.string().c_str(), px, &config, ranges);
        ImFontConfig merge;
        merge.MergeMode = true;
        merge.OversampleH = config.OversampleH;
        if (font != nullptr && !letters.empty() && letters != face)
            io.Fonts->AddFontFromFileTTF(letters.string().c_str(), px, &merge, ranges);
        if (font != nullptr && face != symbols)
            io.Fonts->AddFontFromFileTTF(symbols.string().c_str(), px, &merge,
                                         symbol_glyph_ranges());
        return font;
    };
    const auto px = [scale](float base) { return std::round(base * scale); };
    body_px_ = static_cast<int>(px(kBodyFontPx));
    fonts_.body = add(files_.text, files_.symbols, px(kBodyFontPx), kRanges);
    fonts_.strong = add(files_.text_bold, files_.symbols_bold, px(kBodyFontPx), kRanges);
    fonts_.heading =
        add(files_.title, files_.symbols_bold, px(kHeadingFontPx), kRanges, files_.title_letters);
    fonts_.title =
        add(files_.title, files_.title, px(kTitleFontPx), kTitleRanges, files_.title_letters);
    if (fonts_.body == nullptr || fonts_.strong == nullptr || fonts_.heading == nullptr ||
        fonts_.title == nullptr) {
        throw std::runtime_error("Dear ImGui cannot load font " + files_.text.string() + ", " +
                                 files_.text_bold.string() + " or " + files_.title.string());
    }
    io.FontDefault = fonts_.body;
}

void ImGuiSession::set_scale(float scale) {
    if (static_cast<int>(std::round(kBodyFontPx * scale)) == body_px_) return;
    ImGui::GetIO().Fonts->Clear();
    add_fonts(scale);
    ImGui::GetIO().Fonts->Build();
    // The backend makes the texture again from the new atlas in its next NewFrame.
    ImGui_ImplSDLRenderer_DestroyFontsTexture();
}

ImGuiSession::ImGuiSession(const VideoOutput& video, const FontFiles& files) : files_(files) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    // The layout is fixed by the app; an imgui.ini in the working directory would only be
    // litter.
    io.IniFilename = nullptr;
    apply_table_style();
    try {
        add_fonts(1.0f);
    } catch (...) {
        ImGui::DestroyContext();
        throw;
    }

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

namespace eden::app {

void set_window_icon(SDL_Window* window, const std::filesystem::path& svg) {
    std::ifstream in(svg, std::ios::binary);
    std::stringstream read;
    if (in) read << in.rdbuf();
    const std::string text = read.str();
    if (!in) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "no window icon: cannot read %s",
                    svg.string().c_str());
        return;
    }
    // The same limits as every picture (art/svg_check.hpp) before the rasteriser reads it.
    if (const auto problem = svg_problem(text)) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "no window icon: %s is refused (%s)",
                    svg.string().c_str(), problem->c_str());
        return;
    }
    SDL_RWops* rw = SDL_RWFromConstMem(text.data(), static_cast<int>(text.size()));
    if (rw == nullptr) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "no window icon: %s", SDL_GetError());
        return;
    }
    SDL_Surface* icon = IMG_LoadSizedSVG_RW(rw, 64, 64);
    SDL_RWclose(rw);
    if (icon == nullptr) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "no window icon: %s", IMG_GetError());
        return;
    }
    SDL_SetWindowIcon(window, icon);
    SDL_FreeSurface(icon);
}

}  // namespace eden::app
