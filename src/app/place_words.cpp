#include "app/place_words.hpp"

#include <cctype>
#include <cmath>
#include <optional>

#include "app/session/hex_layout.hpp"

namespace eden::app {

namespace {

std::string owner_words(const GameState& state, int owner, int viewer) {
    if (owner == viewer) return "your";
    const auto& players = state.setup().players;
    if (owner < 0 || owner >= static_cast<int>(players.size())) return "a player's";
    return players[static_cast<std::size_t>(owner)].name + "'s";
}

// What a hex is measured from: its owner's portal, else the nearest standing portal (the
// viewer's first among equals), else the Heart.
struct Reference {
    Hex at;
    std::string words;  // "your portal", "their portal", "Bob's portal", "the Heart"
};

std::optional<Reference> reference_for(const GameState& state, Hex h, int owner, int viewer) {
    const Map& map = state.map();
    if (owner >= 0)
        if (const auto portal = map.portal_of(owner); portal && *portal != h)
            if (const Tile* t = map.at(*portal); t && !t->portal_destroyed)
                return Reference{*portal, owner == viewer ? "your portal" : "their portal"};
    std::optional<Hex> best;
    int best_owner = kNoPlayer;
    for (Hex p : map.standing_portals()) {
        if (p == h) continue;
        const int o = map.at(p)->portal_owner;
        if (!best) {
            best = p, best_owner = o;
            continue;
        }
        const int d = grid_distance(h, p), bd = grid_distance(h, *best);
        if (d < bd || (d == bd && o == viewer && best_owner != viewer)) best = p, best_owner = o;
    }
    if (best) return Reference{*best, owner_words(state, best_owner, viewer) + " portal"};
    if (const auto heart = map.heart(); heart && *heart != h) return Reference{*heart, "the Heart"};
    return std::nullopt;
}

std::string compass(Hex from, Hex to) {
    const HexLayout unit{1.0f, {0, 0}};
    const Point a = hex_to_pixel(unit, from), b = hex_to_pixel(unit, to);
    // Screen y grows downwards; north is up.
    const double angle = std::atan2(-(b.y - a.y), b.x - a.x) * 180.0 / 3.14159265358979;
    static const char* const names[] = {"east", "north-east", "north", "north-west",
                                        "west", "south-west", "south", "south-east"};
    const int sector = static_cast<int>(std::lround((angle < 0 ? angle + 360 : angle) / 45.0)) % 8;
    return names[sector];
}

struct Words {
    std::string text;
    std::optional<Reference> ref;
};

Words base_words(const GameState& state, Hex h, int viewer, bool timeless) {
    const Map& map = state.map();
    const Tile* tile = map.at(h);
    const auto owned = state.control().find(h);
    const int owner = owned != state.control().end() && !timeless ? owned->second : kNoPlayer;
    Words w;
    if (tile && tile->kind == TileKind::heart) {
        w.text = "the Heart";
        return w;
    }
    if (tile && tile->kind == TileKind::portal && !tile->portal_destroyed) {
        w.text = owner_words(state, tile->portal_owner, viewer) + " portal";
        return w;
    }
    w.ref = reference_for(state, h, owner, viewer);
    if (!tile)
        w.text = "the empty spot";
    else if (tile->kind == TileKind::portal)
        w.text =
            owner >= 0 ? owner_words(state, owner, viewer) + " fallen portal" : "the fallen portal";
    else if (owner >= 0)
        w.text = owner_words(state, owner, viewer) + " " + std::string(to_string(tile->color)) +
                 " territory";
    else
        w.text = std::string(timeless ? "the " : "the wild ") +
                 std::string(to_string(tile->color)) + " tile";
    if (w.ref) {
        const int d = grid_distance(h, w.ref->at);
        w.text += d == 1 ? " next to " + w.ref->words
                         : " " + std::to_string(d) + " tiles from " + w.ref->words;
    }
    return w;
}

std::optional<Hex> parse_hex(const std::string& text, std::size_t at, std::size_t& end) {
    // "(q,r)" with optional minus signs and no spaces, as eden::to_string(Hex) writes it.
    std::size_t i = at;
    if (i >= text.size() || text[i] != '(') return std::nullopt;
    ++i;
    int values[2] = {0, 0};
    for (int k = 0; k < 2; ++k) {
        bool negative = false;
        if (i < text.size() && text[i] == '-') negative = true, ++i;
        const std::size_t digits = i;
        int v = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
            v = v * 10 + (text[i++] - '0');
        if (i == digits || i - digits > 4) return std::nullopt;
        values[k] = negative ? -v : v;
        const char want = k == 0 ? ',' : ')';
        if (i >= text.size() || text[i] != want) return std::nullopt;
        ++i;
    }
    end = i;
    return Hex{values[0], values[1]};
}

}  // namespace

std::vector<Hex> hexes_of(const Action& a) {
    if (const auto* x = std::get_if<PlaceTile>(&a)) return {x->at};
    if (const auto* x = std::get_if<PlacePortal>(&a)) return {x->at};
    if (const auto* x = std::get_if<ChooseTerritory>(&a)) return {x->at};
    if (const auto* x = std::get_if<PlaceTroop>(&a)) return {x->at};
    if (const auto* x = std::get_if<MoveTroop>(&a)) return {x->from, x->to};
    if (const auto* x = std::get_if<OpenFront>(&a)) return {x->frontier.allied, x->frontier.enemy};
    if (const auto* x = std::get_if<PlaceResources>(&a)) {
        std::vector<Hex> out;
        for (const ResourcePlacement& r : x->placement)
            if (r.count > 0) out.push_back(r.at);
        return out;
    }
    return {};
}

std::string place_words(const GameState& state, Hex h, int viewer, bool timeless) {
    Words w = base_words(state, h, viewer, timeless);
    if (!w.ref) return w.text;
    // Another hex the same words would name: say which side of the reference it lies on.
    std::vector<Hex> others;
    for (const auto& [hex, tile] : state.map().tiles())
        others.push_back(hex);
    if (!state.map().at(h)) others = state.map().open_hexes();
    for (Hex o : others) {
        if (o == h) continue;
        if (base_words(state, o, viewer, timeless).text == w.text) {
            w.text += ", to the " + compass(w.ref->at, h);
            break;
        }
    }
    return w.text;
}

std::string name_places(const GameState& state, const std::string& text, int viewer,
                        bool coordinates, bool timeless) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = i;
        if (const auto h = parse_hex(text, i, end)) {
            out += place_words(state, *h, viewer, timeless);
            if (coordinates) out += " " + to_string(*h);
            i = end;
        } else {
            out += text[i++];
        }
    }
    return out;
}

}  // namespace eden::app
