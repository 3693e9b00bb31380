// Capturing the renderer's current frame: reading it back, checking it is not blank, and
// writing it as a PNG.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>

#include <SDL.h>

namespace eden::app {

struct SurfaceDeleter {
    void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
using SurfacePtr = std::unique_ptr<SDL_Surface, SurfaceDeleter>;

// The frame drawn so far (before SDL_RenderPresent), as 32-bit RGBA. Throws
// std::runtime_error if the renderer cannot be read.
SurfacePtr read_frame(SDL_Renderer* renderer);

// The one colour every pixel has, as 0xRRGGBB, or nothing if the frame has two or more.
std::optional<Uint32> flat_color(const SDL_Surface* frame);

// Throws std::runtime_error naming the file if it cannot be written.
void save_png(const SDL_Surface* frame, const std::filesystem::path& file);

}  // namespace eden::app
