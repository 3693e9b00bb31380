#include "app/words/place_words.hpp"

#include <cctype>
#include <cmath>
#include <optional>
#include <string_view>

#include "app/session/hex_layout.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

namespace {

// Whose a place is, for the catalogs' "whose" (or "reference") keyword and "name".
struct Whose {
    const char* keyword;  // "you", "someone", "player" (then `name`), "nobody"
    std::string name;
};

Whose whose(const GameState& state, int owner, int viewer) {
    if (owner == viewer && owner >= 0) return {"you", {}};
    const auto& players = state.setup().players;
    if (owner < 0 || owner >= static_cast<int>(players.size())) return {"someone", {}};
    return {"player", players[static_cast<std::size_t>(owner)].name};
}

// What a hex is measured from: its owner's portal, else the nearest standing portal (the
// viewer's first among equals), else the Heart. `reference` is the catalogs' keyword.
struct Reference {
    Hex at;
    const char* reference;  // "you", "their", "someone", "player" (then `name`), "heart"
    std::string name;
};

std::optional<Reference> reference_for(const GameState& state, Hex h, int owner, int viewer) {
    const Map& map = state.map();
    if (owner >= 0)
        if (const auto portal = map.portal_of(owner); portal && *portal != h)
            if (const Tile* t = map.at(*portal); t && !t->portal_destroyed)
                return Reference{*portal, owner == viewer ? "you" : "their", {}};
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
    if (best) {
        const Whose w = whose(state, best_owner, viewer);
        return Reference{*best, w.keyword, w.name};
    }
    if (const auto heart = map.heart(); heart && *heart != h) return Reference{*heart, "heart", {}};
    return std::nullopt;
}

// The catalogs' direction keyword from `from` to `to`.
const char* compass(Hex from, Hex to) {
    const HexLayout unit{1.0f, {0, 0}};
    const Point a = hex_to_pixel(unit, from), b = hex_to_pixel(unit, to);
    // Screen y grows downwards; north is up.
    const double angle = std::atan2(-(b.y - a.y), b.x - a.x) * 180.0 / 3.14159265358979;
    static const char* const names[] = {"east", "north_east", "north", "north_west",
                                        "west", "south_west", "south", "south_east"};
    const int sector = static_cast<int>(std::lround((angle < 0 ? angle + 360 : angle) / 45.0)) % 8;
    return names[sector];
}

// What the words of a hex say, before they are rendered: two hexes read the same exactly when
// these are equal, so a hex's namesakes are found without rendering every hex of the map.
struct Place {
    const char* message = "";  // "place.heart", "place.portal", "place.territory", …
    Whose who{"", {}};         // for "whose" and "name" (none for the Heart, a tile, an empty hex)
    std::string colour;        // a tile's or territory's colour, or empty
    bool wild = false;         // "place.tile": a tile nobody holds, said while it is so
    std::optional<Reference> ref;
    int distance = 0;  // from ref

    bool reads_like(const Place& o) const {
        return std::string_view(message) == o.message &&
               std::string_view(who.keyword) == o.who.keyword && who.name == o.who.name &&
               colour == o.colour && wild == o.wild && ref.has_value() == o.ref.has_value() &&
               (!ref ||
                (distance == o.distance && std::string_view(ref->reference) == o.ref->reference &&
                 ref->name == o.ref->name));
    }
};

std::string say(const text::Message& m, text::Language language) {
    return text::render(m, text::Names{}, language);
}

Place place_of(const GameState& state, Hex h, int viewer, bool timeless) {
    const Map& map = state.map();
    const Tile* tile = map.at(h);
    const auto owned = state.control().find(h);
    const int owner = owned != state.control().end() && !timeless ? owned->second : kNoPlayer;
    Place p;
    if (tile && tile->kind == TileKind::heart) {
        p.message = "place.heart";
        return p;
    }
    if (tile && tile->kind == TileKind::portal && !tile->portal_destroyed) {
        p.message = "place.portal";
        p.who = whose(state, tile->portal_owner, viewer);
        return p;
    }
    p.ref = reference_for(state, h, owner, viewer);
    if (p.ref) p.distance = grid_distance(h, p.ref->at);
    if (!tile) {
        p.message = "place.empty";
    } else if (tile->kind == TileKind::portal) {
        p.message = "place.fallen_portal";
        p.who = owner >= 0 ? whose(state, owner, viewer) : Whose{"nobody", {}};
    } else {
        p.colour = std::string(to_string(tile->color));
        if (owner >= 0) {
            p.message = "place.territory";
            p.who = whose(state, owner, viewer);
        } else {
            p.message = "place.tile";
            p.wild = !timeless;
        }
    }
    return p;
}

std::string words_of(const Place& p, text::Language language) {
    text::Message m(p.message);
    if (*p.who.keyword) m.with("whose", p.who.keyword).with("name", text::Name{p.who.name});
    if (!p.colour.empty()) m.with("colour", p.colour);
    if (std::string_view(p.message) == "place.tile") m.with_flag("wild", p.wild);
    std::string text = say(m, language);
    if (p.ref)
        text = say(text::Message("place.from")
                       .with("what", text)
                       .with("distance", p.distance)
                       .with("reference", p.ref->reference)
                       .with("name", text::Name{p.ref->name}),
                   language);
    return text;
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

std::string place_words(const GameState& state, Hex h, int viewer, bool timeless,
                        text::Language language) {
    const Place p = place_of(state, h, viewer, timeless);
    std::string text = words_of(p, language);
    if (!p.ref) return text;
    // Another hex the same words would name: say which side of the reference it lies on.
    std::vector<Hex> others;
    for (const auto& [hex, tile] : state.map().tiles())
        others.push_back(hex);
    if (!state.map().at(h)) others = state.map().open_hexes();
    for (Hex o : others) {
        if (o == h) continue;
        if (place_of(state, o, viewer, timeless).reads_like(p)) {
            text = say(text::Message("place.towards")
                           .with("what", text)
                           .with("direction", compass(p.ref->at, h)),
                       language);
            break;
        }
    }
    return text;
}

std::string name_places(const GameState& state, const std::string& text, int viewer,
                        bool coordinates, bool timeless, text::Language language) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = i;
        if (const auto h = parse_hex(text, i, end)) {
            out += place_words(state, *h, viewer, timeless, language);
            if (coordinates) out += " " + to_string(*h);
            i = end;
        } else {
            out += text[i++];
        }
    }
    return out;
}

}  // namespace eden::app
