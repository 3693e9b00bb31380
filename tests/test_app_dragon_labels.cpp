// The choice a player's card makes against a dragon unit on the Heart (King of Eden, issue 15
// item 2) reads as what it does to which dragon: the engine names the unit by its place on the
// front ("choose 2"), the screen says "Get rid of Red Dragon (strength 5)" (issue 16 item 3).
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/session/labels.hpp"
#include "bots/bot.hpp"
#include "support/king_of_eden_games.hpp"

using namespace eden;
using namespace eden_test;

namespace {

// A King of Eden game of heuristic bots up to the attacker of a battle on the Heart adding a
// unit while a dragon of cost at most 3 (not the King of Eden) stands on the front.
std::optional<GameState> heart_front_for_dragon_labels() {
    return king_of_eden_position(
        [](const GameState& s, const Decision& d) {
            return attacker_adds_facing_a_dragon(s, d, 3);
        },
        80);
}

// That position with the unit about to be added turned into `card_id`, 2 mana on its side,
// added and its ability triggered: the choice of a dragon is pending.
GameState striking_dragon_with(const GameState& s, const std::string& card_id) {
    const CardId unit = std::get<AddUnit>(s.pending().options.front()).unit;
    const int front = s.conquest().battle->cursor;
    GameState g = holding(s, unit, card_id, 2);
    REQUIRE(g.apply(AddUnit{front, unit}));
    REQUIRE(g.pending().kind == DecisionKind::trigger_ability);
    REQUIRE(g.apply(TriggerAbility{unit, 0}));
    REQUIRE(g.pending().kind == DecisionKind::ability_choice);
    return g;
}

// Each dragon offered, by the words of its button.
void check_dragon_buttons(const GameState& g, const std::string& verb) {
    // The front of the ability being resolved.
    REQUIRE(g.conquest().battle->resolving);
    const auto& front = g.conquest().battle->fronts.at(
        static_cast<std::size_t>(g.conquest().battle->resolving->offer.front));
    int dragons = 0;
    for (const Action& o : g.pending().options)
        if (const auto* n = std::get_if<ChooseNumber>(&o)) {
            const CardDef* unit = g.setup().dragons->card(
                front.defense.dragons.at(static_cast<std::size_t>(n->n)).card);
            REQUIRE(unit);
            const std::string label = app::option_label(g, o);
            INFO(label);
            CHECK(label.rfind(
                      verb + " " + unit->name + " (strength " + std::to_string(unit->strength),
                      0) == 0);
            ++dragons;
        }
    CHECK(dragons > 0);
}

}  // namespace

TEST_CASE("Labels: a card getting rid of a dragon unit names the dragon and its strength",
          "[app][dragons]") {
    const auto position = heart_front_for_dragon_labels();
    REQUIRE(position);
    // Sylvan Elves' Bramble Ranger: "pay 2 mana: get rid of an enemy unit of cost 3 or less".
    check_dragon_buttons(striking_dragon_with(*position, "bramble_ranger"), "Get rid of");
    // Hollow Court's Barrow Wight: "doom this unit: doom an enemy unit of cost 4 or less".
    check_dragon_buttons(striking_dragon_with(*position, "barrow_wight"), "Doom");
}
