#include "app/fonts.hpp"

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

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

}  // namespace

std::filesystem::path find_font(std::string_view file_name) {
    std::vector<std::filesystem::path> folders = asset_font_folders();
    folders.emplace_back("/usr/share/fonts/truetype/dejavu");

    std::string looked_in;
    for (const auto& folder : folders) {
        const auto candidate = folder / file_name;
        std::error_code ec;
        if (std::filesystem::is_regular_file(candidate, ec)) return candidate;
        looked_in += (looked_in.empty() ? "" : ", ") + folder.string();
    }
    throw std::runtime_error("font " + std::string(file_name) + " not found (looked in " +
                             looked_in + "; on Debian install fonts-dejavu-core)");
}

std::filesystem::path find_font_preferring(std::initializer_list<std::string_view> preferred,
                                           std::string_view fallback) {
    std::vector<std::filesystem::path> folders = asset_font_folders();
    // Debian's packages: fonts-lato, fonts-ebgaramond (see .ci/install-deps).
    folders.emplace_back("/usr/share/fonts/truetype/lato");
    folders.emplace_back("/usr/share/fonts/opentype/ebgaramond");
    folders.emplace_back("/usr/share/fonts/truetype/ebgaramond");
    for (std::string_view name : preferred)
        for (const auto& folder : folders) {
            const auto candidate = folder / name;
            std::error_code ec;
            if (std::filesystem::is_regular_file(candidate, ec)) return candidate;
        }
    return find_font(fallback);
}

}  // namespace eden::app
