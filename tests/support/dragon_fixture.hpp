// The King of Eden dragon deck of data/dragons, loaded once for every dragon test.
#pragma once

#include "eden/dragons/deck.hpp"
#include "eden/dragons/state.hpp"

namespace eden_test {

const eden::DragonDeckDef& king_of_eden_deck();

// A dragons' turn on target card `card` (designated initializers would name every member).
eden::DragonTurn turn_on(int card, int selections_done = 0);

}  // namespace eden_test
