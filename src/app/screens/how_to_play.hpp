// The Rules screen's "How to play" tab (issue 16 item 6): the game told to a player — the
// scenario's goal, a round's three phases, a battle's steps — with pictures of the board drawn
// with the app's own hex geometry. No parameter ids and no rulebook numbers: those are the
// designers' "Parameters" tab.
#pragma once

#include <string>

#include "app/session/rules_sheet.hpp"

namespace eden::app {

void draw_how_to_play(const RulesSheet& sheet);

}  // namespace eden::app
