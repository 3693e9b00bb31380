// The game data shipped in data/, loaded once for the tests that need all of it.
#pragma once

#include "data/game_data.hpp"

namespace eden::test {

const data::GameData& shipped_data();

}  // namespace eden::test
