// The search bot ("Bot — strong"; issue 19): chooses by playing the game forward. At each
// decision that shapes the game (where to attack, what to add to a front, what to buy, which
// ability to trigger...) it deals the cards and tiles it cannot see again at random
// (GameState::resampled_for: a plausible whole state behind what its seat sees, never the true
// one), plays every candidate option forward with the heuristic bot in every seat, and
// keeps the option that did best. Each candidate is played on the same dealt states with
// the same playout seeds (common random numbers), so the options are compared on equal luck
// and a few dozen playouts tell them apart. This is determinized Monte Carlo search at the
// root of the information set: sound with hidden information, since every sample is drawn
// from what the seat may know.
//
// Everything else (paying, placing resources and troops, building the map) is the heuristic
// bot's: those decisions are many, small, and well served by its rules of thumb. A playout
// covers the rest of the round and the next, then judges the position (search_playout.hpp):
// whole games are too long to play out a few hundred times per choice. The search departs from
// the heuristic's choice only when the playouts show another option clearly better.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "bots/bot.hpp"
#include "bots/heuristic_bot.hpp"
#include "eden/core/rng.hpp"

namespace eden::bots {

// How long the bot may think per decision: a number of playouts (deterministic: a seed
// replays the same game) and/or a wall-clock limit in milliseconds (0: none). Whichever comes
// first ends the search; at least one playout per candidate is always played.
struct SearchBudget {
    int playouts = 0;
    int milliseconds = 0;
    friend bool operator==(const SearchBudget&, const SearchBudget&) = default;
};

// "search" (the default budget), "search:200ms" (milliseconds), "search:300" (playouts);
// nullopt for any other name, or a budget out of range.
std::optional<SearchBudget> parse_search_kind(const std::string& kind);
// The budget "search" alone stands for: about 20 ms of CPU per searched choice on this
// project's 2-core machine (eden_bench SearchDecision), and deterministic.
inline constexpr SearchBudget kDefaultSearchBudget{96, 0};

class SearchBot final : public Bot {
  public:
    SearchBot(std::uint64_t seed, SearchBudget budget);
    Action choose(const GameState& state, const Decision& decision) override;

  private:
    Rng rng_;
    SearchBudget budget_;
    HeuristicBot heuristic_;
};

}  // namespace eden::bots
