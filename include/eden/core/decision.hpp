// A Decision: what the engine waits for. Who decides, what kind of choice it is, every legal
// option, what to ask a person (a message: an id and named arguments, worded by the text layer
// in the reader's language; issue 36), and whose private information answering it shows
// (DESIGN.md "The engine contract").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "eden/core/action.hpp"
#include "eden/text/message.hpp"

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
    // The conquest.
    choose_starting_unit,      // 003 §Deck: the 3 cost-1 units
    choose_starting_crystals,  // 003 §Deck: 3, 4 or 5 Small Energy Crystals
    choose_extra_unit,         // Unbalance: the first player's extra cost-2 unit
    place_resources,           // starting resources, production (a free choice; default offered)
    pay,                       // a cost (a free choice of plan; "pay for me" offered)
    purchase,                  // buy a card, or finish
    discard_to_hand_size,      // purchasing: set-aside cards drawn back, discard as many
    attack_subphase,           // hand management, open a front, destroy one's portal, end
    open_second_front,         // battle step 1
    defender_refresh,          // battle step 2
    defend_front,              // battle step 3: defend by hand, or rely on base defense
    add_unit,                  // battle steps 4–5: add a unit to a front, or stop
    trigger_ability,           // an ability on offer, or pass
    ability_choice,            // a choice an ability asks for (a target, a card, an option)
    return_units,              // post-combat: return units to the World, or finish
    rescue_units,              // unit destruction: rescue collapsed units, or finish
    // King of Eden (RULES.md §4).
    choose_dragon_attack,  // which dragon attack resolves next (the first player, for the table)
    dragon_support,        // fight beside a neighbour the dragons attack, or not
    // Troops (RULES.md §5).
    place_troops,      // the starting troops, the round's reinforcements: one at a time
    move_troops,       // reinforcements: a troop across a border between own territories, or done
    send_troops,       // a front opens: how many troops go near the frontier
    retreat_troops,    // a territory lost: where its surviving troops go, one at a time
    occupy_territory,  // a territory taken: where the attacking troops go, one at a time
    bonus_turn,        // territory taken from a player: a bonus turn, or the end of the turn
};

std::string_view to_string(DecisionKind k);

struct Decision {
    int player = -1;  // the seat that decides; -1 when nobody does
    DecisionKind kind = DecisionKind::none;
    // "prompt.*": the deciding seat is `player`; empty (no id) when the state's prompts are off
    // (bots and the lab play without them).
    text::Message prompt;
    std::vector<Action> options;
    // The seat whose private information is on show while this decision is open (a drawn
    // tile, a hand); the hot-seat app curtains the screen for the others.
    std::optional<int> reveals_private_info_of;
};

// What a decision asks, for error messages that must not hold a language: its prompt's id
// ("prompt.pay"), or its kind when prompts are off.
std::string asked(const Decision& d);
// What a decision asks, for a refusal a player reads: its prompt, or its kind when prompts are
// off (a message with the words in place).
text::Pieces asking(const Decision& d);
// The refusal of an action the open decision does not offer ("now <what is asked>; <the action
// as JSON> is not one of the choices").
text::Message not_a_choice(const Decision& d, const Action& a);

}  // namespace eden
