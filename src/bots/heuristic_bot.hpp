// The heuristic bot: plays to win with rules of thumb and no search. It opens fronts it can win
// by the forecast and the strength in its hand (an enemy portal above all, then rich or
// well-placed territories), adds units while a front is in doubt and stops once it is won or
// lost, defends by hand what matters (its portal first) and lets the rest stand on base
// defense, triggers the abilities that help, buys the strongest units its crystals and
// civilization resource reach, and never destroys its own portal.
//
// It reads only what its seat could know: the board, its own cards, and the cards the others
// own (their hands are estimated from those, never looked at). It draws on its own generator
// for its few random choices (map creation), so it never changes the game's random outcomes.
#pragma once

#include "bots/bot.hpp"
#include "eden/core/rng.hpp"

namespace eden::bots {

class HeuristicBot final : public Bot {
  public:
    explicit HeuristicBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& state, const Decision& decision) override;

  private:
    Rng rng_;
};

}  // namespace eden::bots
