// What the card text tests build their abilities from (eden/text/card_text.hpp): a small library
// whose World is the Mountain Clans (ore) and whose units are the ones return_from_discard and
// replace_abilities name, and one-line builders of an effect and an ability.
#pragma once

#include <vector>

#include "eden/cards/cards.hpp"

namespace eden_test {

const eden::CardLibrary& card_text_library();

eden::Effect effect_of(eden::Verb v, int amount = 0, eden::Target t = eden::Target::self);

eden::Ability ability_of(eden::Timing t, std::vector<eden::Effect> effects,
                         std::vector<eden::AbilityCost> costs = {},
                         eden::Condition c = eden::Condition::none,
                         eden::TriggerEvent ev = eden::TriggerEvent::none);

}  // namespace eden_test
