// The King of Eden dragon deck of data/dragons, loaded once for every dragon test.
#pragma once

#include <string>
#include <vector>

#include "eden/dragons/deck.hpp"
#include "eden/dragons/state.hpp"

namespace eden_test {

const eden::DragonDeckDef& king_of_eden_deck();

// A dragons' turn on target card `card` (designated initializers would name every member).
eden::DragonTurn turn_on(int card, int selections_done = 0);

// How many copies of dragon card `id` a pile (deck, discard, removed) holds.
long copies_in_pile(const std::vector<std::string>& pile, const std::string& id);

}  // namespace eden_test
