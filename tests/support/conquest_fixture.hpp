// Conquest positions for tests: a game on a beginner map settled with the first option of every
// choice, and edits of a state's JSON (cards moved, resources laid, control given) loaded back
// through GameState::from_json, which refuses any position that could not arise in a game.
#pragma once

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/core/game_state.hpp"
#include "support/events_of.hpp"

namespace eden_test {

// The rules tests' cards (loaded once): a frozen copy of the common cards and of one World
// (tests/fixtures/rules_cards), so tuning the designed cards in data/ never changes what a
// rules test sets up. Tests of the designed cards themselves use designed_cards().
std::shared_ptr<const eden::CardLibrary> data_cards();
// The cards of data/ (loaded once): the seven Worlds, the common and technology cards.
std::shared_ptr<const eden::CardLibrary> designed_cards();

// n players (2, 3, 4 or 6) on data/maps/{two,three,four,six}_players.json with the test cards
// (tests/fixtures/rules_cards), first player seat 0, and `rules` (standard by default). Player 0
// plays the Mountain Clans (ore).
eden::GameSetup conquest_setup(int players = 2, const eden::Rules& rules = eden::Rules{},
                               std::uint64_t seed = 1);

// 003's rules with 002's troops and round order (RULES.md §5 C2, C3): the troops tests' rules.
eden::Rules troops_rules();

// Like conquest_setup, with the designed cards of data/ (designed_cards()) and the given
// civilization ids, one per seat (2 or 4 seats: the two- or four-player beginner map).
eden::GameSetup designed_setup(const std::vector<std::string>& civilizations,
                               std::uint64_t seed = 1);
// That game at seat 0's first attack subphase, every player's cards put away (clear_cards)
// and no resource on the map: a bare position to give cards to (give_card) and fight in.
eden::GameState designed_bare_expansion(const std::vector<std::string>& civilizations);

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
// With troops: sets the troops on a territory (0: none).
void set_troops(nlohmann::json& state, eden::Hex at, int count);
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

// --- Conquest flow helpers (tests/test_conquest_flow.cpp and its companions) ----------------

// What a player who never fights nor buys answers: stop a front (or defend by base defense),
// else finish (Done), else the first option.
eden::Action passive_choice(const eden::Decision& d);
// Applies passive_choice until `stop` holds (or throws after many steps); returns every event
// reported on the way.
std::vector<eden::Event> pass_until(eden::GameState& state,
                                    const std::function<bool(const eden::GameState&)>& stop);
// The game at `step` of the conquest (the first time it gets there, playing passively).
eden::GameState at_conquest_step(eden::ConquestStep step, int players = 2,
                                 const eden::Rules& rules = eden::Rules{});
// A card's definition.
const eden::CardDef& card_def(const eden::GameState& state, eden::CardId card);
// How many cards of `pile` (one of a player's piles) have definition `card_id`.
int count_named(const eden::GameState& state, const std::vector<eden::CardId>& pile,
                const std::string& card_id);
// The Energy Crystal cards among `pile`.
std::vector<eden::CardId> crystals_in(const eden::GameState& state,
                                      const std::vector<eden::CardId>& pile);
// In a state's JSON: replaces `player`'s hand with `cards` (the old hand goes to the bottom of
// the deck; each card is taken from wherever it lies).
void set_hand(nlohmann::json& state, int player, const std::vector<eden::CardId>& cards);
// In a state's JSON: marks `player` eliminated and his portal destroyed.
void eliminate_in_json(nlohmann::json& state, int player);
// Whether some event of `events` is an E satisfying `pred`.
template <class E, class Pred>
bool has_event(const std::vector<eden::Event>& events, Pred pred) {
    for (const eden::Event& e : events)
        if (const E* x = std::get_if<E>(&e); x && pred(*x)) return true;
    return false;
}
// Resources of one type lying on a territory.
int resources_on(const eden::GameState& state, eden::Hex at, eden::TileColor type);

// Applies `a` expecting a refusal: "" if it was refused with a reason and left the state's JSON
// unchanged, else what went wrong.
std::string refusal_problem(eden::GameState& state, const eden::Action& a);

// --- Battle and ability positions (tests/test_battle.cpp, tests/test_card_abilities.cpp).

// Puts every card of `player`'s deck, hand, discard pile and set-aside cards back where it came
// from: units to his World, common cards on top of their supply piles (owned by nobody again).
void clear_cards(nlohmann::json& state, int player);
// Gives `player` a card named `card_id` on `pile` ("hand", "deck" (on top), "discard",
// "set_aside"): a unit from his World, a common card from the top of its supply pile (he becomes
// its owner). Returns its id.
eden::CardId give_card(nlohmann::json& state, int player, const std::string& card_id,
                       const std::string& pile);
// Removes every resource lying on the map.
void clear_resources(nlohmann::json& state);
// The JSON of the card definition `card_id` in the state's own card library (setup/cards), to
// write a test variant of a card.
nlohmann::json& card_definition(nlohmann::json& state, const std::string& card_id);

// at_first_expansion with every player's cards put away (clear_cards) and no resource on the map.
eden::GameState bare_first_expansion(int players = 2, const eden::Rules& rules = eden::Rules{});
// Applies every action in turn (each must be accepted) and returns all the events.
std::vector<eden::Event> apply_all(eden::GameState& state,
                                   const std::vector<eden::Action>& actions);
// Plays the battle in progress to its end choosing the passive option everywhere: stop on every
// front, defend by base defense, pass on abilities, return and rescue nothing (the first option
// of an ability's choice or a payment); with troops, send 1 troop to each front, retreat to the
// first territory offered, keep the occupying troops where they are. Returns the events.
std::vector<eden::Event> finish_battle(eden::GameState& state);

// apply_all, then finish_battle: every event on the way.
std::vector<eden::Event> play_out(eden::GameState& state, const std::vector<eden::Action>& actions);

// Where in `events` the first event of type E satisfying `match` is (-1 if none).
template <class E, class F>
int event_index(const std::vector<eden::Event>& events, F match) {
    for (std::size_t i = 0; i < events.size(); ++i)
        if (const E* x = std::get_if<E>(&events[i]))
            if (match(*x)) return static_cast<int>(i);
    return -1;
}

// at_first_expansion played passively (passive_choice): nobody buys anything when settling, every
// resource goes where the default puts it, so seat 0 starts his turn with a full hand.
eden::GameState quiet_first_expansion(int players = 2, const eden::Rules& rules = eden::Rules{});

}  // namespace eden_test
