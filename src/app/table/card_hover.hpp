// A card's name that enlarges to the card when the mouse rests on it (issue 16 item 3): in the
// choices, on the cards' buttons and in the game log. Draws with card_widget's card_tooltip
// (its look is card_widget's) and records the tooltip in the UI probe as "tooltip:card:<name>".
#pragma once

#include <string>
#include <vector>

#include "app/shell/sdl_context.hpp"
#include "eden/cards/cards.hpp"
#include "eden/core/game_state.hpp"

namespace eden::app {

// When Dear ImGui's last item is hovered: the card in a tooltip.
void card_hover(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts);

// The cards a log line names (player's cards by their library names, dragon cards by the
// dragons' deck), in the order they appear in the line; each definition once.
std::vector<const CardDef*> cards_named_in(const GameState& state, const std::string& line);

// When Dear ImGui's last item (a log line) is hovered: the cards it names, side by side.
void log_line_hover(const GameState& state, const std::string& line, const UiFonts& fonts);

}  // namespace eden::app
