#include "eden/map/json.hpp"

#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

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

using detail::require_string;

namespace {
// data/README.md "Limits": far more tiles than any game lays (about 100 at 6 players), and far
// fewer than the Map's 16-bit index holds. Seats (a portal's owner, who placed a tile) are
// small numbers; the game's player count is checked where the map is used.
constexpr std::size_t kMaxMapTiles = 1000;
constexpr long long kMaxPortalSeat = 63;
}  // namespace

NamedMap map_from_json(const json& j, const std::string& source) {
    if (!j.is_object())
        throw DataError(source, "", "a map must be a JSON object",
                        text::Message("data_error.map.must_be_object"));
    NamedMap out;
    out.name = require_string(j, "name", source, "");
    if (!j.contains("tiles"))
        throw DataError(source, "", "missing \"tiles\"",
                        text::Message("data_error.missing_key").with("key", text::Name{"tiles"}));
    const json& tiles = j.at("tiles");
    if (!tiles.is_array())
        throw DataError(source, "/tiles", "must be an array",
                        text::Message("data_error.must_be_array"));
    // Checked before any tile is placed: the Map indexes its tiles with 16-bit slots.
    if (tiles.size() > kMaxMapTiles)
        throw DataError(source, "/tiles",
                        "a map has at most " + std::to_string(kMaxMapTiles) + " tiles, this one " +
                            std::to_string(tiles.size()),
                        text::Message("data_error.map.too_many_tiles")
                            .with("max", text::Name{std::to_string(kMaxMapTiles)})
                            .with("count", text::Name{std::to_string(tiles.size())}));
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const std::string ptr = "/tiles/" + std::to_string(i);
        const json& jt = tiles[i];
        if (!jt.is_object())
            throw DataError(source, ptr, "a tile must be an object",
                            text::Message("data_error.map.tile_object"));
        const std::string kind_s = require_string(jt, "kind", source, ptr);
        auto kind = tile_kind_from_string(kind_s);
        if (!kind)
            throw DataError(
                source, ptr + "/kind",
                "unknown kind " + detail::brief(json(kind_s)) + " (heart, portal or ordinary)",
                text::Message("data_error.map.unknown_kind")
                    .with("kind", text::Name{detail::brief(json(kind_s))}));
        // A tile's keys are the format's, by kind: any other is a typo.
        switch (*kind) {
            case TileKind::ordinary:
                detail::require_object_with_keys(jt, source, ptr, {"q", "r", "kind", "color"},
                                                 {"energy_rich", "placed_by"});
                break;
            case TileKind::portal:
                detail::require_object_with_keys(jt, source, ptr, {"q", "r", "kind", "player"},
                                                 {"destroyed", "placed_by"});
                break;
            case TileKind::heart:
                detail::require_object_with_keys(jt, source, ptr, {"q", "r", "kind"},
                                                 {"placed_by"});
                break;
        }
        Hex h{detail::require_coordinate(jt, "q", source, ptr),
              detail::require_coordinate(jt, "r", source, ptr)};
        Tile t;
        t.kind = *kind;
        if (t.kind == TileKind::ordinary) {
            t.color = detail::require_colour(jt, "color", source, ptr);
            if (jt.contains("energy_rich"))
                t.richness_token = detail::require_bool(jt, "energy_rich", source, ptr);
        }
        if (t.kind == TileKind::portal) {
            t.portal_owner =
                detail::int_value(jt.at("player"), source, ptr + "/player", 0, kMaxPortalSeat);
            if (jt.contains("destroyed"))
                t.portal_destroyed = detail::require_bool(jt, "destroyed", source, ptr);
            if (out.map.portal_of(t.portal_owner))
                throw DataError(source, ptr + "/player",
                                "player " + std::to_string(t.portal_owner) + " has two portals",
                                text::Message("data_error.map.two_portals")
                                    .with("player", text::Name{std::to_string(t.portal_owner)}));
        }
        if (t.kind == TileKind::heart && out.map.heart())
            throw DataError(source, ptr + "/kind", "a map has one Heart of Eden",
                            text::Message("data_error.map.one_heart"));
        if (jt.contains("placed_by"))
            t.placed_by = detail::int_value(jt.at("placed_by"), source, ptr + "/placed_by", 0,
                                            kMaxPortalSeat);
        if (out.map.has(h))
            throw DataError(
                source, ptr, "two tiles on hex " + to_string(h),
                text::Message("data_error.map.two_tiles").with("hex", text::Name{to_string(h)}));
        out.map.place(h, t);
    }
    if (!out.map.heart())
        throw DataError(source, "/tiles", "the map has no Heart of Eden",
                        text::Message("data_error.map.no_heart"));
    return out;
}

}  // namespace eden
