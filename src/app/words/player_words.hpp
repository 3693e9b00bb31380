// The words a player reads where the data and the rulings speak to designers (issue 33 item 8):
// no rulebook numbers, ruling ids or file names on screen. An edition is named ("002" is "the
// edition with troops", "003" "the English rulebook"); a citation in brackets ("(003 §Deck)",
// "(U17)", "(RULES.md §5 C7)") goes.
#pragma once

#include <string>

namespace eden::app {

std::string for_players(std::string text);

}  // namespace eden::app
