// Territories in words a player reads (issue 33 item 6): "your red territory next to your
// portal", "Bob's green territory 2 tiles from his portal", not "(1,-2)". The engine's texts name
// hexes by their coordinates (it has no language); the app renders them here, and shows the
// coordinates again only with the designer's overlay (F3).
#pragma once

#include <string>
#include <vector>

#include "eden/core/action.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

// The hexes an action names: where a tile, portal, troop or resource goes, a troop's move, a
// front's two ends, the territory the dragons attack. Empty for an action about no hex.
std::vector<Hex> hexes_of(const Action& a);

// One hex in words, for the seat `viewer` (-1: nobody in particular, names everywhere). A hex
// that the same words would also name gets the compass direction from its reference portal.
// `timeless`: words that stay true after the territory changes hands (the log, a battle's
// result read later): "the green tile 2 tiles from Bob's portal", no owner named.
// In `language` (the catalogs' "place.*").
std::string place_words(const GameState& state, Hex h, int viewer, bool timeless = false,
                        text::Language language = text::Language::english);

// `text` with every "(q,r)" replaced by place_words, the coordinates kept after the words when
// `coordinates` (the designer's overlay is on).
std::string name_places(const GameState& state, const std::string& text, int viewer,
                        bool coordinates, bool timeless = false,
                        text::Language language = text::Language::english);

}  // namespace eden::app
