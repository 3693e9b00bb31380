#include "app/board/map_summary.hpp"

#include <algorithm>

namespace eden::app {

MapSummary summarize(const NamedMap& named) {
    MapSummary s;
    s.name = named.name;
    for (const auto& [hex, tile] : named.map.tiles()) {
        ++s.total;
        if (tile.richness_token) ++s.richness_tokens;
        switch (tile.kind) {
            case TileKind::heart:
                ++s.hearts;
                break;
            case TileKind::portal:
                s.portal_owners.push_back(tile.portal_owner);
                break;
            case TileKind::ordinary:
                ++s.ordinary_by_color[static_cast<std::size_t>(tile.color)];
                break;
        }
    }
    std::sort(s.portal_owners.begin(), s.portal_owners.end());
    s.portal_owners.erase(std::unique(s.portal_owners.begin(), s.portal_owners.end()),
                          s.portal_owners.end());
    return s;
}

}  // namespace eden::app
