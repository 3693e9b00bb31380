#include "support/dragon_fixture.hpp"

#include <algorithm>
#include <filesystem>

#include "data/data_files.hpp"
#include "data/data_texts.hpp"

namespace eden_test {

const eden::DragonDeckDef& king_of_eden_deck() {
    static const eden::DragonDeckDef d = eden::dragon_deck_from_json(
        eden::data::english_only(eden::data::read_json_file(
            std::filesystem::path(EDEN_SOURCE_DATA_DIR) / "dragons" / "king_of_eden.json")),
        "king_of_eden.json");
    return d;
}

eden::DragonTurn turn_on(int card, int selections_done) {
    eden::DragonTurn t;
    t.target_card = card;
    t.selections_done = selections_done;
    return t;
}

long copies_in_pile(const std::vector<std::string>& pile, const std::string& id) {
    return std::count(pile.begin(), pile.end(), id);
}

}  // namespace eden_test
