#include "support/shipped_data.hpp"

namespace eden::test {

const data::GameData& shipped_data() {
    static const data::GameData d = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    return d;
}

}  // namespace eden::test
