#include "app/screenshot.hpp"

#include <stdexcept>
#include <string>

#include <SDL_image.h>

namespace eden::app {

SurfacePtr read_frame(SDL_Renderer* renderer) {
    int w = 0;
    int h = 0;
    if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0) {
        throw std::runtime_error(std::string("cannot read the frame size: ") + SDL_GetError());
    }
    SurfacePtr frame(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32));
    if (!frame) throw std::runtime_error(std::string("out of memory: ") + SDL_GetError());
    if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, frame->pixels,
                             frame->pitch) != 0) {
        throw std::runtime_error(std::string("cannot read the frame: ") + SDL_GetError());
    }
    return frame;
}

std::optional<Uint32> flat_color(const SDL_Surface* frame) {
    if (frame->w <= 0 || frame->h <= 0) return std::nullopt;
    const auto* bytes = static_cast<const unsigned char*>(frame->pixels);
    // Alpha is ignored: the PNG is viewed opaque, and a frame that differs only in alpha
    // looks blank all the same.
    auto rgb = [&](int x, int y) {
        const unsigned char* p = bytes + static_cast<std::ptrdiff_t>(y) * frame->pitch +
                                 static_cast<std::ptrdiff_t>(x) * 4;
        return (Uint32{p[0]} << 16) | (Uint32{p[1]} << 8) | Uint32{p[2]};
    };
    const Uint32 first = rgb(0, 0);
    for (int y = 0; y < frame->h; ++y) {
        for (int x = 0; x < frame->w; ++x) {
            if (rgb(x, y) != first) return std::nullopt;
        }
    }
    return first;
}

void save_png(const SDL_Surface* frame, const std::filesystem::path& file) {
    // IMG_SavePNG takes a non-const surface but does not change it.
    if (IMG_SavePNG(const_cast<SDL_Surface*>(frame), file.string().c_str()) != 0) {
        throw std::runtime_error("cannot write " + file.string() + ": " + IMG_GetError());
    }
}

}  // namespace eden::app
