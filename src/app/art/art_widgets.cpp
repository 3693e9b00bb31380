#include "app/art/art_widgets.hpp"

#include <cmath>

#include "app/art/svg_art.hpp"

namespace eden::app {

namespace {

SDL_Texture* icon_texture(std::string_view name, float w, float h) {
    SvgArt* art = active_art();
    if (art == nullptr) return nullptr;
    return art->texture(name, static_cast<int>(std::lround(w)), static_cast<int>(std::lround(h)));
}

}  // namespace

bool art_icon(std::string_view name, float size) {
    SDL_Texture* t = icon_texture(name, size, size);
    if (t == nullptr) return false;
    ImGui::Image(static_cast<ImTextureID>(t), ImVec2(std::round(size), std::round(size)));
    return true;
}

bool art_image(ImDrawList* list, std::string_view name, ImVec2 min, ImVec2 max) {
    SDL_Texture* t = icon_texture(name, max.x - min.x, max.y - min.y);
    if (t == nullptr) return false;
    int w = 0;
    int h = 0;
    SDL_QueryTexture(t, nullptr, nullptr, &w, &h);
    // Centred at its rasterised size, on whole pixels, so it stays sharp.
    const float x = std::round((min.x + max.x - static_cast<float>(w)) / 2);
    const float y = std::round((min.y + max.y - static_cast<float>(h)) / 2);
    list->AddImage(static_cast<ImTextureID>(t), ImVec2(x, y),
                   ImVec2(x + static_cast<float>(w), y + static_cast<float>(h)));
    return true;
}

std::string resource_icon_name(TileColor c) {
    return "resource-" + std::string(to_string(c));
}

}  // namespace eden::app
