// The setup check (issue 34): every ruleset + scenario + parameter combination passes it before
// a game starts, so no game reaches a decision without options, a runaway or an empty pile
// because of the parameters it was given. Pure: no files, no clocks.
//
// It checks each parameter's range (the table of core/rules.hpp), relations between parameters
// (a minimum not above its maximum, a King of Eden chain no longer than the tiles dealt, a
// victory that needs a faction the setup has, troops only with the scenarios defined for them,
// RULES.md §5), the map-building feasibility where it can be decided (King of Eden chains laid
// around the Heart; portal distances a map of the dealt tiles can reach), and the card supply
// the starting decks draw from. setup_problem() (core/setup.hpp) calls it, so every place that
// starts or loads a game refuses the same combinations with the same words.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/core/rules.hpp"
#include "eden/text/message.hpp"

namespace eden {

struct GameSetup;

// Why a combination is refused: the parameters at fault (ids of core/rules.hpp's table, or
// "players" / "scenario" / "dragons" / "cards") and the reason in a player's words.
struct SetupRefusal {
    std::vector<std::string> parameters;
    std::string reason;
    // The reason as a message of the catalogs (issue 36): a setup read from a file, or chosen in
    // New game, is refused in the reader's language. Rendered in English it is `reason`.
    text::Message reason_message;
    // "map.king_of_eden_chain_length, map.face_down_colours: <reason>".
    std::string message() const;
    // The same as a message of the catalogs.
    text::Message message_in_words() const;
};

// The rules alone, for a game of `players` players: ranges, relations, and the feasibility of
// building a map (`builds_map`: false for a premade map, which skips map creation).
std::optional<SetupRefusal> check_rules(const Rules& rules, int players, bool builds_map = true);

// A whole setup: check_rules plus what needs the setup's cards and dragons (the supply of
// starting crystals, a King of Eden victory without the dragons).
std::optional<SetupRefusal> check_setup(const GameSetup& setup);

}  // namespace eden
