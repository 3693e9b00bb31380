#include "eden/map/tile.hpp"

namespace eden {

std::string_view to_string(TileColor c) {
    switch (c) {
        case TileColor::white:
            return "white";
        case TileColor::green:
            return "green";
        case TileColor::red:
            return "red";
        case TileColor::grey:
            return "grey";
        case TileColor::yellow:
            return "yellow";
        case TileColor::brown:
            return "brown";
        case TileColor::pink:
            return "pink";
        case TileColor::black:
            return "black";
    }
    return "?";
}

std::optional<TileColor> tile_color_from_string(std::string_view s) {
    for (TileColor c : kAllTileColors)
        if (to_string(c) == s) return c;
    return std::nullopt;
}

std::string_view resource_name(TileColor c) {
    switch (c) {
        case TileColor::white:
            return "crystal shards";
        case TileColor::green:
            return "plants";
        case TileColor::red:
            return "animals";
        case TileColor::grey:
            return "ore";
        case TileColor::yellow:
            return "positronium";
        case TileColor::brown:
            return "omninutrients";
        case TileColor::pink:
            return "inhabitants";
        case TileColor::black:
            return "nothing";
    }
    return "?";
}

std::string_view to_string(TileKind k) {
    switch (k) {
        case TileKind::heart:
            return "heart";
        case TileKind::portal:
            return "portal";
        case TileKind::ordinary:
            return "ordinary";
    }
    return "?";
}

std::optional<TileKind> tile_kind_from_string(std::string_view s) {
    for (TileKind k : {TileKind::heart, TileKind::portal, TileKind::ordinary})
        if (to_string(k) == s) return k;
    return std::nullopt;
}

}  // namespace eden
