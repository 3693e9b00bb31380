// Fewer clicks (issue 16 item 5): a decision whose answer is not a choice is taken for the
// person at the laptop. Pure: the frame step asks it once per frame, the tests ask it directly.
//
// The rule: a decision with exactly one legal option is no choice, so it is taken, whether it
// is an obvious end ("Finish buying" when nothing is affordable, "End the subphase" with an
// empty hand and nothing to manage, "Done" when no unit can be returned or rescued) or a
// single target. Two kinds are never taken even with one option, because the engine offers
// its one option as a default of a free choice the person makes on screen: a payment (which
// territories' resources pay) and a resource placement (where they go).
#pragma once

#include <optional>

#include "eden/action.hpp"
#include "eden/decision.hpp"

namespace eden::app {

// The action to take without asking, if the decision is no choice.
std::optional<Action> obvious_action(const Decision& d);

}  // namespace eden::app
