// The numbers of the designed cards, read from the card definitions a game loaded (the state's
// own card library), so a card test states its expectations as the cards' rules ("the Hound's
// strength plus its attacking bonus") and tuning the numbers in data/ does not break it.
// Each throws std::logic_error naming the card if the definition, ability or effect asked for
// does not exist, so a test that no longer matches the card's shape fails loudly.
#pragma once

#include <string_view>

#include "eden/core/game_state.hpp"

namespace eden_test {

// The definition named `card_id` in the state's card library.
const eden::CardDef& def_named(const eden::GameState& s, std::string_view card_id);
// A unit's printed strength.
int strength(const eden::GameState& s, std::string_view card_id);
// A card's cost number (returning, rescuing, the cost-6 rule, max_cost targets).
int cost_number(const eden::GameState& s, std::string_view card_id);
// How many copies of the card its World (or its supply pile) holds.
int copies(const eden::GameState& s, std::string_view card_id);
// Effect `effect` of ability `ability` of the card.
const eden::Effect& effect_of(const eden::GameState& s, std::string_view card_id, int ability = 0,
                              int effect = 0);
// That effect's amount (an add_strength bonus, mana gained, cards drawn, ...).
int effect_amount(const eden::GameState& s, std::string_view card_id, int ability = 0,
                  int effect = 0);
// That effect's max_cost (0: any cost).
int effect_max_cost(const eden::GameState& s, std::string_view card_id, int ability = 0,
                    int effect = 0);
// The amount of cost `cost` of ability `ability` ("pay 2 mana", "discard 2 crystals").
int cost_amount(const eden::GameState& s, std::string_view card_id, int ability = 0, int cost = 0);

}  // namespace eden_test
