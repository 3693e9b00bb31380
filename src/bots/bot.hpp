// A bot answers decisions through the same API as every other player: it reads the pending
// Decision and returns one of its options.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden::bots {

class Bot {
  public:
    virtual ~Bot() = default;
    // Precondition: `decision` is state.pending(), with at least one option.
    virtual Action choose(const GameState& state, const Decision& decision) = 0;
};

// Bots by name ("random", "eager", "heuristic", "search" with an optional budget:
// "search:200ms", "search:300" playouts; bots/search_bot.hpp); nullptr for an unknown name. Each
// bot draws on its own generator, seeded here, never on the game's, so bots do not change the
// game's random outcomes.
std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed);
// Every name make_bot knows, weakest first (the app's lab offers them per seat).
std::vector<std::string> bot_kinds();

}  // namespace eden::bots
