#include "app/art/board_texture.hpp"

namespace eden::app {

namespace {

BoardTexture* g_active_board_texture = nullptr;

}  // namespace

BoardTexture::~BoardTexture() {
    if (texture_ != nullptr) SDL_DestroyTexture(texture_);
    if (g_active_board_texture == this) g_active_board_texture = nullptr;
}

bool BoardTexture::begin(SDL_Renderer* renderer, int w, int h, std::uint64_t key) {
    targeted_ = false;
    if (w < 1 || h < 1 || SDL_RenderTargetSupported(renderer) != SDL_TRUE) return true;
    if (texture_ == nullptr || owner_ != renderer || w != w_ || h != h_) {
        if (texture_ != nullptr) SDL_DestroyTexture(texture_);
        texture_ =
            SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
        owner_ = renderer;
        w_ = w;
        h_ = h;
        valid_ = false;
        if (texture_ == nullptr) return true;
        // Opaque: the copy replaces the window's pixels instead of blending each one.
        SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
    }
    if (valid_ && key == key_) return false;
    valid_ = false;
    if (SDL_SetRenderTarget(renderer, texture_) != 0) return true;
    targeted_ = true;
    key_ = key;
    ++redraws_;
    return true;
}

void BoardTexture::end(SDL_Renderer* renderer, SDL_Point at) {
    if (targeted_) {
        targeted_ = false;
        SDL_SetRenderTarget(renderer, nullptr);
        valid_ = true;
    }
    if (!valid_) return;
    const SDL_Rect dst{at.x, at.y, w_, h_};
    SDL_RenderCopy(renderer, texture_, nullptr, &dst);
}

BoardTexture* active_board_texture() {
    return g_active_board_texture;
}
void set_active_board_texture(BoardTexture* texture) {
    g_active_board_texture = texture;
}

}  // namespace eden::app
