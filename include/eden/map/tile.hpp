// Tiles of the map: the Heart of Eden, portals and ordinary (coloured) territories.
//
// Rulebook: 003 §Understand tiles, territories and resources; §Choose a color and a
// civilization (the seven resources and their colours).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace eden {

// The colour of an ordinary tile is the resource it is rich in; black is rich in none.
// The order is the rulebook's (003 §Choose a color and a civilization), black last.
enum class TileColor { white, green, red, grey, yellow, brown, pink, black };

inline constexpr std::array<TileColor, 8> kAllTileColors{
    TileColor::white,  TileColor::green, TileColor::red,  TileColor::grey,
    TileColor::yellow, TileColor::brown, TileColor::pink, TileColor::black};

// The seven resource colours: every colour but black.
inline constexpr std::array<TileColor, 7> kResourceColors{
    TileColor::white,  TileColor::green, TileColor::red, TileColor::grey,
    TileColor::yellow, TileColor::brown, TileColor::pink};

std::string_view to_string(TileColor c);
std::optional<TileColor> tile_color_from_string(std::string_view s);
// "crystal shards", "plants", ... (003 §Choose a color and a civilization).
std::string_view resource_name(TileColor c);

enum class TileKind { heart, portal, ordinary };

std::string_view to_string(TileKind k);
std::optional<TileKind> tile_kind_from_string(std::string_view s);

inline constexpr int kNoPlayer = -1;

struct Tile {
    TileKind kind = TileKind::ordinary;
    TileColor color = TileColor::black;  // meaningful for ordinary tiles only
    bool richness_token = false;         // the crystal-shard richness token ("energy_rich")
    int portal_owner = kNoPlayer;        // for portals: the seat that owns it
    bool portal_destroyed = false;       // a conquered portal: the tile is flipped (003)
    int placed_by = kNoPlayer;           // who laid the tile during map creation, if known

    static Tile heart() { return {TileKind::heart}; }
    static Tile ordinary(TileColor c, int placed_by = kNoPlayer) {
        Tile t{TileKind::ordinary, c};
        t.placed_by = placed_by;
        return t;
    }
    static Tile portal(int owner) {
        Tile t{TileKind::portal};
        t.portal_owner = owner;
        t.placed_by = owner;
        return t;
    }

    friend bool operator==(const Tile&, const Tile&) = default;
};

}  // namespace eden
