// A Decision: what the engine waits for. Who decides, what kind of choice it is, every legal
// option, a sentence a person can read, and whose private information answering it shows
// (DESIGN.md "The engine contract").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "eden/action.hpp"

namespace eden {

enum class DecisionKind {
    none,                     // nobody decides: the phase or the game is over
    choose_shard_colour,      // 003 §Distribute the tiles, note
    draw_tile,                // face-up tile or top of the face-down pile
    place_tile,               // the drawn tile, seen
    place_tile_blind,         // choose where, then the tile is revealed
    place_black_tile,         // compulsory portal: a black tile to make room
    place_chain_tile,         // King of Eden: the chain out from the Heart
    place_face_up_by_portal,  // King of Eden: the face-up tile touching the portal
    portal_step,              // after the tile: optionally remove and/or place the portal
    place_portal,  // the portal must be placed (compulsory, or after removal in the final round)
    final_portal_round,  // keep the portal, or remove it then place it
};

std::string_view to_string(DecisionKind k);

struct Decision {
    int player = -1;  // the seat that decides; -1 when nobody does
    DecisionKind kind = DecisionKind::none;
    std::string prompt;
    std::vector<Action> options;
    // The seat whose private information is on show while this decision is open (a drawn
    // tile, a hand); the hot-seat app curtains the screen for the others.
    std::optional<int> reveals_private_info_of;
};

}  // namespace eden
