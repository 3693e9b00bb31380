// Board labels drawn with SDL_ttf. Fonts are opened per pixel size on first use and each
// rendered string is kept as a texture, because the board redraws the same few dozen labels
// every frame and rasterising text is the slowest part of a frame.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>

#include <SDL.h>
#include <SDL_ttf.h>

#include "app/render/palette.hpp"
#include "app/session/hex_layout.hpp"

namespace eden::app {

enum class FontStyle { regular, bold };

class TextRenderer {
  public:
    // Opens both fonts once to prove they load; throws std::runtime_error if either does not.
    TextRenderer(SDL_Renderer* renderer, std::filesystem::path regular_font,
                 std::filesystem::path bold_font);
    ~TextRenderer();
    TextRenderer(const TextRenderer&) = delete;
    TextRenderer& operator=(const TextRenderer&) = delete;

    // Draws `text` centred on `centre`. Sizes are in pixels; empty text draws nothing.
    void draw_centred(std::string_view text, FontStyle style, int pixel_size, Point centre,
                      Rgba color);

  private:
    struct FontCloser {
        void operator()(TTF_Font* f) const { TTF_CloseFont(f); }
    };
    struct TextureDestroyer {
        void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
    };
    struct Label {
        std::unique_ptr<SDL_Texture, TextureDestroyer> texture;
        int width = 0;
        int height = 0;
    };
    using FontKey = std::tuple<FontStyle, int>;
    using LabelKey = std::tuple<FontStyle, int, std::string, std::uint32_t>;

    TTF_Font* font(FontStyle style, int pixel_size);
    const Label* label(std::string_view text, FontStyle style, int pixel_size, Rgba color);

    SDL_Renderer* renderer_;
    std::filesystem::path regular_path_;
    std::filesystem::path bold_path_;
    std::map<FontKey, std::unique_ptr<TTF_Font, FontCloser>> fonts_;
    std::map<LabelKey, Label> labels_;
};

}  // namespace eden::app
