// Conquest positions for tests: a game on a beginner map settled with the first option of every
// choice, and edits of a state's JSON (cards moved, resources laid, control given) loaded back
// through GameState::from_json, which refuses any position that could not arise in a game.
#pragma once

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/game_state.hpp"

namespace eden_test {

// The cards of data/ (loaded once).
std::shared_ptr<const eden::CardLibrary> data_cards();

// n players (2 or 4) on data/maps/{two,four}_players.json with the data's cards, first player
// seat 0, and `rules` (standard by default). Player 0 plays the Mountain Clans (ore).
eden::GameSetup conquest_setup(int players = 2, const eden::Rules& rules = eden::Rules{},
                               std::uint64_t seed = 1);

// Applies the first option of every decision until `stop` holds (or throws after many steps).
void advance_until(eden::GameState& state, const std::function<bool(const eden::GameState&)>& stop);

// The game at the first expansion turn: seat 0's first attack subphase, nothing done yet.
eden::GameState at_first_expansion(int players = 2, const eden::Rules& rules = eden::Rules{});

// The state's JSON edited by `edit`, loaded back.
eden::GameState edited(const eden::GameState& state,
                       const std::function<void(nlohmann::json&)>& edit);

// In a state's JSON: moves `card` from wherever it lies to `pile` of `player` ("hand", "deck"
// (on top), "discard", "set_aside", "world"). Its owner does not change.
void move_card(nlohmann::json& state, eden::CardId card, int player, const std::string& pile);
// Moves every card of `player`'s hand to the bottom of his deck.
void empty_hand(nlohmann::json& state, int player);
// Sets the resources of one type lying on a territory.
void set_resources(nlohmann::json& state, eden::Hex at, eden::TileColor type, int count);
// Gives a territory to a player (-1: makes it wild).
void set_control(nlohmann::json& state, eden::Hex at, int player);
void set_pure_energy(nlohmann::json& state, int player, int amount);

// The ids of the cards of definition `card_id` owned by `owner` (-1: the supply piles'), in id
// order.
std::vector<eden::CardId> cards_named(const eden::GameState& state, const std::string& card_id,
                                      int owner);
// The first such card that lies in `owner`'s World.
eden::CardId world_card(const eden::GameState& state, const std::string& card_id, int owner);

// Whether `options` contains `a`.
bool offers(const eden::Decision& d, const eden::Action& a);
// Applies `a` and requires it to be accepted (throws with the reason otherwise).
eden::ApplyResult must_apply(eden::GameState& state, const eden::Action& a);

// A frontier of `player` whose enemy side is wild (the first in frontiers_of order).
eden::Frontier wild_frontier(const eden::GameState& state, int player);

}  // namespace eden_test
