#include "eden/map_json.hpp"

#include "eden/data_error.hpp"
#include "json_checks.hpp"

namespace eden {

using nlohmann::json;

json map_to_json(const Map& map, const std::string& name) {
    json tiles = json::array();
    for (const auto& [h, t] : map.tiles()) {
        json jt = {{"q", h.q}, {"r", h.r}, {"kind", to_string(t.kind)}};
        if (t.kind == TileKind::ordinary) {
            jt["color"] = to_string(t.color);
            jt["energy_rich"] = t.richness_token;
        }
        if (t.kind == TileKind::portal) jt["player"] = t.portal_owner;
        if (t.portal_destroyed) jt["destroyed"] = true;
        if (t.placed_by != kNoPlayer) jt["placed_by"] = t.placed_by;
        tiles.push_back(std::move(jt));
    }
    return {{"name", name}, {"tiles", std::move(tiles)}};
}

using detail::require_int;
using detail::require_string;

NamedMap map_from_json(const json& j, const std::string& source) {
    if (!j.is_object()) throw DataError(source, "", "a map must be a JSON object");
    NamedMap out;
    out.name = require_string(j, "name", source, "");
    if (!j.contains("tiles")) throw DataError(source, "", "missing \"tiles\"");
    const json& tiles = j.at("tiles");
    if (!tiles.is_array()) throw DataError(source, "/tiles", "must be an array");
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const std::string ptr = "/tiles/" + std::to_string(i);
        const json& jt = tiles[i];
        if (!jt.is_object()) throw DataError(source, ptr, "a tile must be an object");
        Hex h{require_int(jt, "q", source, ptr), require_int(jt, "r", source, ptr)};
        const std::string kind_s = require_string(jt, "kind", source, ptr);
        auto kind = tile_kind_from_string(kind_s);
        if (!kind)
            throw DataError(source, ptr + "/kind",
                            "unknown kind \"" + kind_s + "\" (heart, portal or ordinary)");
        Tile t;
        t.kind = *kind;
        if (t.kind == TileKind::ordinary) {
            t.color = detail::require_colour(jt, "color", source, ptr);
            if (jt.contains("energy_rich")) {
                if (!jt["energy_rich"].is_boolean())
                    throw DataError(source, ptr + "/energy_rich", "must be true or false");
                t.richness_token = jt["energy_rich"].get<bool>();
            }
        }
        if (t.kind == TileKind::portal) {
            t.portal_owner = require_int(jt, "player", source, ptr);
            if (t.portal_owner < 0)
                throw DataError(source, ptr + "/player", "must be a seat number from 0");
            if (jt.contains("destroyed")) {
                if (!jt["destroyed"].is_boolean())
                    throw DataError(source, ptr + "/destroyed", "must be true or false");
                t.portal_destroyed = jt["destroyed"].get<bool>();
            }
            if (out.map.portal_of(t.portal_owner))
                throw DataError(source, ptr + "/player",
                                "player " + std::to_string(t.portal_owner) + " has two portals");
        }
        if (t.kind == TileKind::heart && out.map.heart())
            throw DataError(source, ptr + "/kind", "a map has one Heart of Eden");
        if (jt.contains("placed_by") && jt["placed_by"].is_number_integer())
            t.placed_by = jt["placed_by"].get<int>();
        if (out.map.has(h)) throw DataError(source, ptr, "two tiles on hex " + to_string(h));
        out.map.place(h, t);
    }
    if (!out.map.heart()) throw DataError(source, "/tiles", "the map has no Heart of Eden");
    return out;
}

}  // namespace eden
