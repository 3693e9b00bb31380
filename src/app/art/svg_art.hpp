// The app's pictures: our own SVG files under assets/art/ (assets/README.md lists them),
// rasterised by SDL_image at the size they are drawn and kept as textures keyed by
// (file, width, height), so the board and cards stay sharp at every zoom and UI scale without
// rasterising a file twice. A missing or unreadable file is logged once and reported as "no
// picture": every caller then draws its flat fallback, and the app never stops for art.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <tuple>

#include <SDL.h>

#include "app/session/hex_layout.hpp"

namespace eden::app {

class SvgArt {
  public:
    SvgArt(SDL_Renderer* renderer, std::filesystem::path folder);
    ~SvgArt();
    SvgArt(const SvgArt&) = delete;
    SvgArt& operator=(const SvgArt&) = delete;

    // The picture `name` ("terrain-green" for assets/art/terrain-green.svg) fitted into
    // `width` x `height` pixels, aspect kept; nullptr if the file is missing or unreadable.
    SDL_Texture* texture(std::string_view name, int width, int height);
    // Draws `name` centred in `box`, as large as fits; false (nothing drawn) without a picture.
    bool draw(std::string_view name, Rect box);
    // Whether the file exists and reads as an SVG (at some size).
    bool has(std::string_view name);

    // Drops every texture once they take more memory than the budget (zooming makes new
    // sizes). Call between frames only: Dear ImGui's draw lists hold textures until Render.
    void trim();

    std::size_t cached_textures() const { return textures_.size(); }
    const std::filesystem::path& folder() const { return folder_; }

  private:
    struct TextureDestroyer {
        void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
    };
    using Key = std::tuple<std::string, int, int>;
    const std::string* source(const std::string& name);

    SDL_Renderer* renderer_;
    std::filesystem::path folder_;
    std::map<std::string, std::string> sources_;  // file text, read once
    std::set<std::string> broken_;                // warned about once, never read again
    std::set<std::string> too_costly_;            // at some size: warned about once
    std::map<Key, std::unique_ptr<SDL_Texture, TextureDestroyer>> textures_;
    std::size_t texture_bytes_ = 0;
};

// The pictures of the frame being drawn (the FrameOutput's), like Dear ImGui's current
// context, so that widgets called with fonts alone (cards) can draw art; nullptr if none.
SvgArt* active_art();
void set_active_art(SvgArt* art);

// The folder holding art/ and fonts/: $EDEN_ASSETS_DIR, ./assets, then the source tree's.
std::filesystem::path default_assets_dir();

}  // namespace eden::app
