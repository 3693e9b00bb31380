// The eager bot: random, but always for the fight. Among the legal options it prefers opening
// a front, then adding a unit, then triggering an ability, and it never destroys its own
// portal; otherwise it picks uniformly. Simulations use it to reach the rules a uniform random
// bot rarely reaches (defenders, captured portals, eliminations, additional subphases).
#pragma once

#include "bots/bot.hpp"
#include "eden/core/rng.hpp"

namespace eden::bots {

class EagerBot final : public Bot {
  public:
    explicit EagerBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& state, const Decision& decision) override;

  private:
    Rng rng_;
};

}  // namespace eden::bots
