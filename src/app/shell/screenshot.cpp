#include "app/shell/screenshot.hpp"

#include <fstream>
#include <stdexcept>
#include <string>
#include <system_error>

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

namespace {

// An SDL_RWops that appends what is written to a std::string: the PNG is encoded in memory and
// written to the file by us, because IMG_SavePNG does not report a write that fails when its
// file is closed (a full disk, /dev/full), which left truncated PNGs and exit 0 (issue 34).
std::string& png_bytes(SDL_RWops* rw) {
    return *static_cast<std::string*>(rw->hidden.unknown.data1);
}
size_t png_write(SDL_RWops* rw, const void* data, size_t size, size_t count) {
    png_bytes(rw).append(static_cast<const char*>(data), size * count);
    return count;
}
Sint64 png_size(SDL_RWops* rw) {
    return static_cast<Sint64>(png_bytes(rw).size());
}
Sint64 png_seek(SDL_RWops* rw, Sint64 offset, int whence) {
    // Only "where am I" (offset 0 from the current end) is ever asked of an append-only sink.
    if (offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END)) return png_size(rw);
    return -1;
}
size_t png_read(SDL_RWops*, void*, size_t, size_t) {
    return 0;
}
int png_close(SDL_RWops* rw) {
    SDL_FreeRW(rw);
    return 0;
}

}  // namespace

void save_png(const SDL_Surface* frame, const std::filesystem::path& file) {
    std::string bytes;
    SDL_RWops* sink = SDL_AllocRW();
    if (!sink) throw std::runtime_error(std::string("out of memory: ") + SDL_GetError());
    sink->size = png_size;
    sink->seek = png_seek;
    sink->read = png_read;
    sink->write = png_write;
    sink->close = png_close;
    sink->hidden.unknown.data1 = &bytes;
    // IMG_SavePNG_RW takes a non-const surface but does not change it; it frees the sink.
    if (IMG_SavePNG_RW(const_cast<SDL_Surface*>(frame), sink, 1) != 0)
        throw std::runtime_error("cannot encode " + file.string() + ": " + IMG_GetError());
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    if (!out) throw std::runtime_error("cannot write " + file.string() + ": cannot open it");
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    const bool written = static_cast<bool>(out);
    out.close();
    if (!written || out.fail()) {
        std::error_code ec;
        if (std::filesystem::is_regular_file(file, ec))
            std::filesystem::remove(file, ec);  // no truncated PNG left behind
        throw std::runtime_error("cannot write " + file.string() + " (is the disk full?)");
    }
}

}  // namespace eden::app
