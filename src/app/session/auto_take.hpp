// Fewer clicks (issue 16 item 5): a decision whose answer is not a choice is taken for the
// person at the laptop. Pure: the session asks it once per decision, the tests ask it directly.
//
// The rule: a decision with exactly one legal option is no choice, so it is taken, whether it
// is an obvious end ("Finish buying" when nothing is affordable, "End the subphase" with an
// empty hand and nothing to manage, "Done" when no unit can be returned or rescued) or a
// single target. A payment offers its one option as the default of a free choice (which
// Energy Crystals, which territories' resources, pure energy or not): it is taken only when
// there is exactly one way to pay it (only_way.hpp). A resource placement, a free choice of
// where the resources go, is taken only when they can go to one place only (only_way.hpp).
#pragma once

#include <optional>
#include <string>

#include "eden/core/action.hpp"
#include "eden/core/decision.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

// The action to take without asking, if the decision `d` pending in `state` is no choice.
std::optional<Action> obvious_action(const GameState& state, const Decision& d);

// The log's line for `a`, taken for the person deciding `d` in `state` (before it is applied):
// what it skipped and why, in a player's words ("Alice buys nothing: no card on offer is within
// reach of what they can pay (not asked)"), as a message of the catalogs ("log.not_asked").
// `what` names the action when no sentence of its own fits (for a payment: what it took).
// Every such line ends with kNotAsked in English.
text::Message taken_without_asking(const GameState& state, const Decision& d, const Action& a,
                                   const std::string& what);
inline constexpr const char* kNotAsked = " (not asked)";

}  // namespace eden::app
