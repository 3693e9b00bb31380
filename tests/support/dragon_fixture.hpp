// The King of Eden dragon deck of data/dragons, loaded once for every dragon test.
#pragma once

#include "eden/dragon_deck.hpp"

namespace eden_test {

const eden::DragonDeckDef& king_of_eden_deck();

}  // namespace eden_test
