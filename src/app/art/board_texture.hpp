// The board's still layer (tiles, their art, portals, tokens, the designer's coordinates)
// drawn once into a texture and copied to the window each frame, redrawn only when what it
// shows changes: a tile, a seat's colour, the zoom, the pan or the window's size. With SDL's
// software renderer a board of SVG tiles blended hex by hex cost several milliseconds a frame
// (DESIGN.md: median frame at most 8 ms at 1280x800); one opaque copy costs a fraction.
#pragma once

#include <cstdint>

#include <SDL.h>

namespace eden::app {

class BoardTexture {
  public:
    BoardTexture() = default;
    ~BoardTexture();
    BoardTexture(const BoardTexture&) = delete;
    BoardTexture& operator=(const BoardTexture&) = delete;

    // Whether the caller must draw the layer now: true when `key` (a hash of all it shows)
    // differs from what the texture holds. The texture `w` x `h` is then the render target,
    // and the caller draws in its pixels (0,0 at its corner). When no texture can be made the
    // answer is true with the window still the target: the caller draws straight to it.
    bool begin(SDL_Renderer* renderer, int w, int h, std::uint64_t key);
    // Back to the window, and the layer (if there is one) copied to `at`.
    void end(SDL_Renderer* renderer, SDL_Point at);
    // Whether begin() made the texture the target (the caller draws offset by the corner).
    bool targeted() const { return targeted_; }

    // How many times the layer was drawn (for the test that it is not drawn every frame).
    int redraws() const { return redraws_; }

  private:
    SDL_Texture* texture_ = nullptr;
    SDL_Renderer* owner_ = nullptr;
    int w_ = 0;
    int h_ = 0;
    std::uint64_t key_ = 0;
    bool valid_ = false;
    bool targeted_ = false;
    int redraws_ = 0;
};

// The frame's board layer (the FrameOutput's), like active_art(); nullptr draws uncached.
BoardTexture* active_board_texture();
void set_active_board_texture(BoardTexture* texture);

// FNV-1a, for the keys.
inline std::uint64_t hash_mix(std::uint64_t h, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
        h ^= (v >> (8 * i)) & 0xffu;
        h *= 1099511628211ull;
    }
    return h;
}
inline constexpr std::uint64_t kHashSeed = 14695981039346656037ull;

}  // namespace eden::app
