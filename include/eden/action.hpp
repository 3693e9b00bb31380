// Actions: the answers to Decisions. A small value type (a variant of plain structs) that
// serializes to JSON, so a bug report is a seed, a ruleset and an action list.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "eden/hex.hpp"
#include "eden/tile.hpp"

namespace eden {

// Map creation (003 §Create the Map).
struct ChooseShardColour {  // the crystal-shard civilization's colour
    TileColor colour = TileColor::white;
    friend bool operator==(const ChooseShardColour&, const ChooseShardColour&) = default;
};
struct DrawTile {  // the face-up tile, or the top of the face-down pile
    bool face_up = false;
    friend bool operator==(const DrawTile&, const DrawTile&) = default;
};
struct PlaceTile {  // an ordinary tile: the one in hand, a blind draw, a black tile, a chain tile
    Hex at;
    friend bool operator==(const PlaceTile&, const PlaceTile&) = default;
};
struct PlacePortal {
    Hex at;
    friend bool operator==(const PlacePortal&, const PlacePortal&) = default;
};
struct RemovePortal {
    friend bool operator==(const RemovePortal&, const RemovePortal&) = default;
};
struct FinishPortalStep {  // leave the portal as it is and end the turn
    friend bool operator==(const FinishPortalStep&, const FinishPortalStep&) = default;
};

using Action = std::variant<ChooseShardColour, DrawTile, PlaceTile, PlacePortal, RemovePortal,
                            FinishPortalStep>;

nlohmann::json action_to_json(const Action& a);
// Throws DataError(source, pointer, reason) for a malformed action.
Action action_from_json(const nlohmann::json& j, const std::string& source,
                        const std::string& pointer);
// A short description for logs and error messages: "place tile at (1,-2)".
std::string describe(const Action& a);

}  // namespace eden
