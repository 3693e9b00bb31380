// Typed events that apply() reports, so the renderer can animate and the log can print what
// happened without diffing two states (DESIGN.md "The engine contract").
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "eden/hex.hpp"
#include "eden/tile.hpp"

namespace eden {

struct ShardColourChosen {
    int player;
    TileColor colour;
};
struct TileDrawn {
    int player;
    bool face_up;
};  // what was drawn is private until placed
struct TilePlaced {
    int player;
    Hex at;
    TileColor colour;
    bool blind;
};
struct RichnessTokenPlaced {
    Hex at;
};
struct RichnessTokenRemoved {
    Hex at;
};
struct PortalPlaced {
    int player;
    Hex at;
};
struct PortalRemoved {
    int player;
    Hex at;
};
struct BlackTileGiven {
    int player;
    int count_so_far;
};
struct FinalPortalRoundStarted {};
struct TerritoryControlled {
    int player;
    Hex at;
};
struct FirstPlayerTokenGiven {
    int player;
};
struct MapCompleted {};

using Event =
    std::variant<ShardColourChosen, TileDrawn, TilePlaced, RichnessTokenPlaced,
                 RichnessTokenRemoved, PortalPlaced, PortalRemoved, BlackTileGiven,
                 FinalPortalRoundStarted, TerritoryControlled, FirstPlayerTokenGiven, MapCompleted>;

// One line for the game log, with players' names.
std::string describe(const Event& e, const std::vector<std::string>& player_names);

}  // namespace eden
