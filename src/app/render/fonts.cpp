#include "app/render/fonts.hpp"

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include <SDL_log.h>

#include "app/render/font_check.hpp"
#include "app/render/glyph_ranges.hpp"

namespace eden::app {

namespace {

std::vector<std::filesystem::path> asset_font_folders() {
    std::vector<std::filesystem::path> folders;
    if (const char* assets = std::getenv("EDEN_ASSETS_DIR"); assets != nullptr && *assets != 0) {
        folders.emplace_back(std::filesystem::path(assets) / "fonts");
    }
#ifdef EDEN_SOURCE_ASSETS_DIR
    folders.emplace_back(std::filesystem::path(EDEN_SOURCE_ASSETS_DIR) / "fonts");
#endif
    return folders;
}

// Whether `candidate` is a font file the rasteriser may read. A damaged one (in the assets
// override folder, say) is passed over with a message, and the next place is looked in.
bool usable_font(const std::filesystem::path& candidate, std::string& refused) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(candidate, ec)) return false;
    const auto problem = font_file_problem(candidate, app_char_ranges());
    if (!problem) return true;
    SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "font %s cannot be used (%s); using another",
                candidate.string().c_str(), problem->c_str());
    refused += "; " + candidate.string() + " is damaged: " + *problem;
    return false;
}

}  // namespace

std::filesystem::path find_font(std::string_view file_name) {
    std::vector<std::filesystem::path> folders = asset_font_folders();
    folders.emplace_back("/usr/share/fonts/truetype/dejavu");

    std::string looked_in;
    std::string refused;
    for (const auto& folder : folders) {
        if (usable_font(folder / file_name, refused)) return folder / file_name;
        looked_in += (looked_in.empty() ? "" : ", ") + folder.string();
    }
    throw std::runtime_error("font " + std::string(file_name) + " not found (looked in " +
                             looked_in + refused + "; on Debian install fonts-dejavu-core)");
}

std::filesystem::path find_font_preferring(std::initializer_list<std::string_view> preferred,
                                           std::string_view fallback) {
    std::vector<std::filesystem::path> folders = asset_font_folders();
    // Debian's packages: fonts-lato, fonts-ebgaramond (see .ci/install-deps).
    folders.emplace_back("/usr/share/fonts/truetype/lato");
    folders.emplace_back("/usr/share/fonts/opentype/ebgaramond");
    folders.emplace_back("/usr/share/fonts/truetype/ebgaramond");
    std::string refused;
    for (std::string_view name : preferred)
        for (const auto& folder : folders)
            if (usable_font(folder / name, refused)) return folder / name;
    return find_font(fallback);
}

}  // namespace eden::app
