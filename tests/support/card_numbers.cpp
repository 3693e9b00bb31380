#include "support/card_numbers.hpp"

#include <stdexcept>
#include <string>

namespace eden_test {

using namespace eden;

namespace {

const Ability& ability_of(const GameState& s, std::string_view card_id, int ability) {
    const CardDef& def = def_named(s, card_id);
    if (ability < 0 || ability >= static_cast<int>(def.abilities.size()))
        throw std::logic_error(std::string(card_id) + " has no ability " + std::to_string(ability));
    return def.abilities[static_cast<std::size_t>(ability)];
}

}  // namespace

const CardDef& def_named(const GameState& s, std::string_view card_id) {
    const CardLibrary& library = *s.setup().cards;
    const auto index = library.index_of(card_id);
    if (!index) throw std::logic_error("no card " + std::string(card_id) + " in the library");
    return library.cards.at(static_cast<std::size_t>(*index));
}

int strength(const GameState& s, std::string_view card_id) {
    return def_named(s, card_id).strength;
}

int cost_number(const GameState& s, std::string_view card_id) {
    return def_named(s, card_id).cost;
}

int copies(const GameState& s, std::string_view card_id) {
    return def_named(s, card_id).copies;
}

const Effect& effect_of(const GameState& s, std::string_view card_id, int ability, int effect) {
    const Ability& a = ability_of(s, card_id, ability);
    if (effect < 0 || effect >= static_cast<int>(a.effects.size()))
        throw std::logic_error(std::string(card_id) + " ability " + std::to_string(ability) +
                               " has no effect " + std::to_string(effect));
    return a.effects[static_cast<std::size_t>(effect)];
}

int effect_amount(const GameState& s, std::string_view card_id, int ability, int effect) {
    return effect_of(s, card_id, ability, effect).amount;
}

int effect_max_cost(const GameState& s, std::string_view card_id, int ability, int effect) {
    return effect_of(s, card_id, ability, effect).max_cost;
}

int cost_amount(const GameState& s, std::string_view card_id, int ability, int cost) {
    const Ability& a = ability_of(s, card_id, ability);
    if (cost < 0 || cost >= static_cast<int>(a.costs.size()))
        throw std::logic_error(std::string(card_id) + " ability " + std::to_string(ability) +
                               " has no cost " + std::to_string(cost));
    return a.costs[static_cast<std::size_t>(cost)].amount;
}

}  // namespace eden_test
