// Small questions the card tests ask of a battle position or of the events an action reported,
// shared so each card test file states only what is particular to its cards.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden_test {

// On the two-player beginner map, Bob (seat 1) holds a chain of territories from his portal to
// (2,-1), so (2,-1) is fully controlled and he may defend it by hand.
void bob_fully_controls_w2(nlohmann::json& state);

// Gives `player` the last unit left in his World, on `pile`: a spare unit a test keeps in the hand
// so its owner stops a front himself, whichever unit the test's own cards left (so the copies
// counts in data/ do not decide whether a test can be set up). Returns its id.
eden::CardId give_spare_unit(nlohmann::json& state, int player, const std::string& pile = "hand");

const eden::PlayerState& player(const eden::GameState& s, int p);
bool contains(const std::vector<eden::CardId>& pile, eden::CardId c);

// Whether the pending decision offers ability `ability` of `card`.
bool offered(const eden::GameState& s, eden::CardId card, int ability = 0);

// Front 0 as it stands (throws if there is no battle), and each side's total.
eden::FrontForecast forecast(const eden::GameState& s);
int attack_total(const eden::GameState& s);
int defense_total(const eden::GameState& s);

// `a` followed by `b`: the events of two steps of a test.
std::vector<eden::Event> concat(std::vector<eden::Event> a, const std::vector<eden::Event>& b);
// The FrontResolved event of `front` among `events` (throws if it is not there).
eden::FrontResolved resolved_front(const std::vector<eden::Event>& events, int front = 0);
// The one FrontResolved event among `events` (throws unless exactly one front was resolved).
eden::FrontResolved only_resolved_front(const std::vector<eden::Event>& events);
bool collapsed(const std::vector<eden::Event>& events, eden::CardId c);
bool destroyed(const std::vector<eden::Event>& events, eden::CardId c);

}  // namespace eden_test
