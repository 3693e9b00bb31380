// The first game that teaches (issue 16 item 7): which hint to lay over the game, and when.
// A hint is a few sentences from the 003 rulebook ("How to Play"), written for a new player, for
// the moment he first meets a part of the game: his first tile, his portal, his first battle,
// purchase, ability, dragon attack... Each is shown once: dismissed, it joins the hints seen
// (kept in the settings file) and never comes back. Pure logic, no SDL: the screen draws what
// hint_for() chooses (hint_overlay.cpp).
//
// Privacy: a hint is fixed text about the rules, never a card or a tile of anybody's, and it is
// chosen only for the person whose own decision is on screen (no curtain, his view).
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/game_session.hpp"
#include "app/session/new_game.hpp"
#include "data/game_data.hpp"
#include "eden/core/decision.hpp"

namespace eden::app {

// What on the screen a hint explains, so it is drawn beside it and points at it.
enum class HintAnchor {
    board,    // the map: where to place a tile, a portal, resources; what to attack
    choices,  // the decision's buttons and the hand (the bottom panel)
    side,     // the side panel: the players, the battle's fronts
};

struct Hint {
    std::string_view id;  // kept in the settings file's "hints_seen"
    // Message ids of the catalogs: the words are written in the player's language.
    std::string_view title_id;
    std::string_view text_id;
    HintAnchor anchor = HintAnchor::choices;
};

// Every hint, in the order a game meets them.
const std::vector<Hint>& all_hints();
const Hint* find_hint(std::string_view id);

// What the screen shows at this instant, as far as hints care.
struct HintMoment {
    bool hints_on = false;  // the guided game, or "Show hints" in an ordinary game
    // A person decides and the screen is his: no curtain, his own view, no question box.
    bool persons_own_decision = false;
    DecisionKind kind = DecisionKind::none;
    // King of Eden: the dragons' turn is on (their attack, a neighbour's support).
    bool dragons_turn = false;
};

// The moment of a game on screen. `question_open`: a confirmation or the save dialog covers
// the game (a hint waits until it is gone).
HintMoment hint_moment(const GameSession& game, bool hints_on, bool question_open);

// The hint to show now: the first not yet seen of those this moment calls for, or nullptr.
const Hint* hint_for(const HintMoment& moment, const std::set<std::string>& seen);

// The guided game: a person (Alice, the Beast Tribes, who goes first so the first hint is on
// screen at once) against a bot, Supremacy on a map built in play. Built in play, not on a
// beginner map, because a beginner map skips the map's creation, and with it the first-tile
// and portal hints, the first thing a new player has to learn. Supremacy has no dragons: the
// dragon hint shows in a player's first King of Eden game.
NewGameChoice tutorial_choice(const data::GameData& data, std::uint64_t seed);
// Its setup: the choice's, with the person as first player.
GameSetup tutorial_setup(const data::GameData& data, std::uint64_t seed);

}  // namespace eden::app
