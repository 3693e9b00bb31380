// Runs a game with bots in every seat until nobody has a decision to make (or a step cap).
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "bots/bot.hpp"

namespace eden::bots {

struct DriveResult {
    int actions = 0;
    bool finished = false;  // reached a decision with nobody to decide
};

// `after_each` (optional) is called after every applied action, e.g. for invariant checks.
// Throws std::logic_error if a bot's choice is refused or a decision has no options.
DriveResult drive(GameState& state, std::vector<std::unique_ptr<Bot>>& seats, int max_actions,
                  const std::function<void(const GameState&, const ApplyResult&)>& after_each = {});

}  // namespace eden::bots
