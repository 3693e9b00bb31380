// King of Eden chains (RULES.md §4 "Map"): the geometry of the chains and the lookahead that
// keeps every player able to finish theirs.
#include "engine/map/king_of_eden_chain.hpp"

#include <algorithm>

namespace eden::detail {

// The map as it would be with one more tile; only the shape matters to the constraints.
static Map with_portal(const Map& map, int player, Hex at) {
    Map after = map;
    after.place(at, Tile::portal(player));
    return after;
}

static Map with_ordinary(const Map& map, Hex at) {
    Map after = map;
    after.place(at, Tile::ordinary(TileColor::black));
    return after;
}

static int distance_to_heart(const Map& map, const Rules& rules, Hex at) {
    return map.distance(at, kHeartHex, rules.distance_metric);
}

std::optional<text::Message> why_not_chain_tile(const Map& map, const ChainContext& c, int index,
                                                Hex tip, Hex at) {
    if (!are_adjacent(at, tip))
        return text::Message("refusal.chain.not_at_end")
            .with("place", text::Place{at})
            .with("tip", text::Place{tip});
    if (auto why = why_cannot_place_ordinary(map, c.rules, c.names, c.player, at,
                                             OrdinaryPlacement::normal))
        return why;
    const Map after = with_ordinary(map, at);
    const int d = distance_to_heart(after, c.rules, at);
    if (d != index + 1)
        return text::Message("refusal.chain.tile_distance")
            .with("number", index + 1)
            .with("place", text::Place{at})
            .with("distance", d);
    return std::nullopt;
}

std::optional<text::Message> why_not_chain_portal(const Map& map, const ChainContext& c, Hex tip,
                                                  Hex at) {
    if (!are_adjacent(at, tip))
        return text::Message("refusal.chain.not_at_end")
            .with("place", text::Place{at})
            .with("tip", text::Place{tip});
    if (auto why = why_cannot_place_portal(map, c.rules, c.names, c.player, at)) return why;
    const Map after = with_portal(map, c.player, at);
    const int want = c.rules.king_of_eden_chain_length + 1;
    const int d = distance_to_heart(after, c.rules, at);
    if (d != want)
        return text::Message("refusal.chain.portal_distance")
            .with("want", want)
            .with("place", text::Place{at})
            .with("distance", d);
    return std::nullopt;
}

std::vector<Hex> face_up_spots_by_portal(const Map& map, const ChainContext& c) {
    std::vector<Hex> out;
    auto portal = map.portal_of(c.player);
    if (!portal) return out;
    for (Hex h : neighbours(*portal))
        if (!why_cannot_place_ordinary(map, c.rules, c.names, c.player, h,
                                       OrdinaryPlacement::king_of_eden_face_up))
            out.push_back(h);
    std::sort(out.begin(), out.end());
    return out;
}

// Candidates around the chain's tip, farthest from the Heart first: straight chains leave the
// most room for the other players' chains.
static std::vector<Hex> open_around(const Map& map, Hex tip) {
    std::vector<Hex> out;
    for (Hex h : neighbours(tip))
        if (!map.has(h)) out.push_back(h);
    std::stable_sort(out.begin(), out.end(), [](Hex a, Hex b) {
        return grid_distance(a, kHeartHex) > grid_distance(b, kHeartHex);
    });
    return out;
}

// The map with this player's chain finished from (index, tip) — tiles, portal and face-up
// tile — or nullopt if it cannot be finished.
static std::optional<Map> complete_chain(const Map& map, const ChainContext& c, int index,
                                         Hex tip) {
    if (index < c.rules.king_of_eden_chain_length) {
        for (Hex h : open_around(map, tip)) {
            if (why_not_chain_tile(map, c, index, tip, h)) continue;
            if (auto done = complete_chain(with_ordinary(map, h), c, index + 1, h)) return done;
        }
        return std::nullopt;
    }
    for (Hex h : open_around(map, tip)) {
        if (why_not_chain_portal(map, c, tip, h)) continue;
        const Map after = with_portal(map, c.player, h);
        const auto spots = face_up_spots_by_portal(after, c);
        if (!spots.empty()) return with_ordinary(after, spots.front());
    }
    return std::nullopt;
}

// Whether, after `map`, each of `later` players can still lay a whole chain, taking them in
// turn and letting each finish its chain the straightest way. Conservative: a "no" may be
// wrong for exotic layouts, which is why callers fall back to the local check.
static bool later_chains_fit(Map map, const Rules& rules, const SeatNames& names,
                             const std::vector<int>& later) {
    for (int q : later) {
        ChainContext cq{rules, names, q};
        auto done = complete_chain(map, cq, 0, kHeartHex);
        if (!done) return false;
        map = std::move(*done);
    }
    return true;
}

// Face-up tile spots after which every later chain still fits (all spots if none does).
std::vector<Hex> face_up_spots_keeping_room(const Map& map, const ChainContext& c,
                                            const std::vector<int>& later) {
    const auto all = face_up_spots_by_portal(map, c);
    std::vector<Hex> keeping;
    for (Hex h : all)
        if (later_chains_fit(with_ordinary(map, h), c.rules, c.names, later)) keeping.push_back(h);
    return keeping.empty() ? all : keeping;
}

// Spots for the next chain element (a tile while index < length, else the portal): those
// from which this chain can be finished and, if any such spot exists, every later player's
// chain still fits too — so no player is left without a legal chain.
std::vector<Hex> chain_spots(const Map& map, const ChainContext& c, int index, Hex tip,
                             const std::vector<int>& later) {
    const bool portal = index >= c.rules.king_of_eden_chain_length;
    std::vector<Hex> local;
    std::vector<Hex> global;
    for (Hex h : open_around(map, tip)) {
        const bool ok = portal ? !why_not_chain_portal(map, c, tip, h)
                               : !why_not_chain_tile(map, c, index, tip, h);
        if (!ok) continue;
        const Map after = portal ? with_portal(map, c.player, h) : with_ordinary(map, h);
        std::optional<Map> finished;
        if (portal) {
            const auto spots = face_up_spots_by_portal(after, c);
            if (!spots.empty()) finished = with_ordinary(after, spots.front());
        } else {
            finished = complete_chain(after, c, index + 1, h);
        }
        if (!finished) continue;
        local.push_back(h);
        if (later_chains_fit(*finished, c.rules, c.names, later)) global.push_back(h);
    }
    auto& out = global.empty() ? local : global;
    std::sort(out.begin(), out.end());
    return out;
}

bool every_chain_fits(const Rules& rules, int players) {
    if (players <= 0) return true;
    Map map;
    map.place(kHeartHex, Tile::heart());
    SeatNames names;
    std::vector<int> seats;
    for (int p = 0; p < players; ++p) {
        names.push_back("seat " + std::to_string(p + 1));
        seats.push_back(p);
    }
    return later_chains_fit(std::move(map), rules, names, seats);
}

}  // namespace eden::detail
