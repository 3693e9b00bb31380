// The random legal bot: picks uniformly among the options of the pending decision.
#pragma once

#include "bots/bot.hpp"
#include "eden/core/rng.hpp"

namespace eden::bots {

class RandomBot final : public Bot {
  public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& state, const Decision& decision) override;

  private:
    Rng rng_;
};

}  // namespace eden::bots
