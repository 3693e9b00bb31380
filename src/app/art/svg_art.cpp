#include "app/art/svg_art.hpp"

#include <SDL_image.h>

#include "app/art/svg_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace eden::app {

namespace {

// Zooming makes new sizes of every tile; past this much texture memory the cache is dropped
// and refilled with the sizes in use (DESIGN.md: resident memory at most 150 MB).
constexpr std::size_t kMaxTextureBytes = 12u << 20;
// No picture is drawn larger than this; a bigger request is clamped.
constexpr int kMaxSide = 2048;

SvgArt* g_active = nullptr;

}  // namespace

SvgArt::SvgArt(SDL_Renderer* renderer, std::filesystem::path folder)
    : renderer_(renderer), folder_(std::move(folder)) {}

SvgArt::~SvgArt() {
    if (g_active == this) g_active = nullptr;
}

const std::string* SvgArt::source(const std::string& name) {
    if (broken_.contains(name)) return nullptr;
    if (auto it = sources_.find(name); it != sources_.end()) return &it->second;
    const auto path = folder_ / (name + ".svg");
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    if (in) text << in.rdbuf();
    if (!in || text.str().find("<svg") == std::string::npos) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION,
                    "art: %s is missing or not an SVG; drawing without it", path.string().c_str());
        broken_.insert(name);
        return nullptr;
    }
    // Checked before the rasteriser ever sees it: nanosvg has no limits of its own.
    if (const auto problem = svg_problem(text.str())) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "art: %s is refused (%s); drawing without it",
                    path.string().c_str(), problem->c_str());
        broken_.insert(name);
        return nullptr;
    }
    return &sources_.emplace(name, text.str()).first->second;
}

SDL_Texture* SvgArt::texture(std::string_view name_view, int width, int height) {
    if (width < 1 || height < 1) return nullptr;
    width = std::min(width, kMaxSide);
    height = std::min(height, kMaxSide);
    const std::string name(name_view);
    Key key{name, width, height};
    if (auto it = textures_.find(key); it != textures_.end()) return it->second.get();
    const std::string* svg = source(name);
    if (svg == nullptr) return nullptr;
    if (const auto problem = svg_size_problem(*svg, width, height)) {
        if (too_costly_.insert(name).second)
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "art: %s.svg is not drawn (%s)", name.c_str(),
                        problem->c_str());
        return nullptr;
    }

    SDL_RWops* rw = SDL_RWFromConstMem(svg->data(), static_cast<int>(svg->size()));
    SDL_Surface* surface = rw != nullptr ? IMG_LoadSizedSVG_RW(rw, width, height) : nullptr;
    if (rw != nullptr) SDL_RWclose(rw);
    if (surface == nullptr || surface->w < 1 || surface->h < 1) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "art: %s.svg cannot be drawn (%s); without it",
                    name.c_str(), IMG_GetError());
        if (surface != nullptr) SDL_FreeSurface(surface);
        broken_.insert(name);
        return nullptr;
    }
    SDL_Texture* t = SDL_CreateTextureFromSurface(renderer_, surface);
    const std::size_t bytes = static_cast<std::size_t>(surface->w) * surface->h * 4;
    SDL_FreeSurface(surface);
    if (t == nullptr) return nullptr;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    // Linear filtering would blur a picture drawn at the size it was rasterised at.
    SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest);
    texture_bytes_ += bytes;
    return textures_.emplace(std::move(key), t).first->second.get();
}

void SvgArt::trim() {
    if (texture_bytes_ <= kMaxTextureBytes) return;
    textures_.clear();
    texture_bytes_ = 0;
}

bool SvgArt::has(std::string_view name) {
    return source(std::string(name)) != nullptr;
}

bool SvgArt::draw(std::string_view name, Rect box) {
    const int w = static_cast<int>(std::lround(box.w));
    const int h = static_cast<int>(std::lround(box.h));
    SDL_Texture* t = texture(name, w, h);
    if (t == nullptr) return false;
    int tw = 0;
    int th = 0;
    SDL_QueryTexture(t, nullptr, nullptr, &tw, &th);
    // Whole pixels, at the size rasterised: a texture stretched by a fraction turns blurry.
    const SDL_Rect dst{static_cast<int>(std::lround(box.x + (box.w - static_cast<float>(tw)) / 2)),
                       static_cast<int>(std::lround(box.y + (box.h - static_cast<float>(th)) / 2)),
                       tw, th};
    SDL_RenderCopy(renderer_, t, nullptr, &dst);
    return true;
}

SvgArt* active_art() {
    return g_active;
}
void set_active_art(SvgArt* art) {
    g_active = art;
}

std::filesystem::path default_assets_dir() {
    if (const char* env = std::getenv("EDEN_ASSETS_DIR"); env != nullptr && *env != 0) return env;
    std::error_code ec;
    if (std::filesystem::is_directory("assets/art", ec)) return "assets";
#ifdef EDEN_SOURCE_ASSETS_DIR
    return EDEN_SOURCE_ASSETS_DIR;
#else
    return "assets";
#endif
}

}  // namespace eden::app
