#include "app/render/text_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace eden::app {

namespace {

// Labels change with the window size (their pixel size follows the hexes); past this many
// the cache is dropped rather than tracked, since a resize makes most entries stale anyway.
constexpr std::size_t kMaxCachedLabels = 1024;

std::uint32_t pack(Rgba c) {
    return (std::uint32_t{c.r} << 24) | (std::uint32_t{c.g} << 16) | (std::uint32_t{c.b} << 8) |
           std::uint32_t{c.a};
}

}  // namespace

TextRenderer::TextRenderer(SDL_Renderer* renderer, std::filesystem::path regular_font,
                           std::filesystem::path bold_font)
    : renderer_(renderer),
      regular_path_(std::move(regular_font)),
      bold_path_(std::move(bold_font)) {
    font(FontStyle::regular, 16);
    font(FontStyle::bold, 16);
}

TextRenderer::~TextRenderer() = default;

TTF_Font* TextRenderer::font(FontStyle style, int pixel_size) {
    const FontKey key{style, pixel_size};
    if (auto it = fonts_.find(key); it != fonts_.end()) return it->second.get();
    const auto& path = style == FontStyle::bold ? bold_path_ : regular_path_;
    TTF_Font* f = TTF_OpenFont(path.string().c_str(), pixel_size);
    if (f == nullptr) {
        throw std::runtime_error("cannot open font " + path.string() + ": " + TTF_GetError());
    }
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    fonts_.emplace(key, f);
    return f;
}

const TextRenderer::Label* TextRenderer::label(std::string_view text, FontStyle style,
                                               int pixel_size, Rgba color) {
    LabelKey key{style, pixel_size, std::string(text), pack(color)};
    if (auto it = labels_.find(key); it != labels_.end()) return &it->second;
    if (labels_.size() >= kMaxCachedLabels) labels_.clear();

    const SDL_Color sdl_color{color.r, color.g, color.b, color.a};
    SDL_Surface* surface =
        TTF_RenderUTF8_Blended(font(style, pixel_size), std::get<2>(key).c_str(), sdl_color);
    if (surface == nullptr) return nullptr;
    Label entry;
    entry.texture.reset(SDL_CreateTextureFromSurface(renderer_, surface));
    entry.width = surface->w;
    entry.height = surface->h;
    SDL_FreeSurface(surface);
    if (!entry.texture) return nullptr;
    SDL_SetTextureBlendMode(entry.texture.get(), SDL_BLENDMODE_BLEND);
    return &labels_.emplace(std::move(key), std::move(entry)).first->second;
}

void TextRenderer::draw_centred(std::string_view text, FontStyle style, int pixel_size,
                                Point centre, Rgba color) {
    if (text.empty() || pixel_size < 1) return;
    const Label* l = label(text, style, pixel_size, color);
    if (l == nullptr) return;
    // Whole pixels: a texture drawn at a fractional offset is resampled and turns blurry.
    const SDL_Rect dst{static_cast<int>(std::lround(centre.x - static_cast<float>(l->width) / 2)),
                       static_cast<int>(std::lround(centre.y - static_cast<float>(l->height) / 2)),
                       l->width, l->height};
    SDL_RenderCopy(renderer_, l->texture.get(), nullptr, &dst);
}

}  // namespace eden::app
